import type { BrowserContext, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, open, signedInState, test, type DemoRole } from './support/fixtures.ts';
import { ownServerTest } from './support/own-server.ts';

/**
 * The interface in Spanish and French (platform.md §4, docs/decisions/007-languages.md):
 * - a visitor's browser language is used, the footer's switch changes it and it survives a reload;
 * - a signed-in person's Settings language applies at once and on the next load;
 * - the pseudo-locale (en-XA: every catalogue message accented and bracketed) leaves no plain
 *   English on any page, for a visitor and each role: text that is not the catalogues' (property
 *   titles, names, e-mails) is marked translate="no";
 * - every page passes axe in French at a phone's and a desktop's width.
 */

type Persona = 'visitor' | DemoRole;

const PUBLIC_PAGES = ['/', '/properties', '/properties/sea-breeze-villa-anjuna', '/how-it-works', '/about', '/contact', '/login', '/register', '/not-found'];

function rolePages(role: DemoRole): string[] {
  const dashboard = `/${role}_dashboard`;
  const common = ['/dashboard', `/sign_in/${role}`, dashboard, `${dashboard}/live-deals`, `${dashboard}/stats`, `${dashboard}/profile`, `${dashboard}/settings`, `${dashboard}/notifications`];
  if (role === 'admin') return [...common, `${dashboard}/kyc`, `${dashboard}/payments`, `${dashboard}/messages`, `${dashboard}/users`, `${dashboard}/audit`, `${dashboard}/reviews`, `${dashboard}/outbox`, `${dashboard}/deals`];
  if (role === 'backer') return [...common, `${dashboard}/portfolio`, `${dashboard}/kyc`, `${dashboard}/wallet`];
  return [...common, `${dashboard}/deals`, `${dashboard}/deals/new`];
}

const pagesOf = (persona: Persona) => (persona === 'visitor' ? PUBLIC_PAGES : ['/', ...rolePages(persona)]);

async function useLanguage(context: BrowserContext, language: string, baseURL: string) {
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
}

/** Saves `language` in the person's Settings through the API (the whole set, as the page does). */
async function saveLanguage(baseURL: string, role: DemoRole, language: string) {
  const login = await fetch(`${baseURL}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...DEMO[role], role }) });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const settings = (await (await fetch(`${baseURL}/api/me/settings`, { headers })).json()) as Record<string, unknown>;
  const saved = await fetch(`${baseURL}/api/me/settings`, { method: 'PUT', headers, body: JSON.stringify({ ...settings, language }) });
  expect(saved.status).toBe(200);
}

async function axeInFrench(page: Page, paths: string[]) {
  for (const path of paths) {
    await test.step(path, async () => {
      await settle(page, path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expectNoAxeViolations(page);
    });
  }
}

async function englishOnPages(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await settle(page, path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    for (const text of await englishOnPage(page)) problems.push(`${path} ${text}`);
  }
  return problems;
}

/** The page with its data: no skeleton or busy region left, and the network quiet. */
async function settle(page: Page, path: string) {
  await open(page, path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-testid$="skeleton"], [aria-busy="true"]')).toHaveCount(0);
}

/**
 * Words of two or more plain ASCII letters a person could read or hear (text, and the names and
 * hints in aria-label, alt, title and placeholder), outside `translate="no"`: in the pseudo-locale
 * every catalogue message is accented, so each is text that did not come from a catalogue.
 */
function englishOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const english = /[A-Za-z]{2,}/;
    // Data filled into a message is set between ⟦ ⟧ in the pseudo-locale (lib/i18n.ts).
    const note = (text: string | null | undefined, where: string) => {
      let plain = text ?? '';
      while (/⟦[^⟦⟧]*⟧/.test(plain)) plain = plain.replace(/⟦[^⟦⟧]*⟧/g, '');
      // A UTC offset (UTC+5:30) reads the same in every language.
      plain = plain.replace(/\bUTC([+-]\d{1,2}(:\d\d)?)?/g, '');
      const trimmed = plain.replace(/\s+/g, ' ').trim();
      if (trimmed && english.test(trimmed)) found.add(`${where}: ${trimmed.slice(0, 120)}`);
    };
    const skipped = (element: Element | null) => element?.closest('[translate="no"], script, style, noscript, template') != null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skipped(node.parentElement)) note(node.textContent, node.parentElement?.tagName.toLowerCase() ?? 'text');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (skipped(element)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) note(element.getAttribute(name), `${element.tagName.toLowerCase()}[${name}]`);
    }
    note(document.title, 'title');
    return [...found];
  });
}

test.describe('languages', () => {
  test("a visitor gets the browser's language, and the footer's switch changes it for good", async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR', baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { name: 'Liens rapides' })).toBeVisible();

    await page.getByLabel('Langue').selectOption('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { name: 'Enlaces rápidos' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Enlaces rápidos' })).toBeVisible();

    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('heading', { name: 'Quick links' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test.describe('as a visitor', () => {
    test('the pseudo-locale leaves no English outside the catalogues on any page', async ({ page, context }) => {
      test.slow();
      await useLanguage(context, 'en-XA', process.env.E2E_BASE_URL!);
      expect(await englishOnPages(page, pagesOf('visitor'))).toEqual([]);
    });

    for (const width of [390, 1440]) {
      test(`every page passes axe in French at ${width}px`, async ({ page, context }) => {
        test.slow();
        await useLanguage(context, 'fr', process.env.E2E_BASE_URL!);
        await page.setViewportSize({ width, height: 900 });
        await axeInFrench(page, pagesOf('visitor'));
      });
    }
  });

  // A signed-in person's Settings language wins over the cookie: each role gets a server of its
  // own, where its Settings say French, so the run's shared demo accounts keep English.
  for (const role of ['admin', 'backer', 'proposer'] as const) {
    ownServerTest(`signed in as ${role}: every page in French passes axe at 390 and 1440 px, and the pseudo-locale leaves no English`, async ({ browser, own }) => {
      test.setTimeout(240_000);
      await saveLanguage(own.baseURL, role, 'fr');
      const context = await browser.newContext({ baseURL: own.baseURL, storageState: await signedInState(role, own.baseURL) });
      const page = await context.newPage();
      for (const width of [390, 1440]) {
        await test.step(`French at ${width}px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          await axeInFrench(page, pagesOf(role));
        });
      }
      await useLanguage(context, 'en-XA', own.baseURL);
      await page.setViewportSize({ width: 1440, height: 900 });
      expect(await englishOnPages(page, pagesOf(role))).toEqual([]);
      await context.close();
    });
  }
});
