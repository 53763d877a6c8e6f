import type { Browser, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newAccount, open, signedInState, test as base } from './support/fixtures.ts';
import { startServer, type StartedServer } from './support/server.ts';

/*
 * A deal from first draft to Live Deals through the pages (platform.md §2; interfaces.md, "Pages
 * of the platform"): a new proposer fills the deal form, saves a draft and submits it; the admin
 * requests changes on valuation; the proposer reads the comment beside the terms, fixes them and
 * submits again; the admin passes the three stages and approves; the proposer publishes, and the
 * deal is in Live Deals. The new proposer has the default settings: a minimum investment of
 * 10,000 and a maximum funding goal of 1,000,000, which the terms below respect.
 * It runs on a server of its own: the deal it publishes joins the public listing, whose counts
 * other specs read on the run's shared server.
 */

const test = base.extend<{ own: StartedServer }>({
  own: [
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { timeout: 90_000 },
  ],
  baseURL: async ({ own }, use) => {
    await use(own.baseURL);
  },
});

const WIDTHS = [390, 1440] as const;
/** E2E_SHOTS_DIR=<folder> saves a screenshot of each screen checked. */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function contextPage(browser: Browser, baseURL: string | undefined, storageState: Awaited<ReturnType<typeof signedInState>>) {
  const context = await browser.newContext({ baseURL, storageState });
  return { page: await context.newPage(), close: () => context.close() };
}

/** axe at a phone's width and a desktop's, nothing wider than the screen, with a screenshot of each. */
async function checkWidths(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('a deal goes from the proposer’s form through review to Live Deals', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const title = `Banyan Court ${Date.now().toString(36)}`;
  const account = await newAccount('proposer', baseURL);
  const proposer = await contextPage(browser, baseURL, account.state);
  const admin = await contextPage(browser, baseURL, await signedInState('admin', baseURL));
  const p = proposer.page;
  const a = admin.page;

  // My Deals starts empty and leads to the form.
  await open(p, '/proposer_dashboard/deals');
  await expect(p.getByRole('heading', { level: 1, name: 'My Deals' })).toBeVisible();
  await expect(p.getByText('You have no deals yet.')).toBeVisible();
  await checkWidths(p, 'my-deals-empty');
  await p.getByRole('link', { name: 'Add New Deal' }).click();
  await expect(p).toHaveURL('/proposer_dashboard/deals/new');
  await expect(p.getByRole('heading', { level: 1, name: 'New deal' })).toBeVisible();
  await expect(p).toHaveTitle(/^New deal \| /);
  await checkWidths(p, 'deal-form-new');

  // A first draft with only a title, saved by keyboard.
  await p.getByLabel('Title', { exact: true }).fill(title);
  await p.getByRole('button', { name: 'Save draft' }).focus();
  await p.keyboard.press('Enter');
  await expect(p).toHaveURL(/\/proposer_dashboard\/deals\/[^/]+$/);
  await expect(p.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  await expect(p.getByTestId('missing-fields')).toContainText('Still needed before you can submit for review');
  const dealUrl = new URL(p.url()).pathname;

  // It is on the server: a reload shows it, and the client's checks speak before a round trip.
  await p.reload();
  await expect(p.getByLabel('Title', { exact: true })).toHaveValue(title);
  await p.getByLabel('Year built', { exact: true }).fill('1700');
  await p.getByRole('button', { name: 'Save draft' }).click();
  await expect(p.getByText('Year built must be at least 1800.')).toBeVisible();

  // Every field, labelled.
  await p.getByLabel('Description', { exact: true }).fill('Six flats around a shaded courtyard, let to families on long leases.');
  await p.getByLabel('Property type', { exact: true }).selectOption('Apartment');
  await p.getByLabel('Location', { exact: true }).fill('Pune, Maharashtra');
  await p.getByLabel('Price', { exact: true }).fill('4,50,000');
  await p.getByLabel('Area (sq ft)', { exact: true }).fill('5400');
  await p.getByLabel('Bedrooms', { exact: true }).fill('12');
  await p.getByLabel('Bathrooms', { exact: true }).fill('6');
  await p.getByLabel('Year built', { exact: true }).fill('2019');
  await p.getByLabel('Features', { exact: true }).fill('Courtyard\nSolar roof');
  await p.getByLabel('Location description', { exact: true }).fill('Ten minutes from Pune station, near schools and a market.');
  await p.getByLabel('Agent name', { exact: true }).fill('Asha Rao');
  await p.getByLabel('Agent email', { exact: true }).fill('asha.rao@example.com');
  await p.getByLabel('Agent phone', { exact: true }).fill('+91 98200 00000');
  await p.getByLabel('Agent company', { exact: true }).fill('Rao Realty');
  await p.getByLabel('Asset class', { exact: true }).selectOption('Residential');
  await p.getByLabel('Currency', { exact: true }).selectOption('INR');
  await p.getByLabel('Target', { exact: true }).fill('4,00,000');
  await p.getByLabel('Minimum ticket', { exact: true }).fill('10,000');
  await p.getByLabel('Projected ROI (%)', { exact: true }).fill('12.5');
  await p.getByLabel('Holding period (months)', { exact: true }).fill('36');
  await p.getByRole('button', { name: 'Add quarter' }).click();
  await p.getByLabel('Quarter 1', { exact: true }).fill('2027-Q1');
  await p.getByLabel('Amount 1', { exact: true }).fill('12,000');
  await p.getByRole('button', { name: 'Submit for review' }).click();
  await expect(p.getByRole('status').filter({ hasText: 'Submitted for review.' })).toBeVisible();
  await expect(p.locator('[data-lifecycle="submitted"]')).toBeVisible();
  await expect(p.getByLabel('Title', { exact: true })).toHaveAttribute('readonly', '');
  await expect(p.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);

  // The admin's queue, oldest first, and the whole submission.
  await open(a, '/admin_dashboard/reviews');
  const row = a.getByTestId('review-row').filter({ hasText: title });
  await expect(row).toContainText('less than a minute');
  await checkWidths(a, 'review-queue');
  await row.getByRole('link', { name: title }).click();
  await expect(a.getByRole('heading', { level: 1, name: `Review: ${title}` })).toBeVisible();
  await expect(a.getByText('asha.rao@example.com')).toBeVisible();
  await expect(a.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await checkWidths(a, 'review-deal');

  // Request changes on valuation, by keyboard: the comment is required.
  await a.getByRole('button', { name: 'Request changes to Valuation' }).focus();
  await a.keyboard.press('Enter');
  const dialog = a.getByRole('dialog', { name: 'Request changes: Valuation' });
  await expect(dialog.getByLabel('Comment')).toBeFocused();
  await expectNoAxeViolations(a);
  await dialog.getByRole('button', { name: 'Request changes' }).click();
  await expect(dialog.getByText('A comment is required unless the stage passes.')).toBeVisible();
  await dialog.getByLabel('Comment').focus();
  await a.keyboard.type('The target is above the valuation report: lower it to 3,50,000.');
  await a.keyboard.press('Tab');
  await a.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Request changes' })).toBeFocused();
  await a.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(a.locator('[data-lifecycle="changes_requested"]')).toBeVisible();

  // The proposer reads it beside the terms, fixes them and submits again.
  await open(p, '/proposer_dashboard/deals');
  await expect(p.getByTestId('my-deal-row').filter({ hasText: title })).toContainText('Fix requested changes');
  await checkWidths(p, 'my-deals');
  await p.goto(dealUrl);
  const note = p.getByTestId('review-note-valuation');
  await expect(note).toContainText('Valuation review: Changes requested');
  await expect(note).toContainText('lower it to 3,50,000');
  await checkWidths(p, 'deal-form-changes-requested');
  await p.getByLabel('Target', { exact: true }).fill('3,50,000');
  await p.getByRole('button', { name: 'Submit for review' }).click();
  await expect(p.getByRole('status').filter({ hasText: 'Submitted for review.' })).toBeVisible();

  // Three passes, then Approve.
  await a.reload();
  await expect(a.locator('[data-lifecycle="submitted"]')).toBeVisible();
  for (const stage of ['Documents', 'Valuation', 'Legal']) {
    await a.getByRole('button', { name: `Pass ${stage}` }).click();
    await expect(a.getByTestId(`stage-${stage.toLowerCase()}`)).toContainText('Passed');
  }
  await a.getByRole('button', { name: 'Approve' }).click();
  await expect(a.locator('[data-lifecycle="approved"]')).toBeVisible();

  // The proposer publishes; it is in Live Deals.
  await p.reload();
  await p.getByRole('button', { name: 'Publish' }).click();
  await expect(p.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  await expect(p.locator('[data-lifecycle="live"]')).toBeVisible();
  await expect(p.getByRole('button', { name: 'Extend campaign' })).toBeVisible();
  await p.getByRole('button', { name: 'View All Backers' }).click();
  await expect(p.getByText('No one has backed this deal yet.')).toBeVisible();
  await p.getByRole('button', { name: 'Extend campaign' }).click();
  const extend = p.getByRole('dialog', { name: 'Extend campaign' });
  await expect(extend).toContainText('Every backer will be asked to stay in or take their money back');
  await expectNoAxeViolations(p);
  await extend.getByRole('button', { name: 'Cancel' }).click();
  await checkWidths(p, 'deal-live');

  await open(p, `/proposer_dashboard/live-deals?q=${encodeURIComponent(title)}`);
  await expect(p.getByTestId('deal-row').filter({ hasText: title })).toContainText('Pune, Maharashtra');

  await proposer.close();
  await admin.close();
});
