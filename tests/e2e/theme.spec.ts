import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, open, signedInState, test as base } from './support/fixtures.ts';
import { startServer, type StartedServer } from './support/server.ts';

/*
 * The theme setting (platform.md §4; issue 13): Dark chosen in Settings shows at once, and the next
 * load is dark from its first paint, before any script runs (the server writes the theme cookie's
 * theme into the page; the CSP allows no inline script). Every main page passes axe in the dark
 * theme, for the backer who chose it and for a visitor whose device is dark ("system").
 * It runs on a server of its own: it changes the demo backer's theme, which the run's other specs
 * would otherwise see.
 */

const test = base.extend<object, { own: StartedServer }>({
  own: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ own }, use) => {
    await use(own.baseURL);
  },
});

const SHOTS = process.env.E2E_SHOTS_DIR;
const DETAIL = '/properties/sea-breeze-villa-anjuna';
/** The page background the dark theme gives bg-white (styles.css). */
const DARK_SURFACE = 'rgb(17, 26, 43)';

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function backerPage(browser: Browser, baseURL: string, colorScheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ baseURL, colorScheme, storageState: await signedInState('backer', baseURL) });
  return { page: await context.newPage(), context };
}

/** The demo backer's theme, saved through the API as the Settings page saves it. */
async function saveTheme(page: Page, theme: 'light' | 'dark' | 'system') {
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  const headers = { authorization: `Bearer ${token}` };
  const settings = (await (await page.request.get('/api/me/settings', { headers })).json()) as Record<string, unknown>;
  expect((await page.request.put('/api/me/settings', { headers, data: { ...settings, theme } })).status()).toBe(200);
}

test('Dark chosen in Settings shows at once and from the first paint of the next load', async ({ browser, baseURL }) => {
  const { page, context } = await backerPage(browser, baseURL!);
  await open(page, '/backer_dashboard/settings');
  await expect(page.getByRole('switch').first()).toBeVisible();
  expect(await bodyBackground(page)).toBe('rgb(255, 255, 255)');

  await page.getByLabel('Theme').selectOption('dark');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  expect(await themeOf(page)).toBe('dark');
  await expect.poll(() => bodyBackground(page)).toBe(DARK_SURFACE);
  const cookie = (await context.cookies()).find((c) => c.name === 'theme');
  expect(cookie).toMatchObject({ value: 'dark', path: '/', sameSite: 'Lax' });

  // The page the server sends already says dark: no script needed to turn it.
  const html = await (await page.request.get('/backer_dashboard')).text();
  expect(html).toContain('<html lang="en" data-theme="dark">');

  // The first paint of a reload: the page's scripts held back, only the server's HTML and CSS shown.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/backer_dashboard', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Loading Sharestead' })).toBeVisible();
  expect(await themeOf(page)).toBe('dark');
  expect(await page.locator('#startup-spinner').evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(DARK_SURFACE);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/dark-first-paint.png` });
  release();
  await page.unrouteAll({ behavior: 'wait' });
  await page.locator('h1').first().waitFor();
  expect(await themeOf(page)).toBe('dark');

  // Back to Light: at once again.
  await open(page, '/backer_dashboard/settings');
  await page.getByLabel('Theme').selectOption('light');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  await expect.poll(() => bodyBackground(page)).toBe('rgb(255, 255, 255)');
  expect((await context.cookies()).find((c) => c.name === 'theme')?.value).toBe('light');
  await context.close();
});

interface MainPage {
  name: string;
  path: string;
  ready: (page: Page) => Promise<void>;
}

const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();
const PUBLIC_PAGES: MainPage[] = [
  { name: 'home', path: '/', ready: h1 },
  {
    name: 'listing',
    path: '/properties',
    ready: async (page) => {
      await expect(page.getByTestId('listing-skeleton')).toHaveCount(0);
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  { name: 'property', path: DETAIL, ready: (page) => expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible() },
];
const DASHBOARD_PAGES: MainPage[] = [
  {
    name: 'overview',
    path: '/backer_dashboard',
    ready: async (page) => {
      await expect(page.getByTestId('overview-skeleton')).toHaveCount(0);
      await expect(page.locator('canvas')).toHaveCount(2);
    },
  },
  { name: 'live-deals', path: '/backer_dashboard/live-deals', ready: (page) => expect(page.getByTestId('deal-count')).toBeVisible() },
  { name: 'wallet', path: '/backer_dashboard/wallet', ready: (page) => expect(page.locator('[data-testid$="-skeleton"]')).toHaveCount(0) },
  { name: 'settings', path: '/backer_dashboard/settings', ready: (page) => expect(page.getByRole('switch').first()).toBeVisible() },
  { name: 'stats', path: '/backer_dashboard/stats', ready: (page) => expect(page.locator('canvas')).toHaveCount(6) },
];

/** Each page opened at each width (as the accessibility sweep does), dark, axe-clean, with a screenshot under E2E_SHOTS_DIR. */
async function sweep(page: Page, pages: MainPage[], prefix: string) {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const main of pages) {
      await test.step(`${main.name} at ${width}px`, async () => {
        await open(page, main.path);
        await main.ready(page);
        expect(await bodyBackground(page)).toBe(DARK_SURFACE);
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectNoAxeViolations(page);
        if (SHOTS) await page.screenshot({ path: `${SHOTS}/${prefix}-${main.name}-${width}.png`, fullPage: true });
      });
    }
  }
}

test('every main page passes axe in the dark theme, at 390 and 1440 px', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const { page, context } = await backerPage(browser, baseURL!);
  await open(page, '/backer_dashboard/settings');
  await saveTheme(page, 'dark');
  try {
    // The dashboard loads the settings: the theme and its cookie arrive with them, as on a new browser.
    await open(page, '/backer_dashboard');
    await expect.poll(() => themeOf(page)).toBe('dark');
    await sweep(page, [...DASHBOARD_PAGES, ...PUBLIC_PAGES], 'dark');
  } finally {
    await saveTheme(page, 'light');
    await context.close();
  }
});

test('a visitor on a dark device gets the dark theme ("system"), also at first paint', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL, colorScheme: 'dark' });
  const page = await context.newPage();
  const html = await (await page.request.get('/')).text();
  expect(html).toContain('<html lang="en" data-theme="system">');
  await open(page, '/');
  expect(await themeOf(page)).toBe('system');
  await sweep(page, PUBLIC_PAGES, 'system-dark');
  // The same visitor on a light device: light.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => bodyBackground(page)).toBe('rgb(255, 255, 255)');
  await context.close();
});
