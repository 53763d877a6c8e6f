import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '../../../../shared/contracts/profile.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';

/** GET /api/me/profile: the signed-in person's profile, shaped by their role. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('/me/profile', { schema: profileSchema, signal });
}

/** The key of one user's profile: the page, the header's name and avatar, and a save all share it. */
export const profileKeys = {
  all: (session: Pick<Session, 'userId'> | null) => [...userScope(session), 'profile'] as const,
};

export function profileQueryOptions(session: Session | null) {
  return queryOptions({
    queryKey: profileKeys.all(session),
    queryFn: ({ signal }) => getProfile(signal),
    enabled: session !== null,
    // Only this person changes it, and a save puts the answer in the cache.
    staleTime: 5 * 60_000,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions(useSession()));
}

/**
 * The name and avatar the header shows: the saved profile's once it has loaded, the session
 * token's until then (and when it cannot be loaded).
 */
export function useAccountIdentity(): { name: string; email: string; avatar: string | null } {
  const session = useSession();
  const { data } = useQuery(profileQueryOptions(session));
  return {
    name: data?.name ?? session?.user.name ?? '',
    email: data?.email ?? session?.user.email ?? '',
    avatar: data ? data.avatar : (session?.user.avatar ?? null),
  };
}
