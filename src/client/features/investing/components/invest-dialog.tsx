import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Commitment, Deal } from '../../../../shared/contracts/deals.ts';
import { formatMoneyWhole, t } from '../../../lib/i18n.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { failureSentence, NO_ANSWER } from '../../../lib/form-submission.ts';
import { useCommitToDeal } from '../api/commit-to-deal.ts';
import { useAvailableBalance } from '../api/get-available-balance.ts';
import { useDeal } from '../../../api/get-deal.ts';
import { checkInvestment, investLimits, perBackerLeft } from '../lib/invest-checks.ts';
import { Facts } from './facts.tsx';

export interface InvestDialogProps {
  dealId: string;
  /** The deal as the opener has it: shown until the dialog's own answer arrives. */
  initialDeal?: Deal;
  dealName: string;
  open: boolean;
  onClose: () => void;
  /** After the server took the commitment and the figures on screen were refreshed. */
  onInvested: (commitment: Commitment) => void;
}

/**
 * The invest dialog (interfaces.md: a `dialog` named "Invest in <deal name>", a field Amount and a
 * button Confirm investment). It shows the deal's limits and the wallet's available money when the
 * server has a wallet to show, checks the amount as the server would, and sends it in minor units
 * with one Idempotency-Key per submission: a retry of the same amount after a lost answer reuses
 * it, so it is done once; another amount gets a new key.
 */
export function InvestDialog({ dealId, initialDeal, dealName, open, onClose, onInvested }: InvestDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title={t('Invest in {dealName}', { dealName })}>
      {/* A new form each time the dialog opens: no amount, error or key left from the last time. */}
      {open && <InvestForm dealId={dealId} initialDeal={initialDeal} onCancel={onClose} onInvested={onInvested} />}
    </ModalDialog>
  );
}

function InvestForm({
  dealId,
  initialDeal,
  onCancel,
  onInvested,
}: Pick<InvestDialogProps, 'dealId' | 'initialDeal' | 'onInvested'> & { onCancel: () => void }) {
  const dealQuery = useDeal(dealId, { placeholder: initialDeal });
  const deal = dealQuery.data;
  const available = useAvailableBalance(deal?.currency ?? 'INR', deal !== undefined);
  const commit = useCommitToDeal();
  const [amount, setAmount] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const idempotencyKey = useRef<{ amount: number; key: string } | null>(null);

  if (!deal) {
    return dealQuery.isError ? (
      <div className="mt-4">
        <Alert tone="error">{t('The deal could not be loaded. Close this and try again.')}</Alert>
      </div>
    ) : (
      <div className="flex min-h-40 items-center justify-center text-brand-700">
        <Spinner className="size-7" label={t('Loading the deal')} />
      </div>
    );
  }

  const limits = investLimits(deal, available);
  const money = (minor: number | bigint) => formatMoneyWhole(minor, deal.currency);
  const left = perBackerLeft(limits);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (commit.isPending) return;
    const checked = checkInvestment(amount, limits);
    if (!checked.ok) {
      setFieldError(checked.error);
      return;
    }
    setFieldError(undefined);
    // The same amount sent again (after a refusal or a lost answer) is the same submission.
    if (idempotencyKey.current?.amount !== checked.minor) idempotencyKey.current = { amount: checked.minor, key: crypto.randomUUID() };
    // A promise rather than mutate's callbacks, which would not run if the form went first.
    commit
      .mutateAsync({ dealId: deal.id, amount: checked.minor, idempotencyKey: idempotencyKey.current.key })
      .then(onInvested)
      .catch(() => {});
  };

  const error = commit.error;
  const kycRequired = error instanceof ApiError && error.code === 'kyc_required';

  const facts: [string, string][] = [
    [t('Minimum investment'), money(limits.minimumTicket)],
    [t('Left to raise'), money(limits.remaining)],
  ];
  if (limits.maximumPerBacker !== null) {
    facts.push([
      t('Maximum per backer'),
      limits.alreadyCommitted > 0n
        ? t('{maximum} (you can add {left})', { maximum: money(limits.maximumPerBacker), left: money(left ?? 0n) })
        : money(limits.maximumPerBacker),
    ]);
  }
  if (limits.alreadyCommitted > 0n) facts.push([t('Already invested by you'), money(limits.alreadyCommitted)]);
  if (available !== undefined) facts.push([t('Available in your wallet'), money(available)]);

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-5">
      <Facts facts={facts} className="gap-x-6 rounded-xl bg-slate-50 p-4" />
      {error && (
        <Alert tone="error">
          <p>{failureSentence(error, t('The investment could not be made. Please try again.'), t(NO_ANSWER))}</p>
          {kycRequired && (
            <p className="mt-1">
              <Link to={paths.backerKyc} className="font-semibold underline underline-offset-2">
                {t('Complete KYC')}
              </Link>
            </p>
          )}
        </Alert>
      )}
      <TextField
        label={t('Amount')}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        data-autofocus
        // Also when the form appears after the deal has loaded, the dialog being open already.
        autoFocus
        markRequired
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setFieldError(undefined);
          // The server's refusal was about the amount that was sent; a new amount is judged afresh.
          if (commit.isError) commit.reset();
        }}
        hint={deal.currency === 'INR' ? t('In rupees, e.g. 25,000 or 25,000.50.') : t('In dollars, e.g. 2,500 or 2,500.75.')}
        error={fieldError}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" pending={commit.isPending} aria-disabled={commit.isPending || undefined}>
          {commit.isPending ? t('Investing…') : t('Confirm investment')}
        </Button>
      </div>
    </form>
  );
}
