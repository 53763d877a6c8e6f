import { mkdir } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, open, signIn, test as base } from './support/fixtures.ts';
import { expectVisibleFocus, tabTo } from './support/focus.ts';
import { demoToken, fundedVerifiedBacker, listDeals } from './support/investing.ts';
import { startServer, type StartedServer } from './support/server.ts';

/*
 * The admin's Users and Audit Log pages (/admin_dashboard/users, /admin_dashboard/audit) on the
 * real API. What the admin does earlier in a test (verifying a backer's KYC and confirming the
 * backer's deposit, through the API) must be the newest events of the log, so the spec runs on a
 * server of its own per worker: on the run's shared server other specs' admin actions land in
 * the same log at the same moment.
 */

const AUDIT = '/admin_dashboard/audit';
const USERS = '/admin_dashboard/users';
const SHOTS = process.env.AUDIT_SHOTS_DIR;

const test = base.extend<object, { ownServer: StartedServer }>({
  ownServer: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ ownServer }, use) => {
    await use(ownServer.baseURL);
  },
});

async function auditLoaded(page: Page) {
  await expect(page.getByTestId('audit-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('audit-count')).not.toHaveText(/Loading|^$/);
}

async function usersLoaded(page: Page) {
  await expect(page.getByTestId('users-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('user-count')).not.toHaveText(/Loading|^$/);
}

/** A screenshot of the page for review when AUDIT_SHOTS_DIR names a folder. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test.describe('the admin reads the audit log and the accounts', () => {
  test('a KYC verification and a deposit confirmed just now top the log; the log filters by actor and deal and pages', async ({ page, request, ownServer }) => {
    test.slow();
    await fundedVerifiedBacker(request, 25_000, ownServer.baseURL);

    await signIn(page, 'admin');
    await open(page, '/admin_dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Audit Log' }).click();
    await expect(page).toHaveURL(AUDIT);
    await expect(page).toHaveTitle('Audit Log | Sharestead');
    await auditLoaded(page);

    // The newest events are the admin's two actions of this test, newest first.
    const table = page.getByRole('table', { name: 'Events' });
    const rows = table.getByTestId('audit-row');
    await expect(rows.nth(0).getByRole('rowheader')).toHaveText(/Deposit confirmed/);
    await expect(rows.nth(0)).toContainText('Kavya Sharma');
    await expect(rows.nth(0)).toContainText('Status: from awaiting_funds → to confirmed');
    await expect(rows.nth(1).getByRole('rowheader')).toHaveText(/KYC verified/);
    await expect(rows.nth(1)).toContainText('Admin · admin@sharestead.test');
    await expect(rows.nth(1)).toContainText('Kavya Sharma');

    // Pages: the seed's history alone fills more than one.
    const status = page.getByTestId('audit-count');
    await expect(status).toHaveText(/^1–20 of \d+ events$/);
    await page.getByRole('navigation', { name: 'Audit log pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${AUDIT}?page=2`);
    await expect(status).toHaveText(/^21–\d+ of \d+ events$/);

    // By actor: the admin's email; every row is the admin's, and the filter is in the URL from page 1.
    await page.getByRole('searchbox', { name: 'Actor' }).fill('admin@sharestead.test');
    await expect(page).toHaveURL(`${AUDIT}?actor=admin%40sharestead.test`);
    await auditLoaded(page);
    await expect(rows.first().getByRole('rowheader')).toHaveText(/Deposit confirmed/);
    for (const text of await rows.allTextContents()) expect(text).toContain('admin@sharestead.test');

    // By deal: a live deal of the seed, published through the service, so in the log.
    const [deal] = (await listDeals(request, await demoToken(request, 'admin'), { status: 'pending' })).items;
    expect(deal).toBeDefined();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).toHaveURL(AUDIT);
    await page.getByRole('searchbox', { name: 'Deal ID' }).fill(deal!.id);
    await expect(page).toHaveURL(`${AUDIT}?deal=${deal!.id}`);
    await auditLoaded(page);
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all())
      await expect(row.getByRole('link', { name: /^Events of the deal / })).toHaveAttribute('href', new RegExp(`deal=${deal!.id}`));
    await expect(table.getByText('Deal published').first()).toBeVisible();

    // A deal filter that is not an id is not sent; the field says what to enter.
    await page.getByRole('searchbox', { name: 'Deal ID' }).fill('villa');
    await expect(page.getByText("Enter a deal's whole id to see its events.")).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Deal ID' })).toHaveAttribute('aria-invalid', 'true');
  });

  test('the accounts list shows the new backer verified, searches, filters by role, pages and leads to the audit log', async ({ page, request, ownServer }) => {
    test.slow();
    const backer = await fundedVerifiedBacker(request, 25_000, ownServer.baseURL);

    await signIn(page, 'admin');
    await open(page, '/admin_dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(USERS);
    await expect(page).toHaveTitle('Users | Sharestead');
    await usersLoaded(page);
    const table = page.getByRole('table', { name: 'Accounts' });
    const rows = table.getByTestId('user-row');
    const status = page.getByTestId('user-count');

    // Newest first: the backer registered in this test heads the list.
    await expect(rows.first()).toContainText(backer.email);
    await expect(status).toHaveText(/^1–20 of \d+ users$/);
    await page.getByRole('navigation', { name: 'User pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(`${USERS}?page=2`);
    await expect(status).toHaveText(/^21–\d+ of \d+ users$/);

    await page.getByRole('searchbox', { name: 'Search users' }).fill(backer.email);
    await expect(page).toHaveURL(`${USERS}?q=${encodeURIComponent(backer.email)}`);
    await usersLoaded(page);
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('rowheader')).toHaveText('Kavya Sharma');
    await expect(rows.first()).toContainText('Backer');
    await expect(rows.first()).toContainText('Verified');
    await expect(status).toHaveText('1 user');

    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await page.getByRole('combobox', { name: 'Role' }).selectOption('proposer');
    await expect(page).toHaveURL(`${USERS}?role=proposer`);
    await usersLoaded(page);
    for (const text of await rows.allTextContents()) expect(text).toContain('Proposer');
    await expect(rows.filter({ hasText: 'proposer@sharestead.test' })).toHaveCount(1);

    // The admin's own events, from the admin's row.
    await page.getByRole('combobox', { name: 'Role' }).selectOption('admin');
    await usersLoaded(page);
    await rows
      .filter({ hasText: 'admin@sharestead.test' })
      .getByRole('link', { name: /^Audit log of / })
      .click();
    await expect(page).toHaveURL(/\/admin_dashboard\/audit\?actor=[0-9a-f-]{36}$/);
    await auditLoaded(page);
    await expect(page.getByTestId('audit-row').first().getByRole('rowheader')).toHaveText(/Deposit confirmed/);
  });

  for (const width of [390, 1440]) {
    test(`both pages pass axe at ${width}px and their filters are reached with Tab`, async ({ page, request, ownServer }) => {
      test.slow(); // axe on a large page takes seconds on a busy 2-core machine
      await fundedVerifiedBacker(request, 25_000, ownServer.baseURL);
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'admin');

      await open(page, AUDIT);
      await auditLoaded(page);
      await expectNoAxeViolations(page);
      await shoot(page, `audit-${width}`);
      await page.getByRole('heading', { level: 1, name: 'Audit Log' }).click();
      await tabTo(page, page.getByRole('searchbox', { name: 'Actor' }), { limit: 60 });
      await page.keyboard.type('admin@sharestead');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('searchbox', { name: 'Deal ID' })).toBeFocused();
      await expectVisibleFocus(page);
      await expect(page).toHaveURL(`${AUDIT}?actor=admin%40sharestead`);
      await auditLoaded(page);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeFocused();
      await expectNoAxeViolations(page);
      await shoot(page, `audit-filtered-${width}`);

      await open(page, USERS);
      await usersLoaded(page);
      await expectNoAxeViolations(page);
      await shoot(page, `users-${width}`);
      await page.getByRole('heading', { level: 1, name: 'Users' }).click();
      await tabTo(page, page.getByRole('searchbox', { name: 'Search users' }), { limit: 60 });
      await page.keyboard.type('sharma');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('combobox', { name: 'Role' })).toBeFocused();
      await expectVisibleFocus(page);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Reset Filters' })).toBeFocused();
      await expect(page).toHaveURL(`${USERS}?q=sharma`);
      await usersLoaded(page);
      await expectNoAxeViolations(page);
      await shoot(page, `users-filtered-${width}`);
    });
  }
});
