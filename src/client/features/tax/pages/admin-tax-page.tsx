import { PageHeader } from '../../../components/ui/page-header.tsx';
import { t } from '../../../lib/i18n.ts';
import { CertificateUploadCard } from '../components/certificate-upload-card.tsx';
import { TaxQuartersCard } from '../components/tax-quarters-card.tsx';
import { TdsRulesCard } from '../components/tds-rules-card.tsx';

/**
 * The admin's Tax page (/admin_dashboard/tax; after-funding.md §2): the TDS rules, each funded
 * deal's tax quarters with their deposits by challan and their Form 26Q returns, and the backers'
 * Form 16A uploads.
 */
export function AdminTaxPage() {
  return (
    <div>
      <PageHeader
        title={t('Tax')}
        description={t(
          'Keep the TDS rules, record each quarter’s deposit of the tax withheld, download the quarterly returns and upload the backers’ Form 16A.',
        )}
      />
      <div className="space-y-8">
        <TdsRulesCard />
        <TaxQuartersCard />
        <CertificateUploadCard />
      </div>
    </div>
  );
}
