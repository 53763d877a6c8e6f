import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../lib/use-session.ts';
import type { Guard } from './guards.ts';

/**
 * Renders the route only when the guard lets the session in. It reads the session on every
 * render, so each navigation checks the token's expiry (spec §4, §6), and a session that ends
 * sends the user away at once.
 */
export function Guarded({ guard, children }: { guard: Guard; children: ReactNode }) {
  const target = guard(useSession());
  return target ? <Navigate to={target} replace /> : children;
}
