import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ledgerCheckSchema } from '../../../shared/contracts/ledger.ts';
import type { Db } from '../../db/client.ts';
import type { Guards } from '../../plugins/authentication.ts';
import { checkUnits } from '../holdings/index.ts';
import { checkLedger } from './ledger.ts';

export interface LedgerRoutesOptions {
  db: Db;
  guards: Guards;
}

/** GET /api/admin/ledger/check: the admin (and monitoring) can see at any time that the books balance. */
export const ledgerRoutes: FastifyPluginAsyncZod<LedgerRoutesOptions> = async (app, options) => {
  app.get(
    '/ledger/check',
    {
      onRequest: options.guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Check both ledgers: per currency (money) and per deal (face value) the balances sum to zero, and each account equals the sum of its transfers',
        security: [{ bearer: [] }],
        response: { 200: ledgerCheckSchema },
      },
    },
    async () => {
      const money = await checkLedger(options.db);
      const units = await checkUnits(options.db);
      return {
        balanced: money.length === 0 && units.length === 0,
        problems: [
          ...money.map((problem) => ({
            problem: problem.problem,
            currency: problem.currency,
            ...(problem.accountId ? { account_id: problem.accountId } : {}),
          })),
          ...units.map((problem) => ({
            problem: problem.problem,
            currency: problem.currency,
            deal_id: problem.dealId,
            ...(problem.accountId ? { account_id: problem.accountId } : {}),
          })),
        ],
      };
    },
  );
};
