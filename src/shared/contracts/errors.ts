import * as z from 'zod/mini';

/** Every error body carries one sentence in both fields (interfaces.md). */
export const errorBodySchema = z.object({
  message: z.string(),
  detail: z.string(),
  errors: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
