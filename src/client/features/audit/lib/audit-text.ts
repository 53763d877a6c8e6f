import { formatMoney, formatMoneyWhole, msg, t } from '../../../lib/i18n.ts';
import { formatAbsoluteTime } from '../../../lib/relative-time.ts';

/*
 * How an audit event reads on the page: its action in words and what it changed, one line per
 * field. The log stores what each action wrote (audit.ts), so a field this page does not know
 * still shows, by its own name.
 */

const SUBJECT_WORDS: Record<string, string> = {
  kyc: msg('KYC'),
  deal: msg('Deal'),
  commitment: msg('Commitment'),
  deposit: msg('Deposit'),
  withdrawal: msg('Withdrawal'),
  property: msg('Property'),
  user: msg('User'),
  outbox: msg('Outbox message'),
  distribution: msg('Distribution'),
  tds_rule: msg('TDS rule'),
  question: msg('Question'),
  report: msg('Quarterly report'),
  exit_proposal: msg('Sale proposal'),
  exit_window: msg('Exit window'),
};

/** The actions the server records (recordAudit's `action`), each as a whole phrase to translate. */
const ACTION_WORDS: Record<string, string> = {
  'account.password_changed': msg('Account password changed'),
  'account.two_factor_disabled': msg('Account two factor disabled'),
  'account.two_factor_enabled': msg('Account two factor enabled'),
  'commitment.cancelled': msg('Commitment cancelled'),
  'commitment.extension_accepted': msg('Commitment extension accepted'),
  'commitment.extension_declined': msg('Commitment extension declined'),
  'deal.approved': msg('Deal approved'),
  'deal.consent_refunds': msg('Deal consent refunds'),
  'deal.created': msg('Deal created'),
  'deal.document_added': msg('Deal document added'),
  'deal.document_removed': msg('Deal document removed'),
  'deal.edited': msg('Deal edited'),
  'deal.extended': msg('Deal extended'),
  'deal.failed': msg('Deal failed'),
  'deal.funded': msg('Deal funded'),
  'deal.photo_added': msg('Deal photo added'),
  'deal.photo_removed': msg('Deal photo removed'),
  'deal.photos_reordered': msg('Deal photos reordered'),
  'deal.published': msg('Deal published'),
  'deal.reporting_health_changed': msg('Reporting health changed'),
  'deal.reviewed': msg('Deal reviewed'),
  'deal.submitted': msg('Deal submitted'),
  'deal.tax_certificate_uploaded': msg('Form 16A uploaded'),
  'deal.tds_deposited': msg('Tax deposited (challan)'),
  'deposit.confirmed': msg('Deposit confirmed'),
  'distribution.approved': msg('Distribution approved'),
  'distribution.drafted': msg('Distribution drafted'),
  'distribution.evidence_added': msg('Distribution evidence added'),
  'distribution.fees_compensated': msg('Held fees paid to the holders as compensation'),
  'distribution.funded': msg('Distribution money received'),
  'distribution.paid': msg('Distribution paid'),
  'distribution.rejected': msg('Distribution rejected'),
  'distribution.submitted': msg('Distribution submitted'),
  'draw.capital_returned': msg('Undrawn money returned to the holders'),
  'draw.released': msg('Draw released'),
  'draw.requested': msg('Draw requested'),
  'draw.returned': msg('Draw returned'),
  'exit.completed': msg('Sale completed'),
  'exit.failed': msg('Sale vote failed'),
  'exit.offer_added': msg('Sale offer added'),
  'exit.passed': msg('Sale vote passed'),
  'exit.proposed': msg('Sale proposed'),
  'exit.voted': msg('Sale vote cast'),
  'exit_window.opened': msg('Exit window opened'),
  'kyc.rejected': msg('KYC rejected'),
  'kyc.submitted': msg('KYC submitted'),
  'kyc.verified': msg('KYC verified'),
  'outbox.retried': msg('Outbox message retried'),
  'question.hidden': msg('Question hidden'),
  'report.accepted': msg('Report accepted'),
  'report.document_added': msg('Report document added'),
  'report.drafted': msg('Report drafted'),
  'report.photo_added': msg('Report photo added'),
  'report.returned': msg('Report returned'),
  'report.submitted': msg('Report submitted'),
  'tds_rule.created': msg('TDS rule added'),
  'valuation.recorded': msg('Valuation recorded'),
  'valuation.report_added': msg("Valuer's report added"),
  'withdrawal.paid': msg('Withdrawal paid'),
};

/**
 * `deposit.confirmed` → "Deposit confirmed", `commitment.extension_accepted` → "Commitment extension
 * accepted", in the interface's language; an action this page does not know reads by its own words.
 */
export function actionLabel(action: string): string {
  const known = ownWords(ACTION_WORDS, action);
  if (known) return t(known);
  const [subject = '', ...rest] = action.split('.');
  const noun = subjectLabel(subject);
  const verb = rest.join(' ').replaceAll('_', ' ').trim();
  return verb ? `${noun} ${verb}` : noun;
}

/** A subject type as a word: `kyc` → "KYC", `deal_review` → "Deal review". */
export function subjectLabel(type: string): string {
  const known = ownWords(SUBJECT_WORDS, type);
  return known ? t(known) : words(type);
}

/** The fields the server's records hold (audit.ts callers' `before` and `after`), as a reader names them. */
const FIELD_WORDS: Record<string, string> = {
  amount: msg('Amount'),
  assetClass: msg('Asset class'),
  campaignType: msg('Campaign type'),
  comment: msg('Comment'),
  currency: msg('Currency'),
  deadline: msg('Deadline'),
  decision: msg('Decision'),
  drawSchedule: msg('Draw schedule'),
  fee: msg('Fee'),
  holdingPeriodMonths: msg('Holding period (months)'),
  ids: msg('Ids'),
  lifecycle: msg('Lifecycle'),
  maximumPerBacker: msg('Maximum per backer'),
  minimumTicket: msg('Minimum ticket'),
  n: msg('Milestone'),
  name: msg('Name'),
  note: msg('Note'),
  projectedRoiBps: msg('Projected ROI (basis points)'),
  projection: msg('Projection'),
  'property.agent': msg('Agent card'),
  'property.areaSqft': msg('Area (sq ft)'),
  'property.bathrooms': msg('Bathrooms'),
  'property.bedrooms': msg('Bedrooms'),
  'property.currency': msg('Property currency'),
  'property.description': msg('Description'),
  'property.features': msg('Features'),
  'property.location': msg('Location'),
  'property.locationDescription': msg('Location description'),
  'property.price': msg('Price'),
  'property.title': msg('Title'),
  'property.type': msg('Property type'),
  'property.yearBuilt': msg('Year built'),
  proposerId: msg('Proposer id'),
  quarter: msg('Quarter'),
  raised: msg('Raised'),
  reason: msg('Reason'),
  reference: msg('Reference'),
  released: msg('Fees released'),
  reporting_health: msg('Reporting health'),
  refunded: msg('Refunded'),
  refunds: msg('Refunds'),
  round: msg('Round'),
  stage: msg('Stage'),
  status: msg('Status'),
  structure: msg('Structure'),
  submitted_at: msg('Submitted at'),
  target: msg('Target'),
  transfer_id: msg('Transfer id'),
  url: msg('Url'),
  value: msg('Value'),
};

/** A recorded field's name in the interface's language; one this page does not know, by its own words. */
function fieldLabel(name: string): string {
  const known = ownWords(FIELD_WORDS, name);
  return known ? t(known) : words(name);
}

/** A table's own entry (a recorded name such as `constructor` is not one of its prototype's). */
function ownWords(table: Record<string, string>, key: string): string | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
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

/**
 * The fields that hold money, in minor units: a ledger amount to the paisa (₹25,000.00), a deal's
 * figures as the deal pages write them (₹15,00,000).
 */
const MONEY_FIELDS: Record<string, (minor: bigint, currency: string) => string> = {
  amount: formatMoney,
  target: formatMoneyWhole,
  minimumTicket: formatMoneyWhole,
  maximumPerBacker: formatMoneyWhole,
  raised: formatMoneyWhole,
  fee: formatMoneyWhole,
  'property.price': formatMoneyWhole,
};

const CURRENCY = /^[A-Z]{3}$/;
/** An instant as the server writes it (toISOString): `2026-12-03T09:05:00.000Z`. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** Minor units (a decimal string, as the log keeps bigints, or a whole number) as money; undefined when it is not one. */
function moneyText(format: (minor: bigint, currency: string) => string, value: unknown, currency: string | undefined): string | undefined {
  if (currency === undefined) return undefined;
  if (typeof value === 'string' && /^-?\d{1,18}$/.test(value)) return format(BigInt(value), currency);
  if (typeof value === 'number' && Number.isSafeInteger(value)) return format(BigInt(value), currency);
  return undefined;
}

function fieldText(name: string, record: Record<string, unknown>, eventCurrency: string | null): string {
  const value = record[name];
  const format = MONEY_FIELDS[name];
  if (format) {
    // The record's own currency (a deposit's, an edit that changed it), else the event's deal's.
    const currency = [record.currency, eventCurrency].find((code): code is string => typeof code === 'string' && CURRENCY.test(code));
    const money = moneyText(format, value, currency);
    if (money !== undefined) return money;
  }
  if (typeof value === 'string' && INSTANT.test(value)) return formatAbsoluteTime(value);
  return valueText(value);
}

/**
 * One line per field of the record's before and after: the fields that changed first, then what
 * the action recorded beside them. Money reads as money in the record's currency (else the
 * event's: its deal's), an instant as a date and time in the reader's time zone.
 */
export function changesOf(before: unknown, after: unknown, currency: string | null = null): Change[] {
  const old = fields(before);
  const now = fields(after);
  const names = [...new Set([...Object.keys(now), ...Object.keys(old)])];
  const changed = (name: string) => (name in old && name in now ? 0 : 1);
  return names
    .sort((a, b) => changed(a) - changed(b))
    .map((name) => ({
      field: fieldLabel(name),
      ...(name in old ? { before: fieldText(name, old, currency) } : {}),
      ...(name in now ? { after: fieldText(name, now, currency) } : {}),
    }));
}
