import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ExitWindow, Order, OrderInput } from '../../../../shared/contracts/exits.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formProblem, NO_ANSWER } from '../../../lib/form-submission.ts';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { formatPrice, readPricePercent } from '../../../lib/price.ts';
import { parseAmount } from '../../../lib/money.ts';
import { usePlaceOrder } from '../api/exit-steps.ts';
import { bandText, checkOrder, heldFor, minimumTradeOf, type OrderField } from '../lib/orders.ts';

const FIELDS = ['face_value', 'limit_price_bps'] as const;

/**
 * A buy or sell order in an open window: face value and the limit price per 100 of face value
 * (the highest a buyer pays, the lowest a seller takes), within the window's band. A buy shows the
 * money it holds in the wallet before it is sent. Checked here first; the server's refusals
 * (not enough money, the holding cap, KYC, a window just closed) are shown in its sentences.
 */
export function OrderForm({
  window,
  side,
  maxFaceValue,
  onPlaced,
}: {
  window: ExitWindow;
  side: OrderInput['side'];
  /** A sale's limit: the face value held. */
  maxFaceValue?: number;
  onPlaced: (order: Order) => void;
}) {
  const place = usePlaceOrder();
  const [typed, setTyped] = useState({ faceValue: '', price: formatPrice(window.reference_price_bps / 100) });
  const [errors, setErrors] = useState<Partial<Record<OrderField, string>>>({});
  const [problem, setProblem] = useState<{ text: string; kyc: boolean } | null>(null);
  const buy = side === 'buy';
  const currency = window.currency;

  const change = (field: keyof typeof typed, value: string, errorField: OrderField) => {
    setTyped((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [errorField]: undefined }));
  };

  // What a buy would hold, once both fields read as numbers.
  const face = parseAmount(typed.faceValue, currency === 'USD' ? 'USD' : 'INR');
  const price = readPricePercent(typed.price);
  const held = buy && face.ok && price.ok ? heldFor(face.minor, price.bps) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const verdict = checkOrder(typed, { side, window, ...(maxFaceValue === undefined ? {} : { maxFaceValue }) });
    if (!verdict.ok) {
      setErrors(verdict.errors);
      return;
    }
    setErrors({});
    try {
      onPlaced(await place.mutateAsync({ windowId: window.id, input: verdict.input }));
    } catch (failure) {
      const found = formProblem(failure, FIELDS, t('The order could not be placed. Please try again.'));
      setErrors(found.fields);
      if (found.alert) {
        const offline = failure instanceof ApiError && failure.status === 0;
        setProblem({ text: offline ? t(NO_ANSWER) : found.alert, kyc: failure instanceof ApiError && failure.status === 403 });
      }
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label={buy ? t('Buy order') : t('Sell order')}>
      {problem && (
        <Alert tone="error">
          {problem.text}
          {problem.kyc && (
            <>
              {' '}
              <Link to={paths.backerKyc} className="font-semibold underline underline-offset-2">
                {t('Complete KYC')}
              </Link>
            </>
          )}
        </Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('Face value')}
          // In the Sell dialog, focus starts here (the dialog's first field, ahead of its close button).
          data-autofocus
          inputMode="decimal"
          autoComplete="off"
          value={typed.faceValue}
          onChange={(event) => change('faceValue', event.target.value, 'face_value')}
          markRequired
          hint={
            maxFaceValue === undefined
              ? t('At least {amount}.', { amount: formatMoney(minimumTradeOf(currency), currency) })
              : t('At least {amount}, at most the {held} you hold.', {
                  amount: formatMoney(minimumTradeOf(currency), currency),
                  held: formatMoney(maxFaceValue, currency),
                })
          }
          error={errors.face_value}
        />
        <TextField
          label={buy ? t('Highest price per 100') : t('Lowest price per 100')}
          inputMode="decimal"
          autoComplete="off"
          value={typed.price}
          onChange={(event) => change('price', event.target.value, 'limit_price_bps')}
          markRequired
          hint={t('Within {band} per 100 of face value.', { band: bandText(window) })}
          error={errors.limit_price_bps}
        />
      </div>
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="order-hold">
        {buy
          ? held === null
            ? t('The money for the order is held in your wallet until the window closes.')
            : t('{amount} is held in your wallet until the window closes; you pay the clearing price, never more than your price.', {
                amount: formatMoney(held, currency),
              })
          : t('The face value you offer is locked until the window closes; you sell at the clearing price, never less than your price.')}
      </p>
      <Button type="submit" pending={place.isPending} disabled={place.isPending}>
        {buy ? t('Place buy order') : t('Place sell order')}
      </Button>
    </form>
  );
}
