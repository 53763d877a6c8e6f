import type { Browser, Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newAccount, open, signedInState, test } from './support/fixtures.ts';

/*
 * KYC (platform.md §3; interfaces.md: GET/PUT /api/me/kyc, the admin's verify and reject,
 * /backer_dashboard/kyc and /admin_dashboard/kyc). Each test works on newly registered backers:
 * the demo backer is verified already, and the admin's queue is shared by every test of the run,
 * so rows are found by the backer's unique email.
 */

const DETAILS = {
  legal_name: 'Kavya Sharma',
  date_of_birth: '1994-08-17',
  pan: 'BQTPS7261K',
  address: '22 Lavelle Road, Bengaluru, Karnataka 560001',
  bank_account: { account_number: '000123456789', ifsc: 'ICIC0000104' },
};

/** A date of birth `years` ago today (UTC), as YYYY-MM-DD. */
function yearsAgo(years: number): string {
  const today = new Date();
  return `${today.getUTCFullYear() - years}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(Math.min(today.getUTCDate(), 28)).padStart(2, '0')}`;
}

/** A new backer who has sent KYC details through the API: its email, token and storage state. */
async function backerWithSubmission() {
  const backer = await newAccount('backer');
  const response = await fetch(`${process.env.E2E_BASE_URL!}/api/me/kyc`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${backer.token}` },
    body: JSON.stringify(DETAILS),
  });
  if (!response.ok) throw new Error(`Sending KYC through the API answered ${response.status}.`);
  return backer;
}

async function pageAs(browser: Browser, storageState: Awaited<ReturnType<typeof signedInState>>) {
  const context = await browser.newContext({ storageState, baseURL: process.env.E2E_BASE_URL });
  return { context, page: await context.newPage() };
}

const status = (page: Page) => page.getByTestId('kyc-status').first();
const form = (page: Page) => page.getByRole('form', { name: 'KYC details' });
/** The admin's row of one backer, by the backer's email. */
const rowOf = (page: Page, email: string): Locator => page.getByTestId('kyc-row').filter({ hasText: email });

async function fillForm(page: Page, dateOfBirth: string) {
  const fields = form(page);
  await fields.getByLabel('Legal name').fill(DETAILS.legal_name);
  await fields.getByLabel('Date of birth').fill(dateOfBirth);
  await fields.getByLabel('PAN').fill('bqtps7261k');
  await fields.getByLabel('Address').fill(DETAILS.address);
  await fields.getByLabel('Bank account number').fill(DETAILS.bank_account.account_number);
  await fields.getByLabel('IFSC').fill(DETAILS.bank_account.ifsc);
}

test('a new backer submits KYC, the admin rejects it with a reason, the backer corrects it, the admin verifies it', async ({ browser }) => {
  test.slow();
  const backer = await newAccount('backer');
  const { context: backerContext, page } = await pageAs(browser, backer.state);
  const { context: adminContext, page: admin } = await pageAs(browser, await signedInState('admin'));

  // The backer finds KYC in the sidebar, after the spec's five links.
  await open(page, '/backer_dashboard');
  const links = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link');
  await expect(links).toHaveText(['Overview', 'Live Deals', 'Stats', 'Profile', 'Settings', 'Portfolio', 'KYC', 'Wallet', 'Tax']);
  await links.filter({ hasText: 'KYC' }).click();
  await expect(page).toHaveURL('/backer_dashboard/kyc');
  await expect(page.getByRole('heading', { level: 1, name: 'KYC' })).toBeVisible();
  await expect(status(page)).toHaveText('Not started');

  // Under 18: refused by the field, nothing sent.
  await fillForm(page, yearsAgo(17));
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  const dateOfBirth = form(page).getByLabel('Date of birth');
  await expect(dateOfBirth).toHaveAttribute('aria-invalid', 'true');
  await expect(dateOfBirth).toHaveAccessibleDescription(/You must be 18 or older to invest on Sharestead\./);
  await expect(dateOfBirth).toBeFocused();
  await expect(status(page)).toHaveText('Not started');

  await dateOfBirth.fill(DETAILS.date_of_birth);
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(status(page)).toHaveText('Submitted — awaiting review');
  await expect(page.getByText('Your details were submitted for verification.')).toBeVisible();
  await expect(form(page)).toHaveCount(0);
  await expect(page.getByText('BQTPS7261K')).toBeVisible();

  // The admin rejects it with a reason, in the "Reject KYC" dialog.
  await open(admin, '/admin_dashboard/kyc');
  const row = rowOf(admin, backer.email);
  await expect(row).toContainText('BQTPS7261K');
  await expect(row).toContainText('Kavya Sharma');
  const rejectButton = row.getByRole('button', { name: 'Reject' });
  await rejectButton.click();
  const dialog = admin.getByRole('dialog', { name: 'Reject KYC' });
  const reason = dialog.getByLabel('Reason');
  await expect(reason).toBeFocused();
  // Escape closes it and gives the focus back to the button that opened it.
  await admin.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(rejectButton).toBeFocused();
  await rejectButton.click();
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(reason).toHaveAccessibleDescription('Reason is required: tell the backer what to correct.');
  await reason.fill('The PAN does not match the name on your bank account.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByText("Kavya Sharma's KYC is rejected.")).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(admin.getByRole('heading', { level: 2, name: 'Awaiting review' })).toBeFocused();

  // The backer reads the reason and sends corrected details.
  await page.reload();
  await expect(status(page)).toHaveText('Rejected');
  await expect(page.getByTestId('kyc-reason')).toHaveText('The PAN does not match the name on your bank account.');
  await expect(form(page).getByLabel('PAN')).toHaveValue('BQTPS7261K');
  await form(page).getByLabel('Legal name').fill('Kavya R Sharma');
  await page.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(status(page)).toHaveText('Submitted — awaiting review');

  // The admin verifies the new details.
  await admin.reload();
  await expect(rowOf(admin, backer.email)).toContainText('Kavya R Sharma');
  await rowOf(admin, backer.email).getByRole('button', { name: 'Verify' }).click();
  await expect(admin.getByText("Kavya Sharma's KYC is verified.")).toBeVisible();
  await expect(rowOf(admin, backer.email)).toHaveCount(0);
  await admin.getByRole('navigation', { name: 'KYC statuses' }).getByRole('link', { name: 'Verified' }).click();
  await expect(rowOf(admin, backer.email)).toContainText('Verified');

  // The backer is verified, sees the details read-only, and was notified.
  await page.reload();
  await expect(status(page)).toHaveText('Verified');
  await expect(form(page)).toHaveCount(0);
  await expect(page.getByText('Kavya R Sharma')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change details' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Notifications' }).click();
  const notifications = page.getByRole('list', { name: 'Notification list' }).getByRole('listitem');
  await expect(notifications.filter({ hasText: 'KYC verified' })).toHaveCount(1);
  await expect(notifications.filter({ hasText: 'KYC rejected' })).toContainText('The PAN does not match the name on your bank account.');

  await backerContext.close();
  await adminContext.close();
});

test('the demo backer is verified', async ({ browser }) => {
  const { context, page } = await pageAs(browser, await signedInState('backer'));
  await open(page, '/backer_dashboard/kyc');
  await expect(status(page)).toHaveText('Verified');
  await expect(page.locator('main').getByText('Daniel Reyes')).toBeVisible();
  await expect(page.locator('main').getByText('AKRPR4821D')).toBeVisible();
  await context.close();
});

test('a proposer has no KYC page', async ({ browser }) => {
  const { context, page } = await pageAs(browser, await signedInState('proposer'));
  await open(page, '/proposer_dashboard/kyc');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await context.close();
});

for (const width of [390, 1440]) {
  test(`the backer's KYC page at ${width}px passes axe: the form, its errors, and the submitted state`, async ({ browser }) => {
    test.slow();
    const backer = await newAccount('backer');
    const { context, page } = await pageAs(browser, backer.state);
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/backer_dashboard/kyc');
    await expect(status(page)).toHaveText('Not started');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await expect(form(page).getByLabel('Legal name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await fillForm(page, DETAILS.date_of_birth);
    await page.getByRole('button', { name: 'Submit for verification' }).click();
    await expect(status(page)).toHaveText('Submitted — awaiting review');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
    await context.close();
  });

  test(`the admin's KYC page at ${width}px passes axe: the queue, the Reject KYC dialog, and the rejected list`, async ({ browser }) => {
    test.slow();
    const backer = await backerWithSubmission();
    const { context, page } = await pageAs(browser, await signedInState('admin'));
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/admin_dashboard/kyc');
    await expect(rowOf(page, backer.email)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);

    await rowOf(page, backer.email).getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject KYC' });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await dialog.getByLabel('Reason').fill('The address has no PIN code.');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('navigation', { name: 'KYC statuses' }).getByRole('link', { name: 'Rejected' }).click();
    await expect(rowOf(page, backer.email)).toContainText('The address has no PIN code.');
    await expectNoAxeViolations(page);
    await context.close();
  });
}
