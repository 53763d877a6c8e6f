import { ScaleIcon } from '@heroicons/react/20/solid';
import { useId, useState, type FormEvent } from 'react';
import { exitProposalInputSchema } from '../../../../shared/contracts/exits.ts';
import { REPORT_MAX_BYTES } from '../../../../shared/contracts/holdings.ts';
import { useDeal } from '../../../api/get-deal.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { ListCard, ListEmptyState, ListLoadError } from '../../../components/ui/list-card.tsx';
import { DealSubpageHeader } from '../../../components/ui/deal-subpage.tsx';
import { CARD } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { dealPaths, type DealPagesRole } from '../../../config/deal-paths.ts';
import { checkFiles, formatFileSize } from '../../../lib/file-checks.ts';
import { failureSentence, formProblem } from '../../../lib/form-submission.ts';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { parseAmount, parseSignedAmount } from '../../../lib/money.ts';
import { useProposeSale, useUploadOffer } from '../api/exit-steps.ts';
import { useExitProposals } from '../api/get-exit-proposals.ts';
import { SaleProposals } from '../components/sale-proposals.tsx';
import { OFFER_RULES } from '../lib/offer.ts';

type Field = 'sale_price' | 'costs' | 'expected_on' | 'note' | 'offer';
type FieldErrors = Partial<Record<Field, string>>;
const API_FIELDS = ['sale_price', 'costs', 'expected_on', 'note'] as const;
const EMPTY = { salePrice: '', costs: '0', expectedOn: '', note: '' };

/**
 * A funded deal's sale (`…/deals/:id/sale`; after-funding.md §5): its proposer proposes selling the
 * property (price, costs, expected date, note, the buyer's offer as a PDF) and the holders vote for
 * 14 days; the page shows every proposal with its tally. The admin sees the same votes.
 */
export function ProposeSalePage({ dealId, role }: { dealId: string; role: DealPagesRole }) {
  const deal = useDeal(dealId, { staleTime: 0 });
  const proposals = useExitProposals(dealId);
  const name = deal.data ? deal.data.name || t('Untitled deal') : '';
  const undecided = proposals.data?.items.some((proposal) => proposal.status === 'open' || proposal.status === 'passed') ?? true;
  // Said at the page's level: the form goes once the vote it opened shows in the list.
  const [outcome, setOutcome] = useState<{ notice: string; problem: string | null } | null>(null);
  const mayPropose = role === 'proposer' && deal.data?.viewer_can_manage === true && deal.data.lifecycle === 'funded' && !undecided;

  let body;
  if (proposals.isPending) body = <Skeleton className="m-5 h-32" />;
  else if (proposals.isError)
    body = <ListLoadError title={t('The sale votes could not be loaded.')} error={proposals.error} onRetry={() => void proposals.refetch()} />;
  else if (proposals.data.items.length === 0) body = <ListEmptyState icon={ScaleIcon} text={t('No sale proposed.')} />;
  else
    body = (
      <div className="px-4 pb-4 sm:px-5">
        <SaleProposals proposals={proposals.data.items} />
      </div>
    );

  return (
    <>
      <DealSubpageHeader
        documentTitle={deal.data ? t('Sale of {name}', { name }) : t('Propose sale')}
        title={t('Propose sale')}
        description={
          deal.data
            ? t('{name}: propose selling the property; its holders vote, weighted by face value, and a sale passes once more than half vote yes.', { name })
            : undefined
        }
        backTo={dealPaths.deal(role, dealId)}
      />
      <div className="space-y-6">
        {deal.isError && <Alert tone="error">{deal.error.message}</Alert>}
        {outcome && (
          <div className="space-y-3" aria-live="polite">
            <Alert tone="success">{outcome.notice}</Alert>
            {outcome.problem && <Alert tone="error">{outcome.problem}</Alert>}
          </div>
        )}
        {mayPropose && deal.data && <ProposeSaleForm dealId={dealId} currency={deal.data.currency} onOutcome={setOutcome} />}
        <ListCard titleId="sale-votes-title" title={t('Sale votes')}>
          {body}
        </ListCard>
      </div>
    </>
  );
}

function ProposeSaleForm({
  dealId,
  currency,
  onOutcome,
}: {
  dealId: string;
  currency: 'INR' | 'USD';
  onOutcome: (outcome: { notice: string; problem: string | null }) => void;
}) {
  const titleId = useId();
  const propose = useProposeSale();
  const upload = useUploadOffer();
  const [values, setValues] = useState(EMPTY);
  const [offer, setOffer] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const busy = propose.isPending || upload.isPending;

  const change = (field: keyof typeof EMPTY, value: string, errorField: Field) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [errorField]: undefined }));
  };

  const chooseOffer = (files: FileList | null) => {
    const { accepted, refused } = checkFiles(Array.from(files ?? []), OFFER_RULES);
    setOffer(accepted[0] ?? null);
    setErrors((current) => ({ ...current, offer: refused[0]?.message }));
    if (refused.length > 0) setFileKey((key) => key + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (errors.offer) found.offer = errors.offer;
    if (!offer && !errors.offer) found.offer = t('Attach the buyer’s offer as a PDF.');
    const price = parseAmount(values.salePrice, currency);
    const costs = parseSignedAmount(values.costs, currency);
    if (!price.ok) found.sale_price = price.error;
    if (!costs.ok) found.costs = costs.error;
    const verdict = exitProposalInputSchema.safeParse({
      sale_price: price.ok ? price.minor : 1,
      costs: costs.ok ? costs.minor : 0,
      expected_on: values.expectedOn,
      note: values.note,
    });
    if (!verdict.success) {
      for (const issue of verdict.error.issues) {
        const field = String(issue.path[0] ?? '') as Field;
        if (API_FIELDS.includes(field as (typeof API_FIELDS)[number])) found[field] ??= t(issue.message);
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !verdict.success || !offer) {
      setProblem(t('Some fields need attention: see the sentences under them.'));
      return;
    }
    setProblem(null);
    let proposal;
    try {
      proposal = await propose.mutateAsync({ dealId, input: verdict.data });
    } catch (failure) {
      const result = formProblem(failure, API_FIELDS, t('The sale could not be proposed. Please try again.'));
      setErrors(result.fields);
      setProblem(result.alert ?? t('Some fields need attention: see the sentences under them.'));
      return;
    }
    const done = t('The sale at {price} is proposed: the holders are asked to vote.', { price: formatMoney(proposal.sale_price, proposal.currency) });
    setValues(EMPTY);
    setFileKey((key) => key + 1);
    setOffer(null);
    try {
      await upload.mutateAsync({ proposalId: proposal.id, file: offer });
      onOutcome({ notice: t('{done} The offer is attached.', { done }), problem: null });
    } catch (failure) {
      onOutcome({
        notice: done,
        problem: t('The offer was not attached: {reason}', { reason: failureSentence(failure, t('Something went wrong. Try again.')) }),
      });
    }
  };

  return (
    <section aria-labelledby={titleId} className={`${CARD} p-4 sm:p-6`}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('Propose a sale')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('While the vote is open, exit windows are suspended. Once it passes, Sharestead confirms the proceeds and distributes them to the holders.')}
      </p>
      <div className="mt-4" aria-live="polite">
        {problem && <Alert tone="error">{problem}</Alert>}
      </div>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-5 space-y-5" aria-labelledby={titleId}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('Sale price')}
            inputMode="decimal"
            autoComplete="off"
            value={values.salePrice}
            onChange={(event) => change('salePrice', event.target.value, 'sale_price')}
            markRequired
            hint={currency === 'INR' ? t('In rupees: what the buyer pays.') : t('In dollars: what the buyer pays.')}
            error={errors.sale_price}
          />
          <TextField
            label={t('Costs')}
            inputMode="decimal"
            autoComplete="off"
            value={values.costs}
            onChange={(event) => change('costs', event.target.value, 'costs')}
            markRequired
            hint={t('Brokerage, taxes and fees of the sale: the holders share the rest.')}
            error={errors.costs}
          />
          <TextField
            label={t('Expected completion date')}
            type="date"
            value={values.expectedOn}
            onChange={(event) => change('expectedOn', event.target.value, 'expected_on')}
            markRequired
            error={errors.expected_on}
          />
          <TextField
            key={fileKey}
            label={t('The buyer’s offer')}
            type="file"
            accept={OFFER_RULES.accept}
            onChange={(event) => chooseOffer(event.target.files)}
            markRequired
            hint={t('A PDF up to {size}; the holders read it before they vote.', { size: formatFileSize(REPORT_MAX_BYTES) })}
            error={errors.offer}
          />
        </div>
        <TextAreaField
          label={t('Note')}
          rows={3}
          maxLength={2000}
          value={values.note}
          onChange={(event) => change('note', event.target.value, 'note')}
          hint={t('Optional. Why this sale, for the holders.')}
          error={errors.note}
        />
        <Button type="submit" pending={busy} disabled={busy}>
          {t('Propose sale')}
        </Button>
      </form>
    </section>
  );
}
