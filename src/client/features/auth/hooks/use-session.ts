import { useCallback, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { endSession, getSession, subscribeToSession } from '../../../lib/session.ts';

export function useSession() {
  return useSyncExternalStore(subscribeToSession, getSession, () => null);
}

/** Logout clears the session and goes to /login (spec §2). */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(() => {
    endSession();
    void navigate(paths.login, { replace: true });
  }, [navigate]);
}
