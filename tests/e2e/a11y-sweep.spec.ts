import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, open, openInApp, signedInState, test, type DemoRole } from './support/fixtures.ts';

/**
 * The accessibility sweep: every route of the spec, for a visitor and for each role, at a phone
 * width and a desktop width, and the states a user reaches on each page (open dialogs, menus and
 * popovers, validation errors, empty results). axe (WCAG 2.x A/AA and best practice) must report
 * nothing. One test per person and width, a step per route and a step per state within it, so a
 * failure names all four. Signed-in people get the session from a stored state made once per
 * worker (fixtures' signedInState), not by signing in through the form each time.
 *
 * Not swept: /knowledge-center answers with the whitepaper PDF, not a page of the app (shell.spec.ts
 * checks that). The deal detail modal and the invest dialog need a live deal: investing.spec.ts sweeps them.
 */

type Persona = 'visitor' | DemoRole;
const ROLES: DemoRole[] = ['admin', 'backer', 'proposer'];
const PERSONAS: Persona[] = ['visitor', ...ROLES];
const WIDTHS = [390, 1440] as const;
type Width = (typeof WIDTHS)[number];

interface State {
  name: string;
  /** Only at these widths (the mobile menus exist only on small screens). */
  widths?: readonly Width[];
  /**
   * What it shows depends on who is signed in (the header's menu), so it is swept for every person.
   * The other states of public pages (dialogs, errors, empty results) have the same markup for everyone
   * and are swept for the visitor only, which keeps the sweep's run time down.
   */
  dependsOnSession?: boolean;
  /** Brings the page into the state and waits until it shows. */
  reach: (page: Page) => Promise<void>;
}

interface SweptRoute {
  path: string;
  /** Waits until the page's own content (not a skeleton) is on screen. */
  ready?: (page: Page) => Promise<void>;
  states?: State[];
}

const DETAIL = '/properties/sea-breeze-villa-anjuna';
const h1 = (page: Page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible();

/** The public header's mobile menu, on every public page a phone user opens it from. */
const mobileMenu: State = {
  name: 'mobile menu open',
  widths: [390],
  dependsOnSession: true,
  reach: async (page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact' })).toBeVisible();
  },
};

const PUBLIC_ROUTES: SweptRoute[] = [
  {
    path: '/',
    ready: async (page) => {
      await h1(page);
      await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
    },
    states: [
      {
        name: 'another FAQ item open',
        reach: async (page) => {
          const faq = page.locator('h3 > button[aria-expanded]');
          await faq.nth(1).click();
          await expect(faq.nth(1)).toHaveAttribute('aria-expanded', 'true');
          await expect(faq.nth(0)).toHaveAttribute('aria-expanded', 'false');
        },
      },
      {
        name: 'newsletter thanks shown',
        reach: async (page) => {
          await page.getByLabel('Newsletter email').fill('reader@example.com');
          await page.getByRole('button', { name: 'Subscribe' }).click();
          await expect(page.getByRole('alert').filter({ hasText: 'Thank you for subscribing!' })).toBeVisible();
        },
      },
      mobileMenu,
    ],
  },
  {
    path: '/properties',
    ready: async (page) => {
      await h1(page);
      await expect(page.getByTestId('listing-skeleton')).toHaveCount(0);
      await expect(page.getByRole('article').first()).toBeVisible();
    },
    states: [
      {
        name: 'no results, Reset Filters offered',
        reach: async (page) => {
          await page.getByLabel('Type').selectOption('land');
          await expect(page.getByText('No properties found matching your criteria.')).toBeVisible();
        },
      },
    ],
  },
  {
    path: DETAIL,
    ready: async (page) => {
      await h1(page);
      await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    },
    states: [
      {
        name: 'Location tab selected',
        reach: async (page) => {
          await page.getByRole('tab', { name: 'Location' }).click();
          await expect(page.getByRole('tab', { name: 'Location' })).toHaveAttribute('aria-selected', 'true');
        },
      },
      {
        name: 'enquiry errors shown',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Send Enquiry' }).click();
          await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
        },
      },
      {
        name: 'gallery dialog open',
        reach: async (page) => {
          await page.getByRole('button', { name: /Open gallery/ }).click();
          await expect(page.getByRole('dialog', { name: /photos/ }).getByRole('img')).toBeVisible();
        },
      },
    ],
  },
  { path: '/how-it-works', ready: h1 },
  { path: '/about', ready: h1, states: [mobileMenu] },
  {
    path: '/contact',
    ready: h1,
    states: [
      {
        name: 'form errors shown',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Send Message' }).click();
          await expect(page.getByText('Please enter your name.')).toBeVisible();
        },
      },
      {
        name: 'message sent',
        reach: async (page) => {
          await page.getByLabel('Name', { exact: true }).fill('Kavya Sharma');
          await page.getByLabel('Email', { exact: true }).fill('kavya@example.com');
          await page.getByLabel('Subject').fill('Visiting a property');
          await page.getByLabel('Message', { exact: true }).fill('Can I visit the Goa villa next week?');
          await page.getByRole('button', { name: 'Send Message' }).click();
          await expect(page.getByRole('button', { name: 'Send Another Message' })).toBeVisible();
        },
      },
    ],
  },
  {
    path: '/login',
    ready: h1,
    states: [
      {
        name: 'missing fields error',
        reach: async (page) => {
          await page.getByRole('button', { name: 'Sign in' }).click();
          await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
        },
      },
    ],
  },
  { path: '/signin', ready: h1 },
  {
    path: '/register',
    ready: h1,
    states: [
      {
        name: 'passwords-do-not-match error',
        reach: async (page) => {
          await page.getByLabel('Role').selectOption('backer');
          await page.getByLabel('First name').fill('Kavya');
          await page.getByLabel('Last name').fill('Sharma');
          await page.getByLabel('Email', { exact: true }).fill('kavya@example.com');
          await page.getByLabel('Password', { exact: true }).fill('banyan-courtyard-19');
          await page.getByLabel('Confirm password').fill('banyan-courtyard-91');
          await page.getByRole('button', { name: 'Register' }).click();
          await expect(page.getByRole('alert')).toHaveText('Passwords do not match.');
        },
      },
    ],
  },
  { path: '/not-found', ready: h1 },
  { path: '/no/such/page', ready: (page) => expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible() },
];

/** The dashboard shell's top bar and sidebar states, swept on each role's Overview. */
const SHELL_STATES: State[] = [
  {
    name: 'notifications popover open',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Notifications' }).click();
      await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
    },
  },
  {
    name: 'notifications all read',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    },
  },
  {
    name: 'user menu open',
    reach: async (page) => {
      await page.getByRole('button', { name: /^User menu for / }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'mobile sidebar dialog open',
    widths: [390],
    reach: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      await expect(page.getByRole('dialog', { name: 'Sidebar' }).getByRole('link', { name: 'Stats' })).toBeVisible();
    },
  },
];

function roleRoutes(role: DemoRole): SweptRoute[] {
  const dashboard = `/${role}_dashboard`;
  return [
    {
      path: '/dashboard',
      ready: (page) => expect(page.getByRole('heading', { name: 'Choose a dashboard' })).toBeVisible(),
    },
    {
      path: `/sign_in/${role}`,
      ready: (page) => expect(page.getByRole('region', { name: 'Featured properties' }).getByRole('article')).toHaveCount(6),
    },
    {
      path: dashboard,
      ready: async (page) => {
        await h1(page);
        await expect(page.getByTestId('overview-skeleton')).toHaveCount(0);
        await expect(page.locator('canvas')).toHaveCount(2);
      },
      states: SHELL_STATES,
    },
    {
      path: `${dashboard}/live-deals`,
      ready: (page) => expect(page.getByTestId('deal-count')).toBeVisible(),
      states: [
        {
          name: 'no deals match the filters',
          reach: async (page) => {
            await page.getByLabel('Search deals').fill('no such deal anywhere');
            await expect(page.getByText('No deals match these filters.')).toBeVisible();
          },
        },
      ],
    },
    { path: `${dashboard}/stats`, ready: (page) => expect(page.locator('canvas')).toHaveCount(6) },
    {
      path: `${dashboard}/profile`,
      ready: (page) => expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible(),
      states: [
        {
          name: 'edit mode',
          reach: async (page) => {
            await page.getByRole('button', { name: 'Edit Profile' }).click();
            await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
          },
        },
      ],
    },
    { path: `${dashboard}/settings`, ready: (page) => expect(page.getByRole('switch').first()).toBeVisible() },
    {
      path: `${dashboard}/notifications`,
      ready: async (page) => {
        await h1(page);
        await expect(page.getByTestId('notifications-skeleton')).toHaveCount(0);
        await expect(page.getByTestId('notification-row').first()).toBeVisible();
      },
    },
    ...(role === 'admin' ? [ADMIN_INBOX, ADMIN_KYC, ADMIN_PAYMENTS, ADMIN_USERS, ADMIN_AUDIT] : []),
    ...(role === 'backer' ? [BACKER_PORTFOLIO, BACKER_KYC, BACKER_WALLET] : []),
  ];
}

/** The demo backer's portfolio (investing.spec.ts sweeps it with holdings and its dialogs). */
const BACKER_PORTFOLIO: SweptRoute = {
  path: '/backer_dashboard/portfolio',
  ready: async (page) => {
    await h1(page);
    await expect(page.getByTestId('portfolio-skeleton')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Statements' })).toBeVisible();
  },
};

/** The demo backer's KYC: verified (the seed), so its details read-only. */
const BACKER_KYC: SweptRoute = {
  path: '/backer_dashboard/kyc',
  ready: (page) => expect(page.getByTestId('kyc-status')).toHaveText('Verified'),
};

/**
 * The admin's KYC review: the queue (empty, or what other tests of the run have sent), then the
 * verified list, which always holds the demo backer. kyc.spec.ts sweeps the Reject KYC dialog.
 */
const ADMIN_KYC: SweptRoute = {
  path: '/admin_dashboard/kyc',
  ready: async (page) => {
    await h1(page);
    await expect(page.getByTestId('kyc-skeleton')).toHaveCount(0);
  },
  states: [
    {
      name: 'filtered to verified',
      reach: async (page) => {
        await page.getByRole('navigation', { name: 'KYC statuses' }).getByRole('link', { name: 'Verified' }).click();
        await expect(page.getByRole('heading', { level: 2, name: 'Verified' })).toBeVisible();
        await expect(page.getByTestId('kyc-row').filter({ hasText: 'backer@sharestead.test' })).toBeVisible();
      },
    },
  ],
};

/** The backer's wallet, and its Add funds dialog (wallet.spec.ts sweeps its other states). */
const BACKER_WALLET: SweptRoute = {
  path: '/backer_dashboard/wallet',
  ready: async (page) => {
    await h1(page);
    await expect(page.locator('[data-testid$="-skeleton"]')).toHaveCount(0);
  },
  states: [
    {
      name: 'Add funds open',
      reach: async (page) => {
        await page.getByRole('button', { name: 'Add funds' }).click();
        await expect(page.getByRole('dialog', { name: 'Add funds' }).getByRole('textbox', { name: 'Amount' })).toBeFocused();
      },
    },
  ],
};

/** The admin's payment queues, both tabs. */
const ADMIN_PAYMENTS: SweptRoute = {
  path: '/admin_dashboard/payments',
  ready: async (page) => {
    await h1(page);
    await expect(page.locator('[data-testid$="-skeleton"]')).toHaveCount(0);
  },
  states: [
    {
      name: 'withdrawals to pay',
      reach: async (page) => {
        await page.getByRole('tab', { name: 'Withdrawals to pay' }).click();
        await expect(page.getByRole('heading', { level: 2, name: 'Withdrawals to pay' })).toBeVisible();
      },
    },
  ],
};

/** The admin's inbox: listed (or "No messages yet." when the sweep runs before any test has sent one), then filtered. */
const ADMIN_INBOX: SweptRoute = {
  path: '/admin_dashboard/messages',
  ready: async (page) => {
    await h1(page);
    await expect(page.getByTestId('messages-skeleton')).toHaveCount(0);
  },
  states: [
    {
      name: 'filtered to newsletter sign-ups',
      reach: async (page) => {
        await page.getByRole('navigation', { name: 'Message kinds' }).getByRole('link', { name: 'Newsletter' }).click();
        await expect(page.getByRole('heading', { name: 'Newsletter sign-ups' })).toBeVisible();
        await expect(page.getByTestId('messages-skeleton')).toHaveCount(0);
      },
    },
  ],
};

/** The admin's list of accounts (admin-audit-users.spec.ts filters and pages it). */
const ADMIN_USERS: SweptRoute = {
  path: '/admin_dashboard/users',
  ready: async (page) => {
    await h1(page);
    await expect(page.getByTestId('users-skeleton')).toHaveCount(0);
  },
};

/** The audit log, and its Deal ID field refusing what is not a deal's id. */
const ADMIN_AUDIT: SweptRoute = {
  path: '/admin_dashboard/audit',
  ready: async (page) => {
    await h1(page);
    await expect(page.getByTestId('audit-skeleton')).toHaveCount(0);
  },
  states: [
    {
      name: 'a deal filter that is not an id',
      reach: async (page) => {
        await page.getByRole('searchbox', { name: 'Deal ID' }).fill('villa');
        await expect(page.getByText("Enter a deal's whole id to see its events.")).toBeVisible();
      },
    },
  ],
};

/** Paths that show the not-found page itself: opened with a reload (openInApp goes by way of it). */
const NOT_FOUND_PATHS = new Set(['/not-found', '/no/such/page']);

function sweep(persona: Persona, routes: SweptRoute[]) {
  test.describe(persona === 'visitor' ? 'as a visitor' : `signed in as ${persona}`, () => {
    if (persona !== 'visitor') test.use({ storageState: ({}, use) => signedInState(persona).then(use) });

    for (const width of WIDTHS) {
      // One test per person and width, a step per route (a failure names all three): the routes
      // are opened inside the loaded app as a link would, without paying the start-up second each.
      test(`every route at ${width}px`, async ({ page }) => {
        test.setTimeout(routes.length * 30_000); // axe on a large page takes seconds on a busy 2-core machine
        await page.setViewportSize({ width, height: 900 });
        // A page left in a state (a menu or dialog open, a form sent) is left by a reload.
        let reload = true;
        for (const route of routes) {
          await test.step(route.path, async () => {
            if (reload || NOT_FOUND_PATHS.has(route.path)) await open(page, route.path);
            else await openInApp(page, route.path);
            // The stored session is in use: a signed-in header (or the dashboard) shows, not the Login link.
            if (persona !== 'visitor') await expect(page.getByRole('button', { name: 'Logout', includeHidden: true }).first()).toBeAttached();
            await route.ready?.(page);
            await expectNoAxeViolations(page);
            reload = false;
            for (const state of route.states ?? []) {
              if (state.widths && !state.widths.includes(width)) continue;
              await test.step(state.name, async () => {
                await state.reach(page);
                await expectNoAxeViolations(page);
              });
              reload = true;
            }
          });
        }
      });
    }
  });
}

test.describe('accessibility sweep (axe)', () => {
  for (const persona of PERSONAS) {
    if (persona === 'visitor') sweep(persona, PUBLIC_ROUTES);
    else {
      const publicRoutes = PUBLIC_ROUTES.map((route) => ({ ...route, states: route.states?.filter((state) => state.dependsOnSession) }));
      sweep(persona, [...publicRoutes, ...roleRoutes(persona)]);
    }
  }
});
