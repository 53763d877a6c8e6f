import { MINIMUM_TRADE, orderInputSchema, type ExitWindow, type OrderInput } from '../../../../shared/contracts/exits.ts';
import type { Currency } from '../../../../shared/contracts/money.ts';
import { priceBand, priceOf } from '../../../../shared/exit-rules.ts';
import { minorDigits } from '../../../../shared/money-format.ts';
import { formatMoney, msg, t } from '../../../lib/i18n.ts';
import { parseAmount } from '../../../lib/money.ts';
import { formatPrice, readPricePercent } from '../../../lib/price.ts';

/*
 * An order as typed (after-funding.md §5): face value in the deal's currency, and a limit price per
 * 100 of face value ("104.50" is 10,450 basis points). Checked here as the server will (the band,
 * the minimum, what is held, the contract), so most refusals come before anything is sent.
 */

export type OrderField = 'face_value' | 'limit_price_bps';
export type OrderVerdict = { ok: true; input: OrderInput } | { ok: false; errors: Partial<Record<OrderField, string>> };

/** The currencies the contract knows; anything else is treated as rupees (the deals' only other currency is dollars). */
const currencyOf = (currency: string): Currency => (currency === 'USD' ? 'USD' : 'INR');

/** The smallest order's face value in minor units: ₹1,000 or $10. */
export const minimumTradeOf = (currency: string) => MINIMUM_TRADE[currencyOf(currency)] * 10 ** minorDigits(currency);

/** The band's edges in basis points, both inside it. */
export const bandOf = (window: Pick<ExitWindow, 'reference_price_bps' | 'band_bps'>) => priceBand(window.reference_price_bps, window.band_bps);

/** "95.00 to 105.00": the band as prices per 100 of face value. */
export const bandText = (window: Pick<ExitWindow, 'reference_price_bps' | 'band_bps'>) => {
  const { low, high } = bandOf(window);
  return t('{low} to {high}', { low: formatPrice(low / 100), high: formatPrice(high / 100) });
};

/** What a buy order holds in the wallet until the close: face value × price, half up to the minor unit, as the server holds it. */
export function heldFor(faceValue: number, priceBps: number): number {
  return Number(priceOf(BigInt(faceValue), priceBps));
}

/** The typed order read and checked: the face value (at most `maxFaceValue` for a sale) and the price within the window's band. */
export function checkOrder(
  typed: { faceValue: string; price: string },
  { side, window, maxFaceValue }: { side: OrderInput['side']; window: ExitWindow; maxFaceValue?: number },
): OrderVerdict {
  const errors: Partial<Record<OrderField, string>> = {};
  const face = parseAmount(typed.faceValue, currencyOf(window.currency));
  const minimum = minimumTradeOf(window.currency);
  if (!face.ok) errors.face_value = face.error;
  else if (face.minor < minimum) errors.face_value = t('An order is at least {amount} of face value.', { amount: formatMoney(minimum, window.currency) });
  else if (maxFaceValue !== undefined && face.minor > maxFaceValue)
    errors.face_value = t('You hold {amount} of face value: you can sell at most that.', { amount: formatMoney(maxFaceValue, window.currency) });
  const price = readPricePercent(typed.price);
  const { low, high } = bandOf(window);
  if (!price.ok) errors.limit_price_bps = t(price.error);
  else if (price.bps < low || price.bps > high) errors.limit_price_bps = t(BAND_SENTENCE, { band: bandText(window) });
  if (!face.ok || !price.ok || errors.face_value || errors.limit_price_bps) return { ok: false, errors };
  const verdict = orderInputSchema.safeParse({ side, face_value: face.minor, limit_price_bps: price.bps });
  if (!verdict.success) {
    for (const issue of verdict.error.issues) {
      const field = String(issue.path[0]) === 'face_value' ? 'face_value' : 'limit_price_bps';
      errors[field] ??= t(issue.message);
    }
    return { ok: false, errors };
  }
  return { ok: true, input: verdict.data };
}

const BAND_SENTENCE = msg('The price must be within this window’s band: {band} per 100 of face value.');
