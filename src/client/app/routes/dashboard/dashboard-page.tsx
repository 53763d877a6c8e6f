import { Suspense } from 'react';
import type { Role } from '../../../../shared/roles.ts';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { t } from '../../../lib/i18n.ts';
import type { DashboardPageEntry } from '../../dashboard-pages.ts';

function PageFallback() {
  return (
    <div className="flex min-h-64 items-center justify-center text-brand-700">
      <Spinner className="size-8" label={t('Loading page')} />
    </div>
  );
}

/** A dashboard page under its document title, its code loading on first visit (app/dashboard-pages.ts). */
export function DashboardPageRoute({ role, entry: { title, Component } }: { role: Role; entry: DashboardPageEntry }) {
  return (
    <>
      {title && <PageTitle title={t(title, { role })} />}
      <Suspense fallback={<PageFallback />}>
        <Component role={role} />
      </Suspense>
    </>
  );
}
