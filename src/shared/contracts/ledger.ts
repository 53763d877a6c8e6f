import * as z from 'zod/mini';

/** `GET /api/admin/ledger/check`: the ledger invariant, checked now (domain.md, "Money"). */
export const ledgerCheckSchema = z.object({
  balanced: z.boolean(),
  problems: z.array(
    z.object({
      /** currency_unbalanced: the currency's balances do not sum to zero; account_mismatch: an account's totals differ from its transfers. */
      problem: z.enum(['currency_unbalanced', 'account_mismatch']),
      currency: z.string(),
      account_id: z.optional(z.string()),
    }),
  ),
});
