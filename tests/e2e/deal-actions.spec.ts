import type { Browser, Page } from '@playwright/test';
import { checkWidths, expect, open, signedInState, test, type DemoRole } from './support/fixtures.ts';

/*
 * Live Deals' modal for a deal's proposer and the admin (platform.md §2): Edit Deal opens the
 * deal's form, terms locked while live; View All Backers opens its backers; another proposer's
 * deal has neither. Read-only on the seeded deals (the demo proposer owns Harborview Residences,
 * another proposer Coral Bay Apartments), so it runs on the shared server.
 */

async function signedIn(browser: Browser, role: DemoRole): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await signedInState(role) });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Opens a deal's modal from Live Deals searched by its name. */
async function openDeal(page: Page, role: DemoRole, search: string) {
  await open(page, `/${role}_dashboard/live-deals?q=${encodeURIComponent(search)}`);
  await page.getByTestId('deal-row').first().getByRole('button').click();
  const dialog = page.getByRole('dialog', { name: new RegExp(search) });
  await expect(dialog.getByRole('progressbar', { name: 'Raised' })).toBeVisible();
  return dialog;
}

for (const role of ['proposer', 'admin'] as const) {
  test(`the ${role}: Edit Deal and View All Backers open the deal's form and its backers`, async ({ browser }) => {
    test.setTimeout(90_000);
    const { page, close } = await signedIn(browser, role);
    let dialog = await openDeal(page, role, 'Harborview');
    await dialog.getByRole('link', { name: 'Edit Deal' }).click();
    await expect(page).toHaveURL(new RegExp(`/${role}_dashboard/deals/[^/]+$`));
    const dealPath = new URL(page.url()).pathname;
    await expect(page.getByRole('form', { name: 'Deal form' })).toBeVisible();
    await expect(page.getByTestId('terms-locked')).toContainText('Terms are locked while the campaign is live');
    await expect(page.getByLabel('Target', { exact: true })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'Extend campaign' })).toHaveCount(role === 'proposer' ? 1 : 0);
    await checkWidths(page, `deal-form-live-${role}`);

    dialog = await openDeal(page, role, 'Harborview');
    await dialog.getByRole('link', { name: 'View All Backers' }).click();
    await expect(page).toHaveURL(`${dealPath}/backers`);
    await expect(page.getByRole('heading', { level: 1, name: /^Backers of Harborview/ })).toBeVisible();
    await expect(page.getByTestId('backer-row').first()).toBeVisible();
    await checkWidths(page, `backers-${role}`);
    await page.getByRole('link', { name: 'Back to the deal' }).click();
    await expect(page).toHaveURL(dealPath);
    await close();
  });
}

test("another proposer's deal has neither Edit Deal nor View All Backers; the admin's Add New Deal asks for the proposer", async ({ browser }) => {
  const proposer = await signedIn(browser, 'proposer');
  const dialog = await openDeal(proposer.page, 'proposer', 'Coral Bay');
  await expect(dialog.getByRole('link', { name: 'View property' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Edit Deal' })).toHaveCount(0);
  await expect(dialog.getByRole('link', { name: 'View All Backers' })).toHaveCount(0);
  await proposer.close();

  const admin = await signedIn(browser, 'admin');
  await open(admin.page, '/admin_dashboard/live-deals');
  await admin.page.getByRole('link', { name: 'Add New Deal' }).click();
  await expect(admin.page).toHaveURL('/admin_dashboard/deals/new');
  const choice = admin.page.getByRole('combobox', { name: 'Proposer' });
  await expect(choice.getByRole('option', { name: /proposer@sharestead\.test/ })).toHaveCount(1);
  await checkWidths(admin.page, 'deal-form-new-admin');
  await admin.close();
});
