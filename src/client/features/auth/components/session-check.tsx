import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '../api/get-me.ts';
import { useSession } from '../hooks/use-session.ts';

/**
 * The browser can read a token but not verify it: once per token, ask the server. A tampered
 * token, or one whose account is gone, gets a 401 and the API client ends the session.
 */
export function SessionCheck() {
  const session = useSession();
  useQuery({ ...meQueryOptions(session?.token ?? ''), enabled: Boolean(session) });
  return null;
}
