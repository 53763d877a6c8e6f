import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { ROLES } from '../roles.ts';
import { KYC_STATUSES } from './kyc.ts';
import { optionalTextParam, pagedResponseSchema, pagingQueryShape } from './paging.ts';

/*
 * The admin's list of accounts (GET /api/admin/users, page /admin_dashboard/users): every account,
 * newest first, with its role and where its KYC stands; searched by name or email, filtered by role.
 */

export const USER_SEARCH_MAX = 100;

export const userListQuerySchema = z.object({
  ...pagingQueryShape,
  search: optionalTextParam(
    {
      notText: msg('Search must be text.'),
      tooLong: msg('Search must be at most 100 characters.'),
      storable: msg('Search contains characters that are not allowed.'),
    },
    USER_SEARCH_MAX,
  ),
  role: z.optional(z.enum(ROLES, { error: msg('Role must be admin, backer or proposer.') })),
});
export type UserListParams = z.output<typeof userListQuerySchema>;

export const userListItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  /** Where the account's KYC stands, in GET /api/me/kyc's words: `not_started` when nothing was sent (every admin and proposer, and a backer who has not started). */
  kyc_status: z.enum(KYC_STATUSES),
  /** ISO 8601: when the account was created. */
  created_at: z.string(),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListResponseSchema = pagedResponseSchema(userListItemSchema);
export type UserListResponse = z.infer<typeof userListResponseSchema>;
