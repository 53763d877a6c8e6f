import { minorToDecimal } from '../../../shared/money-format.ts';
import type { WalletTransferRow } from './statements.repository.ts';

/*
 * A backer's yearly statement (platform.md §3): every movement of the wallets in the year, in
 * order, with the opening and closing balance per currency. The balance is the money the backer
 * owns in the wallet (held amounts included); "held" is what commitments and withdrawals reserve.
 */

export interface StatementLine {
  at: Date;
  type: string;
  description: string;
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
  totals: { deposits: bigint; withdrawals: bigint; committed: bigint; funded: bigint; refunded: bigint; cancelled: bigint; distributions: bigint; taxWithheld: bigint };
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
  description: string;
  currency: string;
  amount: bigint;
  held: bigint;
  total?: keyof CurrencySection['totals'];
}

/** The moments a transfer changed the wallet: when it was made, and when a hold was posted or released. */
function movementsOf(row: WalletTransferRow): Movement[] {
  const base = { currency: row.currency };
  if (row.kind === 'deposit') {
    return [{ ...base, at: row.createdAt, type: 'Deposit', description: row.reference ? `Bank transfer ${row.reference}` : 'Bank transfer', amount: row.amount, held: 0n, total: 'deposits' }];
  }
  if (row.kind === 'withdrawal') {
    const requested: Movement = { ...base, at: row.createdAt, type: 'Withdrawal requested', description: row.reference ?? 'To your bank account', amount: 0n, held: row.amount };
    if (row.status === 'posted') {
      return [requested, { ...base, at: row.resolvedAt!, type: 'Withdrawal paid', description: row.reference ?? 'To your bank account', amount: -row.amount, held: -row.amount, total: 'withdrawals' }];
    }
    if (row.status === 'voided') return [requested, { ...base, at: row.resolvedAt!, type: 'Withdrawal cancelled', description: row.reference ?? '', amount: 0n, held: -row.amount }];
    return [requested];
  }
  if (row.kind === 'commitment') {
    const deal = row.dealTitle ?? 'a deal';
    const committed: Movement = { ...base, at: row.createdAt, type: 'Commitment', description: deal, amount: 0n, held: row.amount, total: 'committed' };
    if (row.status === 'posted') return [committed, { ...base, at: row.resolvedAt!, type: 'Investment funded', description: deal, amount: -row.amount, held: -row.amount, total: 'funded' }];
    if (row.status === 'voided') {
      const cancelled = row.commitmentStatus === 'cancelled';
      return [
        committed,
        { ...base, at: row.resolvedAt!, type: cancelled ? 'Commitment cancelled' : 'Refund', description: deal, amount: 0n, held: -row.amount, total: cancelled ? 'cancelled' : 'refunded' },
      ];
    }
    return [committed];
  }
  // Payouts and fees never touch a backer's wallet.
  return [];
}

const zeroTotals = (): CurrencySection['totals'] => ({ deposits: 0n, withdrawals: 0n, committed: 0n, funded: 0n, refunded: 0n, cancelled: 0n, distributions: 0n, taxWithheld: 0n });

/** Builds the statement of `year` (UTC) from the wallet's transfers up to its end. */
export function buildStatement(year: number, backer: Statement['backer'], rows: WalletTransferRow[], generatedAt: Date): Statement {
  const start = new Date(Date.UTC(year, 0, 1));
  const end = new Date(Date.UTC(year + 1, 0, 1));
  const movements = rows.flatMap(movementsOf).filter((movement) => movement.at < end).sort((a, b) => a.at.getTime() - b.at.getTime());
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
    if (movement.total) current.totals[movement.total] += movement.amount !== 0n ? (movement.amount < 0n ? -movement.amount : movement.amount) : movement.held < 0n ? -movement.held : movement.held;
    current.lines.push({ at: movement.at, type: movement.type, description: movement.description, currency: movement.currency, amount: movement.amount, held: movement.held, balance: current.closing });
  }
  return { year, backer, generatedAt, sections: [...sections.values()].sort((a, b) => a.currency.localeCompare(b.currency)) };
}

/** Minor units as a plain decimal: -2500050 → "-25000.50" (INR and USD both have two digits). */
export const decimal = (minor: bigint): string => minorToDecimal(minor, 'INR');
