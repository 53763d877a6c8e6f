import { z } from 'zod';

/** Every error body carries one sentence in both fields (interfaces.md). */
export const errorBodySchema = z.object({
  message: z.string(),
  detail: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
