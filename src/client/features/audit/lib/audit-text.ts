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

/** One line per field of the record's before and after, in the order the action wrote them. */
export function changesOf(before: unknown, after: unknown): Change[] {
  const old = fields(before);
  const now = fields(after);
  const names = [...new Set([...Object.keys(now), ...Object.keys(old)])];
  return names.map((name) => ({
    field: words(name),
    ...(name in old ? { before: valueText(old[name]) } : {}),
    ...(name in now ? { after: valueText(now[name]) } : {}),
  }));
}
