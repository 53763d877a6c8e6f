import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DashboardShell } from '../components/layouts/dashboard-shell.tsx';
import { activateLanguage } from '../lib/i18n.ts';
import { renderRoutes } from '../test/list-page.tsx';
import { DASHBOARD_PAGES, PAGE_MODULE_FILES, sidebarLinksOf } from './dashboard-pages.ts';
import type { Role } from '../../shared/roles.ts';

/* The sidebar each role gets from the page registry, as DashboardLayout gives it to the shell. */

function sidebarOf(role: Role, path = `/${role}_dashboard`) {
  renderRoutes(
    [
      {
        path: `/${role}_dashboard/*`,
        element: (
          <DashboardShell role={role} links={sidebarLinksOf(role)}>
            <p>page body</p>
          </DashboardShell>
        ),
      },
    ],
    path,
  );
  return screen.getByRole('navigation', { name: /^(Dashboard|Tableau de bord)$/ });
}

const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

// The first render loads Headless UI and the router; on a busy 2-core machine that can pass 5 s.
describe("the dashboards' sidebars", { timeout: 20_000 }, () => {
  it.each(['admin', 'backer', 'proposer'] as const)("start the %s's with the spec's five, in its order (decisions.md #23)", (role) => {
    expect(hrefs(sidebarOf(role)).slice(0, 5)).toEqual([
      ['Overview', `/${role}_dashboard`],
      ['Live Deals', `/${role}_dashboard/live-deals`],
      ['Stats', `/${role}_dashboard/stats`],
      ['Profile', `/${role}_dashboard/profile`],
      ['Settings', `/${role}_dashboard/settings`],
    ]);
  });

  it("follow the backer's with Portfolio, KYC, Wallet and Tax", () => {
    expect(hrefs(sidebarOf('backer')).slice(5)).toEqual([
      ['Portfolio', '/backer_dashboard/portfolio'],
      ['KYC', '/backer_dashboard/kyc'],
      ['Wallet', '/backer_dashboard/wallet'],
      ['Tax', '/backer_dashboard/tax'],
    ]);
  });

  it("follow the admin's with Messages, Reviews, the KYC review, Payments, Distributions, Reports, Exits, Tax, Users, the Audit Log and the Outbox (no My Deals)", () => {
    const nav = sidebarOf('admin', '/admin_dashboard/messages');
    expect(hrefs(nav).slice(5)).toEqual([
      ['Messages', '/admin_dashboard/messages'],
      ['Reviews', '/admin_dashboard/reviews'],
      ['KYC', '/admin_dashboard/kyc'],
      ['Payments', '/admin_dashboard/payments'],
      ['Distributions', '/admin_dashboard/distributions'],
      ['Reports', '/admin_dashboard/reports'],
      ['Exits', '/admin_dashboard/exits'],
      ['Tax', '/admin_dashboard/tax'],
      ['Users', '/admin_dashboard/users'],
      ['Audit Log', '/admin_dashboard/audit'],
      ['Outbox', '/admin_dashboard/outbox'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Messages' })).toHaveAttribute('aria-current', 'page');
  });

  it("follow the proposer's with My Deals only (no KYC), marked on a deal's pages", () => {
    const nav = sidebarOf('proposer', '/proposer_dashboard/deals/d1/backers');
    expect(hrefs(nav).slice(5)).toEqual([['My Deals', '/proposer_dashboard/deals']]);
    expect(within(nav).getByRole('link', { name: 'My Deals' })).toHaveAttribute('aria-current', 'page');
  });

  describe('in French', () => {
    beforeEach(() => activateLanguage('fr'));
    afterEach(() => activateLanguage('en'));

    it('name the links in French', () => {
      expect(
        within(sidebarOf('backer'))
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Vue d’ensemble', 'Projets en cours', 'Statistiques', 'Profil', 'Paramètres', 'Portefeuille', 'KYC', 'Porte-monnaie', 'Impôts']);
    });
  });
});

describe('the dashboard page modules', () => {
  it("are exactly the registry's, so no module a route file wraps gets a chunk of its own", () => {
    expect([...PAGE_MODULE_FILES].sort()).toEqual([...new Set(DASHBOARD_PAGES.map((entry) => entry.module))].sort());
  });

  it('give a page one entry per role at most', () => {
    for (const role of ['admin', 'backer', 'proposer'] as const) {
      const pages = DASHBOARD_PAGES.filter((entry) => entry.roles?.includes(role) ?? true).map((entry) => entry.page);
      expect(new Set(pages).size, role).toBe(pages.length);
    }
  });
});
