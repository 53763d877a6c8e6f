import type { ModuleContext } from '../../module-context.ts';
import { ledgerRoutes } from './ledger.routes.ts';

/** The admin's check that the books balance. */
export async function registerLedgerModule({ app, db, guards }: ModuleContext): Promise<void> {
  await app.register(ledgerRoutes, { prefix: '/api/admin', db, guards });
}
