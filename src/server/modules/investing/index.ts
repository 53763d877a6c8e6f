// The investing module's public surface: other modules and the app import it from here only (eslint.config.js).
// Commitments, campaigns (close, fund, refund) and matching.
export type { CampaignService } from './campaign.service.ts';
export { registerInvestingModule } from './investing.plugin.ts';
