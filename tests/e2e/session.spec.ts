import type { BrowserContext, Page } from '@playwright/test';
import { expect, open, signIn, test } from './support/fixtures.ts';

async function sessionState(context: BrowserContext, page: Page) {
  const names = (await context.cookies()).map((cookie) => cookie.name);
  return {
    tokenCookie: names.includes('auth_token'),
    roleCookie: names.includes('role'),
    stored: await page.evaluate(() => localStorage.getItem('auth_token')),
  };
}

/** A well-formed token the client can read, with the given claims; its signature is not ours. */
function unsignedToken(claims: Record<string, unknown>) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.${Buffer.from('forged').toString('base64url')}`;
}

test('the session survives a reload', async ({ page }) => {
  await signIn(page, 'proposer');
  await page.reload();
  await expect(page).toHaveURL('/sign_in/proposer');
  await expect(page.getByRole('heading', { name: /Welcome back, Rachel/ })).toBeVisible();
});

test('logout clears local storage and both cookies, goes to /login, and the server refuses the token', async ({ page, context, request }) => {
  await signIn(page, 'backer');
  expect(await sessionState(context, page)).toMatchObject({ tokenCookie: true, roleCookie: true });
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const me = () => request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect((await me()).status()).toBe(200);
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  expect(await sessionState(context, page)).toEqual({ tokenCookie: false, roleCookie: false, stored: null });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  // The session ended on the server too: a copy of the token kept elsewhere no longer works.
  expect((await me()).status()).toBe(401);
});

test('logout signs out even when the server cannot be reached', async ({ page, context }) => {
  await signIn(page, 'proposer');
  await page.route('**/api/auth/logout', (route) => route.abort('internetdisconnected'));
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  expect(await sessionState(context, page)).toEqual({ tokenCookie: false, roleCookie: false, stored: null });
});

test('logout from the dashboard sidebar clears the session too', async ({ page, context }) => {
  await signIn(page, 'admin');
  await open(page, '/admin_dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).waitFor();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  expect(await sessionState(context, page)).toEqual({ tokenCookie: false, roleCookie: false, stored: null });
});

test('an expired token is cleared at start-up', async ({ page, context, baseURL }) => {
  const past = Math.floor(Date.now() / 1000) - 60;
  const token = unsignedToken({ sub: 'x', email: 'backer@sharestead.test', name: 'Rohan Mehta', avatar: null, role: 'backer', iat: past - 3600, exp: past });
  await context.addCookies([
    { name: 'auth_token', value: token, url: baseURL! },
    { name: 'role', value: 'backer', url: baseURL! },
  ]);
  await open(page, '/dashboard');
  await expect(page).toHaveURL('/login');
  expect(await sessionState(context, page)).toEqual({ tokenCookie: false, roleCookie: false, stored: null });
});

test('a tampered token is refused by the server and the session cleared', async ({ page, context, baseURL }) => {
  const future = Math.floor(Date.now() / 1000) + 3600;
  const token = unsignedToken({ sub: 'x', email: 'admin@sharestead.test', name: 'Mallory', avatar: null, role: 'admin', iat: future - 7200, exp: future });
  await context.addCookies([
    { name: 'auth_token', value: token, url: baseURL! },
    { name: 'role', value: 'admin', url: baseURL! },
  ]);
  await page.goto('/admin_dashboard');
  await expect(page).toHaveURL('/login');
  expect(await sessionState(context, page)).toEqual({ tokenCookie: false, roleCookie: false, stored: null });
});

test('a role cookie without a token is no session', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'role', value: 'backer', url: baseURL! }]);
  await open(page, '/sign_in/backer');
  await expect(page).toHaveURL('/login');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('role');
});

test.describe('guards', () => {
  for (const path of ['/dashboard', '/sign_in/admin', '/sign_in/backer', '/backer_dashboard', '/proposer_dashboard/settings']) {
    test(`a visitor opening ${path} is sent to /login`, async ({ page }) => {
      await open(page, path);
      await expect(page).toHaveURL('/login');
    });
  }

  test('a role page of another role sends to /dashboard', async ({ page }) => {
    await signIn(page, 'backer');
    await open(page, '/sign_in/admin');
    await expect(page).toHaveURL('/dashboard');
    await open(page, '/sign_in/proposer');
    await expect(page).toHaveURL('/dashboard');
  });

  test("another role's dashboard sends to the user's own dashboard", async ({ page }) => {
    await signIn(page, 'backer');
    await open(page, '/admin_dashboard');
    await expect(page).toHaveURL('/backer_dashboard');
    await open(page, '/proposer_dashboard/stats');
    await expect(page).toHaveURL('/backer_dashboard');
  });

  test('the user menu paths lead into the dashboard, or to sign-in for a guest', async ({ page }) => {
    await open(page, '/guest/profile');
    await expect(page).toHaveURL('/login');
    await signIn(page, 'proposer');
    await open(page, '/proposer/settings');
    await expect(page).toHaveURL('/proposer_dashboard/settings');
    await open(page, '/proposer/profile');
    await expect(page).toHaveURL('/proposer_dashboard/profile');
  });

  test('the dashboard selector lets any signed-in user in', async ({ page }) => {
    await signIn(page, 'proposer');
    await open(page, '/dashboard');
    for (const [role, text] of [
      ['Admin', 'Manage properties, users and system settings.'],
      ['Backer', 'View and manage your property investments.'],
      ['Proposer', 'Submit and manage your property proposals.'],
    ]) {
      await expect(page.getByRole('heading', { name: role })).toBeVisible();
      await expect(page.getByText(text!)).toBeVisible();
    }
  });
});
