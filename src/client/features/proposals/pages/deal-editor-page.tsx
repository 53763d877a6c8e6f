import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Deal } from '../../../../shared/contracts/deals.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dealPaths } from '../../../config/deal-paths.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatMoneyWhole } from '../../../../shared/money-format.ts';
import { formatDay } from '../../../lib/relative-time.ts';
import { useDealAction, type DealAction } from '../api/deal-actions.ts';
import { useDeal } from '../api/get-deal.ts';
import { useSaveDeal } from '../api/save-deal.ts';
import { BackersTable } from '../components/backers-table.tsx';
import { DealFormFields } from '../components/deal-form-fields.tsx';
import { ExtendCampaignDialog } from '../components/extend-campaign-dialog.tsx';
import { LifecycleBadge } from '../components/lifecycle-badge.tsx';
import { EMPTY_DEAL_FORM, formValuesOf, missingErrors, proposerEditScope, toDealInput, type FieldErrors } from '../lib/deal-form.ts';

/** The server's refusal as sentences: its headline, and each field's own under the field. */
function refusal(error: unknown): { message: string; fields: FieldErrors } {
  if (error instanceof ApiError) {
    return { message: error.message, fields: Object.fromEntries(error.fieldErrors.map((item) => [item.field, item.message])) };
  }
  return { message: 'Something went wrong. Try again.', fields: {} };
}

const SUCCESS: Record<DealAction, string> = {
  submit: 'Submitted for review. The admin reviews documents, valuation and legal; you will be notified of each decision.',
  publish: 'Published: the deal is live in Live Deals and on its property page.',
  extension: 'Campaign extended. Your backers are being asked to stay in or take their money back.',
};

/** The deal form and the proposer's steps with the deal (platform.md §2; interfaces.md, "Pages of the platform"). */
function DealEditor({ deal }: { deal: Deal | undefined }) {
  const navigate = useNavigate();
  // A new draft's first save moves to its own address, and the notice goes with it.
  const carried = (useLocation().state as { notice?: unknown } | null)?.notice;
  const scope = proposerEditScope(deal?.lifecycle);
  const [values, setValues] = useState(() => (deal ? formValuesOf(deal) : EMPTY_DEAL_FORM));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(typeof carried === 'string' ? carried : null);
  const [extendOpen, setExtendOpen] = useState(false);
  const [extendProblem, setExtendProblem] = useState<string | null>(null);
  const [showBackers, setShowBackers] = useState(false);
  const save = useSaveDeal();
  const action = useDealAction();
  const busy = save.isPending || action.isPending;

  const fail = (error: unknown) => {
    const { message, fields } = refusal(error);
    setProblem(message);
    setErrors(fields);
    setNotice(null);
  };

  /** Saves the form; the saved deal, or null when the checks or the server refused. */
  const saveForm = async (): Promise<Deal | null> => {
    const result = toDealInput(values, scope);
    if (!result.ok) {
      setErrors(result.errors);
      setProblem('Some fields need attention: see the sentences under them.');
      setNotice(null);
      return null;
    }
    try {
      const saved = await save.mutateAsync({ id: deal?.id, input: result.input });
      setErrors({});
      setProblem(null);
      return saved;
    } catch (error) {
      fail(error);
      return null;
    }
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await saveForm();
    if (!saved) return;
    setNotice('Draft saved.');
    if (!deal) void navigate(dealPaths.deal(saved.id), { replace: true, state: { notice: 'Draft saved.' } });
  };

  const run = async (step: DealAction, id: string) => {
    try {
      await action.mutateAsync({ id, action: step });
      setProblem(null);
      setErrors({});
      setNotice(SUCCESS[step]);
      return true;
    } catch (error) {
      fail(error);
      return false;
    }
  };

  const onSubmitForReview = async () => {
    const saved = await saveForm();
    if (!saved) return;
    const submitted = await run('submit', saved.id);
    if (!deal) void navigate(dealPaths.deal(saved.id), { replace: true, state: { notice: submitted ? SUCCESS.submit : 'Draft saved.' } });
  };

  const onExtend = async () => {
    if (!deal) return;
    try {
      await action.mutateAsync({ id: deal.id, action: 'extension' });
      setExtendOpen(false);
      setExtendProblem(null);
      setNotice(SUCCESS.extension);
    } catch (error) {
      setExtendProblem(refusal(error).message);
    }
  };

  const canSubmit = scope === 'everything';
  const missing = deal && canSubmit ? deal.missing : [];
  const shownErrors = { ...missingErrors(missing), ...errors };
  const closed = deal && ['live', 'funded', 'failed'].includes(deal.lifecycle);

  return (
    <>
      <PageHeader
        title={deal ? deal.name || 'Untitled deal' : 'New deal'}
        description={
          deal
            ? 'Save a draft any time; submit it for review when every required field is filled.'
            : 'Fill in as much as you have: Save draft keeps it, and you can come back to it from My Deals.'
        }
        actions={
          <Link to={paths.dashboard('proposer', 'deals')} className="text-sm font-medium text-brand-800 underline underline-offset-2">
            Back to My Deals
          </Link>
        }
      />
      {deal && (
        <div className={`${CARD} mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 p-4 text-sm text-slate-700`}>
          <span className="flex items-center gap-2">
            Lifecycle: <LifecycleBadge lifecycle={deal.lifecycle} />
          </span>
          <span>
            Raised {formatMoneyWhole(deal.raised, deal.currency)} of {formatMoneyWhole(deal.target, deal.currency)}
          </span>
          {deal.deadline && <span>Deadline {formatDay(deal.deadline)}</span>}
          {deal.lifecycle === 'submitted' && <span>Waiting for review: the form is read-only until the admin decides.</span>}
          {deal.lifecycle === 'rejected' && <span>The admin rejected this deal; it can no longer change.</span>}
          {scope === 'listing' && <span>The terms are locked: only the listing text, features and agent card can change.</span>}
        </div>
      )}

      <div className="space-y-4" aria-live="polite">
        {problem && <Alert tone="error">{problem}</Alert>}
        {notice && <Alert tone="success">{notice}</Alert>}
        {missing.length > 0 && (
          <div className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200" data-testid="missing-fields">
            <p className="font-semibold">Still needed before you can submit for review: {missing.length}</p>
            <p className="mt-1">Each field is marked below.</p>
          </div>
        )}
      </div>

      <form onSubmit={onSave} noValidate className="mt-6 space-y-6" aria-label="Deal form">
        <DealFormFields values={values} onChange={setValues} errors={shownErrors} scope={scope} reviews={deal?.reviews ?? []} />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {scope !== 'nothing' && (
            <Button type="submit" variant={canSubmit ? 'secondary' : 'primary'} pending={save.isPending && !action.isPending} disabled={busy}>
              {canSubmit ? 'Save draft' : 'Save listing'}
            </Button>
          )}
          {canSubmit && (
            <Button type="button" onClick={() => void onSubmitForReview()} pending={action.isPending} disabled={busy}>
              Submit for review
            </Button>
          )}
          {deal?.lifecycle === 'approved' && (
            <Button type="button" onClick={() => void run('publish', deal.id)} pending={action.isPending} disabled={busy}>
              Publish
            </Button>
          )}
          {deal?.lifecycle === 'live' && !deal.extended && (
            <Button type="button" variant="secondary" onClick={() => setExtendOpen(true)} disabled={busy}>
              Extend campaign
            </Button>
          )}
          {closed && (
            <Button type="button" variant="secondary" onClick={() => setShowBackers((shown) => !shown)} aria-expanded={showBackers}>
              View All Backers
            </Button>
          )}
        </div>
      </form>

      {deal && showBackers && (
        <div className="mt-6">
          <BackersTable dealId={deal.id} />
        </div>
      )}
      {deal && (
        <ExtendCampaignDialog
          open={extendOpen}
          pending={action.isPending}
          problem={extendProblem}
          onConfirm={() => void onExtend()}
          onClose={() => {
            setExtendOpen(false);
            setExtendProblem(null);
          }}
        />
      )}
    </>
  );
}

export function NewDealPage() {
  return (
    <>
      <PageTitle title="New deal" />
      <DealEditor deal={undefined} />
    </>
  );
}

export function EditDealPage({ dealId }: { dealId: string }) {
  const deal = useDeal(dealId);
  if (deal.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center text-brand-700">
        <h1 className="sr-only">Deal</h1>
        <Spinner className="size-8" label="Loading deal" />
      </div>
    );
  }
  if (deal.isError) {
    return (
      <>
        <PageTitle title="Deal" />
        <PageHeader title="Deal" />
        <Alert tone="error">{deal.error.message}</Alert>
      </>
    );
  }
  return (
    <>
      <PageTitle title={deal.data.name || 'Deal'} />
      <DealEditor key={deal.data.id} deal={deal.data} />
    </>
  );
}
