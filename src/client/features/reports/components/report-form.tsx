import { useId, useState, type FormEvent } from 'react';
import type { Currency } from '../../../../shared/contracts/money.ts';
import { PHOTO_MAX_BYTES } from '../../../../shared/contracts/deal-workflow.ts';
import { REPORT_DOCUMENT_MAX_BYTES, REPORT_MAX_FILES, type Report, type ReportInput, type ReportList } from '../../../../shared/contracts/reports.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FileUploadField } from '../../../components/ui/file-upload-field.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { CARD } from '../../../components/ui/page-header.tsx';
import { formatFileSize, imageRules, type FileRules } from '../../../lib/file-checks.ts';
import { formProblem } from '../../../lib/form-submission.ts';
import { formatNumber, msg, t } from '../../../lib/i18n.ts';
import { amountInputText, MAJOR_UNIT, parseSignedAmount } from '../../../lib/money.ts';
import { formatDay } from '../../../lib/relative-time.ts';
import { useSaveReport, useSubmitReport, useUploadReportFile } from '../api/save-report.ts';

const AMOUNTS = ['rent_collected', 'expenses', 'capex', 'reserve_balance'] as const;
type AmountField = (typeof AMOUNTS)[number];
const AMOUNT_LABELS: Record<AmountField, string> = {
  rent_collected: msg('Rent collected'),
  expenses: msg('Expenses'),
  capex: msg('Capital spending'),
  reserve_balance: msg('Reserve balance'),
};
const FIELDS = ['quarter', 'narrative', 'occupancy_bps', ...AMOUNTS] as const;
type Field = (typeof FIELDS)[number];

const PHOTO_RULES: FileRules = { ...imageRules(PHOTO_MAX_BYTES), full: msg('was not added: a report has at most 10 photos.') };
const DOCUMENT_RULES: FileRules = {
  accept: 'application/pdf,.pdf',
  types: ['application/pdf'],
  extensions: ['.pdf'],
  maxBytes: REPORT_DOCUMENT_MAX_BYTES,
  wrongType: msg('is not a PDF.'),
  full: msg('was not added: a report has at most 10 documents.'),
};

interface Draft {
  quarter: string;
  narrative: string;
  occupancy: string;
  amounts: Record<AmountField, string>;
}

function draftOf(report: Report | null, quarter: string, currency: Currency): Draft {
  return {
    quarter: report?.quarter ?? quarter,
    narrative: report?.narrative ?? '',
    occupancy: report ? formatNumber(report.occupancy_bps / 100, { maximumFractionDigits: 2, useGrouping: false }) : '',
    amounts: {
      rent_collected: report ? amountInputText(report.rent_collected, currency) : '',
      expenses: report ? amountInputText(report.expenses, currency) : '',
      capex: report ? amountInputText(report.capex, currency) : '',
      reserve_balance: report ? amountInputText(report.reserve_balance, currency) : '',
    },
  };
}

/** "95" or "95,5" (a decimal comma where the language writes one) → 9500 or 9550 basis points; null for anything else. */
function occupancyBps(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace('%', '').trim());
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= 10_000 ? bps : null;
}

/**
 * A quarterly report's form (after-funding.md §4): the quarter (for a new one), the narrative,
 * occupancy and the quarter's amounts; once saved, its photos and documents, and Submit. The
 * questions left open over 7 days are listed above it: the report should answer them.
 */
export function ReportForm({
  dealId,
  currency,
  quarters,
  editing,
  openQuestions,
  onSaved,
  onSubmitted,
  onCancel,
}: {
  dealId: string;
  currency: Currency;
  /** The quarters a new report may be for (from the funding's to the current one, without a report yet), newest first. */
  quarters: string[];
  editing: Report | null;
  openQuestions: ReportList['open_questions'];
  onSaved: (report: Report) => void;
  onSubmitted: (report: Report) => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing, quarters[0] ?? '', currency));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveReport();
  const submit = useSubmitReport();
  const upload = useUploadReportFile();

  const read = (): ReportInput | null => {
    const found: Partial<Record<Field, string>> = {};
    const occupancy = occupancyBps(draft.occupancy);
    if (occupancy === null) found.occupancy_bps = t('Enter the share let as a percentage from 0 to 100, like 95 or 92.5.');
    if (draft.narrative.trim() === '') found.narrative = t('Write the narrative of the quarter.');
    const amounts: Partial<Record<AmountField, number>> = {};
    for (const field of AMOUNTS) {
      const parsed = parseSignedAmount(draft.amounts[field], currency);
      if (!parsed.ok) found[field] = parsed.error;
      else if (parsed.minor < 0) found[field] = t('No amount may be negative.');
      else amounts[field] = parsed.minor;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return null;
    return { quarter: draft.quarter, narrative: draft.narrative, occupancy_bps: occupancy!, ...(amounts as Record<AmountField, number>) };
  };

  const onSave = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const input = read();
    if (!input) return;
    save.mutate(
      { dealId, id: editing?.id, input },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const shown = formProblem(error, FIELDS, t('The report could not be saved. Please try again.'));
          setErrors(shown.fields);
          setProblem(shown.alert);
        },
      },
    );
  };

  const onSubmit = () => {
    if (!editing) return;
    setProblem(null);
    submit.mutate(editing.id, {
      onSuccess: onSubmitted,
      onError: (error) => setProblem(formProblem(error, FIELDS, t('The report could not be submitted. Please try again.')).alert),
    });
  };

  const hint = t('In {unit}, like {example}.', { unit: MAJOR_UNIT[currency].plural, example: MAJOR_UNIT[currency].example });
  return (
    <section aria-labelledby={titleId} className={`${CARD} p-4 sm:p-5`}>
      <h2 id={titleId} className="text-base font-semibold text-slate-900">
        {editing ? t('The {quarter} report', { quarter: editing.quarter }) : t('New report')}
      </h2>
      {openQuestions.length > 0 && (
        <div className="mt-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset">
          <h3 className="font-semibold">{t('Questions open for more than 7 days: answer them in this report, or on the deal.')}</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {openQuestions.map((question) => (
              <li key={question.id}>
                {question.body} <span className="text-amber-800">({t('asked {date}', { date: formatDay(question.asked_at) })})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {editing?.comment && (
        <div className="mt-3">
          <Alert tone="error">{t("The admin's comment: {comment}", { comment: editing.comment })}</Alert>
        </div>
      )}
      <form onSubmit={onSave} noValidate className="mt-4 space-y-4">
        {problem && <Alert tone="error">{problem}</Alert>}
        {!editing && (
          <SelectField
            label={t('Quarter')}
            value={draft.quarter}
            onChange={(event) => setDraft({ ...draft, quarter: event.target.value })}
            error={errors.quarter}
          >
            {quarters.map((quarter) => (
              <option key={quarter} value={quarter}>
                {quarter}
              </option>
            ))}
          </SelectField>
        )}
        <TextAreaField
          label={t('Narrative')}
          hint={t('How the quarter went: tenants, works, anything the holders should know. At most 10,000 characters.')}
          value={draft.narrative}
          maxLength={10_000}
          onChange={(event) => setDraft({ ...draft, narrative: event.target.value })}
          error={errors.narrative}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <TextField
            label={t('Occupancy (%)')}
            inputMode="decimal"
            autoComplete="off"
            value={draft.occupancy}
            onChange={(event) => setDraft({ ...draft, occupancy: event.target.value })}
            error={errors.occupancy_bps}
          />
          {AMOUNTS.map((field) => (
            <TextField
              key={field}
              label={t(AMOUNT_LABELS[field])}
              hint={hint}
              inputMode="decimal"
              autoComplete="off"
              value={draft.amounts[field]}
              onChange={(event) => setDraft({ ...draft, amounts: { ...draft.amounts, [field]: event.target.value } })}
              error={errors[field]}
            />
          ))}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={save.isPending}>
            {editing ? t('Save changes') : t('Save draft')}
          </Button>
          {editing && (
            <Button type="button" variant="secondary" onClick={onSubmit} disabled={submit.isPending || save.isPending}>
              {t('Submit for review')}
            </Button>
          )}
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('Close')}
          </Button>
        </div>
      </form>
      {editing && (
        <div className="mt-6 grid gap-6 border-t border-slate-200 pt-4 lg:grid-cols-2">
          <FileUploadField
            label={t('Photos')}
            hint={t('JPEG, PNG or WebP, up to {size} each; at most 10.', { size: formatFileSize(PHOTO_MAX_BYTES) })}
            rules={PHOTO_RULES}
            multiple
            limit={{ room: REPORT_MAX_FILES - editing.photos.length, full: t('This report has 10 photos, the most it takes.') }}
            upload={(file, onProgress) => upload.mutateAsync({ reportId: editing.id, kind: 'photos', file, onProgress })}
            noun="photo"
          />
          <FileUploadField
            label={t('Documents')}
            hint={t('PDF, up to {size} each; at most 10.', { size: formatFileSize(REPORT_DOCUMENT_MAX_BYTES) })}
            rules={DOCUMENT_RULES}
            multiple
            limit={{ room: REPORT_MAX_FILES - editing.documents.length, full: t('This report has 10 documents, the most it takes.') }}
            upload={(file, onProgress) => upload.mutateAsync({ reportId: editing.id, kind: 'documents', file, onProgress })}
            noun="document"
          />
        </div>
      )}
    </section>
  );
}
