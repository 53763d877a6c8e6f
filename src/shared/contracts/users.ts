import { z } from 'zod';
import { ROLES } from '../roles.ts';

export const userListQuerySchema = z.object({
  limit: z.coerce.number({ error: 'Limit must be a number.' }).int().min(1).max(100, { error: 'Limit must be at most 100.' }).default(50),
  offset: z.coerce.number({ error: 'Offset must be a number.' }).int().min(0, { error: 'Offset must be 0 or more.' }).max(1_000_000).default(0),
});

export const userListResponseSchema = z.object({
  total: z.number().int(),
  users: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(ROLES), created_at: z.string() }),
  ),
});
export type UserListResponse = z.infer<typeof userListResponseSchema>;
