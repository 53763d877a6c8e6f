import * as z from 'zod/mini';

/**
 * Every error body carries one sentence in both fields (interfaces.md) and a stable,
 * machine-readable `code` (for example `invalid_request`, `not_found`, `kyc_required`).
 */
export const errorBodySchema = z.object({
  message: z.string(),
  detail: z.string(),
  code: z.string(),
  errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
