import { Outlet } from 'react-router';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from '../../components/layouts/public-header.tsx';
import { t } from '../../lib/i18n.ts';

export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        {t('Skip to content')}
      </a>
      <PublicHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
