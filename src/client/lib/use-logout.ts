import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { endSession, getSession } from './session.ts';

/** How long Logout waits for the server before signing this browser out anyway. */
export const LOGOUT_WAIT_MS = 5_000;

/**
 * Logout asks the server to end the session (so the token stops working everywhere, not only
 * here), then clears the session and goes to /login (spec §2) whatever the answer: an error, a
 * network failure or a server that does not answer within LOGOUT_WAIT_MS never keeps the user
 * signed in.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    if (getSession()) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), LOGOUT_WAIT_MS);
      try {
        // Loaded on click: the API client and zod stay out of the first load of public pages.
        const { logout } = await import('./logout.ts');
        await logout(controller.signal);
      } catch {
        // Whatever went wrong there, this browser signs out below.
      } finally {
        clearTimeout(timer);
      }
    }
    endSession();
    void navigate(paths.login, { replace: true });
  }, [navigate]);
}
