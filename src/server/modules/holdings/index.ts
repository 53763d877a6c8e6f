// The holdings module's public surface: other modules and the app import it from here only (eslint.config.js).
// Face value on the units ledger (issued at funding, held over time, checked per deal), valuations and returns.
export { registerHoldingsModule } from './holdings.plugin.ts';
export { type CashFlow, equityMultipleBps, xirrBps } from './returns.ts';
export {
  checkUnits,
  faceValuesAt,
  faceValuesOf,
  type FundedCommitment,
  holdersOf,
  issueUnits,
  lockedUnits,
  lockUnits,
  redeemUnits,
  tradeUnits,
  type UnitsProblem,
  unitSecondsIn,
  unlockUnits,
} from './units.ts';
export { valuationsRepository } from './valuations.repository.ts';
