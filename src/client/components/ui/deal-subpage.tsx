import type { Ref } from 'react';
import { Link } from 'react-router';
import { t } from '../../lib/i18n.ts';
import { Alert } from './alert.tsx';
import { PageHeader } from './page-header.tsx';
import { PageTitle } from './page-title.tsx';

/*
 * What every page under a deal (its distributions, reports, draws, sale) opens with: the document
 * title naming the deal, the page's heading and what it is for, and the way back to the deal; and
 * the notice a finished action leaves, which takes the focus so a screen reader hears it.
 */

export function DealSubpageHeader({
  documentTitle,
  title,
  description,
  backTo,
}: {
  documentTitle: string;
  title: string;
  description?: string;
  backTo: string;
}) {
  return (
    <>
      <PageTitle title={documentTitle} />
      <PageHeader
        title={title}
        description={description}
        actions={
          <Link to={backTo} className="text-sm font-medium text-brand-800 underline underline-offset-2">
            {t('Back to the deal')}
          </Link>
        }
      />
    </>
  );
}

/** Where a finished action's sentence shows; the page focuses `ref` once it is set. */
export function ActionNotice({ ref, notice }: { ref: Ref<HTMLDivElement>; notice: string | null }) {
  return (
    <div ref={ref} tabIndex={-1} className="focus:outline-none">
      {notice && <Alert tone="success">{notice}</Alert>}
    </div>
  );
}
