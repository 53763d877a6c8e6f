import type { Session } from './session.ts';

/**
 * The root of every query key that holds one user's data: the user's id is part of the key, so
 * one user's answers are never shown to the next user of the same browser tab (the cache is also
 * cleared when a session ends, see app/providers.tsx).
 */
export function userScope(session: Pick<Session, 'userId'> | null) {
  return ['user', session?.userId ?? 'anonymous'] as const;
}
