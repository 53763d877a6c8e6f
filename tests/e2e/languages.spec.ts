import type { BrowserContext, Locator, Page } from '@playwright/test';
import { pseudoText } from '../../src/server/lib/catalogues.ts';
import { DEMO, expect, expectNoAxeViolations, open, openInApp, signedInState, test, type DemoRole } from './support/fixtures.ts';
import { ownServerTest } from './support/own-server.ts';

/**
 * The interface in Spanish and French (platform.md §4, docs/decisions/007-languages.md):
 * - a visitor's browser language is used, the footer's switch changes it and it survives a reload;
 * - a signed-in person's Settings language applies at once and on the next load;
 * - the pseudo-locale (en-XA: every catalogue message accented and bracketed) leaves no plain
 *   English on any page, for a visitor and each role: text that is not the catalogues' (property
 *   titles, names, e-mails) is marked translate="no"; nor in the dialogs, menus and popovers the
 *   pages open, nor in the forms' validation errors;
 * - every page passes axe in French at a phone's and a desktop's width.
 */

type Persona = 'visitor' | DemoRole;

const PUBLIC_PAGES = ['/', '/properties', '/properties/sea-breeze-villa-anjuna', '/how-it-works', '/about', '/contact', '/login', '/register', '/not-found'];

function rolePages(role: DemoRole): string[] {
  const dashboard = `/${role}_dashboard`;
  const common = [
    '/dashboard',
    `/sign_in/${role}`,
    dashboard,
    `${dashboard}/live-deals`,
    `${dashboard}/stats`,
    `${dashboard}/profile`,
    `${dashboard}/settings`,
    `${dashboard}/notifications`,
  ];
  if (role === 'admin')
    return [
      ...common,
      `${dashboard}/kyc`,
      `${dashboard}/payments`,
      `${dashboard}/messages`,
      `${dashboard}/users`,
      `${dashboard}/audit`,
      `${dashboard}/reviews`,
      `${dashboard}/outbox`,
      `${dashboard}/deals`,
    ];
  if (role === 'backer') return [...common, `${dashboard}/portfolio`, `${dashboard}/kyc`, `${dashboard}/wallet`];
  return [...common, `${dashboard}/deals`, `${dashboard}/deals/new`];
}

const pagesOf = (persona: Persona) => (persona === 'visitor' ? PUBLIC_PAGES : ['/', ...rolePages(persona)]);

async function useLanguage(context: BrowserContext, language: string, baseURL: string) {
  await context.addCookies([{ name: 'language', value: language, url: baseURL }]);
}

/** The headers of a demo account's API calls, signed in through the API. */
async function apiHeaders(baseURL: string, role: DemoRole) {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO[role], role }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

/** Saves `language` in the person's Settings through the API (the whole set, as the page does). */
async function saveLanguage(baseURL: string, role: DemoRole, language: string) {
  const headers = await apiHeaders(baseURL, role);
  const settings = (await (await fetch(`${baseURL}/api/me/settings`, { headers })).json()) as Record<string, unknown>;
  const saved = await fetch(`${baseURL}/api/me/settings`, { method: 'PUT', headers, body: JSON.stringify({ ...settings, language }) });
  expect(saved.status).toBe(200);
}

async function axeInFrench(page: Page, paths: string[]) {
  for (const [index, path] of paths.entries()) {
    await test.step(path, async () => {
      await settle(page, path, index > 0);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expectNoAxeViolations(page);
    });
  }
}

async function englishOnPages(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [index, path] of paths.entries()) {
    await settle(page, path, index > 0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    for (const text of await englishOnPage(page)) problems.push(`${path} ${text}`);
  }
  return problems;
}

/** Requests in flight on a page, and when that last changed (networkidle for pages opened in the app). */
const traffic = new WeakMap<Page, { inFlight: number; changed: number }>();
function trafficOf(page: Page) {
  let seen = traffic.get(page);
  if (!seen) {
    const state = { inFlight: 0, changed: Date.now() };
    const ended = () => {
      state.inFlight -= 1;
      state.changed = Date.now();
    };
    page.on('request', () => {
      state.inFlight += 1;
      state.changed = Date.now();
    });
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    traffic.set(page, state);
    seen = state;
  }
  return seen;
}

/**
 * The page with its data: no skeleton or busy region left, and the network quiet. `inApp`: opened
 * inside the app already loaded, as a link would (a crawl's pages after its first, in one language).
 */
async function settle(page: Page, path: string, inApp = false) {
  const seen = trafficOf(page);
  if (inApp && path !== '/not-found') {
    await openInApp(page, path);
    await expect.poll(() => seen.inFlight === 0 && Date.now() - seen.changed >= 500, { intervals: [100] }).toBe(true);
  } else {
    await open(page, path);
    await page.waitForLoadState('networkidle');
  }
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
    // A text area's text is its value, what a person typed, as an input's value is.
    const typed = (element: Element | null) => element?.closest('textarea') != null;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!skipped(node.parentElement) && !typed(node.parentElement)) note(node.textContent, node.parentElement?.tagName.toLowerCase() ?? 'text');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (skipped(element)) continue;
      for (const name of ['aria-label', 'alt', 'title', 'placeholder']) note(element.getAttribute(name), `${element.tagName.toLowerCase()}[${name}]`);
    }
    note(document.title, 'title');
    return [...found];
  });
}

/**
 * A message as the pseudo-locale shows it (src/server/lib/catalogues.ts), to find a control by its
 * name: accented and in [ ], each value between ⟦ ⟧. A value named in `messages` is itself a
 * message (a stage, an action); any other matches anything.
 */
function xa(english: string, messages: Record<string, string> = {}): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = english
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return escape(pseudoText(part));
      const message = messages[name];
      return `⟦${message === undefined ? '.*' : escape(`[${pseudoText(message)}]`)}⟧`;
    })
    .join('');
  return new RegExp(`^\\[${pattern}\\]$`);
}

/** Something a page opens (a dialog, a menu, a popover, a form's errors): where, and how to open it. */
interface Opening {
  name: string;
  path: string;
  /** The window's width (1440 unless said). */
  width?: number;
  /** Opens it on the settled page and waits until it shows all it will show. */
  show: (page: Page) => Promise<void>;
}

/** A dialog open, by its title: the dialog's own box has no size, its panel is what shows. */
async function dialogShown(page: Page, name?: RegExp) {
  await expect(
    page
      .getByRole('dialog', name && { name })
      .getByRole('heading')
      .first(),
  ).toBeVisible();
}

/** Submits a form (on the page or in its dialog) and waits for its errors: a field marked invalid or an alert. */
async function submitted(within: Page | Locator, button: RegExp) {
  await within.getByRole('button', { name: button }).click();
  await expect(within.locator('[aria-invalid="true"], [role="alert"]').first()).toBeVisible();
}

const VISITOR_OPENINGS: Opening[] = [
  {
    name: 'the mobile menu',
    path: '/',
    width: 390,
    show: async (page) => {
      await page.getByRole('button', { name: xa('Open menu') }).click();
      await expect(page.getByRole('navigation', { name: xa('Mobile') })).toBeVisible();
    },
  },
  {
    name: 'the gallery',
    path: '/properties/sea-breeze-villa-anjuna',
    show: async (page) => {
      await page
        .getByRole('list', { name: xa('Photo thumbnails') })
        .getByRole('button')
        .first()
        .click();
      await dialogShown(page);
      await expect(page.getByTestId('gallery-counter')).toBeVisible();
    },
  },
  { name: 'the empty sign-in form', path: '/login', show: (page) => submitted(page, xa('Sign in')) },
  { name: 'the empty contact form', path: '/contact', show: (page) => submitted(page, xa('Send Message')) },
  {
    // The browser itself stops a registration with empty required fields; the role is the form's own check.
    name: 'the registration form without a role',
    path: '/register',
    show: async (page) => {
      await page.getByLabel(xa('First name')).fill('Kavya');
      await page.getByLabel(xa('Last name')).fill('Sharma');
      await page.getByLabel(xa('Email')).fill('kavya@example.com');
      await page.getByLabel(xa('Password')).fill('banyan-courtyard-19');
      await page.getByLabel(xa('Confirm password')).fill('banyan-courtyard-19');
      await submitted(page, xa('Register'));
    },
  },
];

function roleOpenings(role: DemoRole): Opening[] {
  const dashboard = `/${role}_dashboard`;
  const openDeal = async (page: Page) => {
    await page.getByTestId('deal-row').first().getByRole('button').click();
    await dialogShown(page);
    await expect(page.getByRole('dialog').getByRole('progressbar')).toBeVisible();
  };
  const common: Opening[] = [
    {
      name: 'the user menu',
      path: dashboard,
      show: async (page) => {
        await page.getByRole('button', { name: xa('User menu for {name}') }).click();
        await expect(page.getByRole('menu')).toBeVisible();
      },
    },
    {
      name: 'the notifications',
      path: dashboard,
      show: async (page) => {
        await page.getByRole('button', { name: xa('Notifications') }).click();
        await expect(page.getByRole('list', { name: xa('Notification list') })).toBeVisible();
      },
    },
    {
      name: 'the mobile sidebar',
      path: dashboard,
      width: 390,
      show: async (page) => {
        await page.getByRole('button', { name: xa('Open sidebar') }).click();
        await expect(page.getByRole('dialog', { name: xa('Sidebar') }).getByRole('navigation')).toBeVisible();
      },
    },
    { name: "a deal's modal", path: `${dashboard}/live-deals`, show: openDeal },
    {
      name: 'two-factor enrolment',
      path: `${dashboard}/settings`,
      show: async (page) => {
        await page.getByRole('switch', { name: xa('Two-factor authentication') }).click();
        await dialogShown(page, xa('Turn on two-factor sign-in'));
        await expect(page.getByRole('img', { name: xa('QR code to add Sharestead to your authenticator app') })).toBeVisible();
      },
    },
  ];
  if (role === 'backer') {
    return [
      ...common,
      {
        name: 'the invest dialog',
        path: '/properties/harborview-residences-seattle',
        show: async (page) => {
          await page
            .getByRole('region', { name: xa('Funding') })
            .getByRole('button', { name: xa('Invest') })
            .click();
          await dialogShown(page, xa('Invest in {dealName}'));
          await expect(page.getByRole('dialog').getByRole('textbox', { name: xa('Amount') })).toBeVisible();
        },
      },
      {
        name: 'Add funds, sent empty',
        path: `${dashboard}/wallet`,
        show: async (page) => {
          await page.getByRole('button', { name: xa('Add funds') }).click();
          await dialogShown(page, xa('Add funds'));
          await submitted(page.getByRole('dialog'), xa('Create deposit'));
        },
      },
      {
        name: 'Withdraw, sent empty',
        path: `${dashboard}/wallet`,
        show: async (page) => {
          await page.getByRole('button', { name: xa('Withdraw') }).click();
          await dialogShown(page, xa('Withdraw'));
          await submitted(page.getByRole('dialog'), xa('Request withdrawal'));
        },
      },
      {
        name: "a commitment's cancel confirmation",
        path: `${dashboard}/portfolio`,
        show: async (page) => {
          await page
            .getByRole('button', { name: xa('Cancel') })
            .first()
            .click();
          await dialogShown(page, xa('Cancel this commitment?'));
        },
      },
    ];
  }
  if (role === 'proposer') {
    return [
      ...common,
      {
        name: 'Extend campaign',
        path: `${dashboard}/live-deals?q=Harborview`,
        show: async (page) => {
          await openDeal(page);
          await page.getByRole('link', { name: xa('Edit Deal') }).click();
          await page.getByRole('button', { name: xa('Extend campaign') }).click();
          await dialogShown(page, xa('Extend campaign'));
        },
      },
    ];
  }
  // On the review of the deal readyForAdmin submitted: a decision's dialog, sent without its comment.
  const decision = (button: string, submit: string): Opening => ({
    name: `${submit}, sent without a comment`,
    path: `${dashboard}/reviews`,
    show: async (page) => {
      await page.getByRole('link', { name: REVIEWED_DEAL }).click();
      await expect(page.getByRole('heading', { level: 1, name: REVIEWED_DEAL })).toBeVisible();
      await page
        .getByRole('button', { name: xa(button) })
        .first()
        .click();
      await dialogShown(page);
      await submitted(page.getByRole('dialog'), xa(submit));
    },
  });
  return [
    ...common,
    decision('Request changes to {stage}', 'Request changes'),
    decision('Reject at {stage}', 'Reject'),
    {
      name: 'Confirm deposit',
      path: `${dashboard}/payments`,
      show: async (page) => {
        // The deposit readyForAdmin asked for.
        await page
          .getByRole('button', { name: xa('{action} {reference}', { action: 'Confirm deposit' }) })
          .first()
          .click();
        await dialogShown(page, xa('Confirm deposit'));
      },
    },
  ];
}

const openingsOf = (persona: Persona) => (persona === 'visitor' ? VISITOR_OPENINGS : roleOpenings(persona));

async function englishInOpenings(page: Page, openings: Opening[]): Promise<string[]> {
  const problems: string[] = [];
  for (const opening of openings) {
    await test.step(opening.name, async () => {
      await page.setViewportSize({ width: opening.width ?? 1440, height: 900 });
      await settle(page, opening.path);
      await opening.show(page);
      for (const text of await englishOnPage(page)) problems.push(`${opening.name} (${opening.path}) ${text}`);
    });
  }
  return problems;
}

/** The deal readyForAdmin submits for review. */
const REVIEWED_DEAL = 'Palm Grove Villa';

/** What the admin's dialogs need on its own server: a deal submitted for review, and a deposit to confirm. */
async function readyForAdmin(baseURL: string) {
  const proposer = await apiHeaders(baseURL, 'proposer');
  const created = await fetch(`${baseURL}/api/deals`, { method: 'POST', headers: proposer, body: JSON.stringify(DEAL_FORM) });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const submission = await fetch(`${baseURL}/api/deals/${id}/submit`, { method: 'POST', headers: { authorization: proposer.authorization } });
  expect(submission.status).toBe(200);
  const backer = await apiHeaders(baseURL, 'backer');
  const deposit = await fetch(`${baseURL}/api/wallet/deposits`, {
    method: 'POST',
    headers: backer,
    body: JSON.stringify({ amount: 25_000_00, currency: 'INR' }),
  });
  expect(deposit.status).toBe(201);
}

/** A complete deal form (POST /api/deals). */
const DEAL_FORM = {
  property: {
    title: REVIEWED_DEAL,
    description: 'A four-bedroom villa in a gated community, let to long-term tenants.',
    type: 'Villa',
    location: 'Assagao, Goa',
    price: 3_00_00_000_00,
    area_sqft: 3200,
    bedrooms: 4,
    bathrooms: 4,
    year_built: 2018,
    features: ['Private pool', 'Garden'],
    location_description: 'Ten minutes from Anjuna beach.',
    agent: { name: 'Priya Nair', email: 'priya@example.com', phone: '+91 98200 00000', company: 'Coastal Homes' },
  },
  campaign_type: 'buy_n_hold',
  asset_class: 'Residential',
  currency: 'INR',
  target: 5_00_000_00,
  minimum_ticket: 10_000_00,
  projected_roi_bps: 1450,
  holding_period_months: 36,
  projection: [{ quarter: '2027-Q1', amount: 7_000_00 }],
};

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
    test('the pseudo-locale leaves no English outside the catalogues on any page, dialog, menu or form error', async ({ page, context }) => {
      test.slow();
      await useLanguage(context, 'en-XA', process.env.E2E_BASE_URL!);
      expect(await englishOnPages(page, pagesOf('visitor'))).toEqual([]);
      expect(await englishInOpenings(page, openingsOf('visitor'))).toEqual([]);
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
    ownServerTest(
      `signed in as ${role}: every page in French passes axe at 390 and 1440 px, and the pseudo-locale leaves no English on its pages, dialogs and menus`,
      async ({ browser, own }) => {
        test.setTimeout(300_000);
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
        if (role === 'admin') await readyForAdmin(own.baseURL);
        expect(await englishInOpenings(page, openingsOf(role))).toEqual([]);
        await context.close();
      },
    );
  }
});
