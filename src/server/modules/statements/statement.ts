import { msg } from '../../../shared/i18n/msg.ts';
import { minorToDecimal } from '../../../shared/money-format.ts';
import type { Localized } from '../../lib/localized.ts';
import { translate } from '../../lib/i18n.ts';
import type { WalletTransferRow } from './statements.repository.ts';

/*
 * A backer's yearly statement (platform.md §3): every movement of the wallets in the year, in
 * order, with the opening and closing balance per currency. The balance is the money the backer
 * owns in the wallet (held amounts included); "held" is what commitments and withdrawals reserve.
 * A line's type is an English message and its description is written in the reader's language
 * when the file is made (statement-csv.ts, statement-pdf.ts); a deal's title stays as its
 * proposer wrote it.
 */

export interface StatementLine {
  at: Date;
  /** An English message: translated where the statement is written. */
  type: string;
  description: Localized;
  currency: string;
  /** Change of the balance (minor units; negative is money out). */
  amount: bigint;
  /** Change of the held amount. */
  held: bigint;
  /** Balance after this line. */
  balance: bigint;
}

export interface CurrencySection {
  currency: string;
  opening: bigint;
  openingHeld: bigint;
  closing: bigint;
  closingHeld: bigint;
  lines: StatementLine[];
  totals: {
    deposits: bigint;
    withdrawals: bigint;
    committed: bigint;
    funded: bigint;
    refunded: bigint;
    cancelled: bigint;
    distributions: bigint;
    taxWithheld: bigint;
  };
}

export interface Statement {
  year: number;
  backer: { name: string; email: string };
  generatedAt: Date;
  sections: CurrencySection[];
}

interface Movement {
  at: Date;
  type: string;
  description: Localized;
  currency: string;
  amount: bigint;
  held: bigint;
  total?: keyof CurrencySection['totals'];
}

/** A sentence of the platform's, written in the reader's language. */
const said =
  (message: string, values?: Record<string, string>): Localized =>
  (language) =>
    translate(language, message, values);
/** What the backer typed or the platform made (a deal's title, a reference): the same in every language. */
const asIs =
  (text: string): Localized =>
  () =>
    text;

/** The moments a transfer changed the wallet: when it was made, and when a hold was posted or released. */
function movementsOf(row: WalletTransferRow): Movement[] {
  const base = { currency: row.currency };
  if (row.kind === 'deposit') {
    const description = row.reference !== null ? said(msg('Bank transfer {reference}'), { reference: row.reference }) : said(msg('Bank transfer'));
    return [{ ...base, at: row.createdAt, type: msg('Deposit'), description, amount: row.amount, held: 0n, total: 'deposits' }];
  }
  if (row.kind === 'withdrawal') {
    const toBank = row.reference !== null ? asIs(row.reference) : said(msg('To your bank account'));
    const requested: Movement = { ...base, at: row.createdAt, type: msg('Withdrawal requested'), description: toBank, amount: 0n, held: row.amount };
    if (row.status === 'posted') {
      return [
        requested,
        { ...base, at: row.resolvedAt!, type: msg('Withdrawal paid'), description: toBank, amount: -row.amount, held: -row.amount, total: 'withdrawals' },
      ];
    }
    if (row.status === 'voided') {
      return [
        requested,
        { ...base, at: row.resolvedAt!, type: msg('Withdrawal cancelled'), description: asIs(row.reference ?? ''), amount: 0n, held: -row.amount },
      ];
    }
    return [requested];
  }
  if (row.kind === 'commitment') {
    const deal = row.dealTitle !== null ? asIs(row.dealTitle) : said(msg('a deal'));
    const committed: Movement = { ...base, at: row.createdAt, type: msg('Commitment'), description: deal, amount: 0n, held: row.amount, total: 'committed' };
    if (row.status === 'posted') {
      return [
        committed,
        { ...base, at: row.resolvedAt!, type: msg('Investment funded'), description: deal, amount: -row.amount, held: -row.amount, total: 'funded' },
      ];
    }
    if (row.status === 'voided') {
      const cancelled = row.commitmentStatus === 'cancelled';
      return [
        committed,
        {
          ...base,
          at: row.resolvedAt!,
          type: cancelled ? msg('Commitment cancelled') : msg('Refund'),
          description: deal,
          amount: 0n,
          held: -row.amount,
          total: cancelled ? 'cancelled' : 'refunded',
        },
      ];
    }
    return [committed];
  }
  // Payouts and fees never touch a backer's wallet.
  return [];
}

const zeroTotals = (): CurrencySection['totals'] => ({
  deposits: 0n,
  withdrawals: 0n,
  committed: 0n,
  funded: 0n,
  refunded: 0n,
  cancelled: 0n,
  distributions: 0n,
  taxWithheld: 0n,
});

/** Builds the statement of `year` (UTC) from the wallet's transfers up to its end. */
export function buildStatement(year: number, backer: Statement['backer'], rows: WalletTransferRow[], generatedAt: Date): Statement {
  const start = new Date(Date.UTC(year, 0, 1));
  const end = new Date(Date.UTC(year + 1, 0, 1));
  const movements = rows
    .flatMap(movementsOf)
    .filter((movement) => movement.at < end)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const sections = new Map<string, CurrencySection>();
  const section = (currency: string) => {
    let found = sections.get(currency);
    if (!found) {
      found = { currency, opening: 0n, openingHeld: 0n, closing: 0n, closingHeld: 0n, lines: [], totals: zeroTotals() };
      sections.set(currency, found);
    }
    return found;
  };
  for (const movement of movements) {
    const current = section(movement.currency);
    if (movement.at < start) {
      current.opening += movement.amount;
      current.openingHeld += movement.held;
      current.closing = current.opening;
      current.closingHeld = current.openingHeld;
      continue;
    }
    current.closing += movement.amount;
    current.closingHeld += movement.held;
    if (movement.total)
      current.totals[movement.total] +=
        movement.amount !== 0n ? (movement.amount < 0n ? -movement.amount : movement.amount) : movement.held < 0n ? -movement.held : movement.held;
    current.lines.push({
      at: movement.at,
      type: movement.type,
      description: movement.description,
      currency: movement.currency,
      amount: movement.amount,
      held: movement.held,
      balance: current.closing,
    });
  }
  return { year, backer, generatedAt, sections: [...sections.values()].sort((a, b) => a.currency.localeCompare(b.currency)) };
}

/** Minor units as a plain decimal: -2500050 → "-25000.50" (INR and USD both have two digits). */
export const decimal = (minor: bigint): string => minorToDecimal(minor, 'INR');
