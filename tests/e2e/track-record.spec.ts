import { checkScreens, expect, open, test } from './support/fixtures.ts';

/*
 * Sponsor accountability of issue 21, read by a visitor on the demo history (nothing is written,
 * so the shared server serves it): promised vs actual on a funded deal's property page, quarter by
 * quarter as a chart and a table, then the link beside the deal to its sponsor's track record;
 * a page for someone who is not a proposer is the 404 page. axe at 390 and 1440 px, in light and
 * dark, on each screen.
 */

const PROPERTY = 'golf-course-road-penthouse';

test('a visitor reads promised vs actual on a funded deal and follows the link to its sponsor’s track record', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { deal } = (await (await request.get(`/api/properties/${PROPERTY}`)).json()) as { deal: { id: string; proposer_id: string } };
  const performance = (await (await request.get(`/api/deals/${deal.id}/performance`)).json()) as {
    quarters: { quarter: string; promised: number; paid: number }[];
    delivered_bps: number | null;
  };
  // The demo history promised its quarters at approval and paid each one that has ended.
  expect(performance.quarters.filter((row) => row.paid > 0).length).toBeGreaterThan(0);
  expect(performance.delivered_bps).not.toBeNull();

  await open(page, `/properties/${PROPERTY}`);
  const section = page.getByRole('region', { name: 'Promised vs actual' });
  const table = section.getByRole('table', { name: 'Promised and paid, quarter by quarter, oldest first.' });
  await expect(table.getByRole('row')).toHaveCount(performance.quarters.length + 1);
  const first = performance.quarters[0]!;
  await expect(table.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(first.quarter);
  // The share as the API answers it, one decimal at most (10,000 basis points = 100%).
  const delivered = new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(performance.delivered_bps! / 100);
  await expect(section.locator('dt', { hasText: 'Delivered so far' }).locator('xpath=following-sibling::dd[1]')).toHaveText(`${delivered}%`);
  await expect(section.getByText('Fees held for reporting')).toBeVisible();
  await expect(section.getByText('Next report due')).toBeVisible();
  // The chart comes after the figures, with its numbers for screen readers.
  await expect(section.getByRole('img', { name: 'Promised and paid by quarter' })).toBeVisible();
  await checkScreens(page);

  // Beside the deal: its sponsor's reporting health and the way to their track record.
  await page.getByRole('link', { name: "Sponsor's track record" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/proposers/${deal.proposer_id}$`));
  const record = (await (await request.get(`/api/proposers/${deal.proposer_id}`)).json()) as { name: string; deals: { total: number } };
  await expect(page.getByRole('heading', { level: 1, name: record.name })).toBeVisible();
  await expect(page).toHaveTitle(`${record.name}'s track record | Sharestead`);
  const outcomes = page.getByRole('region', { name: 'Deals by outcome' });
  await expect(outcomes).toContainText(`${record.deals.total} deals went live, failed ones included.`);
  // No deal has exited yet: the realised XIRR says so rather than show a figure.
  await expect(page.getByText('Realised XIRR of exited deals')).toBeVisible();
  await expect(page.getByText('Not enough history').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reporting health' })).toBeVisible();
  await checkScreens(page);
});

test('the track record of someone who is not a proposer is the 404 page', async ({ page }) => {
  await open(page, '/proposers/7d0c2f5e-8a4b-4c1e-9f3a-2b6d8e0a1c4f');
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  await expect(page).toHaveURL(/\/not-found$/);
});
