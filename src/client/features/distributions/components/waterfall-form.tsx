import { PlusIcon, TrashIcon } from '@heroicons/react/20/solid';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Distribution } from '../../../../shared/contracts/distributions.ts';
import { WATERFALL_LINE_KINDS, type WaterfallLineKind } from '../../../../shared/contracts/income.ts';
import type { Currency } from '../../../../shared/contracts/money.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { CARD } from '../../../components/ui/page-header.tsx';
import { FileUploadField } from '../../../components/ui/file-upload-field.tsx';
import { PdfButton } from '../../../components/ui/pdf-button.tsx';
import { ApiError, apiPathOf } from '../../../lib/api-client.ts';
import { formatFileSize } from '../../../lib/file-checks.ts';
import { failureSentence } from '../../../lib/form-submission.ts';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { MAJOR_UNIT } from '../../../lib/money.ts';
import { useAttachEvidence } from '../api/attach-evidence.ts';
import { useSaveDistribution, useSubmitDistribution } from '../api/save-distribution.ts';
import { LINE_KIND_LABELS } from '../../../lib/income-labels.ts';
import { EVIDENCE_RULES, SPLIT_LABELS, SPLIT_PARTS, type SplitPart } from '../lib/labels.ts';
import {
  checkDraft,
  draftOf,
  emptyDraft,
  isFormField,
  newLine,
  periodChoices,
  waterfallFigures,
  type FieldErrors,
  type LineDraft,
  type WaterfallDraft,
} from '../lib/waterfall.ts';

/** The server's refusal: its sentences beside the fields they name, and one for the form when none does. */
function refusal(error: unknown): { fields: FieldErrors; problem: string } {
  const fields: FieldErrors = {};
  for (const { field, message } of error instanceof ApiError ? error.fieldErrors : []) if (isFormField(field)) fields[field] ??= message;
  const problem =
    Object.keys(fields).length > 0
      ? t('Some fields need attention: see the sentences under them.')
      : failureSentence(error, t('The distribution could not be saved. Please try again.'));
  return { fields, problem };
}

export interface WaterfallFormProps {
  dealId: string;
  currency: Currency;
  /** When the deal funded: the Period select offers the quarters from then to now. */
  fundedAt: string | null;
  /** The draft to change, or null for a new distribution. */
  editing: Distribution | null;
  /** Submitted: the form closes and the page says what to pay. */
  onSubmitted: (distribution: Distribution) => void;
  onCancel: () => void;
}

/**
 * The waterfall (after-funding.md §2): a quarter, the lines of its income and deductions with
 * their running sum (the distributable amount), and that amount split by income type until
 * nothing is left. Checked with the shared contract before the server is asked; Save draft keeps
 * it (POST, then PATCH), Submit saves and sends it to the admin.
 */
export function WaterfallForm({ dealId, currency, fundedAt, editing, onSubmitted, onCancel }: WaterfallFormProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [draft, setDraft] = useState<WaterfallDraft>(() => (editing ? draftOf(editing) : emptyDraft()));
  const [periods] = useState(() => periodChoices(new Date(), fundedAt, editing?.period));
  // The draft as the server last answered it: its id, and each saved line's evidence.
  const [saved, setSaved] = useState<Distribution | null>(editing);
  const savedId = saved?.id;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const save = useSaveDistribution();
  const submit = useSubmitDistribution();
  const busy = save.isPending || submit.isPending;
  const figures = waterfallFigures(draft, currency);

  useEffect(() => heading.current?.focus(), []);

  /** A new value; the sentences about what changed go (the whole split's too when a part changes). */
  const change = (next: WaterfallDraft, ...paths: string[]) => {
    setDraft(next);
    setNotice(null);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !paths.includes(path))));
  };
  const changeLine = (index: number, part: Partial<LineDraft>, field: keyof LineDraft) =>
    change({ ...draft, lines: draft.lines.map((line, at) => (at === index ? { ...line, ...part } : line)) }, `lines.${index}.${field}`);
  const changeSplit = (part: SplitPart, value: string) => change({ ...draft, split: { ...draft.split, [part]: value } }, `split.${part}`, 'split');
  const addLine = () => change({ ...draft, lines: [...draft.lines, newLine('expense')] }, 'lines');
  const removeLine = (index: number) => {
    setDraft({ ...draft, lines: draft.lines.filter((_, at) => at !== index) });
    // The lines after it move up: their sentences would name the wrong line.
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('lines'))));
  };

  const fail = (error: unknown) => {
    const { fields, problem: sentence } = refusal(error);
    setErrors(fields);
    setProblem(sentence);
    setNotice(null);
  };

  /** Saves the form; the saved draft, or null when the checks or the server refused. */
  const persist = async (): Promise<Distribution | null> => {
    const checked = checkDraft(draft, currency);
    if (!checked.ok) {
      setErrors(checked.errors);
      setProblem(t('Some fields need attention: see the sentences under them.'));
      setNotice(null);
      return null;
    }
    try {
      const answer = await save.mutateAsync({ dealId, id: savedId, input: checked.input });
      setSaved(answer);
      setErrors({});
      setProblem(null);
      return answer;
    } catch (error) {
      fail(error);
      return null;
    }
  };

  const onSaveDraft = async (event: FormEvent) => {
    event.preventDefault();
    if (await persist()) setNotice(t('Draft saved.'));
  };

  const onSubmit = async () => {
    const saved = await persist();
    if (!saved) return;
    try {
      onSubmitted(await submit.mutateAsync(saved.id));
    } catch (error) {
      fail(error);
    }
  };

  const unit = MAJOR_UNIT[currency];
  const whole = figures.left === 0n;

  return (
    <section aria-labelledby={titleId} className={`${CARD} p-4 sm:p-6`}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {savedId ? t('Draft distribution') : t('New distribution')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t(
          "List the quarter's income and deductions: what they leave is the distributable amount, which you split by income type. Save a draft any time; submit it when the split is whole.",
        )}
      </p>

      <div className="mt-4 space-y-3" aria-live="polite">
        {problem && <Alert tone="error">{problem}</Alert>}
        {notice && <Alert tone="success">{notice}</Alert>}
      </div>

      <form onSubmit={(event) => void onSaveDraft(event)} noValidate className="mt-5 space-y-6" aria-labelledby={titleId}>
        <SelectField
          label={t('Period')}
          value={draft.period}
          onChange={(event) => change({ ...draft, period: event.target.value }, 'period')}
          markRequired
          hint={t("A quarter from the deal's funding to the current one.")}
          error={errors.period}
          className="sm:max-w-xs"
        >
          <option value="">{t('Choose a quarter')}</option>
          {periods.map((period) => (
            <option key={period} value={period}>
              {period}
            </option>
          ))}
        </SelectField>

        <fieldset className="space-y-4" aria-describedby={errors.lines ? `${titleId}-lines-error` : undefined}>
          <legend className="text-base font-semibold text-slate-900">{t('Lines')}</legend>
          <p className="text-sm text-slate-600">
            {t('{currency, select, INR {Amounts in rupees, like {example}.} other {Amounts in dollars, like {example}.}}', {
              currency,
              example: unit.example,
            })}{' '}
            {t(
              "Income is positive; a deduction (the tenant's TDS, an expense, the management fee) takes a minus sign. A reserve line tops the reserve up with a minus sign, or releases it.",
            )}
          </p>
          {errors.lines && (
            <p id={`${titleId}-lines-error`} className="text-sm text-red-700">
              {errors.lines}
            </p>
          )}
          <ol className="space-y-3">
            {draft.lines.map((line, index) => (
              <WaterfallLine
                key={line.key}
                line={line}
                number={index + 1}
                errors={errors}
                path={`lines.${index}`}
                removable={draft.lines.length > 1}
                onChange={(part, field) => changeLine(index, part, field)}
                onRemove={() => removeLine(index)}
                evidence={
                  <LineEvidence
                    saved={saved}
                    index={index}
                    kind={line.kind}
                    onAttached={(url) =>
                      setSaved(
                        (current) => current && { ...current, lines: current.lines.map((each, at) => (at === index ? { ...each, evidence_url: url } : each)) },
                      )
                    }
                  />
                }
              />
            ))}
          </ol>
          <Button type="button" variant="secondary" onClick={addLine} disabled={busy}>
            <PlusIcon className="size-4" aria-hidden="true" />
            {t('Add line')}
          </Button>
          <p className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg bg-slate-50 px-4 py-3 text-sm ring-1 ring-slate-200 ring-inset">
            <span className="font-medium text-slate-800">{t('Distributable')}</span>
            <span className="text-base font-semibold text-slate-900 tabular-nums" data-testid="distributable">
              {formatMoney(figures.distributable, currency)}
            </span>
          </p>
        </fieldset>

        <fieldset className="space-y-4" aria-describedby={errors.split ? `${titleId}-split-error` : undefined}>
          <legend className="text-base font-semibold text-slate-900">{t('Split by income type')}</legend>
          <p className="text-sm text-slate-600">
            {t('Share the distributable amount among the income types, each taxed by its own rule; an empty part is zero.')}
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {SPLIT_PARTS.map((part) => (
              <TextField
                key={part}
                label={t(SPLIT_LABELS[part])}
                inputMode="decimal"
                autoComplete="off"
                value={draft.split[part]}
                onChange={(event) => changeSplit(part, event.target.value)}
                error={errors[`split.${part}`]}
              />
            ))}
          </div>
          <p
            className={`flex flex-wrap items-baseline justify-between gap-2 rounded-lg px-4 py-3 text-sm ring-1 ring-inset ${whole ? 'bg-green-50 text-green-800 ring-green-200' : 'bg-amber-50 text-amber-800 ring-amber-200'}`}
          >
            <span className="font-medium">{t('Left to split')}</span>
            <span className="text-base font-semibold tabular-nums" data-testid="left-to-split">
              {formatMoney(figures.left, currency)}
            </span>
          </p>
          {errors.split && (
            <p id={`${titleId}-split-error`} className="text-sm text-red-700">
              {errors.split}
            </p>
          )}
        </fieldset>

        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button type="submit" variant="secondary" pending={save.isPending && !submit.isPending} disabled={busy}>
            {t('Save draft')}
          </Button>
          <Button type="button" onClick={() => void onSubmit()} pending={submit.isPending} disabled={busy}>
            {t('Submit')}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
            {savedId ? t('Close') : t('Cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}

interface WaterfallLineProps {
  line: LineDraft;
  /** From 1, as the person counts them. */
  number: number;
  errors: FieldErrors;
  /** `lines.2`: where its sentences are. */
  path: string;
  removable: boolean;
  onChange: (part: Partial<LineDraft>, field: keyof LineDraft) => void;
  onRemove: () => void;
  /** Its evidence: the PDF attached, and the control to attach one. */
  evidence: ReactNode;
}

/** One line of the waterfall: its kind, its label and its signed amount, named as a group ("Line 2"), and its evidence. */
function WaterfallLine({ line, number, errors, path, removable, onChange, onRemove, evidence }: WaterfallLineProps) {
  const legend = t('Line {number}', { number });
  return (
    <li>
      <fieldset className="grid items-start gap-3 rounded-lg p-3 ring-1 ring-slate-200 ring-inset sm:grid-cols-[11rem_1fr_10rem_auto]">
        <legend className="sr-only">{legend}</legend>
        <SelectField
          label={t('Kind')}
          value={line.kind}
          onChange={(event) => onChange({ kind: event.target.value as WaterfallLineKind }, 'kind')}
          error={errors[`${path}.kind`]}
        >
          {WATERFALL_LINE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(LINE_KIND_LABELS[kind])}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('Label')}
          value={line.label}
          onChange={(event) => onChange({ label: event.target.value }, 'label')}
          markRequired
          maxLength={120}
          error={errors[`${path}.label`]}
        />
        <TextField
          label={t('Amount')}
          value={line.amount}
          onChange={(event) => onChange({ amount: event.target.value }, 'amount')}
          markRequired
          autoComplete="off"
          error={errors[`${path}.amount`]}
        />
        {removable && (
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex size-11 items-center justify-center self-end rounded-lg text-slate-600 hover:bg-slate-100 hover:text-red-700"
          >
            <TrashIcon className="size-5" aria-hidden="true" />
            <span className="sr-only">{t('Remove line {number}', { number })}</span>
          </button>
        )}
        <div className="sm:col-span-4">{evidence}</div>
      </fieldset>
    </li>
  );
}

interface LineEvidenceProps {
  /** The draft as last saved, or null before its first save. */
  saved: Distribution | null;
  index: number;
  /** The line's kind in the form now: evidence stays with a saved line only while its kind does. */
  kind: WaterfallLineKind;
  onAttached: (url: string) => void;
}

/**
 * A line's evidence (after-funding.md §2): the PDF attached to the saved line, and Attach evidence
 * to send one (it replaces the last). The server knows the line once the draft is saved with it, so
 * until then the line says to save first.
 */
function LineEvidence({ saved, index, kind, onAttached }: LineEvidenceProps) {
  const attach = useAttachEvidence();
  const savedLine = saved?.lines[index];
  if (!saved || !savedLine || savedLine.kind !== kind) {
    return <p className="text-sm text-slate-600">{t('Save the draft to attach evidence to this line.')}</p>;
  }
  return (
    <div className="space-y-2">
      {savedLine.evidence_url && (
        <PdfButton path={apiPathOf(savedLine.evidence_url)} name={savedLine.label}>
          {t('Evidence')}{' '}
          <span className="sr-only" translate="no">
            ({savedLine.label})
          </span>
        </PdfButton>
      )}
      <FileUploadField
        label={savedLine.evidence_url ? t('Replace the evidence') : t('Attach evidence')}
        hint={t('A PDF up to {size}: the invoice, statement or receipt behind this line.', { size: formatFileSize(EVIDENCE_RULES.maxBytes) })}
        rules={EVIDENCE_RULES}
        noun="document"
        upload={async (file, onProgress) => {
          const { url } = await attach.mutateAsync({ distributionId: saved.id, line: index, file, onProgress });
          onAttached(url);
        }}
      />
    </div>
  );
}
