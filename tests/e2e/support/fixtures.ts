import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as AxeCore from 'axe-core';
import { test as base, expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';

export const DEMO = {
  admin: { email: 'admin@sharestead.test', password: 'Admin123!' },
  backer: { email: 'backer@sharestead.test', password: 'Backer123!' },
  proposer: { email: 'proposer@sharestead.test', password: 'Proposer123!' },
} as const;

export type DemoRole = keyof typeof DEMO;

export const test = base.extend({
  // The server global-setup started, on its free port.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect };

/**
 * Opens a path and waits until the one-second start-up spinner has gone and the page's own
 * code has arrived (every page has an h1; lazy pages show a spinner until their chunk loads).
 */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
  await page.locator('h1').first().waitFor({ state: 'attached' });
}

/**
 * The start-up spinner goes one second after the app starts; a busy machine may take longer to
 * start it. Found by its id: its label is in the visitor's language (the server writes it).
 */
export async function waitForApp(page: Page) {
  await expect(page.locator('#startup-spinner')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * Opens a path in the app already loaded in `page` as a link does, without a reload (so without the
 * start-up second): for crawls that visit many pages. It goes by way of the not-found page, so the
 * wait ends once the path's own page has replaced it (the router keeps the old page on screen while
 * the new one's code loads) and nothing a page opened (a menu, a dialog) stays behind. A path that
 * shows the not-found page itself is opened with `open`.
 */
export async function openInApp(page: Page, path: string) {
  const notFound = page.getByTestId('not-found');
  const go = (to: string) =>
    page.evaluate((target) => {
      window.history.pushState({}, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
    }, to);
  await go('/not-found');
  await expect(notFound).toBeVisible();
  await go(path);
  await expect(notFound).toHaveCount(0, { timeout: 15_000 });
  await page.locator('h1').first().waitFor({ state: 'attached' });
}

export async function signIn(page: Page, role: DemoRole, options: { remember?: boolean } = {}) {
  await open(page, '/login');
  await page.getByLabel('Role').selectOption(role);
  await page.getByLabel('Email', { exact: true }).fill(DEMO[role].email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO[role].password);
  if (options.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/sign_in/${role}`);
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;
/** By server and role: a spec may start a server of its own. */
const storageStates = new Map<string, Promise<StorageState>>();

/**
 * A browser storage state holding a demo user's session, made once per worker by signing in through
 * the API: the token in local storage and the auth_token and role cookies, as lib/session.ts writes
 * them, so a page opened with it starts signed in (restoreSession needs both cookies and an unexpired
 * token). Tests of the sign-in form itself use signIn instead.
 */
export function signedInState(role: DemoRole, baseURL = process.env.E2E_BASE_URL!): Promise<StorageState> {
  const key = `${baseURL}|${role}`;
  let state = storageStates.get(key);
  if (!state) {
    state = (async () => {
      const response = await fetch(`${baseURL}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...DEMO[role], role }),
      });
      if (!response.ok) throw new Error(`Signing in as ${role} through the API answered ${response.status}.`);
      const { access_token: token } = (await response.json()) as { access_token: string };
      return storageStateFor(token, role, baseURL);
    })();
    state.catch(() => storageStates.delete(key));
    storageStates.set(key, state);
  }
  return state;
}

/** The storage state of a session with this token, as lib/session.ts writes it (local storage and both cookies). */
function storageStateFor(token: string, role: string, baseURL = process.env.E2E_BASE_URL!): StorageState {
  const { hostname, origin } = new URL(baseURL);
  const cookie = { domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Strict' as const };
  return {
    cookies: [
      { ...cookie, name: 'auth_token', value: token },
      { ...cookie, name: 'role', value: role },
    ],
    origins: [{ origin, localStorage: [{ name: 'auth_token', value: token }] }],
  };
}

/**
 * A newly registered account (through the API), for tests that change what a demo account has
 * (e2e tests share one server and database per run): its token and a storage state that starts
 * signed in as it. It starts with one unread welcome notification. `baseURL`: another server than
 * the run's (a spec that starts its own).
 */
export async function newAccount(
  role: 'backer' | 'proposer',
  baseURL = process.env.E2E_BASE_URL!,
): Promise<{ token: string; email: string; state: StorageState }> {
  const email = uniqueEmail(`new-${role}`);
  const response = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_type: role, first_name: 'Kavya', last_name: 'Sharma', email, password: 'banyan-courtyard-19' }),
  });
  if (!response.ok) throw new Error(`Registering a ${role} through the API answered ${response.status}.`);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { token, email, state: storageStateFor(token, role, baseURL) };
}

/** How many of the signed-in person's notifications are unread, as the API says (the page's session token). */
export async function unreadNotifications(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const response = await page.request.get('/api/notifications?page_size=1', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { unread: number }).unread;
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core with WCAG 2.x A/AA rules and best practice on the whole page; any
 * violation fails with its rule ids and targets. Colour transitions finish first: axe measures the
 * colours a person sees once the page is still, not a frame halfway between two of them.
 *
 * axe is run in the page directly rather than through @axe-core/playwright's AxeBuilder: AxeBuilder
 * injects axe's 500 KB into every frame on every call and opens a blank page to assemble the
 * results, ~4 s a call on a busy 2-core machine; here axe is injected once per loaded document
 * (pages opened inside the app keep it) and reports violations only: ~1 s for the same rules.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        // A transition cancelled by a newer one rejects; the newer one is awaited in its place.
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // The app has no frames; a page that gains one fails here rather than pass with the frame unchecked.
  const frames = page.frames().length - 1;
  if (frames > 0) throw new Error(`The page holds ${frames} frame(s): expectNoAxeViolations checks the top document only.`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (tags) => {
    const { axe } = window as unknown as { axe: typeof AxeCore };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  }, AXE_TAGS);
  expect(violations).toEqual([]);
}

let counter = 0;
/** An email no other test uses. */
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/**
 * axe at a phone's width and a wide screen's, in the dark theme and the light one (ending wide and
 * light), and nothing wider than the screen: every new screen of the income and accountability
 * specs is checked so.
 */
export async function checkScreens(page: Page) {
  for (const colorScheme of ['dark', 'light'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
    }
  }
}

/** A page in a browser context of its own, wide, downloads accepted: a signed-in person's with `storageState`, else a visitor's. */
export async function personPage(browser: Browser, baseURL: string, storageState?: BrowserContextOptions['storageState']): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, storageState, acceptDownloads: true });
  return context.newPage();
}

/** E2E_SHOTS_DIR=<folder> saves a screenshot of each screen checkWidths checks. */
const SHOTS = process.env.E2E_SHOTS_DIR;

/** axe at a phone's width and a desktop's, nothing wider than the screen, with a screenshot of each under E2E_SHOTS_DIR. */
export async function checkWidths(page: Page, name: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}
