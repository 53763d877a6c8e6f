import * as z from 'zod/mini';
import { ROLES } from '../roles.ts';
import { optionalTextParam, pagedResponseSchema, pagingQueryShape } from './paging.ts';

/*
 * The admin's list of accounts (GET /api/admin/users, page /admin_dashboard/users): every account,
 * newest first, with its role and where its KYC stands; searched by name or email, filtered by role.
 */

/** Where an account's KYC stands: `none` when nothing was sent (every admin and proposer, and a backer who has not started). */
export const USER_KYC_STATES = ['none', 'submitted', 'verified', 'rejected'] as const;
export type UserKycState = (typeof USER_KYC_STATES)[number];

export const USER_SEARCH_MAX = 100;

export const userListQuerySchema = z.object({
  ...pagingQueryShape,
  search: optionalTextParam('Search', USER_SEARCH_MAX),
  role: z.optional(z.enum(ROLES, { error: 'Role must be admin, backer or proposer.' })),
});
export type UserListParams = z.output<typeof userListQuerySchema>;

export const userListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  kyc_status: z.enum(USER_KYC_STATES),
  /** ISO 8601: when the account was created. */
  created_at: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListResponseSchema = pagedResponseSchema(userListItemSchema);
export type UserListResponse = z.infer<typeof userListResponseSchema>;
