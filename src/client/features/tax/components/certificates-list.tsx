import { ArrowDownTrayIcon, DocumentTextIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import type { TaxSummary } from '../../../../shared/contracts/tax.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ListCard, ListEmptyState } from '../../../components/ui/list-card.tsx';
import { failureSentence } from '../../../lib/form-submission.ts';
import { t } from '../../../lib/i18n.ts';
import { downloadTaxCertificate } from '../api/download-tax-files.ts';
import { taxQuarterLabel } from '../lib/tax-admin-text.ts';

type Certificate = TaxSummary['certificates'][number];

/**
 * The year's Form 16A certificates (after-funding.md §3): one per deal and tax quarter once the
 * admin has uploaded it, each downloaded with the session (only its backer may).
 */
export function CertificatesList({ fy, certificates }: { fy: string; certificates: Certificate[] }) {
  const [problem, setProblem] = useState<string | null>(null);
  const download = (certificate: Certificate) => {
    setProblem(null);
    downloadTaxCertificate(certificate.url).catch((error: unknown) =>
      setProblem(failureSentence(error, t('The Form 16A could not be downloaded. Please try again.'))),
    );
  };
  return (
    <ListCard titleId="certificates-title" title={t('Form 16A in {fy}', { fy })}>
      {problem && (
        <div className="px-4 pt-3 sm:px-5">
          <Alert tone="error">{problem}</Alert>
        </div>
      )}
      {certificates.length === 0 ? (
        <ListEmptyState icon={DocumentTextIcon} text={t('No Form 16A has been uploaded for {fy} yet.', { fy })} className="py-10" />
      ) : (
        <ul className="divide-y divide-slate-100" aria-labelledby="certificates-title">
          {certificates.map((certificate) => {
            const quarter = taxQuarterLabel(fy, certificate.quarter);
            return (
              <li key={certificate.url} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-5" data-testid="certificate-row">
                <p className="min-w-0 text-sm">
                  <span className="font-medium text-slate-900" translate="no">
                    {certificate.deal_name}
                  </span>
                  <span className="block text-slate-700">{quarter}</span>
                </p>
                <Button
                  type="button"
                  variant="secondary"
                  aria-label={t('Download the Form 16A of {deal} for {quarter}', { deal: certificate.deal_name, quarter })}
                  onClick={() => download(certificate)}
                >
                  <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
                  {t('Download')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </ListCard>
  );
}
