import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { paths } from '../../config/paths.ts';
import { t } from '../../lib/i18n.ts';

export default function NotFoundRoute() {
  return (
    <section data-testid="not-found" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <PageTitle title={t('Page Not Found')} />
      <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">{t('Error 404')}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('404 - Page Not Found')}</h1>
      <p className="mt-4 text-lg text-slate-600">{t("The page you're looking for doesn't exist.")}</p>
      <Link to={paths.home} className={buttonClasses('primary', 'mt-8')}>
        {t('Go to Home')}
      </Link>
    </section>
  );
}
