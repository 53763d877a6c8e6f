import { expect, expectNoAxeViolations, open, signIn, test } from './support/fixtures.ts';

const PAGES = ['', '/live-deals', '/stats', '/profile', '/settings'];

test.describe('dashboard accessibility (axe)', () => {
  for (const width of [390, 1440]) {
    test(`every backer dashboard page at ${width}px has no violations, open menus included`, async ({ page }) => {
      test.setTimeout(150_000);
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'backer');
      for (const path of PAGES) {
        await open(page, `/backer_dashboard${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        if (path === '') await expect(page.getByTestId('overview-skeleton')).toHaveCount(0, { timeout: 5_000 });
        if (path === '/stats') await expect(page.locator('canvas')).toHaveCount(6);
        await expectNoAxeViolations(page);
      }
      await open(page, '/backer_dashboard/profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: 'Notifications' }).click();
      await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^User menu for / }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      if (width === 390) {
        await page.getByRole('button', { name: 'Open sidebar' }).click();
        await expect(page.getByRole('dialog', { name: 'Sidebar' }).getByRole('link', { name: 'Stats' })).toBeVisible();
        await expectNoAxeViolations(page);
      }
    });
  }

  for (const role of ['admin', 'proposer'] as const) {
    for (const width of [390, 1440]) {
      test(`${role} overview, stats and settings at ${width}px have no violations`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await signIn(page, role);
        await open(page, `/${role}_dashboard`);
        await expect(page.getByTestId('overview-skeleton')).toHaveCount(0, { timeout: 5_000 });
        await expectNoAxeViolations(page);
        await open(page, `/${role}_dashboard/stats`);
        await expect(page.locator('canvas')).toHaveCount(6);
        await expectNoAxeViolations(page);
        await open(page, `/${role}_dashboard/settings`);
        await expect(page.getByRole('switch').first()).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  }
});
