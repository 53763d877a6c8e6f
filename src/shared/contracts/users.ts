import * as z from 'zod/mini';
import { ROLES } from '../roles.ts';

export const userListQuerySchema = z.object({
  limit: z._default(
    z.coerce
      .number({ error: 'Limit must be a number.' })
      .check(
        z.int({ error: 'Limit must be a whole number.' }),
        z.gte(1, { error: 'Limit must be at least 1.' }),
        z.lte(100, { error: 'Limit must be at most 100.' }),
      ),
    50,
  ),
  offset: z._default(
    z.coerce
      .number({ error: 'Offset must be a number.' })
      .check(
        z.int({ error: 'Offset must be a whole number.' }),
        z.gte(0, { error: 'Offset must be 0 or more.' }),
        z.lte(1_000_000, { error: 'Offset must be at most 1,000,000.' }),
      ),
    0,
  ),
});

export const userListResponseSchema = z.object({
  total: z.number().check(z.int()),
  users: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(ROLES), created_at: z.string() }),
  ),
});
