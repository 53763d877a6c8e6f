import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newAccount, open, test } from './support/fixtures.ts';

/*
 * The timezone setting (platform.md §4; issue 13): every date and time a signed-in person sees is in
 * their saved zone, a visitor's in the browser's. A new backer (UTC-5 by default) sees a live deal's
 * deadline in UTC-5, switches Settings → Timezone to UTC+5:30 and sees the same instant in India's
 * time; a visitor on the deal's property page sees it in the browser's zone. A fresh account, so
 * the demo accounts' settings stay as the other specs expect them.
 */

// A browser zone none of the settings use, so a visitor's times are told apart from a setting's.
const BROWSER_ZONE = 'Asia/Tokyo';

interface LiveDeal {
  name: string;
  property_id: string;
  deadline: string | null;
  lifecycle: string;
}

/** As lib/relative-time.ts's formatDeadline writes it in a setting's zone: named as the Settings choice is. */
function deadlineIn(iso: string, timeZone: string, setting: string): string {
  const format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone });
  return `${format.format(Date.parse(iso))} ${setting}`;
}

/** As a visitor sees it: in the browser's zone, named by ICU. */
function visitorDeadline(iso: string): string {
  const format = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: BROWSER_ZONE,
  });
  return format.format(Date.parse(iso));
}

/** ICU may write a narrow no-break space before AM/PM; compare the words. */
async function expectTime(time: Locator, iso: string, text: string) {
  await expect(time).toHaveAttribute('datetime', iso);
  await expect.poll(async () => (await time.textContent())?.replace(/\s/g, ' ')).toBe(text.replace(/\s/g, ' '));
}

async function dealModal(page: Page, deal: LiveDeal) {
  await open(page, `/backer_dashboard/live-deals?q=${encodeURIComponent(deal.name)}`);
  await page.getByTestId('deal-row').first().getByRole('button', { name: deal.name }).click();
  const dialog = page.getByRole('dialog', { name: deal.name });
  await expect(dialog.getByRole('progressbar', { name: 'Raised' })).toBeVisible();
  return dialog;
}

test('a deadline moves to the zone chosen in Settings, at the same instant; a visitor sees the browser’s zone', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { token, state } = await newAccount('backer');
  const answer = await fetch(`${baseURL}/api/deals?page_size=50`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status).toBe(200);
  const { items } = (await answer.json()) as { items: LiveDeal[] };
  const deal = items.find((item) => item.lifecycle === 'live' && item.deadline !== null);
  expect(deal, 'a live deal with a deadline in the seed').toBeDefined();
  const deadline = deal!.deadline!;

  const context = await browser.newContext({ baseURL, storageState: state, timezoneId: BROWSER_ZONE });
  const page = await context.newPage();

  // A new backer's default zone: UTC-5.
  let dialog = await dealModal(page, deal!);
  await expectTime(dialog.locator('time'), deadline, deadlineIn(deadline, 'Etc/GMT+5', 'UTC-5'));
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await open(page, '/backer_dashboard/settings');
  await page.getByLabel('Timezone').selectOption('UTC+5:30');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved' })).toBeVisible();

  dialog = await dealModal(page, deal!);
  await expectTime(dialog.locator('time'), deadline, deadlineIn(deadline, 'Asia/Kolkata', 'UTC+5:30'));
  await expectNoAxeViolations(page);

  // The public property page, signed in: the saved zone from the first paint, no settings loaded there.
  await open(page, `/properties/${deal!.property_id}`);
  const funding = page.getByRole('region', { name: 'Funding' });
  await expectTime(funding.locator('time'), deadline, deadlineIn(deadline, 'Asia/Kolkata', 'UTC+5:30'));
  await context.close();

  // A visitor: the browser's zone.
  const visitor = await browser.newContext({ baseURL, timezoneId: BROWSER_ZONE });
  const visitorPage = await visitor.newPage();
  await open(visitorPage, `/properties/${deal!.property_id}`);
  await expectTime(visitorPage.getByRole('region', { name: 'Funding' }).locator('time'), deadline, visitorDeadline(deadline));
  await expectNoAxeViolations(visitorPage);
  await visitor.close();
});
