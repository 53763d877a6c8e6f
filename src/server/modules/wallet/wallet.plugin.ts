import type { ModuleContext } from '../../module-context.ts';
import { walletRoutes } from './wallet.routes.ts';
import { WalletService } from './wallet.service.ts';

/** The backer's wallet: deposits to the escrow account, withdrawals, and the admin's payments. */
export async function registerWalletModule({ app, db, clock, config, guards }: ModuleContext): Promise<void> {
  await app.register(walletRoutes, { prefix: '/api', wallet: new WalletService(db, clock, config.escrow), guards });
}
