import { redirect } from 'react-router';
import type { Role } from '../../shared/roles.ts';
import { paths } from '../config/paths.ts';
import { getSession } from '../lib/session.ts';

/**
 * Route guards run as loaders, so they redirect before anything renders. Reading the session
 * checks the token's expiry on every navigation (spec §4, §6).
 */
export function requireSession() {
  if (!getSession()) throw redirect(paths.login);
  return null;
}

/** A route naming a role: no session → /login; another role → /dashboard. */
export function requireRole(role: Role) {
  return () => {
    const session = getSession();
    if (!session) throw redirect(paths.login);
    if (session.role !== role) throw redirect(paths.dashboardSelector);
    return null;
  };
}

/** The dashboard layout: no session → /login; another role → that role's own dashboard. */
export function requireDashboardRole(role: Role) {
  return () => {
    const session = getSession();
    if (!session) throw redirect(paths.login);
    if (session.role !== role) throw redirect(paths.dashboard(session.role));
    return null;
  };
}

/** /{role}/profile and /{role}/settings lead into the dashboard; /guest/... to sign-in (decisions.md #4). */
export function userMenuRedirect(role: Role | 'guest', page: 'profile' | 'settings') {
  return () => redirect(role === 'guest' ? paths.login : paths.dashboard(role, page));
}
