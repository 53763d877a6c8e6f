import type { Browser, Page } from '@playwright/test';
import { expect, newAccount, open } from './support/fixtures.ts';
import { fundedVerifiedBacker, publishedDeal, type BackerAccount } from './support/investing.ts';
import { ownServerTest as test } from './support/own-server.ts';

/*
 * Settings do what they say (platform.md §4): a backer with auto-invest and investment alerts on,
 * Residential property and a moderate risk tolerance in the profile, verified and funded, and a
 * backer with investment alerts only, both set up through the pages. A proposer's Residential deal
 * of moderate risk goes live (through the API: created, reviewed, approved, published), and the
 * server's job `deal.match-backers` runs on its queue (polled every 2 s): the first backer finds
 * the commitment auto-invest made in Portfolio and a notification saying so and until when it may
 * be cancelled; the second finds the alert and no commitment. A server of its own: the deal it
 * publishes joins the public listing, whose counts other specs read on the run's shared server.
 */

const PROFILE = '/backer_dashboard/profile';
const SETTINGS = '/backer_dashboard/settings';
const PORTFOLIO = '/backer_dashboard/portfolio';
const NOTIFICATIONS = '/backer_dashboard/notifications';

const ALERT = 'A new deal matches your preferences';
const COMMITTED = 'Auto-invest committed';

/** The backer's limits in Settings (whole units of the deal's currency) and the deal's per-backer maximum (minor units). */
const MAXIMUM_INVESTMENT = 75_000;
const MAXIMUM_PER_BACKER = 50_000_00;
/** What auto-invest commits: the settings allow ₹75,000 and the wallet ₹2,00,000, the deal's rule ₹50,000. */
const EXPECTED = '₹50,000';

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Preferences in Profile (property types, risk tolerance) and the toggles in Settings, through the pages. */
async function setPreferences(page: Page, options: { autoInvest: boolean }) {
  await open(page, PROFILE);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByRole('checkbox', { name: 'Residential' }).check();
  await page.getByLabel('Risk tolerance').selectOption('Moderate');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile saved' })).toBeVisible();

  await open(page, SETTINGS);
  const alerts = page.getByRole('switch', { name: 'Investment alerts' });
  const autoInvest = page.getByRole('switch', { name: 'Auto-invest' });
  await expect(alerts).toHaveAttribute('aria-checked', 'true');
  await expect(autoInvest).toHaveAttribute('aria-checked', 'false');
  if (options.autoInvest) {
    await autoInvest.click();
    await page.getByLabel('Maximum investment').fill(String(MAXIMUM_INVESTMENT));
  }
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();
  await page.reload();
  await expect(autoInvest).toHaveAttribute('aria-checked', String(options.autoInvest));
  await expect(alerts).toHaveAttribute('aria-checked', 'true');
}

async function pageOf(browser: Browser, baseURL: string | undefined, account: BackerAccount): Promise<Page> {
  return (await browser.newContext({ baseURL, storageState: account.state })).newPage();
}

/** `2026-11-24T16:05:00Z` → `Nov 24, 2026, 11:05 AM UTC-5`: an instant as the server writes it in a notification for a backer on UTC-5, the default timezone. */
function inUtcMinus5(iso: string): string {
  const text = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Etc/GMT+5' }).format(Date.parse(iso));
  return `${text.replace(/\s/g, ' ')} UTC-5`;
}

test('a matching deal goes live: auto-invest commits for one backer, the other is alerted only', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const investor = await fundedVerifiedBacker(request, 2_00_000, baseURL);
  const alerted = await newAccount('backer', baseURL);
  const investorPage = await pageOf(browser, baseURL, investor);
  const alertedPage = await pageOf(browser, baseURL, alerted);
  await setPreferences(investorPage, { autoInvest: true });
  await setPreferences(alertedPage, { autoInvest: false });

  // Residential, Buy 'N' Hold at 14.5 % projected ROI: moderate risk, which a moderate tolerance accepts.
  const title = `Indiranagar Terraces ${Date.now().toString(36)}`;
  const deal = await publishedDeal(
    request,
    { title, asset_class: 'Residential', projected_roi_bps: 1450, target: 5_00_000_00, minimum_ticket: 10_000_00, maximum_per_backer: MAXIMUM_PER_BACKER },
    baseURL,
  );

  // The job runs after publication on the server's queue: wait for what it leaves behind.
  const titlesOf = async (token: string) => {
    const response = await request.get('/api/notifications?page_size=50', { headers: auth(token) });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { items: { title: string }[] }).items
      .map((item) => item.title)
      .filter((item) => item === ALERT || item.startsWith('Auto-invest'))
      .sort();
  };
  await expect.poll(() => titlesOf(investor.token), { timeout: 60_000, intervals: [500, 1_000, 2_000] }).toEqual([ALERT, COMMITTED]);
  await expect.poll(() => titlesOf(alerted.token), { timeout: 30_000 }).toEqual([ALERT]);

  const answer = await request.get(`/api/deals/${deal.id}`, { headers: auth(investor.token) });
  expect(answer.status()).toBe(200);
  const { my_commitments: commitments } = (await answer.json()) as { my_commitments: { amount: number; status: string; cancellable_until: string | null }[] };
  expect(commitments).toEqual([expect.objectContaining({ amount: MAXIMUM_PER_BACKER, status: 'committed' })]);
  const until = commitments[0]!.cancellable_until!;
  expect(Date.parse(until)).toBeGreaterThan(Date.now());

  // The investor's portfolio holds the commitment, still cancellable.
  await open(investorPage, PORTFOLIO);
  await expect(investorPage.getByTestId('portfolio-skeleton')).toHaveCount(0);
  const holding = investorPage.getByRole('article', { name: title });
  await expect(holding.getByText('Committed', { exact: true })).toBeVisible();
  const row = holding.getByRole('listitem').filter({ hasText: `${EXPECTED} committed on` });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  await expect(row.getByText(/^You can cancel it until /)).toBeVisible();

  // The notification says what was done, and until when it may be cancelled from the portfolio.
  await open(investorPage, NOTIFICATIONS);
  const committed = investorPage.getByTestId('notification-row').filter({ has: investorPage.getByRole('heading', { level: 3, name: `Unread: ${COMMITTED}` }) });
  await expect(committed).toContainText(`Auto-invest committed ${EXPECTED} to ${title}. You can cancel it from your portfolio until ${inUtcMinus5(until)}.`);
  const investorAlert = investorPage.getByTestId('notification-row').filter({ has: investorPage.getByRole('heading', { level: 3, name: `Unread: ${ALERT}` }) });
  await expect(investorAlert).toContainText(`${title} (Residential, moderate risk) is open for investment from ₹10,000.`);

  // The backer with investment alerts only: the alert, and nothing invested.
  await open(alertedPage, NOTIFICATIONS);
  const alert = alertedPage.getByTestId('notification-row').filter({ has: alertedPage.getByRole('heading', { level: 3, name: `Unread: ${ALERT}` }) });
  await expect(alert).toContainText(`${title} (Residential, moderate risk) is open for investment from ₹10,000.`);
  await expect(alertedPage.getByTestId('notification-row').filter({ hasText: 'Auto-invest' })).toHaveCount(0);
  await open(alertedPage, PORTFOLIO);
  await expect(alertedPage.getByText('You have not invested yet')).toBeVisible();
  await expect(alertedPage.getByTestId('holding')).toHaveCount(0);
});
