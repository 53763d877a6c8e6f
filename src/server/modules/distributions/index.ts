// The distributions module's public surface: other modules and the app import it from here only (eslint.config.js).
// A funded deal's quarterly income: drafts, approval, the payment job, payouts and their Rupee Trail.
export { registerDistributionsModule } from './distributions.plugin.ts';
export { distributionsRepository } from './distributions.repository.ts';
// Money already held for a deal (a Fix 'N' Flip deal's undrawn escrow) paid to its holders as return of capital.
export { approvedCapitalReturn } from './capital-return.ts';
// A backer's income by financial year, which the Tax page reads.
export { type PayoutTotals, payoutTotalsByYear, payoutYears } from './distributions.repository.ts';
// Fees held for reporting: the reports module releases them on acceptance, or pays them to the holders of a non-reporting deal.
export { feeHoldAccount } from './accounts.ts';
export { heldFees, payHeldFeesToHolders, releaseHeldFees } from './fee-hold.ts';
