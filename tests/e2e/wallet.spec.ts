import type { APIRequestContext, Browser } from '@playwright/test';
import { DEMO, expect, expectNoAxeViolations, newAccount, open, signedInState, test } from './support/fixtures.ts';
import { balance, paymentsLoaded, walletLoaded } from './support/wallet.ts';

/*
 * The backer's wallet (/backer_dashboard/wallet) and the admin's payments
 * (/admin_dashboard/payments) on the real API. Each test makes its own backer: the run shares one
 * server and database.
 */

const WALLET = '/backer_dashboard/wallet';
const PAYMENTS = '/admin_dashboard/payments';
const KYC_SENTENCE = 'Complete your KYC verification before adding funds or investing.';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** The token's subject: the user's id, as `POST /api/admin/kyc/:user_id/verify` takes it. */
function subjectOf(token: string): string {
  const payload = token.split('.')[1]!;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

/**
 * Verifies the backer's KYC the way a person and the admin do it (interfaces.md: PUT /api/me/kyc,
 * then POST /api/admin/kyc/:user_id/verify). False when this build has no KYC routes yet.
 */
async function verifyKyc(request: APIRequestContext, token: string): Promise<void> {
  const submitted = await request.put('/api/me/kyc', {
    headers: auth(token),
    data: {
      legal_name: 'Kavya Sharma',
      date_of_birth: '1991-06-15',
      pan: 'ABCPS1234K',
      address: '22 Lavelle Road, Bengaluru 560001',
      bank_account: { account_number: '001234567890', ifsc: 'HDFC0000123' },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const login = await request.post('/api/auth/login', { data: { ...DEMO.admin, role: 'admin' } });
  const adminToken = ((await login.json()) as { access_token: string }).access_token;
  const verified = await request.post(`/api/admin/kyc/${subjectOf(token)}/verify`, { headers: auth(adminToken) });
  expect(verified.status(), await verified.text()).toBe(200);
}

async function pageAs(browser: Browser, baseURL: string | undefined, state: Awaited<ReturnType<typeof signedInState>>) {
  const context = await browser.newContext({ baseURL, storageState: state });
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe('a backer without KYC', () => {
  test.use({ storageState: ({}, use) => newAccount('backer').then(({ state }) => use(state)) });

  test('finds Wallet in the sidebar, sees zero rupees, and is told to complete KYC on Add funds', async ({ page }) => {
    await open(page, '/backer_dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Wallet' }).click();
    await expect(page).toHaveURL(WALLET);
    await expect(page).toHaveTitle('Wallet | Sharestead');
    await walletLoaded(page);
    await expect(balance(page, 'INR').getByTestId('available')).toHaveText('₹0.00');
    await expect(balance(page, 'INR').getByTestId('held')).toHaveText('₹0.00');
    await expect(page.getByText('No deposits yet. Use Add funds to make your first.')).toBeVisible();

    await page.getByRole('button', { name: 'Add funds' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add funds' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('25,000');
    await dialog.getByRole('button', { name: 'Create deposit' }).click();
    await expect(dialog.getByRole('alert')).toContainText(KYC_SENTENCE);
    await dialog.getByRole('link', { name: 'Complete your KYC' }).click();
    await expect(page).toHaveURL('/backer_dashboard/kyc');
  });

  test('the dialogs work by keyboard: open, fill, submit, Escape back to the opener', async ({ page }) => {
    await open(page, WALLET);
    await walletLoaded(page);
    const addFunds = page.getByRole('button', { name: 'Add funds' });
    await addFunds.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add funds' });
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    await expect(amount).toBeFocused();
    await page.keyboard.type('1000.50');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('combobox', { name: 'Currency' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Create deposit' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toContainText(KYC_SENTENCE);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(addFunds).toBeFocused();

    const withdraw = page.getByRole('button', { name: 'Withdraw' });
    await withdraw.focus();
    await page.keyboard.press('Enter');
    const withdrawDialog = page.getByRole('dialog', { name: 'Withdraw' });
    await expect(withdrawDialog.getByRole('textbox', { name: 'Amount' })).toBeFocused();
    await expect(withdrawDialog.getByRole('textbox', { name: 'Amount' })).toHaveAccessibleDescription(/Available: ₹0\.00\./);
    // Focus stays in the dialog.
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      expect(await withdrawDialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(withdraw).toBeFocused();
  });

  for (const width of [390, 1440]) {
    test(`axe finds nothing on the wallet at ${width}px, with its dialogs open`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await open(page, WALLET);
      await walletLoaded(page);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Add funds' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add funds' });
      await dialog.getByRole('button', { name: 'Create deposit' }).click();
      await expect(dialog.getByText('Enter an amount.')).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('500');
      await dialog.getByRole('button', { name: 'Create deposit' }).click();
      await expect(dialog.getByRole('alert')).toContainText(KYC_SENTENCE);
      // The button fades back from its pending colour: axe measures it once it is enabled again.
      await expect(dialog.getByRole('button', { name: 'Create deposit' })).toBeEnabled();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Withdraw' }).click();
      await expect(page.getByRole('dialog', { name: 'Withdraw' }).getByRole('textbox', { name: 'Amount' })).toBeFocused();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('the admin', () => {
  test.use({ storageState: ({}, use) => signedInState('admin').then(use) });

  for (const width of [390, 1440]) {
    test(`finds Payments in the sidebar; axe finds nothing on either queue at ${width}px`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await open(page, PAYMENTS);
      await expect(page).toHaveTitle('Payments | Sharestead');
      await paymentsLoaded(page);
      await expect(page.getByRole('tab', { name: 'Deposits to confirm' })).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page);
      await page.getByRole('tab', { name: 'Deposits to confirm' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Withdrawals to pay' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 2, name: 'Withdrawals to pay' })).toBeVisible();
      await expectNoAxeViolations(page);
      if (width === 1440) {
        await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Payments' }).click();
        await expect(page).toHaveURL(PAYMENTS);
      }
    });
  }

  test('only the admin has Payments, only backers have Wallet', async ({ page }) => {
    await open(page, WALLET);
    await expect(page).toHaveURL('/admin_dashboard');
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Wallet' })).toHaveCount(0);
    await open(page, '/admin_dashboard/wallet');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  });
});

test.describe('the demo backer', () => {
  test.use({ storageState: ({}, use) => signedInState('backer').then(use) });

  test('finds each deposit of its ledger on its Deposits card, confirmed, under the same reference', async ({ page }) => {
    await open(page, WALLET);
    await walletLoaded(page);
    await expect(page.getByText('No deposits yet. Use Add funds to make your first.')).toHaveCount(0);
    const deposits = page.getByTestId('deposit-item');
    await expect(deposits.filter({ hasText: '$72,500.00' })).toContainText('Confirmed');
    // Income paid since has pushed the deposits past the ledger's first page: every page is read.
    const ledgerPages = page.getByRole('navigation', { name: 'Ledger pages' });
    const lines: string[] = [];
    for (;;) {
      await expect(page.getByTestId('ledger-row').first()).toBeVisible();
      lines.push(
        ...(await page
          .getByTestId('ledger-row')
          .getByRole('rowheader')
          .filter({ hasText: /^Deposit / })
          .allTextContents()),
      );
      const next = ledgerPages.getByRole('button', { name: 'Next' });
      if ((await next.count()) === 0 || (await next.isDisabled())) break;
      // The page number changes at once; the rows when the next page has loaded.
      const rows = page.getByTestId('ledger-row');
      const before = await rows.allTextContents();
      await next.click();
      await expect.poll(() => rows.allTextContents()).not.toEqual(before);
    }
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const reference = /^Deposit (SHR-[0-9A-Z]{8})$/.exec(line)?.[1];
      expect(reference, line).toBeDefined();
      await expect(deposits.filter({ hasText: reference! })).toHaveCount(1);
    }
  });
});

test('a verified backer adds funds, the admin confirms, the backer withdraws, the admin pays', async ({ browser, baseURL, request }) => {
  test.slow();
  const account = await newAccount('backer');
  await verifyKyc(request, account.token);

  const backer = await pageAs(browser, baseURL, account.state);
  const admin = await pageAs(browser, baseURL, await signedInState('admin'));
  try {
    // The backer adds ₹25,000 and is given the reference and where to send it.
    await open(backer.page, WALLET);
    await walletLoaded(backer.page);
    await backer.page.getByRole('button', { name: 'Add funds' }).click();
    const addFunds = backer.page.getByRole('dialog', { name: 'Add funds' });
    await addFunds.getByRole('textbox', { name: 'Amount' }).fill('25,000');
    await addFunds.getByRole('combobox', { name: 'Currency' }).selectOption('INR');
    await addFunds.getByRole('button', { name: 'Create deposit' }).click();
    const created = addFunds.getByRole('heading', { name: /^Send ₹25,000\.00 with reference SHR-[0-9A-HJKMNP-TV-Z]{8}$/ });
    await expect(created).toBeVisible();
    await expect(created).toBeFocused();
    const reference = /SHR-[0-9A-Z]{8}/.exec((await created.textContent())!)![0];
    await expect(addFunds.getByRole('button', { name: 'Copy reference' })).toBeVisible();
    await expect(addFunds).toContainText('IFSC');
    await expectNoAxeViolations(backer.page);
    await addFunds.getByRole('button', { name: 'Done' }).click();
    const pending = backer.page.getByTestId('deposit-item').filter({ hasText: reference });
    await expect(pending).toContainText('Awaiting funds');

    // The admin sees it and confirms it, after a dialog that states amount and reference.
    await open(admin.page, PAYMENTS);
    await paymentsLoaded(admin.page);
    const row = admin.page.getByRole('table', { name: 'Deposits to confirm' }).getByRole('row').filter({ hasText: reference });
    await expect(row).toContainText('₹25,000.00');
    await expect(row).toContainText('Kavya Sharma');
    await row.getByRole('button', { name: `Confirm deposit ${reference}` }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Confirm deposit' });
    await expect(confirm).toContainText(`Has ₹25,000.00 with reference ${reference} from Kavya Sharma arrived in the escrow account?`);
    await expectNoAxeViolations(admin.page);
    await confirm.getByRole('button', { name: 'Confirm deposit' }).click();
    await expect(admin.page.getByText(`Deposit ${reference} confirmed: ₹25,000.00 is in Kavya Sharma's wallet.`)).toBeVisible();
    await expect(row).toHaveCount(0);

    // The backer's wallet shows the money and its ledger line.
    await backer.page.reload();
    await walletLoaded(backer.page);
    await expect(balance(backer.page, 'INR').getByTestId('available')).toHaveText('₹25,000.00');
    const depositLine = backer.page.getByTestId('ledger-row').filter({ hasText: `Deposit ${reference}` });
    await expect(depositLine).toContainText('+₹25,000.00');
    await expect(depositLine).toContainText('Completed');

    // A withdrawal is held at once.
    await backer.page.getByRole('button', { name: 'Withdraw' }).click();
    const withdraw = backer.page.getByRole('dialog', { name: 'Withdraw' });
    await withdraw.getByRole('textbox', { name: 'Amount' }).fill('10000');
    await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
    const requested = withdraw.getByRole('heading', { name: 'Withdrawal of ₹10,000.00 requested' });
    await expect(requested).toBeVisible();
    const withdrawalReference = /SHW-[0-9A-Z]{8}/.exec((await withdraw.textContent())!)![0];
    await withdraw.getByRole('button', { name: 'Done' }).click();
    await expect(balance(backer.page, 'INR').getByTestId('available')).toHaveText('₹15,000.00');
    await expect(balance(backer.page, 'INR').getByTestId('held')).toHaveText('₹10,000.00');
    // A wallet with lines, on a phone and on a wide screen.
    for (const width of [390, 1440]) {
      await backer.page.setViewportSize({ width, height: 900 });
      await expect(backer.page.getByTestId(width === 390 ? 'ledger-card' : 'ledger-row').first()).toBeVisible();
      await expectNoAxeViolations(backer.page);
    }

    // The admin pays it; the hold is gone.
    await admin.page.getByRole('tab', { name: 'Withdrawals to pay' }).click();
    // A queue with a payment in it, on a phone and on a wide screen.
    await admin.page.setViewportSize({ width: 390, height: 900 });
    await expect(admin.page.getByTestId('withdrawals-card').filter({ hasText: withdrawalReference })).toBeVisible();
    await expectNoAxeViolations(admin.page);
    await admin.page.setViewportSize({ width: 1440, height: 900 });
    const payRow = admin.page.getByRole('table', { name: 'Withdrawals to pay' }).getByRole('row').filter({ hasText: withdrawalReference });
    await payRow.getByRole('button', { name: `Mark paid ${withdrawalReference}` }).click();
    const pay = admin.page.getByRole('dialog', { name: 'Mark paid' });
    await expect(pay).toContainText(`Have you sent ₹10,000.00 with reference ${withdrawalReference}`);
    await pay.getByRole('button', { name: 'Mark paid' }).click();
    await expect(admin.page.getByText(`Withdrawal ${withdrawalReference} marked paid`)).toBeVisible();

    await backer.page.reload();
    await walletLoaded(backer.page);
    await expect(balance(backer.page, 'INR').getByTestId('held')).toHaveText('₹0.00');
    await expect(balance(backer.page, 'INR').getByTestId('available')).toHaveText('₹15,000.00');
    await expect(backer.page.getByTestId('ledger-row').filter({ hasText: `Withdrawal ${withdrawalReference}` })).toContainText('Completed');
    await expect(backer.page.getByTestId('withdrawal-item').filter({ hasText: withdrawalReference })).toContainText('Paid');
  } finally {
    await backer.close();
    await admin.close();
  }
});
