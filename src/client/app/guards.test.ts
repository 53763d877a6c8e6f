import { afterEach, describe, expect, it } from 'vitest';
import { endSession, startSession } from '../lib/session.ts';
import { requireDashboardRole, requireRole, requireSession, userMenuRedirect } from './guards.ts';

function tokenFor(role: string) {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${encode({ alg: 'HS256' })}.${encode({ sub: '1', email: 'a@b.co', name: 'A', avatar: null, role, exp })}.sig`;
}

/** What a guard does: null to let the route render, or the path it redirects to. */
function outcome(guard: () => unknown): string | null {
  try {
    guard();
    return null;
  } catch (thrown) {
    return (thrown as Response).headers.get('Location');
  }
}

afterEach(() => endSession());

describe('route guards', () => {
  it('send a visitor without a session to /login', () => {
    expect(outcome(requireSession)).toBe('/login');
    expect(outcome(requireRole('backer'))).toBe('/login');
    expect(outcome(requireDashboardRole('backer'))).toBe('/login');
  });

  it('let the matching role in, whatever the case of the role it signed in with', () => {
    startSession(tokenFor('backer'), 'BACKER', false);
    expect(outcome(requireSession)).toBeNull();
    expect(outcome(requireRole('backer'))).toBeNull();
    expect(outcome(requireDashboardRole('backer'))).toBeNull();
  });

  it('send another role to /dashboard from a role page, and to its own dashboard from a dashboard', () => {
    startSession(tokenFor('proposer'), 'proposer', false);
    expect(outcome(requireRole('admin'))).toBe('/dashboard');
    expect(outcome(requireDashboardRole('admin'))).toBe('/proposer_dashboard');
  });

  it('lead the user menu links into the dashboard, and a guest to sign-in', () => {
    const redirectOf = (guard: () => Response) => guard().headers.get('Location');
    expect(redirectOf(userMenuRedirect('backer', 'profile'))).toBe('/backer_dashboard/profile');
    expect(redirectOf(userMenuRedirect('admin', 'settings'))).toBe('/admin_dashboard/settings');
    expect(redirectOf(userMenuRedirect('guest', 'profile'))).toBe('/login');
  });
});
