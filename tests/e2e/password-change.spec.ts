import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newAccount, open, unreadNotifications } from './support/fixtures.ts';
import { ownServerTest as test } from './support/own-server.ts';

/*
 * The password and the sessions of one account (platform.md §4: changing the password ends every
 * other session of the user at once; "Logout" ends the session it is pressed in). One new backer
 * is signed in in two browsers, each a session of its own. A server of its own: the sign-ins and
 * the wrong passwords count against the login limits.
 */

const PASSWORD = 'banyan-courtyard-19';
const NEW_PASSWORD = 'tamarind-balcony-73';
const SETTINGS = '/backer_dashboard/settings';
const NOTIFICATIONS = '/backer_dashboard/notifications';

/** A browser of its own that signs in through the form; resolves on the sign-in page's answer. */
async function signInThroughForm(browser: Browser, baseURL: string | undefined, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await open(page, '/login');
  await page.getByLabel('Role').selectOption('backer');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return page;
}

async function signedIn(browser: Browser, baseURL: string | undefined, email: string, password = PASSWORD): Promise<Page> {
  const page = await signInThroughForm(browser, baseURL, email, password);
  await expect(page).toHaveURL('/sign_in/backer');
  return page;
}

test('changing the password signs the other browser out at once; the old password no longer signs in, the new one does', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const account = await newAccount('backer', baseURL);
  const first = await (await browser.newContext({ baseURL, storageState: account.state })).newPage();
  const second = await signedIn(browser, baseURL, account.email);
  await open(second, NOTIFICATIONS);
  await expect(second.getByTestId('notification-row')).toHaveCount(1);

  await open(first, SETTINGS);
  const card = first.getByRole('region', { name: 'Password' });
  await expect(card.getByText('Changing it signs you out everywhere else.')).toBeVisible();
  const current = card.getByLabel('Current password');
  const fresh = card.getByLabel('New password', { exact: true });
  const confirm = card.getByLabel('Confirm new password');
  const change = card.getByRole('button', { name: 'Change password' });

  // Checked as registration checks a password: too short and unconfirmed in the page, too common by the server.
  await change.click();
  await expect(current).toHaveAccessibleDescription('Current password is required.');
  await current.fill('not-the-password');
  await fresh.fill('short');
  await confirm.fill('short');
  await change.click();
  await expect(fresh).toHaveAccessibleDescription(/Password must be at least 8 characters\./);
  await fresh.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}x`);
  await change.click();
  await expect(confirm).toHaveAccessibleDescription('Passwords do not match.');
  await fresh.fill('Password123');
  await confirm.fill('Password123');
  await change.click();
  await expect(fresh).toHaveAccessibleDescription(/This password is too common\. Choose one that is harder to guess\./);
  // A wrong current password is named by its field, and this session stands.
  await fresh.fill(NEW_PASSWORD);
  await confirm.fill(NEW_PASSWORD);
  await change.click();
  await expect(current).toHaveAccessibleDescription('The current password is not right.');
  await expect(first).toHaveURL(SETTINGS);
  await expectNoAxeViolations(first);

  await current.fill(PASSWORD);
  await change.click();
  await expect(card.getByRole('status')).toHaveText('Password changed. Every other place you were signed in has been signed out.');
  await expect(current).toHaveValue('');
  await expectNoAxeViolations(first);

  // The other browser's next call to the API is refused, and it lands on the login page, signed out.
  await second.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(second).toHaveURL('/login');
  await open(second, NOTIFICATIONS);
  await expect(second).toHaveURL('/login');

  // The browser that changed it stays signed in.
  await first.reload();
  await expect(first.getByRole('region', { name: 'Password' })).toBeVisible();
  expect(await unreadNotifications(first)).toBe(1);
  await open(first, NOTIFICATIONS);
  await expect(first).toHaveURL(NOTIFICATIONS);

  const withOld = await signInThroughForm(browser, baseURL, account.email, PASSWORD);
  await expect(withOld.getByRole('alert')).toHaveText('Invalid email, password or role.');
  await expect(withOld).toHaveURL('/login');
  await signedIn(browser, baseURL, account.email, NEW_PASSWORD);
});

// session.spec.ts checks that logout ends the session on the server; here, that it ends no other.
test('logout ends the session it is pressed in, not another browser’s of the same account', async ({ browser, baseURL }) => {
  const account = await newAccount('backer', baseURL);
  const leaving = await signedIn(browser, baseURL, account.email);
  const staying = await signedIn(browser, baseURL, account.email);

  await leaving.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(leaving).toHaveURL('/login');

  await open(staying, NOTIFICATIONS);
  await expect(staying).toHaveURL(NOTIFICATIONS);
  await expect(staying.getByTestId('notification-row')).toHaveCount(1);
  await staying.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(staying.getByTestId('notification-row').first()).toHaveAttribute('data-read', 'true');
  expect(await unreadNotifications(staying)).toBe(0);
  await expect(staying).toHaveURL(NOTIFICATIONS);
});
