import { expect, open, signedInState, test } from './support/fixtures.ts';

/*
 * On a phone, a link chosen in the sidebar closes it at the tap, not once the next page's code has
 * arrived: that code is held back here for 8 s, as on a slow connection or a busy phone.
 */
test.use({ storageState: ({}, use) => signedInState('backer').then(use) });

test('the mobile sidebar closes at the tap, while the next page is still loading', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/backer_dashboard');
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(/\/assets\/stats-page-[\w-]+\.js$/, async (route) => {
    requested = true;
    await Promise.race([held, new Promise((resolve) => setTimeout(resolve, 8_000))]);
    await route.continue();
  });

  const opener = page.getByRole('button', { name: 'Open sidebar' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Sidebar' });
  await dialog.getByRole('link', { name: 'Stats' }).click();
  await expect(dialog).toHaveCount(0, { timeout: 2_000 });
  // It closed before the page arrived: the Stats code was asked for and is still held.
  expect(requested).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toHaveCount(0);
  await expect(opener).toBeFocused();

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
  await expect(page).toHaveURL('/backer_dashboard/stats');
});
