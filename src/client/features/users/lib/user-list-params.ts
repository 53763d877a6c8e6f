import { ROLES, type Role } from '../../../../shared/roles.ts';
import { readPageParam } from '../../../lib/list-params.ts';

/** Accounts per page: the API's default page size. */
export const USERS_PAGE_SIZE = 20;

/** The URL keys of the accounts list: `?q=meera&role=backer&page=2`. */
export const USER_LIST_KEYS = { search: 'q', role: 'role', page: 'page' } as const;

export interface UserListState {
  search: string;
  /** undefined: every role. */
  role: Role | undefined;
  page: number;
}

/** Reads the list from a query string; an unknown role lists every role, an unreadable page is the first. */
export function readUserListParams(params: URLSearchParams): UserListState {
  return {
    search: (params.get(USER_LIST_KEYS.search) ?? '').trim(),
    role: ROLES.find((role) => role === params.get(USER_LIST_KEYS.role)),
    page: readPageParam(params),
  };
}
