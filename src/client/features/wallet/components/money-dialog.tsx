import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { XMarkIcon } from '@heroicons/react/24/outline';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Currency } from '../../../../shared/contracts/money.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { paths } from '../../../config/paths.ts';
import { formProblem } from '../../../lib/form-submission.ts';
import { MAJOR_UNIT, parseAmount } from '../../../lib/money.ts';
import type { MoneyRequest } from '../api/move-money.ts';
import { CURRENCY_NAMES, CURRENCY_OPTIONS } from '../lib/labels.ts';

/**
 * A dialog of the wallet (Add funds, Withdraw, the admin's confirmations): a named `dialog` whose
 * focus starts on its first field (or the element marked `data-autofocus`), Escape and the close
 * button close it, and focus returns to the button that opened it.
 */
export function WalletDialog({ open, onClose, title, children }: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/60" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-2 sm:items-center sm:p-4">
        <DialogPanel className="max-h-full w-full max-w-lg overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <DialogTitle className="text-lg font-semibold text-slate-900">{title}</DialogTitle>
            <button
              type="button"
              onClick={onClose}
              className="-m-1 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800"
            >
              <span className="sr-only">Close</span>
              <XMarkIcon className="size-6" aria-hidden="true" />
            </button>
          </div>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** A heading that takes focus when it appears: the dialog's answer after its form is gone. */
export function FocusedHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h3 ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
      {children}
    </h3>
  );
}

type Field = 'amount' | 'currency';

export interface AmountFormProps {
  intro: ReactNode;
  submitLabel: string;
  /** What the server's refusals say when they are not about one field. */
  fallback: string;
  onSubmit: (request: MoneyRequest) => void;
  pending: boolean;
  error: Error | null;
  /** A line under the amount for the chosen currency (what is available to withdraw). */
  hint?: (currency: Currency) => string | undefined;
  defaultCurrency?: Currency;
}

/**
 * An amount in rupees or dollars and its currency. The amount is read from its decimal text into
 * minor units exactly; one Idempotency-Key per submitted amount and currency, so sending the same
 * again after a lost answer is done once.
 */
export function AmountForm({ intro, submitLabel, fallback, onSubmit, pending, error, hint, defaultCurrency = 'INR' }: AmountFormProps) {
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<Currency>(defaultCurrency);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const idempotencyKey = useRef(crypto.randomUUID());
  const changed = () => {
    idempotencyKey.current = crypto.randomUUID();
    setFieldError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseAmount(amount, currency);
    if (!parsed.ok) {
      setFieldError(parsed.error);
      return;
    }
    onSubmit({ amount: parsed.minor, currency, idempotencyKey: idempotencyKey.current });
  };

  const problem = error ? formProblem<Field>(error, ['amount', 'currency'], fallback) : undefined;
  const kycRequired = error && 'code' in error && error.code === 'kyc_required';
  const unit = MAJOR_UNIT[currency];
  const extraHint = hint?.(currency);

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-5">
      <div className="text-sm text-slate-600">{intro}</div>
      {problem?.alert && (
        <Alert tone="error">
          <p>{problem.alert}</p>
          {kycRequired && (
            <p className="mt-1">
              <Link to={paths.backerKyc} className="font-semibold underline underline-offset-2">
                Complete your KYC
              </Link>
            </p>
          )}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          label="Amount"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          data-autofocus
          markRequired
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            changed();
          }}
          hint={[`In ${unit.plural}, e.g. ${unit.example}.`, extraHint].filter(Boolean).join(' ')}
          error={fieldError ?? problem?.fields.amount}
        />
        <SelectField
          label="Currency"
          name="currency"
          value={currency}
          onChange={(event) => {
            setCurrency(event.target.value as Currency);
            changed();
          }}
          error={problem?.fields.currency}
        >
          {CURRENCY_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option} ({CURRENCY_NAMES[option]})
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="submit" pending={pending} disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
