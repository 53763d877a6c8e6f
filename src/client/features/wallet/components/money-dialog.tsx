import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { Currency } from '../../../../shared/contracts/money.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { paths } from '../../../config/paths.ts';
import { formProblem } from '../../../lib/form-submission.ts';
import { t } from '../../../lib/i18n.ts';
import { parseAmount } from '../../../lib/money.ts';
import type { MoneyRequest } from '../api/move-money.ts';
import { CURRENCY_NAMES, CURRENCY_OPTIONS } from '../lib/labels.ts';

/** The dialog's answer once its form is gone: a heading that takes focus, what happens next, and Done. */
export function MoneyAnswer({ testId, heading, onDone, children }: { testId: string; heading: ReactNode; onDone: () => void; children: ReactNode }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div className="mt-4 space-y-4" data-testid={testId}>
      <h3 ref={title} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
        {heading}
      </h3>
      {children}
      <div className="flex justify-end">
        <Button type="button" onClick={onDone}>
          {t('Done')}
        </Button>
      </div>
    </div>
  );
}

type Field = 'amount' | 'currency';

export interface AmountFormProps {
  intro: ReactNode;
  submitLabel: string;
  /** What the server's refusals say when they are not about one field. */
  fallback: string;
  /** The request the form sends (its pending state and refusal show on the form). */
  request: Pick<UseMutationResult<unknown, Error, MoneyRequest>, 'mutate' | 'isPending' | 'error'>;
  /** A line under the amount for the chosen currency (what is available to withdraw). */
  hint?: (currency: Currency) => string | undefined;
  defaultCurrency?: Currency;
}

/**
 * An amount in rupees or dollars and its currency. The amount is read from its decimal text into
 * minor units exactly; one Idempotency-Key per submitted amount and currency, so sending the same
 * again after a lost answer is done once.
 */
export function AmountForm({ intro, submitLabel, fallback, request, hint, defaultCurrency = 'INR' }: AmountFormProps) {
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
    request.mutate({ amount: parsed.minor, currency, idempotencyKey: idempotencyKey.current });
  };

  const { error, isPending: pending } = request;
  const problem = error ? formProblem<Field>(error, ['amount', 'currency'], fallback) : undefined;
  const kycRequired = error && 'code' in error && error.code === 'kyc_required';
  const unitHint = currency === 'INR' ? t('In rupees, e.g. 25,000 or 25,000.50.') : t('In dollars, e.g. 2,500 or 2,500.75.');
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
                {t('Complete your KYC')}
              </Link>
            </p>
          )}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
        <TextField
          label={t('Amount')}
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
          hint={[unitHint, extraHint].filter(Boolean).join(' ')}
          error={fieldError ?? problem?.fields.amount}
        />
        <SelectField
          label={t('Currency')}
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
              {t('{code} ({name})', { code: option, name: t(CURRENCY_NAMES[option]) })}
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
