import { formatMoney } from '../../../../shared/money-format.ts';

/*
 * How an audit event reads on the page: its action in words and what it changed, one line per
 * field. The log stores what each action wrote (audit.ts), so a field this page does not know
 * still shows, by its own name.
 */

const SUBJECT_WORDS: Record<string, string> = {
  kyc: 'KYC',
  deal: 'Deal',
  commitment: 'Commitment',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  property: 'Property',
  user: 'User',
};

/** `deposit.confirmed` → "Deposit confirmed", `commitment.extension_accepted` → "Commitment extension accepted". */
export function actionLabel(action: string): string {
  const [subject = '', ...rest] = action.split('.');
  const noun = SUBJECT_WORDS[subject] ?? words(subject);
  const verb = rest.join(' ').replaceAll('_', ' ').trim();
  return verb ? `${noun} ${verb}` : noun;
}

/** A subject type as a word: `kyc` → "KYC", `deal_review` → "Deal review". */
export function subjectLabel(type: string): string {
  return SUBJECT_WORDS[type] ?? words(type);
}

function words(text: string): string {
  const spaced = text.replaceAll('_', ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export interface Change {
  field: string;
  /** Absent when the record has no value before (or after). */
  before?: string;
  after?: string;
}

const MAX_VALUE = 160;

function valueText(value: unknown): string {
  if (value === null) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
}

function fields(value: unknown): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return { value };
}

/** An amount in minor units (a decimal string, as the log keeps bigints) in its record's currency: "₹25,000.00". */
function amountText(value: unknown, currency: unknown): string | undefined {
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) return undefined;
  if (typeof value !== 'string' || !/^-?\d{1,18}$/.test(value)) return undefined;
  return formatMoney(BigInt(value), currency);
}

function fieldText(name: string, record: Record<string, unknown>): string {
  return (name === 'amount' ? amountText(record[name], record.currency) : undefined) ?? valueText(record[name]);
}

/**
 * One line per field of the record's before and after: the fields that changed first, then what
 * the action recorded beside them. An amount with its currency reads as money.
 */
export function changesOf(before: unknown, after: unknown): Change[] {
  const old = fields(before);
  const now = fields(after);
  const names = [...new Set([...Object.keys(now), ...Object.keys(old)])];
  const changed = (name: string) => (name in old && name in now ? 0 : 1);
  return names
    .sort((a, b) => changed(a) - changed(b))
    .map((name) => ({
      field: words(name),
      ...(name in old ? { before: fieldText(name, old) } : {}),
      ...(name in now ? { after: fieldText(name, now) } : {}),
    }));
}
