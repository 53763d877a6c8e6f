import { PlusIcon, ScaleIcon } from '@heroicons/react/20/solid';
import { useState, type ReactNode } from 'react';
import type { TdsRule } from '../../../../shared/contracts/tax-admin.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ListCard, ListEmptyState, ListLoadError } from '../../../components/ui/list-card.tsx';
import { ListTable, ListTableSkeleton, type ListColumn } from '../../../components/ui/list-table.tsx';
import { structureLabel } from '../../../lib/deal-structure.ts';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { INCOME_TYPE_LABELS } from '../../../lib/income-labels.ts';
import { formatRoi } from '../../../lib/percent.ts';
import { useTdsRules } from '../api/get-tds-rules.ts';
import { sectionLabel } from '../lib/labels.ts';
import { calendarDay } from '../lib/tax-admin-text.ts';
import { AddTdsRuleDialog } from './add-tds-rule-dialog.tsx';

const threshold = (rule: TdsRule) => (rule.threshold === null ? t('None') : formatMoney(rule.threshold, 'INR'));

/** The table's columns, made at render so their headers are in the current language. */
function columns(): ListColumn<TdsRule>[] {
  return [
    {
      header: t('Structure'),
      primary: true,
      cell: (rule) => (
        <span className="font-medium text-slate-900">
          {structureLabel(rule.structure)}
          <span className="block font-normal text-slate-700">{t(INCOME_TYPE_LABELS[rule.income_type])}</span>
        </span>
      ),
    },
    { header: t('In force from'), cell: (rule) => <span className="whitespace-nowrap">{calendarDay(rule.effective_from)}</span> },
    { header: t('Section'), cell: (rule) => <span translate="no">{sectionLabel(rule.section, rule.section_2025)}</span> },
    { header: t('Rate'), cell: (rule) => <span className="tabular-nums">{formatRoi(rule.rate_bps)}</span> },
    { header: t('Threshold a financial year'), cell: (rule) => <span className="whitespace-nowrap tabular-nums">{threshold(rule)}</span> },
    { header: t('Without a PAN'), cell: (rule) => <span className="tabular-nums">{formatRoi(rule.no_pan_rate_bps)}</span> },
  ];
}

function RuleCard({ rule, headingId }: { rule: TdsRule; headingId: string }) {
  return (
    <>
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {structureLabel(rule.structure)} · {t(INCOME_TYPE_LABELS[rule.income_type])}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        {(
          [
            [t('In force from'), calendarDay(rule.effective_from)],
            [t('Section'), sectionLabel(rule.section, rule.section_2025)],
            [t('Rate'), formatRoi(rule.rate_bps)],
            [t('Threshold a financial year'), threshold(rule)],
            [t('Without a PAN'), formatRoi(rule.no_pan_rate_bps)],
          ] as const
        ).map(([term, value]) => (
          <div key={term}>
            <dt className="text-xs text-slate-600">{term}</dt>
            <dd className="mt-1 text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * The TDS rules (after-funding.md §2): by structure and income type, the newest date first, and
 * "Add rule", which opens its dialog. The rule in force on a payment's date is the latest one
 * from on or before it; none is ever changed.
 */
export function TdsRulesCard() {
  const rules = useTdsRules();
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  let body: ReactNode;
  if (rules.isPending) body = <ListTableSkeleton columns={6} testId="rules-skeleton" />;
  else if (rules.isError) body = <ListLoadError title={t('The rules could not be loaded.')} error={rules.error} onRetry={() => void rules.refetch()} />;
  else {
    body = (
      <ListTable
        labelledBy="tds-rules-title"
        columns={columns()}
        rows={rules.data}
        rowKey={(rule) => rule.id}
        card={(rule, headingId) => <RuleCard rule={rule} headingId={headingId} />}
        testIds={{ row: 'rule-row', card: 'rule-card' }}
        empty={<ListEmptyState icon={ScaleIcon} text={t('No TDS rules yet.')} />}
      />
    );
  }

  return (
    <ListCard titleId="tds-rules-title" title={t('TDS rules')}>
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
        <p className="text-sm text-slate-600">{t('Each payment is taxed by the rule in force on its date for its deal’s structure and income type.')}</p>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            setAdded(null);
            setAdding(true);
          }}
        >
          <PlusIcon className="size-4" aria-hidden="true" />
          {t('Add rule')}
        </Button>
      </div>
      {added && (
        <div className="px-4 pt-3 sm:px-5">
          <Alert tone="success">{added}</Alert>
        </div>
      )}
      {body}
      {adding && (
        <AddTdsRuleDialog
          open
          onClose={() => setAdding(false)}
          onAdded={(rule) => {
            setAdding(false);
            setAdded(
              t('The rule for {structure}, {incomeType} applies to payments from {date}.', {
                structure: structureLabel(rule.structure),
                incomeType: t(INCOME_TYPE_LABELS[rule.income_type]),
                date: calendarDay(rule.effective_from),
              }),
            );
          }}
        />
      )}
    </ListCard>
  );
}
