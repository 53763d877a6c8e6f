import { ReceiptPercentIcon } from '@heroicons/react/24/outline';
import { useState, type ReactNode } from 'react';
import type { Payout } from '../../../../shared/contracts/distributions.ts';
import { financialYearOf, parseFinancialYear } from '../../../../shared/periods.ts';
import { SelectField } from '../../../components/ui/form-fields.tsx';
import { ListCard, ListEmptyState, ListLoadError } from '../../../components/ui/list-card.tsx';
import { ListTableSkeleton } from '../../../components/ui/list-table.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { t } from '../../../lib/i18n.ts';
import { useQueryParams } from '../../../lib/use-query-params.ts';
import { useTaxSummary } from '../api/get-tax-summary.ts';
import { CertificatesList } from '../components/certificates-list.tsx';
import { IncomeTable } from '../components/income-table.tsx';
import { PayoutsList } from '../components/payouts-list.tsx';
import { RupeeTrailDialog } from '../components/rupee-trail-dialog.tsx';
import { StatementDownloads } from '../components/statement-downloads.tsx';

/**
 * The backer's Tax page (/backer_dashboard/tax, after-funding.md §3): for a financial year (`?fy=`,
 * the current one by default), the income per deal, income type and section with the tax withheld
 * and the net, the year's statement to download, each quarter's Form 16A once uploaded, then each
 * payout with its Rupee Trail.
 */
export function TaxPage() {
  const [params, setParams] = useQueryParams();
  const current = financialYearOf(new Date());
  const fy = parseFinancialYear(params.get('fy') ?? '') ?? current;
  const summary = useTaxSummary(fy);
  const [trailOf, setTrailOf] = useState<Payout | null>(null);
  // The year shown and the current one are always choices, with every year the backer was paid in.
  const years = [...new Set([fy, current, ...(summary.data?.years ?? [])])].sort().reverse();

  let body: ReactNode;
  if (summary.isPending) body = <ListTableSkeleton columns={5} testId="income-skeleton" />;
  else if (summary.isError) {
    body = <ListLoadError title={t('Your income could not be loaded.')} error={summary.error} onRetry={() => void summary.refetch()} />;
  } else if (summary.data.rows.length === 0) {
    body = <ListEmptyState icon={ReceiptPercentIcon} text={t('No income was paid to you in {fy}.', { fy: summary.data.fy })} />;
  } else body = <IncomeTable rows={summary.data.rows} labelledBy="income-title" />;

  return (
    <div className="space-y-8">
      <PageHeader
        title={t('Tax')}
        description={t('Your income by financial year: what each deal paid, the tax withheld at source, and the Rupee Trail of every payout.')}
        actions={
          <SelectField
            label={t('Financial year')}
            value={fy}
            onChange={(event) => {
              const chosen = event.target.value;
              setParams((latest) => {
                latest.set('fy', chosen);
                return latest;
              });
            }}
            className="w-40"
          >
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectField>
        }
      />
      <ListCard titleId="income-title" title={t('Income in {fy}', { fy })}>
        {/* Another year keeps this one's figures, dimmed and marked busy, until its answer arrives. */}
        <div aria-busy={summary.isPlaceholderData} className={summary.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          {body}
        </div>
      </ListCard>
      <StatementDownloads fy={fy} />
      {summary.data && !summary.isPlaceholderData && <CertificatesList fy={summary.data.fy} certificates={summary.data.certificates} />}
      <PayoutsList fy={fy} onOpenTrail={setTrailOf} />
      <RupeeTrailDialog payout={trailOf} onClose={() => setTrailOf(null)} />
    </div>
  );
}
