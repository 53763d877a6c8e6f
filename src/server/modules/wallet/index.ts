// The wallet module's public surface: other modules and the app import it from here only (eslint.config.js).
// Deposits and withdrawals.
export { registerWalletModule } from './wallet.plugin.ts';
