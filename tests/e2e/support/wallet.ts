import { expect, type Page } from '@playwright/test';

/* What the wallet and payments pages show once they have loaded, for the specs that walk them. */

/** The wallet has answered: balances, deposits, withdrawals and the ledger are on screen, not their skeletons. */
export async function walletLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.locator('[data-testid$="-skeleton"]')).toHaveCount(0);
  await expect(page.getByTestId('ledger-count')).not.toHaveText(/Loading|^$/);
}

export async function paymentsLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(page.locator('[data-testid$="-skeleton"]')).toHaveCount(0);
}

/** One currency's balance card: its `available` and `held` figures. */
export const balance = (page: Page, currency: string) => page.getByTestId(`balance-${currency}`);
