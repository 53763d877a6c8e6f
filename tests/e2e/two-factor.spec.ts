import type { Browser, Page } from '@playwright/test';
import { generate } from 'otplib';
import { checkWidths, expect, newAccount, open } from './support/fixtures.ts';
import { ownServerTest as test } from './support/own-server.ts';

/*
 * Two-factor sign-in (platform.md §4): a new backer turns it on from Settings (QR code, key,
 * code, recovery codes), then signs in with the password and a code from the app, and again with
 * a recovery code. A server of its own: the sign-ins count against the login limits.
 */

async function signInWithPassword(browser: Browser, baseURL: string | undefined, email: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await open(page, '/login');
  await page.getByLabel('Role').selectOption('backer');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('banyan-courtyard-19');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Authentication code')).toBeFocused();
  return page;
}

test('a backer turns on two-factor sign-in, then signs in with a code and with a recovery code', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const account = await newAccount('backer', baseURL);
  const page = await (await browser.newContext({ baseURL, storageState: account.state })).newPage();

  await open(page, '/backer_dashboard/settings');
  const toggle = page.getByRole('switch', { name: 'Two-factor authentication' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  const dialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  await expect(dialog.getByRole('img', { name: 'QR code to add Sharestead to your authenticator app' })).toBeVisible();
  await checkWidths(page, 'two-factor-enrol');
  const secret = (await dialog.locator('code').textContent())!;

  // A wrong code is refused by its field; the right one turns it on.
  await dialog.getByLabel('Authentication code').fill('000000');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByLabel('Authentication code')).toHaveAccessibleDescription(/That code is not right/);
  await dialog.getByLabel('Authentication code').fill(await generate({ secret }));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
  const list = codesDialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(list).toHaveCount(10);
  const recoveryCodes = await list.allTextContents();
  await expect(codesDialog.getByRole('button', { name: 'Download codes' })).toBeVisible();
  await checkWidths(page, 'two-factor-recovery-codes');
  await codesDialog.getByRole('button', { name: 'Done' }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).toHaveAccessibleDescription(/10 recovery codes left/);

  // Sign-in asks for a code after the password. Enrolment used this 30-second step's code, and a
  // code works once: the app's next code (accepted a step early) signs in.
  const withCode = await signInWithPassword(browser, baseURL, account.email);
  await checkWidths(withCode, 'two-factor-sign-in');
  await withCode.getByLabel('Authentication code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await withCode.getByRole('button', { name: 'Verify' }).click();
  await expect(withCode).toHaveURL('/sign_in/backer');

  // Without the phone: a recovery code, once.
  const withRecovery = await signInWithPassword(browser, baseURL, account.email);
  await withRecovery.getByRole('button', { name: 'Use a recovery code' }).click();
  await withRecovery.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await withRecovery.getByRole('button', { name: 'Verify' }).click();
  await expect(withRecovery).toHaveURL('/sign_in/backer');

  const reused = await signInWithPassword(browser, baseURL, account.email);
  await reused.getByRole('button', { name: 'Use a recovery code' }).click();
  await reused.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await reused.getByRole('button', { name: 'Verify' }).click();
  await expect(reused.getByRole('alert')).toContainText('That code is not right.');
});
