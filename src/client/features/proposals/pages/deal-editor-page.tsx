import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { Deal } from '../../../../shared/contracts/deals.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { DeadlineTime } from '../../../components/ui/deadline-time.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dealPaths, type DealPagesRole } from '../../../config/deal-paths.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/use-session.ts';
import { formatMoneyWhole, formatNumber, msg, t } from '../../../lib/i18n.ts';
import { useDealAction, type DealAction } from '../api/deal-actions.ts';
import { useDeal } from '../../../api/get-deal.ts';
import { useSaveDeal } from '../api/save-deal.ts';
import { DealDocuments } from '../components/deal-documents.tsx';
import { DealFormFields } from '../components/deal-form-fields.tsx';
import { DealPhotos } from '../components/deal-photos.tsx';
import { ExtendCampaignDialog } from '../components/extend-campaign-dialog.tsx';
import { LifecycleBadge } from '../components/lifecycle-badge.tsx';
import { ProposerPicker } from '../components/proposer-picker.tsx';
import { Trans } from '../../../lib/trans.tsx';
import { EMPTY_DEAL_FORM, editScope, formValuesOf, missingErrors, toDealInput, type FieldErrors } from '../lib/deal-form.ts';

/** The server's refusal as sentences: its headline, and each field's own under the field. */
function refusal(error: unknown): { message: string; fields: FieldErrors } {
  if (error instanceof ApiError) {
    return { message: error.message, fields: Object.fromEntries(error.fieldErrors.map((item) => [item.field, item.message])) };
  }
  return { message: t('Something went wrong. Try again.'), fields: {} };
}

/** English ids: shown with `t(SUCCESS[step])`. */
const SUCCESS: Record<DealAction, string> = {
  submit: msg('Submitted for review. The admin reviews documents, valuation and legal; you will be notified of each decision.'),
  publish: msg('Published: the deal is live in Live Deals and on its property page.'),
  extension: msg('Campaign extended. Your backers are being asked to stay in or take their money back.'),
};

/** The texts (English ids) that differ between a deal's proposer and the admin (who edits any deal but takes none of its proposer's steps). */
const ROLE_TEXTS: Record<DealPagesRole, { back: { label: string; to: string }; newDeal: string; saved: string }> = {
  proposer: {
    back: { label: msg('Back to My Deals'), to: paths.dashboard('proposer', 'deals') },
    newDeal: msg('Fill in as much as you have: Save draft keeps it, and you can come back to it from My Deals.'),
    saved: msg('Save a draft any time; submit it for review when every required field is filled.'),
  },
  admin: {
    back: { label: msg('Back to Live Deals'), to: paths.dashboard('admin', 'live-deals') },
    newDeal: msg('Start a deal for a proposer: they are told, complete it and submit it for review.'),
    saved: msg('You can correct this deal until it goes live; its proposer submits, publishes and extends it.'),
  },
};

/** The deal form and the proposer's steps with the deal (platform.md §2; interfaces.md, "Pages of the platform"). */
function DealEditor({ deal }: { deal: Deal | undefined }) {
  const navigate = useNavigate();
  // A new draft's first save moves to its own address, and the notice goes with it.
  const carried = (useLocation().state as { notice?: unknown } | null)?.notice;
  // The dashboard's guard lets only a proposer or the admin in.
  const role: DealPagesRole = useSession()?.role === 'admin' ? 'admin' : 'proposer';
  const texts = ROLE_TEXTS[role];
  const scope = editScope(role, deal?.lifecycle);
  const [proposerId, setProposerId] = useState('');
  const [values, setValues] = useState(() => (deal ? formValuesOf(deal) : EMPTY_DEAL_FORM));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(typeof carried === 'string' ? carried : null);
  const [extendOpen, setExtendOpen] = useState(false);
  const [extendProblem, setExtendProblem] = useState<string | null>(null);
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
    // The admin's new deal is for a proposer (the server checks it too).
    const unassigned = role === 'admin' && !deal && proposerId === '';
    if (!result.ok || unassigned) {
      setErrors({ ...(result.ok ? {} : result.errors), ...(unassigned ? { proposer_id: t('Choose the proposer this deal is for.') } : {}) });
      setProblem(t('Some fields need attention: see the sentences under them.'));
      setNotice(null);
      return null;
    }
    try {
      const saved = await save.mutateAsync({ id: deal?.id, input: result.input, proposerId: role === 'admin' && !deal ? proposerId : undefined });
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
    setNotice(t('Draft saved.'));
    if (!deal) void navigate(dealPaths.deal(role, saved.id), { replace: true, state: { notice: t('Draft saved.') } });
  };

  const run = async (step: DealAction, id: string) => {
    try {
      await action.mutateAsync({ id, action: step });
      setProblem(null);
      setErrors({});
      setNotice(t(SUCCESS[step]));
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
    if (!deal) void navigate(dealPaths.deal(role, saved.id), { replace: true, state: { notice: submitted ? t(SUCCESS.submit) : t('Draft saved.') } });
  };

  const onExtend = async () => {
    if (!deal) return;
    try {
      await action.mutateAsync({ id: deal.id, action: 'extension' });
      setExtendOpen(false);
      setExtendProblem(null);
      setNotice(t(SUCCESS.extension));
    } catch (error) {
      setExtendProblem(refusal(error).message);
    }
  };

  // Submit, Publish and Extend are its proposer's steps: the server refuses them to the admin.
  const proposer = role === 'proposer';
  const canSubmit = proposer && scope === 'everything';
  const missing = deal && canSubmit ? deal.missing : [];
  const shownErrors = { ...missingErrors(missing), ...errors };
  const closed = deal && ['live', 'funded', 'failed'].includes(deal.lifecycle);
  const draft = !deal || deal.lifecycle === 'draft' || deal.lifecycle === 'changes_requested';
  let saveLabel = t('Save listing');
  if (scope === 'everything') saveLabel = draft ? t('Save draft') : t('Save changes');

  return (
    <>
      <PageHeader
        title={deal ? deal.name ? <span translate="no">{deal.name}</span> : t('Untitled deal') : t('New deal')}
        description={t(deal ? texts.saved : texts.newDeal)}
        actions={
          <Link to={texts.back.to} className="text-sm font-medium text-brand-800 underline underline-offset-2">
            {t(texts.back.label)}
          </Link>
        }
      />
      {deal && (
        <div className={`${CARD} mb-6 flex flex-wrap items-center gap-x-6 gap-y-2 p-4 text-sm text-slate-700`}>
          <span className="flex items-center gap-2">
            {t('Lifecycle:')} <LifecycleBadge lifecycle={deal.lifecycle} />
          </span>
          <span>
            {t('Raised {raised} of {target}', { raised: formatMoneyWhole(deal.raised, deal.currency), target: formatMoneyWhole(deal.target, deal.currency) })}
          </span>
          {deal.deadline && (
            <span>
              <Trans id="Deadline <0/>" components={{ 0: <DeadlineTime iso={deal.deadline} /> }} />
            </span>
          )}
          {deal.lifecycle === 'submitted' && scope === 'nothing' && <span>{t('Waiting for review: the form is read-only until the admin decides.')}</span>}
          {deal.lifecycle === 'rejected' && <span>{t('The admin rejected this deal; it can no longer change.')}</span>}
          {scope === 'listing' && (
            <span data-testid="terms-locked">
              {deal.lifecycle === 'live'
                ? t('Terms are locked while the campaign is live: only the listing text, features, photos and agent card can change.')
                : t('Terms are locked: the campaign has closed: only the listing text, features, photos and agent card can change.')}
            </span>
          )}
        </div>
      )}

      <div className="space-y-4" aria-live="polite">
        {problem && <Alert tone="error">{problem}</Alert>}
        {notice && <Alert tone="success">{notice}</Alert>}
        {missing.length > 0 && (
          <div className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200" data-testid="missing-fields">
            <p className="font-semibold">{t('Still needed before you can submit for review: {count}', { count: formatNumber(missing.length) })}</p>
            <p className="mt-1">{t('Each field is marked below.')}</p>
          </div>
        )}
      </div>

      <form onSubmit={onSave} noValidate className="mt-6 space-y-6" aria-label={t('Deal form')}>
        {role === 'admin' && !deal && <ProposerPicker value={proposerId} onChange={setProposerId} error={shownErrors.proposer_id} />}
        <DealFormFields values={values} onChange={setValues} errors={shownErrors} scope={scope} reviews={deal?.reviews ?? []} />
        {/* Files are sent as they are chosen, apart from Save; a new deal has nowhere to send them until its first save. */}
        <DealPhotos deal={deal} editable={scope !== 'nothing'} />
        <DealDocuments deal={deal} editable={scope === 'everything'} />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {scope !== 'nothing' && (
            <Button type="submit" variant={canSubmit ? 'secondary' : 'primary'} pending={save.isPending && !action.isPending} disabled={busy}>
              {saveLabel}
            </Button>
          )}
          {canSubmit && (
            <Button type="button" onClick={() => void onSubmitForReview()} pending={action.isPending} disabled={busy}>
              {t('Submit for review')}
            </Button>
          )}
          {proposer && deal?.lifecycle === 'approved' && (
            <Button type="button" onClick={() => void run('publish', deal.id)} pending={action.isPending} disabled={busy}>
              {t('Publish')}
            </Button>
          )}
          {proposer && deal?.extended_deadline && (
            <Button type="button" variant="secondary" onClick={() => setExtendOpen(true)} disabled={busy}>
              {t('Extend campaign')}
            </Button>
          )}
          {closed && (
            <Link to={dealPaths.backers(role, deal.id)} className={buttonClasses('secondary')}>
              {t('View All Backers')}
            </Link>
          )}
          {deal?.lifecycle === 'funded' && (
            <Link to={dealPaths.distributions(role, deal.id)} className={buttonClasses('secondary')}>
              {t('Distributions')}
            </Link>
          )}
          {deal?.lifecycle === 'funded' && (
            <Link to={dealPaths.reports(role, deal.id)} className={buttonClasses('secondary')}>
              {t('Reports')}
            </Link>
          )}
          {deal?.lifecycle === 'funded' && deal.campaign_type === 'fix_n_flip' && (
            <Link to={dealPaths.draws(role, deal.id)} className={buttonClasses('secondary')}>
              {t('Draws')}
            </Link>
          )}
          {deal && (deal.lifecycle === 'funded' || deal.lifecycle === 'exited') && (
            <Link to={dealPaths.sale(role, deal.id)} className={buttonClasses('secondary')}>
              {proposer && deal.lifecycle === 'funded' ? t('Propose sale') : t('Sale votes')}
            </Link>
          )}
          {role === 'admin' && deal?.lifecycle === 'funded' && (
            <Link to={dealPaths.valuations(deal.id)} className={buttonClasses('secondary')}>
              {t('Valuations')}
            </Link>
          )}
        </div>
      </form>

      {deal?.extended_deadline && (
        <ExtendCampaignDialog
          open={extendOpen}
          extendedDeadline={deal.extended_deadline}
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
      <PageTitle title={t('New deal')} />
      <DealEditor deal={undefined} />
    </>
  );
}

export function EditDealPage({ dealId }: { dealId: string }) {
  const deal = useDeal(dealId, { staleTime: 0 });
  if (deal.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center text-brand-700">
        <h1 className="sr-only">{t('Deal')}</h1>
        <Spinner className="size-8" label={t('Loading deal')} />
      </div>
    );
  }
  if (deal.isError) {
    return (
      <>
        <PageTitle title={t('Deal')} />
        <PageHeader title={t('Deal')} />
        <Alert tone="error">{deal.error.message}</Alert>
      </>
    );
  }
  return (
    <>
      <PageTitle title={deal.data.name || t('Deal')} />
      <DealEditor key={deal.data.id} deal={deal.data} />
    </>
  );
}
