import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, newAccount, open, signedInState, test, uniqueEmail } from './support/fixtures.ts';
import { expectVisibleFocus, tabTo } from './support/focus.ts';

/**
 * Keyboard only: no mouse, no click(), no programmatic focus. Focus moves with Tab (and the keys a
 * widget owns), and at every stop the focused element must show a visible focus indicator.
 */

/**
 * Tabs through the whole page, from the top until focus leaves the document, and checks that every
 * stop shows its focus. Returns how many stops there were.
 */
async function walkThePage(page: Page, limit = 150) {
  for (let stops = 0; stops < limit; stops += 1) {
    await page.keyboard.press('Tab');
    const left = await page.evaluate(() => document.activeElement === null || document.activeElement === document.body);
    if (left) return stops;
    await expectVisibleFocus(page);
  }
  throw new Error(`Focus did not leave the page within ${limit} presses of Tab.`);
}

/** One Tab press, which must land on the target with a visible focus indicator. */
async function tabOnceTo(page: Page, target: Locator) {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
  await expectVisibleFocus(page);
}

const WALKS: { who: 'visitor' | 'backer' | 'admin' | 'proposer'; paths: string[] }[] = [
  {
    who: 'visitor',
    paths: ['/', '/properties', '/properties/sea-breeze-villa-anjuna', '/how-it-works', '/about', '/contact', '/login', '/register', '/not-found'],
  },
  {
    who: 'backer',
    paths: [
      '/sign_in/backer',
      '/dashboard',
      '/backer_dashboard',
      '/backer_dashboard/live-deals',
      '/backer_dashboard/stats',
      '/backer_dashboard/profile',
      '/backer_dashboard/settings',
      '/backer_dashboard/notifications',
      '/backer_dashboard/portfolio',
      '/backer_dashboard/kyc',
      '/backer_dashboard/wallet',
    ],
  },
  // The pages only the admin's dashboard has; the shared ones are walked as the backer above.
  { who: 'admin', paths: ['/admin_dashboard/messages', '/admin_dashboard/kyc', '/admin_dashboard/payments', '/admin_dashboard/reviews'] },
  // The proposer's own pages: My Deals and the deal form (deal-workflow.spec.ts walks a deal through them).
  { who: 'proposer', paths: ['/proposer_dashboard/deals', '/proposer_dashboard/deals/new'] },
];

test.describe('every Tab stop shows its focus', () => {
  for (const { who, paths } of WALKS) {
    test.describe(who === 'visitor' ? 'as a visitor' : `signed in as ${who}`, () => {
      if (who !== 'visitor') test.use({ storageState: ({}, use) => signedInState(who).then(use) });
      for (const width of [390, 1440]) {
        test(`Tab through every page at ${width}px`, async ({ page }) => {
          test.slow();
          await page.setViewportSize({ width, height: 900 });
          for (const path of paths) {
            await test.step(path, async () => {
              await open(page, path);
              await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
              await expect(page.locator('[aria-busy="true"], [data-testid$="skeleton"]')).toHaveCount(0);
              // At least the top bar's three (Open sidebar, Notifications, user menu): the verified
              // KYC page at 390 px has no control of its own. Chromium sometimes wraps focus round
              // once before it leaves the page, so a count above that is no error either.
              expect(await walkThePage(page)).toBeGreaterThanOrEqual(3);
            });
          }
        });
      }
    });
  }
});

test.describe('keyboard only, with visible focus', () => {
  test('sign in: role, email, password, remember me, then Sign in', async ({ page, context }) => {
    await open(page, '/login');
    const role = page.getByLabel('Role');
    await tabTo(page, role);
    await page.keyboard.type('Backer'); // a closed select takes type-ahead
    await expect(role).toHaveValue('backer');

    await tabOnceTo(page, page.getByLabel('Email', { exact: true }));
    await page.keyboard.type(DEMO.backer.email);
    await tabOnceTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(DEMO.backer.password);
    const remember = page.getByLabel('Remember me');
    await tabOnceTo(page, remember);
    await page.keyboard.press('Space');
    await expect(remember).toBeChecked();
    await tabOnceTo(page, page.getByRole('button', { name: 'Sign in' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/sign_in/backer');
    // Remembered: the session cookies outlive the browser session.
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'auth_token');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 86_400);
  });

  test('register: every field in order, then Register', async ({ page }) => {
    await open(page, '/register');
    const role = page.getByLabel('Role');
    await tabTo(page, role);
    await page.keyboard.type('Proposer');
    await expect(role).toHaveValue('proposer');

    const fields: [string, string][] = [
      ['First name', 'Kavya'],
      ['Last name', 'Sharma'],
      ['Email', uniqueEmail('keyboard')],
      ['Phone number', '+91 98450 12345'],
      ['Password', 'banyan-courtyard-19'],
      ['Confirm password', 'banyan-courtyard-19'],
    ];
    for (const [label, value] of fields) {
      await tabOnceTo(page, page.getByLabel(label, { exact: true }));
      await page.keyboard.type(value);
    }
    await tabOnceTo(page, page.getByRole('button', { name: 'Register' }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { name: 'Choose a dashboard' })).toBeVisible();
  });

  test('property gallery: open, page with the arrow keys, close with Escape back on the opener', async ({ page }) => {
    await open(page, '/properties/sea-breeze-villa-anjuna');
    const opener = page.getByRole('button', { name: /^Open gallery: \d+ photos$/ });
    await tabTo(page, opener);
    const count = Number(/(\d+) photos/.exec((await opener.getAttribute('aria-label'))!)![1]);
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: /photos/ });
    await expect(dialog).toBeVisible();
    const counter = dialog.getByTestId('gallery-counter');
    await expect(counter).toHaveText(`1 / ${count}`);
    // Focus moved into the dialog, and shows.
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectVisibleFocus(page);

    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2 / ${count}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${count} / ${count}`); // wraps around backwards
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`1 / ${count}`); // and forwards

    // Tab stays inside the dialog and reaches the Next photo button, which Enter presses.
    await tabTo(page, dialog.getByRole('button', { name: 'Next photo' }), { limit: 5 });
    await page.keyboard.press('Enter');
    await expect(counter).toHaveText(`2 / ${count}`);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await expectVisibleFocus(page);
  });

  test.describe('signed in', () => {
    test.use({ storageState: ({}, use) => signedInState('backer').then(use) });

    test('mobile sidebar at 390px: open, follow a link, reopen, close with Escape', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, '/backer_dashboard');
      const menuButton = page.getByRole('button', { name: 'Open sidebar' });
      await tabTo(page, menuButton);
      await page.keyboard.press('Enter');

      const sidebar = page.getByRole('dialog', { name: 'Sidebar' });
      // The dialog element itself has no box (its panel is fixed); its navigation shows.
      const sidebarNav = sidebar.getByRole('navigation', { name: 'Dashboard' });
      await expect(sidebarNav).toBeVisible();
      await expect.poll(() => sidebar.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await expectVisibleFocus(page);
      await tabTo(page, sidebar.getByRole('link', { name: 'Live Deals' }), { limit: 10 });
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL('/backer_dashboard/live-deals');
      await expect(sidebar).toHaveCount(0); // a route change closes it
      await expect(page.getByRole('heading', { name: 'Live Deals', level: 1 })).toBeVisible();

      // Focus comes back to the menu button, visibly, ready to reopen the sidebar.
      await expect(menuButton).toBeFocused();
      await expectVisibleFocus(page);
      await page.keyboard.press('Enter');
      await expect(sidebarNav).toBeVisible();
      // Focus is trapped: Tab cycles inside the dialog to its close button.
      await tabTo(page, sidebar.getByRole('button', { name: 'Close sidebar' }), { limit: 12 });
      await page.keyboard.press('Escape');
      await expect(sidebar).toHaveCount(0);
      await expect(menuButton).toBeFocused();
      await expectVisibleFocus(page);

      // And the close button closes it too.
      await page.keyboard.press('Enter');
      await expect(sidebarNav).toBeVisible();
      await tabTo(page, sidebar.getByRole('button', { name: 'Close sidebar' }), { limit: 12 });
      await page.keyboard.press('Enter');
      await expect(sidebar).toHaveCount(0);
      await expect(menuButton).toBeFocused();
    });

    test('mobile sidebar closed while it is still sliding in goes away at once', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, '/backer_dashboard');
      const menuButton = page.getByRole('button', { name: 'Open sidebar' });
      const sidebar = page.getByRole('dialog', { name: 'Sidebar' });
      await tabTo(page, menuButton);
      // Keys as fast as they go, well inside the slide-in: Escape at once, then a link chosen at once.
      for (const [link, path] of [
        ['Live Deals', 'live-deals'],
        ['Stats', 'stats'],
        ['Live Deals', 'live-deals'],
      ]) {
        await page.keyboard.press('Enter');
        await page.keyboard.press('Escape');
        await expect(sidebar).toHaveCount(0);
        await expect(menuButton).toBeFocused();
        await page.keyboard.press('Enter');
        // Tab only once the sidebar holds the focus (still sliding in): a Tab before it has mounted,
        // on a slow machine, would walk the page behind it.
        await expect.poll(() => sidebar.evaluate((element) => element.contains(document.activeElement)).catch(() => false)).toBe(true);
        for (let presses = 0; presses < 12 && (await page.evaluate(() => document.activeElement?.textContent)) !== link; presses += 1) {
          await page.keyboard.press('Tab');
        }
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(`/backer_dashboard/${path}`);
        await expect(sidebar).toHaveCount(0);
        await expect(menuButton).toBeFocused();
      }
      // Nothing is left over the page: the menu button still takes a pointer's tap.
      await menuButton.click({ timeout: 2_000 });
      await expect(sidebar.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    });

    test('user menu: open with Enter, move with the arrow keys, follow Settings', async ({ page }) => {
      await open(page, '/backer_dashboard');
      const button = page.getByRole('button', { name: /^User menu for / });
      await tabTo(page, button);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      // Focus stays on the menu, which points at its active item; that item must show it.
      const first = await expectVisibleFocus(page);
      expect(first.element).toContain('Profile');
      await page.keyboard.press('ArrowDown');
      await expect.poll(async () => (await expectVisibleFocus(page)).element).toContain('Settings');
      await page.keyboard.press('Escape');
      await expect(menu).toHaveCount(0);
      await expect(button).toBeFocused();
      await expectVisibleFocus(page);

      await page.keyboard.press('ArrowDown'); // opens the menu on its first item
      await expect(menu).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/backer_dashboard/settings');
    });
  });

  // Reading notifications changes the account for the rest of the run: a new backer, with its one
  // unread welcome notification, rather than the shared demo backer.
  test.describe('signed in as a new backer', () => {
    test.use({ storageState: ({}, use) => newAccount('backer').then(({ state }) => use(state)) });

    for (const width of [390, 1440]) {
      test(`notifications at ${width}px: open the popover, Mark all as read, close with Escape`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await open(page, '/backer_dashboard');
        const bell = page.getByRole('button', { name: 'Notifications' });
        await expect(page.getByTestId('notifications-badge')).toHaveText('1');
        await tabTo(page, bell);
        await page.keyboard.press('Enter');

        const markAll = page.getByRole('button', { name: 'Mark all as read' });
        await expect(markAll).toBeVisible();
        await tabOnceTo(page, markAll);
        await page.keyboard.press('Enter');
        await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
        await expect(page.locator('li[data-read="false"]')).toHaveCount(0);
        await expect(markAll).toBeFocused(); // focus stays in the panel

        await page.keyboard.press('Escape');
        await expect(markAll).toHaveCount(0);
        await expect(bell).toBeFocused();
        await expectVisibleFocus(page);
      });
    }
  });
});
