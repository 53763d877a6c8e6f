// The users module's public surface: other modules and the app import it from here only (eslint.config.js).
// Accounts: the admin's Users page, and the account reads other modules share.
export { displayName, toAccountView, toTokenSubject } from './user-view.ts';
export { userAccounts } from './user-accounts.ts';
export { registerUsersModule } from './users.plugin.ts';
