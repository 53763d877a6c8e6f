// The investing module's public surface: other modules and the app import it from here only (eslint.config.js).
// Commitments, campaigns (close, fund, refund) and matching.
export { campaignSchedule, CampaignService, registerCampaignJobs } from './campaign.service.ts';
export { investingRoutes } from './investing.routes.ts';
export { InvestingService } from './investing.service.ts';
export { MatchingService, registerMatchingJob } from './matching.ts';
