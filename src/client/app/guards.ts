import type { Role } from '../../shared/roles.ts';
import { paths } from '../config/paths.ts';
import type { Session } from '../lib/session.ts';

/** A guard answers where a session must go instead of the route: a path, or null to let it in. */
export type Guard = (session: Session | null) => string | null;

export const requireSession: Guard = (session) => (session ? null : paths.login);

/** A route naming a role: no session → /login; another role → /dashboard. */
export function requireRole(role: Role): Guard {
  return (session) => {
    if (!session) return paths.login;
    return session.role === role ? null : paths.dashboardSelector;
  };
}

/** The dashboard layout: no session → /login; another role → that role's own dashboard. */
export function requireDashboardRole(role: Role): Guard {
  return (session) => {
    if (!session) return paths.login;
    return session.role === role ? null : paths.dashboard(session.role);
  };
}

/** /{role}/profile and /{role}/settings lead into the dashboard; /guest/... to sign-in (decisions.md #4). */
export function userMenuTarget(role: Role | 'guest', page: 'profile' | 'settings'): string {
  return role === 'guest' ? paths.login : paths.dashboard(role, page);
}
