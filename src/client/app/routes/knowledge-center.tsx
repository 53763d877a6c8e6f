import { Trans } from '../../lib/trans.tsx';
import { useEffect } from 'react';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { paths } from '../../config/paths.ts';
import { t } from '../../lib/i18n.ts';

/**
 * The knowledge center is the whitepaper PDF (decisions.md #6). The server redirects
 * /knowledge-center itself; this covers arriving here from inside the app.
 */
export default function KnowledgeCenterRoute() {
  useEffect(() => {
    window.location.replace(paths.whitepaper);
  }, []);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <PageTitle title={t('Knowledge Center')} />
      <Spinner className="size-8 text-brand-700" />
      <h1 className="text-2xl font-bold text-slate-900">{t('Opening the Sharestead whitepaper…')}</h1>
      <p className="text-slate-600">
        <Trans
          id="If it does not open, <0>download the whitepaper (PDF)</0>."
          components={{ 0: <a className="font-semibold text-brand-700 underline" href={paths.whitepaper} /> }}
        />
      </p>
    </section>
  );
}
