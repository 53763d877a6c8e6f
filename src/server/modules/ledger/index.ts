// The ledger module's public surface: other modules and the app import it from here only (eslint.config.js).
// The double-entry ledger: accounts, holds and transfers.
export { accountKeys } from './accounts.ts';
export { registerLedgerModule } from './ledger.plugin.ts';
export {
  type AccountKey,
  accountsOf,
  accountsOfOwners,
  availableOf,
  holdIf,
  InsufficientFundsError,
  lockAccountsOf,
  type OutgoingTransfer,
  postPending,
  prepareHolds,
  transfer,
  transferMany,
  transferManyFrom,
  transfersByIds,
  voidPending,
} from './ledger.ts';
