import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../lib/use-session.ts';
import { meQueryOptions } from '../api/get-me.ts';

/**
 * The browser can read a token but not verify it: once per token, ask the server. A tampered,
 * revoked or ended token, or one whose account is gone, gets a 401 and the API client ends the session.
 */
export function SessionCheck() {
  const session = useSession();
  useQuery({ ...meQueryOptions(session), enabled: Boolean(session) });
  return null;
}
