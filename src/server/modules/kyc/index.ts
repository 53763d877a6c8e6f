// The kyc module's public surface: other modules and the app import it from here only (eslint.config.js).
// KYC records, the admin's decisions, and the gate money-moving steps check.
export { kycRequired, requireVerifiedKyc, verifiedAmong } from './kyc-gate.ts';
// The PAN and legal name of verified backers, for the tax returns.
export { type Deductee, deducteesOf } from './kyc-deductees.ts';
export { registerKycModule } from './kyc.plugin.ts';
