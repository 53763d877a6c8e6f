import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, open, test, uniqueEmail } from './support/fixtures.ts';

/*
 * Profile and Settings are saved (decisions.md #17): a new backer edits both, and what was saved
 * survives a reload and a new sign-in; the header shows the saved name at once. axe checks both
 * pages, in view and edit mode and with a field error, at a phone and a desktop width.
 */

const PASSWORD = 'banyan-courtyard-19';
const PROFILE = '/backer_dashboard/profile';
const SETTINGS = '/backer_dashboard/settings';

const detail = (page: Page, term: string) => page.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
const userMenu = (page: Page, name: string) => page.getByRole('button', { name: `User menu for ${name}` });
const confirmation = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Registers a fresh backer through the form; the new account is signed in on /dashboard. */
async function registerBacker(page: Page, email: string) {
  await open(page, '/register');
  await page.getByLabel('Role').selectOption('backer');
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Iyer');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL('/dashboard');
}

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: false });
}

test('a new backer saves the profile and the settings; both survive a reload and a new sign-in', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('profile');
  await registerBacker(page, email);

  await open(page, PROFILE);
  await expect(userMenu(page, 'Meera Iyer')).toBeVisible();
  await expect(detail(page, 'Name')).toHaveText('Meera Iyer');
  await expect(detail(page, 'Email')).toHaveText(email);
  await expect(detail(page, 'Location')).toHaveText('Not given');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Meera Krishnan');
  await page.getByLabel('Location').fill('Pune, India');
  await page.getByLabel('Bio').fill('Saving for a flat; holds two rental shares.');
  await page.getByRole('checkbox', { name: 'Residential' }).check();
  await page.getByRole('checkbox', { name: 'Mixed-Use' }).check();
  await page.getByLabel('Investment range').fill('₹25,000 - ₹2,00,000');
  await page.getByLabel('Risk tolerance').selectOption('Low');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(confirmation(page, 'Profile saved')).toBeVisible();
  // The header follows without a reload.
  await expect(userMenu(page, 'Meera Krishnan')).toBeVisible();

  const expectSavedProfile = async () => {
    await expect(detail(page, 'Name')).toHaveText('Meera Krishnan');
    await expect(detail(page, 'Location')).toHaveText('Pune, India');
    await expect(detail(page, 'Bio')).toHaveText('Saving for a flat; holds two rental shares.');
    await expect(detail(page, 'Preferred property types')).toHaveText('ResidentialMixed-Use');
    await expect(detail(page, 'Investment range')).toHaveText('₹25,000 - ₹2,00,000');
    await expect(detail(page, 'Risk tolerance')).toHaveText('Low');
    await expect(userMenu(page, 'Meera Krishnan')).toBeVisible();
  };
  await expectSavedProfile();
  await page.reload();
  await expectSavedProfile();

  await open(page, SETTINGS);
  await expect(page.getByRole('switch', { name: 'SMS notifications' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('switch', { name: 'SMS notifications' }).click();
  await page.getByRole('switch', { name: 'Auto-invest' }).click();
  await page.getByLabel('Timezone').selectOption('UTC+5:30');
  await page.getByLabel('Maximum investment').fill('200000');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(confirmation(page, 'Settings saved')).toBeVisible();
  const expectSavedSettings = async () => {
    await expect(page.getByRole('switch', { name: 'SMS notifications' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'Auto-invest' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByLabel('Timezone')).toHaveValue('UTC+5:30');
    await expect(page.getByLabel('Maximum investment')).toHaveValue('200000');
  };
  await page.reload();
  await expectSavedSettings();

  // Sign out, and in again: still saved.
  await userMenu(page, 'Meera Krishnan').click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Role').selectOption('backer');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/sign_in/backer');
  await open(page, PROFILE);
  await expectSavedProfile();
  await open(page, SETTINGS);
  await expectSavedSettings();
});

test('the form checks before sending: a blank name and a maximum below the minimum are named by their fields', async ({ page }) => {
  await registerBacker(page, uniqueEmail('checks'));
  await open(page, PROFILE);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Name', { exact: true }).fill('   ');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Name is required.');

  await open(page, SETTINGS);
  await page.getByLabel('Maximum investment').fill('100');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByLabel('Maximum investment')).toHaveAccessibleDescription('Maximum investment must not be less than the minimum investment.');
  await expect(confirmation(page, 'Settings saved')).toHaveCount(0);
});

for (const width of [390, 1440] as const) {
  test(`axe finds nothing on Profile and Settings at ${width} px, in view and edit mode and with field errors`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await registerBacker(page, uniqueEmail(`axe${width}`));

    await open(page, PROFILE);
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `profile-view-${width}`);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `profile-edit-${width}`);
    await page.getByLabel('Name', { exact: true }).fill('');
    await page.getByLabel('Phone').fill('call me');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await shot(page, `profile-errors-${width}`);
    await page.getByLabel('Name', { exact: true }).fill('Meera Iyer');
    await page.getByLabel('Phone').fill('');
    await page.getByLabel('Location').fill('Pune, India');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(confirmation(page, 'Profile saved')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `profile-saved-${width}`);

    await open(page, SETTINGS);
    await expect(page.getByRole('switch').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `settings-${width}`);
    await page.getByLabel('Minimum investment').fill('');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(page.getByLabel('Minimum investment')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await shot(page, `settings-errors-${width}`);
    await page.getByLabel('Minimum investment').fill('5000');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect(confirmation(page, 'Settings saved')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, `settings-saved-${width}`);
  });
}
