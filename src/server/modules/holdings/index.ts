// The holdings module's public surface: other modules and the app import it from here only (eslint.config.js).
// Face value on the units ledger: issued at funding, held over time, checked per deal.
export { checkUnits, type FundedCommitment, holdersOf, issueUnits, type UnitsProblem, unitSecondsIn } from './units.ts';
