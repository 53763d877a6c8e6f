import * as z from 'zod/mini';

/**
 * `GET /api/admin/ledger/check`: both ledgers' invariants, checked now (domain.md, "Money" and
 * "After funding"): the money ledger's per currency, the units ledger's per deal.
 */
export const ledgerCheckSchema = z.object({
  balanced: z.boolean(),
  problems: z.array(
    z.object({
      /**
       * currency_unbalanced: the currency's balances do not sum to zero; account_mismatch: an
       * account's totals differ from its transfers; units_unbalanced, units_account_mismatch: the
       * same for a deal's face value.
       */
      problem: z.enum(['currency_unbalanced', 'account_mismatch', 'units_unbalanced', 'units_account_mismatch']),
      currency: z.string(),
      account_id: z.optional(z.string()),
      deal_id: z.optional(z.string()),
    }),
  ),
});
