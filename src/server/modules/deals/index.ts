// The deals module's public surface: other modules and the app import it from here only (eslint.config.js).
// Deals: reads, drafts, the proposer's campaign steps, uploads; the deal rows and views that investing and reviews build on.
export { toCommitment, toDealSummary } from './deal-view.ts';
export { photoUrl } from './deal-uploads.service.ts';
export { dealsRepository } from './deals.repository.ts';
export { registerDealsModule } from './deals.plugin.ts';
export type { DealSchedule, DealsService } from './deals.service.ts';
export { drawScheduleOf } from './deal-rules.ts';
