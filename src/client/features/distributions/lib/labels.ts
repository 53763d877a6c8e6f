import type { DISTRIBUTION_STATUSES } from '../../../../shared/contracts/distributions.ts';
import type { WaterfallLineKind } from '../../../../shared/contracts/income.ts';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { msg } from '../../../lib/i18n.ts';

export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];

/** English ids, shown with `t(...)`: each status's words and badge colour. */
export const STATUS_BADGES: Record<DistributionStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: msg('Draft'), tone: 'slate' },
  submitted: { label: msg('Awaiting funds'), tone: 'amber' },
  funded: { label: msg('Funds received'), tone: 'sky' },
  approved: { label: msg('Approved'), tone: 'brand' },
  paid: { label: msg('Paid'), tone: 'green' },
  rejected: { label: msg('Rejected'), tone: 'red' },
};

/** The waterfall's line kinds (after-funding.md §2). */
export const LINE_KIND_LABELS: Record<WaterfallLineKind, string> = {
  gross_rent: msg('Gross rent'),
  tenant_tds: msg("Tenant's TDS"),
  other_income: msg('Other income'),
  expense: msg('Expense'),
  management_fee: msg('Management fee'),
  reserve: msg('Reserve'),
};

/** The income types a proposer splits the distributable into (capital gains come only at exit). */
export const SPLIT_PARTS = ['interest', 'dividend', 'rent', 'return_of_capital'] as const;
export type SplitPart = (typeof SPLIT_PARTS)[number];

export const SPLIT_LABELS: Record<SplitPart, string> = {
  interest: msg('Interest'),
  dividend: msg('Dividend'),
  rent: msg('Rent'),
  return_of_capital: msg('Return of capital'),
};
