import { BanknotesIcon } from '@heroicons/react/20/solid';
import { useRef, useState, type FormEvent } from 'react';
import { MAX_DRAW_PHOTOS, drawRequestSchema, drawReturnSchema, type Draw, type DrawList } from '../../../../shared/contracts/draws.ts';
import { PHOTO_MAX_BYTES } from '../../../../shared/contracts/deal-workflow.ts';
import { useDeal } from '../../../api/get-deal.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FileUploadField } from '../../../components/ui/file-upload-field.tsx';
import { TextAreaField } from '../../../components/ui/form-fields.tsx';
import { ListCard, ListEmptyState, ListLoadError } from '../../../components/ui/list-card.tsx';
import { ActionNotice, DealSubpageHeader } from '../../../components/ui/deal-subpage.tsx';
import { checkWith, ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { dealPaths, type DealPagesRole } from '../../../config/deal-paths.ts';
import { formatFileSize, imageRules } from '../../../lib/file-checks.ts';
import { failureSentence, formProblem, NO_ANSWER } from '../../../lib/form-submission.ts';
import { formatMoney, msg, t } from '../../../lib/i18n.ts';
import { useAddDrawPhoto, useDrawStep, useReturnCapital } from '../api/draw-steps.ts';
import { useDealDraws } from '../api/get-deal-draws.ts';
import { DrawMilestones, InspectionNotice } from '../components/draw-milestones.tsx';

const PHOTO_RULES = { ...imageRules(PHOTO_MAX_BYTES), full: msg('was not added: a draw request has at most 10 photos.') };

/** The next draw: the first not yet released (requests and releases go in order). */
const nextOf = (draws: DrawList) => draws.items.find((draw) => draw.status !== 'released');

/**
 * A funded Fix 'N' Flip deal's draws (`…/deals/:id/draws`; after-funding.md §4), for its proposer
 * and the admin: the milestones with their amounts and status; its proposer adds site photos and a
 * note and requests the next one; the admin releases a requested draw or returns it with a
 * comment; the site inspection flag of an idle deal.
 */
export function DealDrawsPage({ dealId, role }: { dealId: string; role: DealPagesRole }) {
  const deal = useDeal(dealId, { staleTime: 0 });
  const draws = useDealDraws(dealId);
  const [notice, setNotice] = useState<string | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const told = (sentence: string) => {
    setNotice(sentence);
    // Once the list has the new state, the sentence is read out where focus lands.
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const name = deal.data ? deal.data.name || t('Untitled deal') : '';
  let body;
  if (draws.isPending || deal.isPending) body = <Skeleton className="m-5 h-32" />;
  else if (draws.isError) body = <ListLoadError title={t('The draws could not be loaded.')} error={draws.error} onRetry={() => void draws.refetch()} />;
  else if (draws.data.items.length === 0)
    body = <ListEmptyState icon={BanknotesIcon} text={t('Only a funded Fix ’N’ Flip deal draws its money by milestones.')} />;
  else {
    const list = draws.data;
    body = (
      <div className="space-y-4 px-4 py-4 sm:px-5">
        <p className="text-sm text-slate-700">{t('{amount} is still in the construction escrow.', { amount: formatMoney(list.undrawn, list.currency) })}</p>
        <InspectionNotice draws={list} />
        {role === 'admin' && list.undrawn > 0 && <ReturnCapital dealId={dealId} draws={list} onDone={told} />}
        <DrawMilestones
          draws={list}
          actions={(draw) =>
            role === 'admin' && draw.status === 'requested' ? <AdminActions dealId={dealId} draw={draw} dealName={name} onDone={told} /> : null
          }
        />
      </div>
    );
  }
  const next = draws.data && nextOf(draws.data);
  const mayRequest = role === 'proposer' && deal.data?.viewer_can_manage === true && next?.status === 'pending' && next.capital_returned_at === null;

  return (
    <>
      <DealSubpageHeader
        documentTitle={deal.data ? t('Draws of {name}', { name }) : t('Draws')}
        title={t('Draws')}
        description={
          deal.data
            ? t('{name}: its money waits in a construction escrow and is released milestone by milestone once Sharestead has inspected the work.', {
                name,
              })
            : undefined
        }
        backTo={dealPaths.deal(role, dealId)}
      />
      <div className="space-y-6">
        <ActionNotice ref={noticeRef} notice={notice} />
        {deal.isError && <Alert tone="error">{deal.error.message}</Alert>}
        {mayRequest && next && <RequestDrawForm key={next.n} dealId={dealId} draw={next} currency={draws.data.currency} onRequested={told} />}
        <ListCard titleId="deal-draws-title" title={t('Milestones')}>
          {body}
        </ListCard>
      </div>
    </>
  );
}

/** Its proposer's request of the next draw: site photos (sent as chosen, kept with the draw) and a note. */
function RequestDrawForm({ dealId, draw, currency, onRequested }: { dealId: string; draw: Draw; currency: string; onRequested: (sentence: string) => void }) {
  const addPhoto = useAddDrawPhoto();
  const step = useDrawStep();
  const [note, setNote] = useState(draw.note ?? '');
  const [errors, setErrors] = useState<{ note?: string; photos?: string }>({});
  const [alert, setAlert] = useState<string | null>(null);
  const headingId = `request-draw-${draw.n}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = drawRequestSchema.safeParse({ note });
    const problems = {
      ...(checked.success ? {} : { note: t(checked.error.issues[0]!.message) }),
      ...(draw.photos.length === 0 ? { photos: t('Add at least one site photo before requesting the draw.') } : {}),
    };
    setErrors(problems);
    setAlert(null);
    if (!checked.success || problems.photos) return;
    try {
      await step.mutateAsync({ step: 'request', dealId, n: draw.n, note: checked.data.note });
      onRequested(t('Draw {n} is requested. Sharestead inspects the work, then releases it or returns it with a comment.', { n: draw.n }));
    } catch (failure) {
      const problem = formProblem(failure, ['note', 'photos'] as const, t('Something went wrong. Try again.'));
      setErrors(problem.fields);
      setAlert(problem.alert);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-xs">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {t('Request draw {n}: {name}', { n: draw.n, name: draw.name })}
      </h2>
      <p className="text-sm text-slate-700">
        {t('Add photos of the finished work and a note; {amount} is released to you once Sharestead has inspected it.', {
          amount: formatMoney(draw.amount, currency),
        })}
      </p>
      {alert && <Alert tone="error">{alert}</Alert>}
      <FileUploadField
        label={t('Site photos')}
        hint={t('JPEG, PNG or WebP, up to {size} each; at most {max} photos ({count} so far).', {
          size: formatFileSize(PHOTO_MAX_BYTES),
          max: MAX_DRAW_PHOTOS,
          count: draw.photos.length,
        })}
        rules={PHOTO_RULES}
        multiple
        limit={{ room: MAX_DRAW_PHOTOS - draw.photos.length, full: t('This draw has {max} photos, the most it can have.', { max: MAX_DRAW_PHOTOS }) }}
        upload={(file, onProgress) => addPhoto.mutateAsync({ dealId, n: draw.n, file, onProgress })}
        noun="photo"
      />
      {errors.photos && <p className="text-sm text-red-700">{errors.photos}</p>}
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
        <TextAreaField
          label={t('Note')}
          hint={t('What was done for this milestone, for Sharestead and the backers.')}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          rows={3}
          aria-required
          error={errors.note}
        />
        <Button type="submit" pending={step.isPending}>
          {t('Request draw {n}', { n: draw.n })}
        </Button>
      </form>
    </section>
  );
}

/** The admin returns the money of the milestones not yet drawn to the holders, after saying what that does. */
function ReturnCapital({ dealId, draws, onDone }: { dealId: string; draws: DrawList; onDone: (sentence: string) => void }) {
  const returnCapital = useReturnCapital();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const amount = formatMoney(draws.undrawn, draws.currency);
  const confirm = async () => {
    setProblem(null);
    try {
      await returnCapital.mutateAsync(dealId);
      setOpen(false);
      onDone(t('{amount} is returned to the holders as return of capital; the payment job pays them.', { amount }));
    } catch (failure) {
      setProblem(failureSentence(failure, t('Something went wrong. Try again.'), t(NO_ANSWER)));
    }
  };
  return (
    <>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        {t('Return undrawn money to the holders')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('Return undrawn money to the holders')}
        confirmLabel={t('Return {amount}', { amount })}
        pending={returnCapital.isPending}
        problem={problem}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      >
        {t(
          '{amount} of the milestones not yet drawn leaves the construction escrow and is paid to the holders as return of capital, by face value and time held. Those milestones are never drawn. This cannot be undone.',
          { amount },
        )}
      </ConfirmDialog>
    </>
  );
}

/** The admin's decision on a requested draw: release its money to the proposer, or return it with a comment. */
function AdminActions({ dealId, draw, dealName, onDone }: { dealId: string; draw: Draw; dealName: string; onDone: (sentence: string) => void }) {
  const step = useDrawStep();
  const [returning, setReturning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = (failure: unknown) => failureSentence(failure, t('Something went wrong. Try again.'), t(NO_ANSWER));

  const release = async () => {
    setProblem(null);
    try {
      await step.mutateAsync({ step: 'release', dealId, n: draw.n });
      onDone(t('Draw {n} is released to the sponsor.', { n: draw.n }));
    } catch (failure) {
      setProblem(failed(failure));
    }
  };
  const returnDraw = async (comment: string) => {
    setProblem(null);
    try {
      await step.mutateAsync({ step: 'return', dealId, n: draw.n, comment });
      setReturning(false);
      onDone(t('Draw {n} is returned to the sponsor with your comment.', { n: draw.n }));
    } catch (failure) {
      setProblem(failed(failure));
    }
  };

  return (
    <div className="space-y-3">
      {problem && !returning && <Alert tone="error">{problem}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={() => void release()} pending={step.isPending && !returning}>
          {t('Release draw {n}', { n: draw.n })}
        </Button>
        <Button type="button" variant="secondary" onClick={() => setReturning(true)} disabled={step.isPending}>
          {t('Return draw {n}', { n: draw.n })}
        </Button>
      </div>
      <ReasonDialog
        title={t('Return draw {n}', { n: draw.n })}
        description={t('Say what is missing from the request for {name}, {deal}. Its sponsor reads the comment beside the draw and requests it again.', {
          name: draw.name,
          deal: dealName,
        })}
        label={t('Comment')}
        submitLabel={t('Return')}
        check={checkWith(
          drawReturnSchema,
          (comment) => ({ comment }),
          (data) => data.comment,
        )}
        open={returning}
        pending={step.isPending}
        problem={returning ? problem : null}
        onSubmit={(comment) => void returnDraw(comment)}
        onClose={() => setReturning(false)}
      />
    </div>
  );
}
