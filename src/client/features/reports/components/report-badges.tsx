import type { ReportingHealth, ReportStatus } from '../../../../shared/contracts/reports.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { t } from '../../../lib/i18n.ts';
import { HEALTH_BADGES, REPORT_STATUS_BADGES } from '../lib/labels.ts';

/** A report's status as a small coloured label. */
export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const badge = REPORT_STATUS_BADGES[status];
  return <Badge tone={badge.tone}>{t(badge.label)}</Badge>;
}

/** A deal's reporting health, or "No report due yet" before the first falls due. */
export function HealthBadge({ health }: { health: ReportingHealth | null }) {
  if (health === null) return <Badge tone="slate">{t('No report due yet')}</Badge>;
  const badge = HEALTH_BADGES[health];
  return <Badge tone={badge.tone}>{t(badge.label)}</Badge>;
}
