import { Badge } from '../../../components/ui/badge.tsx';
import { t } from '../../../lib/i18n.ts';
import { STATUS_BADGES, type DistributionStatus } from '../lib/labels.ts';

/** A distribution's status as a small coloured label. */
export function DistributionStatusBadge({ status }: { status: DistributionStatus }) {
  const badge = STATUS_BADGES[status];
  return <Badge tone={badge.tone}>{t(badge.label)}</Badge>;
}
