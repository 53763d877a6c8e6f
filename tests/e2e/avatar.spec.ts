import sharp from 'sharp';
import { checkWidths, expect, expectNoAxeViolations, newAccount, open, test } from './support/fixtures.ts';

/*
 * The profile photo (issue 13): a fresh backer uploads a picture made here, sees it on the Profile
 * page and in the header's user menu at once and after a reload (a 256 px square WebP the server
 * made), then removes it after a confirmation and is back to initials. axe checks the control at a
 * phone's and a desktop's width, in the light and the dark theme, and the confirmation dialog.
 */

test.use({ storageState: ({}, use) => newAccount('backer').then(({ state }) => use(state)) });

const PROFILE = '/backer_dashboard/profile';

/** A wide picture with a band across it: the server cuts its middle to a square. */
function picture(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 600, channels: 3, background: '#2f6f5e' } })
    .composite([{ input: { create: { width: 900, height: 120, channels: 3, background: '#f4d35e' } }, top: 240, left: 0 }])
    .png()
    .toBuffer();
}

test('a new backer uploads a profile photo, sees it in the header, keeps it over a reload, then removes it', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, PROFILE);
  const control = page.getByTestId('avatar-control');
  const menuButton = page.getByRole('button', { name: 'User menu for Kavya Sharma' });
  await expect(control.getByTestId('avatar-initials')).toHaveText('KS');
  await expect(menuButton.getByTestId('avatar-initials')).toHaveText('KS');
  await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);

  const uploaded = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/me/avatar');
  await page.getByLabel('Upload photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await picture() });
  const photo = control.getByRole('img', { name: 'Profile photo of Kavya Sharma' });
  await expect(photo).toBeVisible();
  await expect(control.getByRole('status').filter({ hasText: '1 photo added.' })).toBeVisible();
  const src = await photo.getAttribute('src');
  expect(src).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.webp$/);
  // The interface's answer: 201 with the picture's URL only; the client puts it in its cached profile.
  const answer = await uploaded;
  expect(answer.status()).toBe(201);
  expect(await answer.json()).toEqual({ url: src });
  // The header's user menu shows it without a reload.
  await expect(menuButton.locator('img')).toHaveAttribute('src', src!);

  const served = await page.request.get(src!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect(await sharp(await served.body()).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(256);

  await page.reload();
  await expect(photo).toHaveAttribute('src', src!);
  await expect(menuButton.locator('img')).toHaveAttribute('src', src!);
  await checkWidths(page, 'avatar-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await checkWidths(page, 'avatar-dark');
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('button', { name: 'Remove photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove your photo?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Remove photo' }).click();
  await expect(dialog).toBeHidden();
  await expect(control.getByTestId('avatar-initials')).toHaveText('KS');
  await expect(menuButton.getByTestId('avatar-initials')).toHaveText('KS');
  await expect(page.getByRole('heading', { name: 'Profile photo' })).toBeFocused();
  await expect(control.getByRole('status').filter({ hasText: 'Photo removed; your initials are shown.' })).toBeVisible();
  expect((await page.request.get(src!)).status()).toBe(404);

  await page.reload();
  await expect(control.getByTestId('avatar-initials')).toHaveText('KS');
  await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
});
