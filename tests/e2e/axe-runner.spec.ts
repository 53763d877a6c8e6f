import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

/** The sweeps' axe runner reports what axe finds, passes a clean page, and refuses a page with a frame it would not check. */
test.describe('expectNoAxeViolations', () => {
  test('passes a page without violations', async ({ page }) => {
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Clean</title></head><body><main><h1>Clean</h1><p>Nothing wrong here.</p></main></body></html>',
    );
    await expectNoAxeViolations(page);
  });

  test('fails on a violation in the page, naming the rule', async ({ page }) => {
    await page.setContent('<!doctype html><html lang="en"><head><title>Broken</title></head><body><main><h1>Broken</h1><button></button></main></body></html>');
    await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name/);
  });

  test('refuses a page with a frame rather than pass it unchecked', async ({ page }) => {
    await page.setContent(
      '<!doctype html><html lang="en"><head><title>Framed</title></head><body><main><h1>Framed</h1><iframe title="Inner" srcdoc="<!doctype html><html lang=en><body><input type=text></body></html>"></iframe></main></body></html>',
    );
    await page.frameLocator('iframe').locator('input').waitFor();
    await expect(expectNoAxeViolations(page)).rejects.toThrow('The page holds 1 frame(s)');
  });
});
