import { useSyncExternalStore } from 'react';
import { getSession, subscribeToSession } from './session.ts';

/** The current session, re-rendering when it starts or ends. */
export function useSession() {
  return useSyncExternalStore(subscribeToSession, getSession, () => null);
}
