import { distributionInputSchema, type Distribution, type DistributionInput } from '../../../../shared/contracts/distributions.ts';
import type { WaterfallLineKind } from '../../../../shared/contracts/income.ts';
import type { Currency } from '../../../../shared/contracts/money.ts';
import { quarterOf, quartersBetween } from '../../../../shared/periods.ts';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { amountInputText, parseSignedAmount } from '../../../lib/money.ts';
import { SPLIT_PARTS, type SplitPart } from './labels.ts';

/*
 * The waterfall form's values as typed (after-funding.md §2): amounts are decimal text in the
 * deal's major unit, read into minor units exactly (lib/money.ts), never through a float.
 */

export interface LineDraft {
  /** React's key for the row: lines are added and removed anywhere. */
  key: string;
  kind: WaterfallLineKind;
  label: string;
  /** Signed: a deduction is typed with a minus sign. */
  amount: string;
}

export interface WaterfallDraft {
  period: string;
  lines: LineDraft[];
  /** Empty means zero. */
  split: Record<SplitPart, string>;
}

/** Sentences by the API's field paths (`period`, `lines.2.amount`, `split`, `split.rent`): the server's and the form's own alike. */
export type FieldErrors = Partial<Record<string, string>>;

const FORM_FIELD = /^(period|lines|split|lines\.\d+\.(kind|label|amount)|split\.(interest|dividend|rent|return_of_capital))$/;

/** Whether the form shows a sentence for this path beside a field (others go in the form's alert). */
export function isFormField(path: string): boolean {
  return FORM_FIELD.test(path);
}

export function newLine(kind: WaterfallLineKind = 'gross_rent'): LineDraft {
  return { key: crypto.randomUUID(), kind, label: '', amount: '' };
}

export function emptyDraft(): WaterfallDraft {
  return { period: '', lines: [newLine()], split: { interest: '', dividend: '', rent: '', return_of_capital: '' } };
}

/** A saved draft back in the form, its amounts written as the reader's language types them. */
export function draftOf(distribution: Distribution): WaterfallDraft {
  const text = (minor: number) => (minor === 0 ? '' : amountInputText(minor, distribution.currency));
  return {
    period: distribution.period,
    lines: distribution.lines.map((line) => ({
      key: crypto.randomUUID(),
      kind: line.kind,
      label: line.label,
      amount: amountInputText(line.amount, distribution.currency),
    })),
    split: Object.fromEntries(SPLIT_PARTS.map((part) => [part, text(distribution.split[part])])) as Record<SplitPart, string>,
  };
}

/**
 * The quarters the Period select offers, newest first: from the funding's quarter (the deal's
 * `funded_at`) to the current one, as the server allows (after-funding.md §2); the current one
 * alone if it has not funded. A draft's own period stays on offer.
 */
export function periodChoices(now: Date, fundedAt: string | null, keep = ''): string[] {
  const current = quarterOf(now);
  const first = fundedAt ? quarterOf(new Date(fundedAt)) : current;
  const choices = first <= current ? quartersBetween(first, current).reverse() : [current];
  return keep && !choices.includes(keep) ? [...choices, keep] : choices;
}

/** An amount as minor units, or null when it does not read; empty is zero where `emptyIsZero`. */
function minorOf(text: string, currency: Currency, emptyIsZero: boolean): number | null {
  if (emptyIsZero && text.trim() === '') return 0;
  const parsed = parseSignedAmount(text, currency);
  return parsed.ok ? parsed.minor : null;
}

export interface WaterfallFigures {
  /** The lines' sum: what the holders share. */
  distributable: bigint;
  /** What the split gives out so far. */
  split: bigint;
  /** What is still to split: zero when the split is whole. */
  left: bigint;
}

/** The running totals as the form is typed: an amount that does not read yet counts as nothing. */
export function waterfallFigures(draft: WaterfallDraft, currency: Currency): WaterfallFigures {
  const sum = (amounts: (number | null)[]) => amounts.reduce<bigint>((total, amount) => total + BigInt(amount ?? 0), 0n);
  const distributable = sum(draft.lines.map((line) => minorOf(line.amount, currency, false)));
  const split = sum(SPLIT_PARTS.map((part) => minorOf(draft.split[part], currency, true)));
  return { distributable, split, left: distributable - split };
}

export type DraftCheck = { ok: true; input: DistributionInput } | { ok: false; errors: FieldErrors };

/**
 * The form's values as the API's body, checked as the server will: each amount read exactly, the
 * shared contract (labels, the sign of each kind of line, the period), then a distributable more
 * than zero and a split equal to it to the paisa. Every sentence goes beside its field.
 */
export function checkDraft(draft: WaterfallDraft, currency: Currency): DraftCheck {
  const errors: FieldErrors = {};
  const amountOf = (text: string, path: string, emptyIsZero: boolean) => {
    if (emptyIsZero && text.trim() === '') return 0;
    const parsed = parseSignedAmount(text, currency);
    if (parsed.ok) return parsed.minor;
    errors[path] = parsed.error;
    return 0;
  };
  const body = {
    period: draft.period,
    lines: draft.lines.map((line, index) => ({ kind: line.kind, label: line.label, amount: amountOf(line.amount, `lines.${index}.amount`, false) })),
    split: Object.fromEntries(SPLIT_PARTS.map((part) => [part, amountOf(draft.split[part], `split.${part}`, true)])) as Record<SplitPart, number>,
  };
  const amountsRead = Object.keys(errors).length === 0;
  const verdict = distributionInputSchema.safeParse(body);
  // The contract's sentences are English ids, shown in the reader's language as the server would give them.
  if (!verdict.success) for (const issue of verdict.error.issues) errors[issue.path.map(String).join('.')] ??= t(issue.message);
  if (amountsRead) {
    const distributable = body.lines.reduce((total, line) => total + BigInt(line.amount), 0n);
    const split = SPLIT_PARTS.reduce((total, part) => total + BigInt(body.split[part]), 0n);
    if (distributable <= 0n) errors.lines ??= t('The lines must add up to more than zero: that is what the holders share.');
    else if (split !== distributable) {
      errors.split ??= t('The split adds up to {split}, but the distributable amount is {distributable}: they must be equal to the paisa.', {
        split: formatMoney(split, currency),
        distributable: formatMoney(distributable, currency),
      });
    }
  }
  if (!verdict.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: verdict.data };
}
