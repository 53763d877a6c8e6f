import { useId, useState, type FormEvent } from 'react';
import { REPORT_MAX_BYTES, valuationInputSchema } from '../../../../shared/contracts/holdings.ts';
import { formatDate } from '../../../components/dashboard/format.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { CARD } from '../../../components/ui/page-header.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { checkFiles, formatFileSize } from '../../../lib/file-checks.ts';
import { failureSentence } from '../../../lib/form-submission.ts';
import { t } from '../../../lib/i18n.ts';
import { formatRoi } from '../../../lib/percent.ts';
import { readPricePercent } from '../../../lib/price.ts';
import { useRecordValuation, useUploadReport } from '../api/record-valuation.ts';
import { REPORT_RULES } from '../lib/labels.ts';

type Field = 'valued_on' | 'price' | 'note' | 'report';
type FieldErrors = Partial<Record<Field, string>>;

/** The API's field names as the form's. */
const FORM_FIELD: Record<string, Field> = { valued_on: 'valued_on', price_bps: 'price', note: 'note' };

const EMPTY = { valuedOn: '', price: '', note: '' };

/**
 * Record a valuation (after-funding.md §1): the date, the price as a percentage of face value
 * (stored as basis points: 104.5% is 10,450), the admin's note and the valuer's PDF. Checked with
 * the shared contract first; the server's refusals (a deal not funded, a field) are shown in its
 * sentences. The report goes once the valuation is recorded, as the API takes it.
 */
export function ValuationForm({ dealId }: { dealId: string }) {
  const titleId = useId();
  const [values, setValues] = useState(EMPTY);
  const [report, setReport] = useState<File | null>(null);
  // A new key empties the file input (after a recording, or a file refused).
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const record = useRecordValuation();
  const upload = useUploadReport();
  const busy = record.isPending || upload.isPending;

  const change = (field: keyof typeof EMPTY, value: string, errorField: Field) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [errorField]: undefined }));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    // A file refused when chosen stays refused until another (or none) is chosen.
    const found: FieldErrors = errors.report ? { report: errors.report } : {};
    const price = readPricePercent(values.price);
    if (!price.ok) found.price = t(price.error);
    const verdict = valuationInputSchema.safeParse({ valued_on: values.valuedOn, price_bps: price.ok ? price.bps : 10_000, note: values.note });
    if (!verdict.success) for (const issue of verdict.error.issues) found[FORM_FIELD[String(issue.path[0])] ?? 'valued_on'] ??= t(issue.message);
    if (Object.keys(found).length > 0 || !verdict.success) {
      setErrors(found);
      setProblem(t('Some fields need attention: see the sentences under them.'));
      return;
    }
    let recorded;
    try {
      recorded = await record.mutateAsync({ dealId, input: verdict.data });
    } catch (error) {
      const fields: FieldErrors = {};
      for (const { field, message } of error instanceof ApiError ? error.fieldErrors : []) if (FORM_FIELD[field]) fields[FORM_FIELD[field]] ??= message;
      setErrors(fields);
      setProblem(
        Object.keys(fields).length > 0
          ? t('Some fields need attention: see the sentences under them.')
          : failureSentence(error, t('The valuation could not be recorded. Please try again.')),
      );
      return;
    }
    const done = t('The valuation of {date} is recorded at {price} of face value.', {
      date: formatDate(recorded.valued_on),
      price: formatRoi(recorded.price_bps),
    });
    setValues(EMPTY);
    setErrors({});
    setProblem(null);
    setFileKey((key) => key + 1);
    setReport(null);
    if (!report) {
      setNotice(done);
      return;
    }
    try {
      await upload.mutateAsync({ dealId, valuationId: recorded.id, file: report });
      setNotice(t("{done} The valuer's report is attached.", { done }));
    } catch (error) {
      setNotice(done);
      setProblem(
        t("The valuer's report was not attached: {reason} Attach it from the list below.", {
          reason: failureSentence(error, t('Something went wrong. Try again.')),
        }),
      );
    }
  };

  const chooseReport = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    const { accepted, refused } = checkFiles(chosen, REPORT_RULES);
    setReport(accepted[0] ?? null);
    setErrors((current) => ({ ...current, report: refused[0]?.message }));
    if (refused.length > 0) setFileKey((key) => key + 1);
  };

  return (
    <section aria-labelledby={titleId} className={`${CARD} p-4 sm:p-6`}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('Record a valuation')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t("The price of the deal's equity on a date, from a valuer's report: its holders are told what their holding is now worth.")}
      </p>
      <div className="mt-4 space-y-3" aria-live="polite">
        {problem && <Alert tone="error">{problem}</Alert>}
        {notice && <Alert tone="success">{notice}</Alert>}
      </div>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 space-y-5" aria-labelledby={titleId}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('Valuation date')}
            type="date"
            value={values.valuedOn}
            onChange={(event) => change('valuedOn', event.target.value, 'valued_on')}
            markRequired
            error={errors.valued_on}
          />
          <TextField
            label={t('Price (% of face value)')}
            inputMode="decimal"
            autoComplete="off"
            value={values.price}
            onChange={(event) => change('price', event.target.value, 'price')}
            markRequired
            hint={t('100 is the price the backers paid: 104.5 means the equity is worth 4.5% more.')}
            error={errors.price}
          />
        </div>
        <TextAreaField
          label={t('Note')}
          rows={3}
          maxLength={1000}
          value={values.note}
          onChange={(event) => change('note', event.target.value, 'note')}
          hint={t("Optional. Shown with the valuation on the deal's page, like the valuer's report.")}
          error={errors.note}
        />
        <TextField
          key={fileKey}
          label={t("Valuer's report")}
          type="file"
          accept={REPORT_RULES.accept}
          onChange={(event) => chooseReport(event.target.files)}
          hint={t('Optional here, and attachable later: a PDF up to {size}.', { size: formatFileSize(REPORT_MAX_BYTES) })}
          error={errors.report}
        />
        <Button type="submit" pending={busy} disabled={busy}>
          {t('Record valuation')}
        </Button>
      </form>
    </section>
  );
}
