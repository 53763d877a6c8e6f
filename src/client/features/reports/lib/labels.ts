import type { ReportingHealth, ReportStatus } from '../../../../shared/contracts/reports.ts';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { msg } from '../../../lib/i18n.ts';

export const REPORT_STATUS_BADGES: Record<ReportStatus, { label: string; tone: BadgeTone }> = {
  draft: { label: msg('Draft'), tone: 'slate' },
  submitted: { label: msg('Awaiting review'), tone: 'amber' },
  accepted: { label: msg('Accepted'), tone: 'green' },
  returned: { label: msg('Returned'), tone: 'red' },
};

/** A deal's reporting health (after-funding.md §4); none before its first report falls due. */
export const HEALTH_BADGES: Record<ReportingHealth, { label: string; tone: BadgeTone }> = {
  on_time: { label: msg('On time'), tone: 'green' },
  late: { label: msg('Late'), tone: 'amber' },
  non_reporting: { label: msg('Non-reporting'), tone: 'red' },
};
