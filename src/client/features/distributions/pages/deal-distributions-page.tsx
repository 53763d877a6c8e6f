import { BanknotesIcon, PlusIcon } from '@heroicons/react/20/solid';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { Distribution } from '../../../../shared/contracts/distributions.ts';
import { useDeal } from '../../../api/get-deal.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ListCard, ListEmptyState, ListLoadError } from '../../../components/ui/list-card.tsx';
import { ActionNotice, DealSubpageHeader } from '../../../components/ui/deal-subpage.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { dealPaths, type DealPagesRole } from '../../../config/deal-paths.ts';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useDealDistributions } from '../api/get-deal-distributions.ts';
import { DistributionCard } from '../components/distribution-card.tsx';
import { WaterfallForm } from '../components/waterfall-form.tsx';

/** The form's state: closed, a new distribution, or a draft opened again. */
type Editing = { open: false } | { open: true; draft: Distribution | null };

/**
 * A funded deal's distributions (`…/deals/:id/distributions`; after-funding.md §2), for its
 * proposer and the admin: each quarter's with its status and what that asks next, and the
 * waterfall form for a new one or a draft. The maker's half of maker and checker; the admin's
 * Distributions page is the checker's.
 */
export function DealDistributionsPage({ dealId, role }: { dealId: string; role: DealPagesRole }) {
  const session = useSession();
  const deal = useDeal(dealId, { staleTime: 0 });
  const distributions = useDealDistributions(dealId);
  const [editing, setEditing] = useState<Editing>({ open: false });
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  // The button that opened the form, and where focus goes once the form has closed.
  const opener = useRef<HTMLElement | null>(null);
  const focusAfterClose = useRef<'opener' | 'notice' | null>(null);

  useEffect(() => {
    if (editing.open || !focusAfterClose.current) return;
    const target = focusAfterClose.current === 'notice' ? noticeRef.current : opener.current?.isConnected ? opener.current : newButton.current;
    focusAfterClose.current = null;
    target?.focus();
  }, [editing]);

  if (deal.isError) {
    return (
      <>
        <PageTitle title={t('Distributions')} />
        <PageHeader title={t('Distributions')} />
        <Alert tone="error">{deal.error.message}</Alert>
      </>
    );
  }

  const name = deal.data ? deal.data.name || t('Untitled deal') : '';
  const funded = deal.data?.lifecycle === 'funded';
  const canDraft = funded && deal.data?.viewer_can_manage === true;

  const open = (draft: Distribution | null) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setNotice(null);
    setEditing({ open: true, draft });
  };
  const close = () => {
    focusAfterClose.current = 'opener';
    setEditing({ open: false });
  };
  const submitted = (distribution: Distribution) => {
    focusAfterClose.current = 'notice';
    setEditing({ open: false });
    setNotice(
      t('The {period} distribution is submitted. Pay {amount} quoting {reference}: the details are below.', {
        period: distribution.period,
        amount: formatMoney(distribution.to_fund, distribution.currency),
        reference: distribution.reference,
      }),
    );
  };

  let body: ReactNode;
  if (distributions.isPending) body = <CardsSkeleton />;
  else if (distributions.isError)
    body = <ListLoadError title={t('The distributions could not be loaded.')} error={distributions.error} onRetry={() => void distributions.refetch()} />;
  else if (distributions.data.length === 0) body = <ListEmptyState icon={BanknotesIcon} text={t('No distributions yet.')} />;
  else {
    body = (
      <ul className="divide-y divide-slate-200">
        {distributions.data.map((distribution) => (
          <li key={distribution.id}>
            <DistributionCard
              distribution={distribution}
              onEdit={distribution.status === 'draft' && distribution.author_id === session?.userId ? () => open(distribution) : null}
              editDisabled={editing.open}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <>
      <DealSubpageHeader
        documentTitle={deal.data ? t('Distributions of {name}', { name }) : t('Distributions')}
        title={t('Distributions')}
        description={
          deal.data
            ? t(
                "{name}: each quarter's income as a waterfall, split by income type. Its proposer submits it and pays it in; the admin confirms the money and approves it; then the holders are paid.",
                { name },
              )
            : undefined
        }
        backTo={dealPaths.deal(role, dealId)}
      />
      <div className="space-y-6">
        <ActionNotice ref={noticeRef} notice={notice} />
        {deal.data && !funded && (
          <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200 ring-inset">
            {t('Only a funded deal pays distributions.')}
          </p>
        )}
        {canDraft && (
          // One form at a time: the buttons that open it wait while it is open.
          <Button ref={newButton} type="button" onClick={() => open(null)} disabled={editing.open}>
            <PlusIcon className="size-4" aria-hidden="true" />
            {t('New distribution')}
          </Button>
        )}
        {editing.open && deal.data && (
          <WaterfallForm
            key={editing.draft?.id ?? 'new'}
            dealId={dealId}
            currency={deal.data.currency}
            fundedAt={deal.data.funded_at}
            editing={editing.draft}
            onSubmitted={submitted}
            onCancel={close}
          />
        )}
        <ListCard titleId="deal-distributions-title" title={t('Quarters')}>
          {body}
        </ListCard>
      </div>
    </>
  );
}

function CardsSkeleton() {
  return (
    <ul className="divide-y divide-slate-100" aria-hidden="true" data-testid="distributions-skeleton">
      {Array.from({ length: 2 }, (_, index) => (
        <li key={index} className="space-y-3 px-4 py-5 sm:px-5">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-2/3" />
        </li>
      ))}
    </ul>
  );
}
