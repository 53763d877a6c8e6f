// The wallet module's public surface: other modules and the app import it from here only (eslint.config.js).
// Deposits and withdrawals.
export { walletRoutes } from './wallet.routes.ts';
export { WalletService } from './wallet.service.ts';
