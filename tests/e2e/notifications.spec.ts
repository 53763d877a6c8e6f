import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newAccount, open, signedInState, test, unreadNotifications } from './support/fixtures.ts';

/*
 * The notifications (interfaces.md: GET /api/notifications, read-all, :id/read; the top bar's bell
 * and /{role}_dashboard/notifications). Tests that mark notifications read do it on a newly
 * registered account, which starts with one unread welcome notification: the demo accounts are
 * shared by every test of the run.
 */

const bell = (page: Page) => page.getByRole('button', { name: 'Notifications' });
const badge = (page: Page) => page.getByTestId('notifications-badge');
const dropdownItems = (page: Page) => page.getByRole('list', { name: 'Notification list' }).getByRole('listitem');
const rows = (page: Page) => page.getByTestId('notification-row');

test.describe('the demo backer', () => {
  test.use({ storageState: ({}, use) => signedInState('backer').then(use) });

  test("the badge shows the API's unread count, and the dropdown the seeded notifications", async ({ page }) => {
    await open(page, '/backer_dashboard');
    const unread = await unreadNotifications(page);
    // Seeded with two unread; another test of this run may have read them since.
    if (unread > 0) await expect(badge(page)).toHaveText(String(unread));
    else await expect(badge(page)).toHaveCount(0);
    await bell(page).click();
    await expect(dropdownItems(page).filter({ hasText: 'Monthly report ready' })).toHaveCount(1);
    await expect(dropdownItems(page).filter({ hasText: 'New investment received' }).locator('time')).toHaveText(/ago$/);
  });
});

test.describe('a new backer', () => {
  test.use({ storageState: ({}, use) => newAccount('backer').then(({ state }) => use(state)) });

  test('Mark all as read clears the badge, and it stays read after a reload', async ({ page }) => {
    await open(page, '/backer_dashboard');
    await expect(badge(page)).toHaveText('1');
    await expect(bell(page)).toHaveAccessibleDescription('1 unread');
    await bell(page).click();
    await expect(dropdownItems(page)).toHaveCount(1);
    await expect(dropdownItems(page).first()).toContainText('Welcome to Sharestead');
    await expect(dropdownItems(page).first().locator('time')).toHaveText(/just now|minutes? ago/);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(badge(page)).toHaveCount(0);
    await expect(dropdownItems(page).and(page.locator('[data-read="false"]'))).toHaveCount(0);
    expect(await unreadNotifications(page)).toBe(0);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await bell(page).click();
    await expect(dropdownItems(page).first()).toHaveAttribute('data-read', 'true');
    await expect(badge(page)).toHaveCount(0);
  });

  test('clicking an unread notification in the dropdown marks it read', async ({ page }) => {
    await open(page, '/backer_dashboard');
    await expect(badge(page)).toHaveText('1');
    await bell(page).click();
    await dropdownItems(page)
      .getByRole('button', { name: /Welcome to Sharestead/ })
      .click();
    await expect(badge(page)).toHaveCount(0);
    await expect(dropdownItems(page).first()).toHaveAttribute('data-read', 'true');
    // Still open, and Escape still closes it.
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Notifications' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(bell(page)).toBeVisible();
    await expect(badge(page)).toHaveCount(0);
  });

  test('View all notifications opens the page, where one is marked read and stays read', async ({ page }) => {
    await open(page, '/backer_dashboard');
    await bell(page).click();
    await page.getByRole('link', { name: 'View all notifications' }).click();
    await expect(page).toHaveURL('/backer_dashboard/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page).toHaveTitle(/Notifications/);
    await expect(page.getByRole('heading', { name: 'Notifications', level: 2, exact: true })).toHaveCount(0); // the dropdown closed
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByTestId('notification-count')).toHaveText('1 notification, 1 unread');
    await expect(page.getByRole('heading', { level: 3, name: 'Unread: Welcome to Sharestead' })).toBeVisible();

    await page.getByRole('button', { name: 'Mark as read: Welcome to Sharestead' }).click();
    await expect(rows(page).first()).toHaveAttribute('data-read', 'true');
    await expect(rows(page).first()).toBeFocused();
    await expect(badge(page)).toHaveCount(0);
    await expect(page.getByTestId('notification-count')).toHaveText('1 notification, 0 unread');

    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('data-read', 'true');
    await expect(page.getByRole('button', { name: /^Mark as read/ })).toHaveCount(0);
  });

  for (const width of [390, 1440]) {
    test(`the notifications page at ${width}px passes axe, unread and read`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/backer_dashboard/notifications');
      await expect(rows(page)).toHaveCount(1);
      // Nothing spills sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(rows(page).first()).toHaveAttribute('data-read', 'true');
      await expectNoAxeViolations(page);
    });
  }
});

test('a new proposer has the page too', async ({ browser }) => {
  const { state } = await newAccount('proposer');
  const context = await browser.newContext({ storageState: state, baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await open(page, '/proposer_dashboard/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await context.close();
});
