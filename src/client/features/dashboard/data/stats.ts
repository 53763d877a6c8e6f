import type { DashboardRole, Stats } from '../../../../shared/contracts/dashboard.ts';
import { ADMIN_STATS_CHARTS } from './stats-admin.ts';
import { BACKER_STATS_CHARTS } from './stats-backer.ts';
import { PROPOSER_STATS_CHARTS } from './stats-proposer.ts';

/** Six charts per role, in the order spec §2 Stats lists them. */
export const SAMPLE_STATS: Record<DashboardRole, Stats> = {
  admin: { role: 'admin', charts: ADMIN_STATS_CHARTS },
  backer: { role: 'backer', charts: BACKER_STATS_CHARTS },
  proposer: { role: 'proposer', charts: PROPOSER_STATS_CHARTS },
};
