import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO = {
  admin: { email: 'admin@sharestead.test', password: 'Admin123!' },
  backer: { email: 'backer@sharestead.test', password: 'Backer123!' },
  proposer: { email: 'proposer@sharestead.test', password: 'Proposer123!' },
} as const;

export type DemoRole = keyof typeof DEMO;

export const test = base.extend({
  // The server global-setup started, on its free port.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
});
export { expect };

/**
 * Opens a path and waits until the one-second start-up spinner has gone and the page's own
 * code has arrived (every page has an h1; lazy pages show a spinner until their chunk loads).
 */
export async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
  await page.locator('h1').first().waitFor({ state: 'attached' });
}

export async function waitForApp(page: Page) {
  await expect(page.getByRole('status', { name: 'Loading Sharestead' })).toHaveCount(0, { timeout: 5_000 });
}

export async function signIn(page: Page, role: DemoRole, options: { remember?: boolean } = {}) {
  await open(page, '/login');
  await page.getByLabel('Role').selectOption(role);
  await page.getByLabel('Email', { exact: true }).fill(DEMO[role].email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO[role].password);
  if (options.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/sign_in/${role}`);
}

/** axe-core with WCAG 2.x A/AA rules; any violation fails with its rule ids and targets. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  const summary = results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

let counter = 0;
/** An email no other test uses. */
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}
