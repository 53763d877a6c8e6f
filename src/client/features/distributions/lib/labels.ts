import { EVIDENCE_MAX_BYTES, type DISTRIBUTION_STATUSES } from '../../../../shared/contracts/distributions.ts';
import { INCOME_TYPE_LABELS } from '../../../lib/income-labels.ts';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import type { FileRules } from '../../../lib/file-checks.ts';
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

/** The income types a proposer splits the distributable into (capital gains come only at exit). */
export const SPLIT_PARTS = ['interest', 'dividend', 'rent', 'return_of_capital'] as const;
export type SplitPart = (typeof SPLIT_PARTS)[number];

export const SPLIT_LABELS: Record<SplitPart, string> = INCOME_TYPE_LABELS;

/** A line's evidence: what the form sends (the server checks again, by content). */
export const EVIDENCE_RULES: FileRules = {
  accept: 'application/pdf,.pdf',
  types: ['application/pdf'],
  extensions: ['.pdf'],
  maxBytes: EVIDENCE_MAX_BYTES,
  wrongType: msg('is not a PDF.'),
};
