import type { IncomeType } from '../../../shared/contracts/income.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { minorToDecimal } from '../../../shared/money-format.ts';
import { financialYearRange, indianDate } from '../../../shared/periods.ts';
import type { Localized } from '../../lib/localized.ts';
import { translate } from '../../lib/i18n.ts';
import type { PayoutLineRow, WalletTransferRow } from './statements.repository.ts';

/*
 * A backer's yearly statement (platform.md §3; after-funding.md §3), of a calendar year (UTC) or
 * an Indian financial year (Indian time): every movement of the wallets in the period, in order,
 * with the opening and closing balance per currency, then every distribution paid to the backer
 * in it by income type (gross, tax withheld, net, the section of both Acts) with the totals per
 * section. The balance is the money the backer owns in the wallet (held amounts included); "held"
 * is what commitments and withdrawals reserve. A line's type is an English message and its
 * description is written in the reader's language when the file is made (statement-csv.ts,
 * statement-pdf.ts); a deal's title stays as its proposer wrote it.
 */

/** The period a statement covers, [start, end), and the clock its days are read in. */
export interface StatementPeriod {
  /** `2026` or `2026-27`: the file's name and the heading. */
  label: string;
  kind: 'year' | 'fy';
  start: Date;
  end: Date;
  timeZone: 'UTC' | 'Asia/Kolkata';
}

/** A calendar year, in UTC. */
export function yearPeriod(year: number): StatementPeriod {
  return { label: String(year), kind: 'year', start: new Date(Date.UTC(year, 0, 1)), end: new Date(Date.UTC(year + 1, 0, 1)), timeZone: 'UTC' };
}

/** An Indian financial year (`2026-27`: 1 April 2026 to 31 March 2027), in Indian time. */
export function financialYearPeriod(fy: string): StatementPeriod {
  return { label: fy, kind: 'fy', ...financialYearRange(fy), timeZone: 'Asia/Kolkata' };
}

/** The calendar day `YYYY-MM-DD` of an instant on the period's clock. */
export function dayIn(period: StatementPeriod, at: Date): string {
  return period.timeZone === 'UTC' ? at.toISOString().slice(0, 10) : indianDate(at);
}

/** The period's first and last day on its clock. */
export function periodDays(period: StatementPeriod): { first: string; last: string } {
  return { first: dayIn(period, period.start), last: dayIn(period, new Date(period.end.getTime() - 1)) };
}

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

/** One payout: a distribution's income of one type to the backer. */
export interface IncomeLine {
  paidAt: Date;
  dealTitle: string;
  /** The quarter the distribution paid for. */
  period: string;
  incomeType: IncomeType;
  gross: bigint;
  tds: bigint;
  net: bigint;
  section: string | null;
  section2025: string | null;
}

export interface IncomeFigures {
  gross: bigint;
  tds: bigint;
  net: bigint;
}

/** The income of one currency: every payout, the totals per section (both Acts' labels; null where nothing is withheld by rule), and all together. */
export interface IncomeSection {
  currency: string;
  lines: IncomeLine[];
  bySection: (IncomeFigures & { section: string | null; section2025: string | null })[];
  total: IncomeFigures;
}

export interface Statement {
  period: StatementPeriod;
  backer: { name: string; email: string };
  generatedAt: Date;
  sections: CurrencySection[];
  income: IncomeSection[];
}

/** The income type's word, as the Tax page names it. */
export const INCOME_TYPE_WORDS: Record<IncomeType, string> = {
  interest: msg('Interest'),
  dividend: msg('Dividend'),
  rent: msg('Rent'),
  return_of_capital: msg('Return of capital'),
  capital_gain: msg('Capital gain'),
  compensation: msg('Compensation'),
};

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
  if (row.kind === 'distribution') {
    // A holder's income, net of the tax withheld (the income section lists the gross and the tax).
    const deal = row.dealTitle !== null ? asIs(row.dealTitle) : said(msg('a deal'));
    return [{ ...base, at: row.createdAt, type: msg('Income paid'), description: deal, amount: row.amount, held: 0n, total: 'distributions' }];
  }
  // Other kinds (the old payouts and fees) never touch a backer's wallet.
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

/** Sums the payouts per currency and section. */
function incomeSections(payouts: PayoutLineRow[]): IncomeSection[] {
  const sections = new Map<string, IncomeSection>();
  for (const payout of payouts) {
    let section = sections.get(payout.currency);
    if (!section) {
      section = { currency: payout.currency, lines: [], bySection: [], total: { gross: 0n, tds: 0n, net: 0n } };
      sections.set(payout.currency, section);
    }
    const { currency: _currency, ...line } = payout;
    section.lines.push(line);
    let bySection = section.bySection.find((entry) => entry.section === payout.section && entry.section2025 === payout.section2025);
    if (!bySection) {
      bySection = { section: payout.section, section2025: payout.section2025, gross: 0n, tds: 0n, net: 0n };
      section.bySection.push(bySection);
    }
    for (const figures of [bySection, section.total]) {
      figures.gross += payout.gross;
      figures.tds += payout.tds;
      figures.net += payout.net;
    }
  }
  for (const section of sections.values()) {
    // Taxed sections first (by the 1961 Act's label), then what no section taxes.
    section.bySection.sort((a, b) =>
      a.section === b.section
        ? (a.section2025 ?? '').localeCompare(b.section2025 ?? '')
        : a.section === null
          ? 1
          : b.section === null
            ? -1
            : a.section.localeCompare(b.section),
    );
  }
  return [...sections.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** Builds the statement of `period` from the wallet's transfers up to its end and the payouts within it. */
export function buildStatement(
  period: StatementPeriod,
  backer: Statement['backer'],
  rows: WalletTransferRow[],
  payouts: PayoutLineRow[],
  generatedAt: Date,
): Statement {
  const { start, end } = period;
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
  const income = incomeSections(payouts);
  // The tax withheld never reaches the wallet: the wallet's section names it beside the income that did.
  for (const paid of income) section(paid.currency).totals.taxWithheld = paid.total.tds;
  return { period, backer, generatedAt, sections: [...sections.values()].sort((a, b) => a.currency.localeCompare(b.currency)), income };
}

/** Minor units as a plain decimal: -2500050 → "-25000.50" (INR and USD both have two digits). */
export const decimal = (minor: bigint): string => minorToDecimal(minor, 'INR');
