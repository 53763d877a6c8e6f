import { useId, useState, type FormEvent } from 'react';
import { TAX_CERTIFICATE_MAX_BYTES, type TaxQuarter } from '../../../../shared/contracts/tax-admin.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { CARD } from '../../../components/ui/page-header.tsx';
import { checkFiles, formatFileSize, type FileRules } from '../../../lib/file-checks.ts';
import { failureSentence } from '../../../lib/form-submission.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { useTaxPayees } from '../api/get-tax-payees.ts';
import { useTaxQuarters } from '../api/get-tax-quarters.ts';
import { useUploadTaxCertificate } from '../api/upload-tax-certificate.ts';
import { taxQuarterLabel } from '../lib/tax-admin-text.ts';

const PDF_RULES: FileRules = {
  accept: 'application/pdf,.pdf',
  types: ['application/pdf'],
  extensions: ['.pdf'],
  maxBytes: TAX_CERTIFICATE_MAX_BYTES,
  wrongType: msg('is not a PDF.'),
};

type FieldErrors = Partial<Record<'deal' | 'quarter' | 'backer' | 'file', string>>;

/** The deals with payouts, each once, in the order of their first quarter listed (newest first). */
function dealsOf(quarters: TaxQuarter[]): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const quarter of quarters) if (!seen.has(quarter.deal_id)) seen.set(quarter.deal_id, quarter.deal_name);
  return [...seen].map(([id, name]) => ({ id, name }));
}

/**
 * Form 16A (after-funding.md §2): the admin uploads each backer's certificate for a deal and a tax
 * quarter, the PDF TRACES issued; the backer is told and downloads it from the Tax page. Uploading
 * again for the same backer, deal and quarter replaces it.
 */
export function CertificateUploadCard() {
  const fileId = useId();
  const quarters = useTaxQuarters();
  const upload = useUploadTaxCertificate();
  const [dealId, setDealId] = useState('');
  const [taxQuarter, setTaxQuarter] = useState('');
  const [userId, setUserId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // A new input once a file is sent, so the one sent no longer shows as chosen.
  const [inputKey, setInputKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const all = quarters.data ?? [];
  const ofDeal = all.filter((quarter) => quarter.deal_id === dealId);
  const chosen = ofDeal.find((quarter) => quarter.tax_quarter === taxQuarter) ?? null;
  const payees = useTaxPayees(chosen && { dealId: chosen.deal_id, fy: chosen.fy, quarter: chosen.quarter });
  const payee = payees.data?.find((candidate) => candidate.user_id === userId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {};
    if (!dealId) problems.deal = t('Choose the deal.');
    else if (!chosen) problems.quarter = t('Choose the quarter.');
    else if (!payee) problems.backer = t('Choose the backer.');
    if (!file) problems.file = t('Choose the Form 16A (a PDF).');
    else {
      const [refused] = checkFiles([file], PDF_RULES).refused;
      if (refused) problems.file = refused.message;
    }
    setErrors(problems);
    setDone(null);
    setProblem(null);
    if (Object.keys(problems).length > 0 || !chosen || !payee || !file) return;
    upload.mutate(
      { userId: payee.user_id, dealId: chosen.deal_id, fy: chosen.fy, quarter: chosen.quarter, file },
      {
        onSuccess: (answer) => {
          const values = { name: payee.name, quarter: taxQuarterLabel(chosen.fy, chosen.quarter) };
          setDone(
            answer.replaced
              ? t('The Form 16A of {name} for {quarter} is replaced; {name} has been told.', values)
              : t('The Form 16A of {name} for {quarter} is uploaded; {name} has been told.', values),
          );
          setFile(null);
          setInputKey((key) => key + 1);
        },
        onError: (error) => setProblem(failureSentence(error, t('The Form 16A could not be uploaded. Please try again.'))),
      },
    );
  };

  return (
    <section aria-labelledby="certificates-title" className={`${CARD} p-4 sm:p-5`}>
      <h2 id="certificates-title" className="text-base font-semibold text-slate-900">
        {t('Form 16A')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('Upload the certificate TRACES issued for a backer, a deal and a quarter. The backer is told, and downloads it from the Tax page.')}
      </p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {done && <Alert tone="success">{done}</Alert>}
        {problem && <Alert tone="error">{problem}</Alert>}
        <div className="grid gap-4 md:grid-cols-3">
          <SelectField
            label={t('Deal')}
            value={dealId}
            onChange={(event) => {
              setDealId(event.target.value);
              setTaxQuarter('');
              setUserId('');
            }}
            error={errors.deal}
            markRequired
          >
            <option value="">{quarters.isPending ? t('Loading…') : t('Choose a deal')}</option>
            {dealsOf(all).map((deal) => (
              <option key={deal.id} value={deal.id} translate="no">
                {deal.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('Quarter')}
            value={taxQuarter}
            onChange={(event) => {
              setTaxQuarter(event.target.value);
              setUserId('');
            }}
            disabled={!dealId}
            error={errors.quarter}
            markRequired
          >
            <option value="">{t('Choose a quarter')}</option>
            {ofDeal.map((quarter) => (
              <option key={quarter.tax_quarter} value={quarter.tax_quarter}>
                {taxQuarterLabel(quarter.fy, quarter.quarter)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('Backer')}
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
            disabled={!chosen}
            error={errors.backer}
            markRequired
          >
            <option value="">{chosen && payees.isPending ? t('Loading…') : t('Choose a backer')}</option>
            {payees.data?.map((candidate) => (
              <option key={candidate.user_id} value={candidate.user_id}>
                {candidate.certificate ? t('{name} (uploaded)', { name: candidate.name }) : candidate.name}
              </option>
            ))}
          </SelectField>
        </div>
        <div>
          <label htmlFor={fileId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t('Form 16A (PDF)')}
          </label>
          <input
            key={inputKey}
            id={fileId}
            type="file"
            accept={PDF_RULES.accept}
            aria-describedby={`${fileId}-hint${errors.file ? ` ${fileId}-error` : ''}`}
            aria-invalid={errors.file ? true : undefined}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="block w-full text-sm text-slate-700 file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:text-sm file:font-semibold file:text-white hover:file:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          />
          <p id={`${fileId}-hint`} className="mt-1.5 text-sm text-slate-600">
            {t('A PDF up to {size}. Uploading again for the same backer, deal and quarter replaces it.', { size: formatFileSize(TAX_CERTIFICATE_MAX_BYTES) })}
          </p>
          {errors.file && (
            <p id={`${fileId}-error`} className="mt-1.5 text-sm text-red-700">
              {errors.file}
            </p>
          )}
        </div>
        <div className="flex justify-end">
          <Button type="submit" pending={upload.isPending} disabled={upload.isPending}>
            {t('Upload Form 16A')}
          </Button>
        </div>
      </form>
    </section>
  );
}
