import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, newAccount, open, signedInState, test, type DemoRole } from './support/fixtures.ts';
import { expectVisibleFocus, tabTo } from './support/focus.ts';
import { demoToken, fundedVerifiedBacker, listDeals, liveRupeeDeal, type ListedDeal } from './support/investing.ts';

/*
 * The backer-facing investing screens on the real API: Live Deals and its deal modal, a property's
 * funding panel and the invest dialog, the portfolio and its statements. The tests that need a
 * live deal take one of the demo history's through GET /api/deals. Each test that moves money
 * makes its own backer: the run shares one database.
 */

const LIVE_DEALS = (role: DemoRole) => `/${role}_dashboard/live-deals`;
const PORTFOLIO = '/backer_dashboard/portfolio';
const WIDTHS = [390, 1440] as const;
const NO_LIVE_DEAL = 'The demo history seeds live rupee deals with room and time left; none was found.';

const dealCount = (page: Page) => page.getByTestId('deal-count');
const countText = (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'deal' : 'deals'}`;

async function pageAs(browser: Browser, baseURL: string | undefined, state: Awaited<ReturnType<typeof signedInState>>) {
  const context = await browser.newContext({ baseURL, storageState: state });
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe('Live Deals on the API', () => {
  for (const role of ['admin', 'backer', 'proposer'] as const) {
    test.describe(`as the ${role}`, () => {
      test.use({ storageState: ({}, use) => signedInState(role).then(use) });

      test('lists what GET /api/deals lists, with the spec’s columns and filters, and Add New Deal for the proposer and the admin', async ({
        page,
        request,
      }) => {
        const { total } = await listDeals(request, await demoToken(request, role));
        await open(page, LIVE_DEALS(role));
        const table = page.getByRole('table', { name: 'Deals' });
        await expect(table.getByRole('columnheader')).toHaveText(['Property', 'Location', 'Raised', 'Backers', 'Projected ROI', 'Deadline', 'Status']);
        await expect(dealCount(page)).toHaveText(countText(total));
        await expect(table.getByTestId('deal-row')).toHaveCount(Math.min(total, 20));
        if (total === 0) await expect(table).toContainText('No deals are open yet.');
        await expect(page.getByLabel('Property Type').locator('option')).toHaveText(['All', 'Residential', 'Commercial', 'Industrial', 'Mixed-Use']);
        await expect(page.getByLabel('Status').locator('option')).toHaveText(['All statuses', 'pending', 'completed', 'failed']);
        const addNewDeal = page.getByRole('link', { name: 'Add New Deal' });
        // Proposers and the admin (who names the deal's proposer) start deals, backers do not; deal-workflow.spec.ts follows the form.
        if (role === 'backer') await expect(addNewDeal).toHaveCount(0);
        else await expect(addNewDeal).toHaveAttribute('href', `/${role}_dashboard/deals/new`);
      });
    });
  }

  test.describe('filters', () => {
    test.use({ storageState: ({}, use) => signedInState('backer').then(use) });

    test('go to the server and into the URL, survive a reload, and Reset Filters clears all three', async ({ page, request }) => {
      const token = await demoToken(request, 'backer');
      await open(page, LIVE_DEALS('backer'));
      await expect(dealCount(page)).not.toHaveText(/Loading|^$/);

      const asked = page.waitForRequest((req) => req.url().includes('/api/deals?') && new URL(req.url()).searchParams.get('type') === 'Industrial');
      await page.getByLabel('Property Type').selectOption('Industrial');
      expect(new URL((await asked).url()).searchParams.get('type')).toBe('Industrial');
      await page.getByLabel('Status').selectOption('completed');
      await expect(page).toHaveURL(`${LIVE_DEALS('backer')}?type=Industrial&status=completed`);
      const filtered = await listDeals(request, token, { type: 'Industrial', status: 'completed' });
      await expect(dealCount(page)).toHaveText(countText(filtered.total));

      // Search waits for a pause in typing, then joins the URL.
      await page.getByLabel('Search deals').fill('no such deal anywhere');
      await expect(page).toHaveURL(/[?&]q=no\+such\+deal\+anywhere/);
      await expect(page.getByText('No deals match these filters. Try Reset Filters.')).toBeVisible();
      await expect(dealCount(page)).toHaveText('0 deals');

      await page.reload();
      await expect(page.getByLabel('Search deals')).toHaveValue('no such deal anywhere');
      await expect(page.getByLabel('Property Type')).toHaveValue('Industrial');
      await expect(page.getByLabel('Status')).toHaveValue('completed');

      await page.getByRole('button', { name: 'Reset Filters' }).click();
      await expect(page).toHaveURL(LIVE_DEALS('backer'));
      await expect(page.getByLabel('Search deals')).toHaveValue('');
      await expect(page.getByLabel('Property Type')).toHaveValue('');
      await expect(page.getByLabel('Status')).toHaveValue('');
      const all = await listDeals(request, token);
      await expect(dealCount(page)).toHaveText(countText(all.total));
    });

    for (const width of WIDTHS) {
      test(`has no axe violations at ${width}px, listed and with no match`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await open(page, LIVE_DEALS('backer'));
        await expect(dealCount(page)).not.toHaveText(/Loading|^$/);
        await expectNoAxeViolations(page);
        await page.getByLabel('Search deals').fill('no such deal anywhere');
        await expect(page.getByText('No deals match these filters.')).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
});

test.describe('a live deal', () => {
  let deal: ListedDeal | undefined;
  test.beforeEach(async ({ request }) => {
    deal ??= await liveRupeeDeal(request, await demoToken(request, 'backer'));
    expect(deal, NO_LIVE_DEAL).toBeDefined();
  });

  test('its row opens the deal modal by click and by keyboard; a backer sees Invest, a proposer does not', async ({ browser, baseURL }) => {
    for (const role of ['backer', 'proposer'] as const) {
      const { page, close } = await pageAs(browser, baseURL, await signedInState(role));
      await open(page, `${LIVE_DEALS(role)}?status=pending&q=${encodeURIComponent(deal!.name)}`);
      const row = page.getByTestId('deal-row').filter({ hasText: deal!.name }).first();
      await row.getByRole('cell').first().click();
      const modal = page.getByRole('dialog', { name: deal!.name });
      await expect(modal.getByRole('progressbar', { name: 'Raised' })).toBeVisible();
      await expect(modal.getByRole('link', { name: 'View property' })).toHaveAttribute('href', `/properties/${deal!.property_id}`);
      await expect(modal.getByRole('button', { name: 'Invest' })).toHaveCount(role === 'backer' ? 1 : 0);
      await expect(modal.getByRole('button', { name: 'Edit Deal' })).toHaveCount(0);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await expectNoAxeViolations(page);
      }
      await page.keyboard.press('Escape');
      await expect(modal).toHaveCount(0);

      const opener = row.getByRole('button', { name: deal!.name });
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(modal.getByRole('progressbar', { name: 'Raised' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(opener).toBeFocused();
      await close();
    }
  });

  test('its property page shows the funding panel; a visitor’s Invest goes to sign in and back', async ({ page }) => {
    const path = `/properties/${deal!.property_id}`;
    await open(page, path);
    const panel = page.getByRole('region', { name: 'Funding' });
    await expect(panel.getByRole('progressbar', { name: 'Raised' })).toHaveAttribute('aria-valuetext', /^₹[\d,]+ of ₹[\d,]+ \(\d+%\)$/);
    await expect(panel.getByText('Backers', { exact: true })).toBeVisible();
    await expect(panel.getByText('Days left', { exact: true })).toBeVisible();
    await expect(panel.getByText('Minimum investment', { exact: true })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }

    await panel.getByRole('link', { name: 'Invest' }).click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
    await page.getByLabel('Role').selectOption('backer');
    await page.getByLabel('Email', { exact: true }).fill(DEMO.backer.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.backer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('region', { name: 'Funding' }).getByRole('button', { name: 'Invest' })).toBeVisible();
  });

  test('a verified backer with money invests by keyboard alone, sees it at once, and cancels it from the portfolio', async ({ browser, baseURL, request }) => {
    test.slow();
    const backer = await fundedVerifiedBacker(request, 5_00_000);
    const { page, close } = await pageAs(browser, baseURL, backer.state);
    const path = `/properties/${deal!.property_id}`;
    await open(page, path);
    const panel = page.getByRole('region', { name: 'Funding' });
    const invest = panel.getByRole('button', { name: 'Invest' });
    await expect(invest).toBeVisible();
    const minimum = deal!.minimum_ticket / 100;
    const amountText = minimum.toLocaleString('en-IN');

    // The dialog, with axe at both widths.
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await invest.click();
      const dialog = page.getByRole('dialog', { name: `Invest in ${deal!.name}` });
      await expect(dialog.getByRole('textbox', { name: 'Amount' })).toBeFocused();
      await expect(dialog.getByText('Available in your wallet')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(invest).toBeFocused();
    }

    // Keyboard alone from the top of the page: Tab to Invest, Enter, type, Enter.
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, path);
    await tabTo(page, invest, { limit: 80 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Invest in ${deal!.name}` });
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await expect(amount).toBeFocused();
    // Below the minimum: the field says so, nothing is sent.
    await page.keyboard.type(String(minimum - 1));
    await page.keyboard.press('Enter');
    await expect(amount).toHaveAccessibleDescription(/The minimum investment in this deal is ₹/);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(amountText);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Confirm investment' })).toBeFocused();
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(panel.getByRole('status')).toHaveText(`You invested ₹${amountText} in ${deal!.name}.`);
    await expect(invest).toBeFocused();
    await expect(panel.getByRole('heading', { name: 'Your commitments' })).toBeVisible();
    await expect(panel).toContainText(`₹${amountText}`);
    await expectNoAxeViolations(page);

    // The portfolio holds it; Cancel asks first, then the money is back in the wallet.
    await open(page, PORTFOLIO);
    const holding = page.getByRole('article', { name: deal!.name });
    await expect(holding.getByText('Committed', { exact: true })).toBeVisible();
    const cancel = holding.getByRole('button', { name: 'Cancel' });
    await expect(cancel).toBeEnabled();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
    await cancel.click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this commitment?' });
    await expect(confirm).toContainText(`Your commitment of ₹${amountText} to ${deal!.name} is cancelled, and the money returns to your wallet at once.`);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel commitment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is cancelled' })).toHaveText(
      `Your commitment of ₹${amountText} to ${deal!.name} is cancelled. The money is back in your wallet.`,
    );
    await expect(holding.getByText('Cancelled', { exact: true })).toBeVisible();
    const wallet = await request.get('/api/wallet', { headers: { authorization: `Bearer ${backer.token}` } });
    const inr = ((await wallet.json()) as { balances: { currency: string; available: number; held: number }[] }).balances.find((b) => b.currency === 'INR');
    expect(inr).toMatchObject({ available: 5_00_000_00, held: 0 });
    await close();
  });
});

test.describe('the portfolio', () => {
  test.use({ storageState: ({}, use) => newAccount('backer').then(({ state }) => use(state)) });

  test('a new backer finds Portfolio in the sidebar and is told "You have not invested yet"', async ({ page }) => {
    await open(page, '/backer_dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Portfolio' }).click();
    await expect(page).toHaveURL(PORTFOLIO);
    await expect(page).toHaveTitle('Portfolio | Sharestead');
    await expect(page.getByText('You have not invested yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/properties');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
  });

  test('statements download as CSV and PDF for the chosen year', async ({ page }) => {
    await open(page, PORTFOLIO);
    await expect(page.getByText('You have not invested yet')).toBeVisible();
    const year = new Date().getFullYear() - 1;
    await page.getByLabel('Year').selectOption(String(year));

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe(`sharestead-statement-${year}.csv`);
    const csvText = await (await csv.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
    expect(csvText.length).toBeGreaterThan(0);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`sharestead-statement-${year}.pdf`);
    const pdfBytes = await (await pdf.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks));
    expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(page.getByRole('region', { name: 'Statements' }).getByRole('alert')).toHaveCount(0);
  });
});

test.describe('signing in from a link with ?next=', () => {
  for (const [next, lands] of [
    ['/properties/sea-breeze-villa-anjuna', '/properties/sea-breeze-villa-anjuna'],
    ['//evil.example/steal', '/sign_in/backer'],
    ['https://evil.example/', '/sign_in/backer'],
  ] as const) {
    test(`next=${next} lands on ${lands}`, async ({ page }) => {
      await open(page, `/login?next=${encodeURIComponent(next)}`);
      await page.getByLabel('Role').selectOption('backer');
      await page.getByLabel('Email', { exact: true }).fill(DEMO.backer.email);
      await page.getByLabel('Password', { exact: true }).fill(DEMO.backer.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(lands);
    });
  }
});
