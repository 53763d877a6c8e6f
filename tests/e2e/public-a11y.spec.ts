import { expect, expectNoAxeViolations, open, signIn, test } from './support/fixtures.ts';

const PAGES = ['/', '/properties', '/properties/sea-breeze-villa-anjuna', '/how-it-works', '/about', '/contact'];

test.describe('public pages have no axe violations', () => {
  for (const width of [390, 1440]) {
    for (const path of PAGES) {
      test(`${path} at ${width}px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await open(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('[aria-busy="true"], [data-testid="listing-skeleton"]')).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    }

    test(`the open gallery, the empty listing and the form errors at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page, '/properties/sea-breeze-villa-anjuna');
      await page.getByRole('button', { name: /Open gallery/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');

      await open(page, '/properties?type=land');
      await expect(page.getByText('No properties found matching your criteria.')).toBeVisible();
      await expectNoAxeViolations(page);

      await open(page, '/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Please enter your name.')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`a role home with featured properties at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, 'admin');
      await expect(page.getByRole('region', { name: 'Featured properties' }).locator('article')).toHaveCount(6);
      await expectNoAxeViolations(page);
    });
  }
});
