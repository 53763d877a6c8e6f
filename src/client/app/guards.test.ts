import { describe, expect, it } from 'vitest';
import { sessionFrom } from '../lib/session.ts';
import { requireDashboardRole, requireRole, requireSession, userMenuTarget } from './guards.ts';

function sessionAs(role: string) {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return sessionFrom(`${encode({ alg: 'HS256' })}.${encode({ sub: '1', email: 'a@b.co', name: 'A', avatar: null, role, exp })}.sig`, role);
}

describe('route guards', () => {
  it('send a visitor without a session to /login', () => {
    expect(requireSession(null)).toBe('/login');
    expect(requireRole('backer')(null)).toBe('/login');
    expect(requireDashboardRole('backer')(null)).toBe('/login');
  });

  it('let the matching role in', () => {
    const backer = sessionAs('backer');
    expect(backer).not.toBeNull();
    expect(requireSession(backer)).toBeNull();
    expect(requireRole('backer')(backer)).toBeNull();
    expect(requireDashboardRole('backer')(backer)).toBeNull();
  });

  it('send another role to /dashboard from a role page, and to its own dashboard from a dashboard', () => {
    const proposer = sessionAs('proposer');
    expect(requireRole('admin')(proposer)).toBe('/dashboard');
    expect(requireDashboardRole('admin')(proposer)).toBe('/proposer_dashboard');
  });

  it('lead the user menu links into the dashboard, and a guest to sign-in', () => {
    expect(userMenuTarget('backer', 'profile')).toBe('/backer_dashboard/profile');
    expect(userMenuTarget('admin', 'settings')).toBe('/admin_dashboard/settings');
    expect(userMenuTarget('guest', 'profile')).toBe('/login');
  });
});
