import type { Page } from '@playwright/test';
import { expect, open, signIn, test, unreadNotifications } from './support/fixtures.ts';

const ROLES = ['admin', 'backer', 'proposer'] as const;
type Role = (typeof ROLES)[number];
const LABEL: Record<Role, string> = { admin: 'Admin', backer: 'Backer', proposer: 'Proposer' };

const SIDEBAR: [string, string][] = [
  ['Overview', ''],
  ['Live Deals', '/live-deals'],
  ['Stats', '/stats'],
  ['Profile', '/profile'],
  ['Settings', '/settings'],
];
/**
 * The spec's five come first for every role, in its order; the platform's pages follow them
 * (decisions.md #23): the admin's Messages, Reviews, KYC, Payments, Distributions, Reports, Exits, Tax, Users, Audit Log and Outbox,
 * the backer's Portfolio, KYC and Wallet, the proposer's My Deals (admin-messages.spec.ts,
 * investing.spec.ts, kyc.spec.ts, wallet.spec.ts, admin-audit-users.spec.ts and
 * deal-workflow.spec.ts test the pages). Live Deals on the API is tested in investing.spec.ts.
 */
const sidebarOf = (role: Role): [string, string][] => {
  if (role === 'admin')
    return [
      ...SIDEBAR,
      ['Messages', '/messages'],
      ['Reviews', '/reviews'],
      ['KYC', '/kyc'],
      ['Payments', '/payments'],
      ['Distributions', '/distributions'],
      ['Reports', '/reports'],
      ['Exits', '/exits'],
      ['Tax', '/tax'],
      ['Users', '/users'],
      ['Audit Log', '/audit'],
      ['Outbox', '/outbox'],
    ];
  if (role === 'backer') return [...SIDEBAR, ['Portfolio', '/portfolio'], ['KYC', '/kyc'], ['Wallet', '/wallet'], ['Tax', '/tax']];
  return [...SIDEBAR, ['My Deals', '/deals']];
};

const STATS: Record<Role, string[]> = {
  admin: [
    'Revenue Year over Year',
    'Cumulative Investment',
    'Investor Age Demographics',
    'Property Performance',
    'Geographic Distribution',
    'Monthly Investor Acquisition',
  ],
  backer: ['Portfolio Growth', 'Monthly Returns', 'Portfolio Allocation', 'ROI per Property', 'Risk vs Return', 'Quarterly Returns'],
  proposer: [
    'Fundraising Progress',
    'Property Performance',
    'Investor Acquisition',
    'Investor Distribution',
    'Investment Amount Distribution',
    'Monthly Revenue',
  ],
};

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

/** A canvas Chart.js has drawn on, named by its chart title. */
async function expectChart(page: Page, title: string) {
  const canvas = page.getByRole('img', { name: title, exact: true });
  await expect(canvas).toBeVisible();
  expect(await canvas.evaluate((node) => node.tagName)).toBe('CANVAS');
  const box = await canvas.boundingBox();
  expect(box?.height ?? 0).toBeGreaterThan(200);
}

for (const role of ROLES) {
  test.describe(`${role} dashboard`, () => {
    const base = `/${role}_dashboard`;

    test('sidebar links lead to each page and mark the active one; Logout ends the session', async ({ page }) => {
      await signIn(page, role);
      await open(page, base);
      await expect(page.getByTestId('dashboard-role-title')).toHaveText(`${LABEL[role]} Dashboard`);
      const links = sidebarOf(role);
      await expect(sidebar(page).getByRole('link')).toHaveText(links.map(([name]) => name));
      for (const [name, suffix] of [...links.slice(1), links[0]!]) {
        await sidebar(page).getByRole('link', { name }).click();
        await expect(page).toHaveURL(`${base}${suffix}`);
        await expect(sidebar(page).getByRole('link', { name })).toHaveAttribute('aria-current', 'page');
        await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(1);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name === 'Overview' ? 'Admin Dashboard' : name);
      }
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL('/login');
      await open(page, base);
      await expect(page).toHaveURL('/login');
    });

    test('the mobile sidebar opens from the top bar and closes on route change and Escape', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, role);
      await open(page, base);
      await expect(sidebar(page)).toBeHidden();
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sidebar' });
      await expect(dialog.getByRole('link', { name: 'Overview' })).toBeVisible();
      await dialog.getByRole('link', { name: 'Stats' }).click();
      await expect(page).toHaveURL(`${base}/stats`);
      await expect(dialog).toHaveCount(0);

      await page.getByRole('button', { name: 'Open sidebar' }).click();
      await expect(dialog.getByRole('link', { name: 'Overview' })).toBeVisible();
      // As a person would: once the dialog has taken focus (Headless UI moves it in as it opens).
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);

      await page.getByRole('button', { name: 'Open sidebar' }).click();
      await dialog.getByRole('button', { name: 'Close sidebar' }).click();
      await expect(dialog).toHaveCount(0);
    });

    test('notifications: badge, dropdown, Mark all as read; the user menu links and Logout', async ({ page }) => {
      await signIn(page, role);
      await open(page, base);
      const bell = page.getByRole('button', { name: 'Notifications' });
      const badge = page.getByTestId('notifications-badge');
      // The API's count: seeded with two unread, which another test of this run may have read since
      // (notifications.spec.ts tests reading them on a new account).
      const unread = await unreadNotifications(page);
      if (unread > 0) await expect(badge).toHaveText(String(unread));
      else await expect(badge).toHaveCount(0);
      await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();

      await bell.click();
      await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
      const items = page.getByRole('list', { name: 'Notification list' }).getByRole('listitem');
      await expect(items).toHaveCount(3);
      await expect(items.first()).toContainText('New investment received');
      await expect(items.first().locator('time')).toHaveText(/minutes? ago|hours? ago/);
      await expect(page.getByRole('link', { name: 'View all notifications' })).toHaveAttribute('href', `${base}/notifications`);
      // Outside click closes it.
      await page.getByRole('heading', { level: 1 }).click();
      await expect(page.getByRole('heading', { name: 'Notifications' })).toHaveCount(0);

      await bell.click();
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(badge).toHaveCount(0);
      await expect(items.and(page.locator('[data-read="false"]'))).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('heading', { name: 'Notifications' })).toHaveCount(0);
      // Read stays read while moving between pages.
      await sidebar(page).getByRole('link', { name: 'Stats' }).click();
      await expect(badge).toHaveCount(0);

      const userMenu = page.getByRole('button', { name: /^User menu for / });
      await userMenu.click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await expect(page).toHaveURL(`${base}/profile`);
      await userMenu.click();
      await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', `/${role}/settings`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await userMenu.click();
      await page.getByRole('menuitem', { name: 'Settings' }).click();
      await expect(page).toHaveURL(`${base}/settings`);
      await userMenu.click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await expect(page).toHaveURL('/login');
    });

    test('overview: skeleton while the figures load, then every figure of the seeded history, both charts and Recent Investments', async ({ page }) => {
      await signIn(page, role);
      // Hold the figures back until the skeleton has been seen.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/dashboard/overview', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(base);
      await expect(page).toHaveTitle(`${LABEL[role]} Dashboard | Sharestead`);
      await expect(page.getByTestId('overview-skeleton')).toBeVisible();
      release();
      await expect(page.getByTestId('overview-skeleton')).toHaveCount(0, { timeout: 5_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Admin Dashboard');

      for (const [title, value, trend] of [
        // Computed against the end of last month (decisions.md #19): 32 against 28, 245 against 234.
        ['Total Properties', '32', '+14.3%'],
        ['Total Investments', '$8.5M', '+8.2%'],
        ['Active Backers', '245', '+4.7%'],
        ['Average ROI', '15.2%', '+2.1%'],
      ] as const) {
        const card = page.getByRole('article', { name: title });
        await expect(card).toContainText(value);
        await expect(card.getByTestId('statistics-card-trend')).toContainText(trend);
      }
      const goal = page.getByRole('region', { name: 'Fundraising Goal' });
      await expect(goal).toContainText('$8.5M raised of $10M');
      await expect(goal).toContainText('Target: $10M by end of Q2');
      await expect(goal.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '85');

      await expectChart(page, `Monthly Revenue (${new Date().getUTCFullYear()})`);
      await expectChart(page, 'Property Types');
      await expect(page.getByTestId('chart-data-summary').nth(1)).toContainText(/45/);

      const table = page.getByRole('table', { name: 'Recent Investments' });
      await expect(table.getByRole('columnheader')).toHaveText(['Date', 'Description', 'Investor', 'Amount', 'Status']);
      await expect(table.locator('tbody tr')).toHaveCount(5);
      await expect(table.locator('tbody tr').first()).toContainText('Emma Thompson');
      await expect(table.locator('tbody tr').first()).toContainText('$25,000');
      await expect(page.getByText(/Showing\s+1\s+to\s+5\s+of\s+12\s+results/)).toBeVisible();
    });

    test('profile: view, Edit Profile, Cancel, Save Changes with the role fields', async ({ page }) => {
      await signIn(page, role);
      await open(page, `${base}/profile`);
      const detail = (term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
      await expect(detail('Role')).toHaveText(role === 'admin' ? 'Administrator' : LABEL[role]);
      await expect(detail('Email')).toHaveText(`${role}@sharestead.test`);
      for (const term of ['Name', 'Phone', 'Location', 'Bio']) await expect(detail(term)).toHaveCount(1);
      // The photo control is the avatar's one place: no detail row repeats it.
      await expect(page.getByRole('heading', { name: 'Profile photo' })).toBeVisible();
      await expect(detail('Avatar')).toHaveCount(0);
      if (role === 'backer') {
        await expect(detail('Preferred property types')).toContainText('Residential');
        await expect(detail('Investment range')).toHaveText('$5,000 - $50,000');
        await expect(detail('Risk tolerance')).toHaveText('Moderate');
      }
      if (role === 'proposer') {
        await expect(detail('Company')).toHaveText('Summit Ridge Developments');
        await expect(detail('License number')).toHaveText('WA-RE-2013-048213');
        await expect(detail('Years of experience')).toHaveText('12');
        await expect(detail('Specialties')).toContainText('Mixed-use redevelopment');
      }
      if (role === 'admin') await expect(detail('Risk tolerance')).toHaveCount(0);

      const before = (await detail('Location').textContent()) ?? '';
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      for (const label of ['Name', 'Email', 'Phone', 'Location', 'Bio']) {
        await expect(page.getByLabel(label, { exact: true })).toBeVisible();
      }
      await expect(page.getByLabel('Email', { exact: true })).not.toBeEditable();
      if (role === 'backer') {
        await expect(page.getByLabel('Risk tolerance').locator('option')).toHaveText(['Not chosen', 'Low', 'Moderate', 'High']);
        await expect(page.getByRole('group', { name: 'Preferred property types' }).getByRole('checkbox')).toHaveCount(4);
        await expect(page.getByLabel('Investment range')).toBeVisible();
      }
      if (role === 'proposer') {
        for (const label of ['Company', 'License number', 'Years of experience', 'Specialties']) await expect(page.getByLabel(label)).toBeVisible();
      }
      await page.getByLabel('Location').fill('Lisbon, Portugal');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
      await expect(detail('Location')).toHaveText(before);

      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('Location').fill('Lisbon, Portugal');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
      await expect(detail('Location')).toHaveText('Lisbon, Portugal');
      // Saved (decisions.md #17): a reload shows it; then the demo account gets its location back.
      await open(page, `${base}/profile`);
      await expect(detail('Location')).toHaveText('Lisbon, Portugal');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel('Location').fill(before);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();
      await expect(detail('Location')).toHaveText(before);
    });

    test('settings: the role toggles, limits and preferences with their defaults (saving: profile-settings.spec.ts)', async ({ page }) => {
      await signIn(page, role);
      await open(page, `${base}/settings`);
      const toggles: Record<Role, [string, boolean][]> = {
        // Every role may turn on two-factor sign-in; the demo accounts start without it.
        admin: [
          ['Email notifications', true],
          ['SMS notifications', false],
          ['Two-factor authentication', false],
        ],
        backer: [
          ['Email notifications', true],
          ['SMS notifications', true],
          ['Investment alerts', true],
          ['Auto-invest', false],
          ['Two-factor authentication', false],
        ],
        proposer: [
          ['Email notifications', true],
          ['SMS notifications', false],
          ['Deal alerts', true],
          ['Auto-publish', false],
          ['Two-factor authentication', false],
        ],
      };
      await expect(page.getByRole('switch')).toHaveCount(toggles[role].length);
      for (const [name, on] of toggles[role]) {
        await expect(page.getByRole('switch', { name })).toHaveAttribute('aria-checked', String(on));
      }
      const limits: Record<Role, [string, string][]> = {
        admin: [],
        backer: [
          ['Minimum investment', '5000'],
          ['Maximum investment', '50000'],
        ],
        proposer: [
          ['Minimum investment required', '10000'],
          ['Maximum funding goal', '1000000'],
        ],
      };
      await expect(page.getByRole('spinbutton')).toHaveCount(limits[role].length);
      for (const [label, value] of limits[role]) await expect(page.getByLabel(label)).toHaveValue(value);

      const values = (label: string) =>
        page
          .getByLabel(label)
          .locator('option')
          .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
      expect(await values('Language')).toEqual(['en', 'es', 'fr']);
      expect(await values('Timezone')).toEqual(['UTC-8', 'UTC-5', 'UTC+0', 'UTC+1', 'UTC+5:30']);
      expect(await values('Theme')).toEqual(['light', 'dark', 'system']);
      await expect(page.getByLabel('Language')).toHaveValue('en');

      const first = page.getByRole('switch', { name: 'SMS notifications' });
      const was = await first.getAttribute('aria-checked');
      await first.click();
      await expect(first).toHaveAttribute('aria-checked', was === 'true' ? 'false' : 'true');
      await page.getByLabel('Timezone').selectOption('UTC+1');
      await expect(page.getByLabel('Timezone')).toHaveValue('UTC+1');
    });

    test('stats: the six charts of the role', async ({ page }) => {
      await signIn(page, role);
      await open(page, `${base}/stats`);
      await expect(page.locator('canvas')).toHaveCount(6);
      for (const title of STATS[role]) await expectChart(page, title);
    });
  });
}

test.describe('guards', () => {
  for (const role of ROLES) {
    test(`no session: every ${role} dashboard page sends to /login`, async ({ page }) => {
      for (const [, suffix] of sidebarOf(role)) {
        await open(page, `/${role}_dashboard${suffix}`);
        await expect(page).toHaveURL('/login');
      }
      await open(page, `/${role}/profile`);
      await expect(page).toHaveURL('/login');
    });
  }

  test('the guest user-menu links send to /login', async ({ page }) => {
    await open(page, '/guest/profile');
    await expect(page).toHaveURL('/login');
    await open(page, '/guest/settings');
    await expect(page).toHaveURL('/login');
  });

  test("another role's dashboard sends to the user's own dashboard", async ({ page }) => {
    await signIn(page, 'backer');
    await open(page, '/admin_dashboard/stats');
    await expect(page).toHaveURL('/backer_dashboard');
    await open(page, '/proposer_dashboard');
    await expect(page).toHaveURL('/backer_dashboard');
    await open(page, '/backer/settings');
    await expect(page).toHaveURL('/backer_dashboard/settings');
  });
});

test('the charts shrink with the window: opened at 1440 px and narrowed to 390, nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, 'backer');
  await open(page, '/backer_dashboard');
  await expect(page.getByTestId('chart-card-canvas-box')).toHaveCount(2);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
