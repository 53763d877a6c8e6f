import { readFile } from 'node:fs/promises';
import { APPROVED_DEAL_IDS } from '../../src/server/db/seed/history-samples.ts';
import { checkScreens, expect, open, personPage, signedInState } from './support/fixtures.ts';
import { demoToken, fundedVerifiedBacker } from './support/investing.ts';
import { ownServerTest as test } from './support/own-server.ts';

/*
 * The income story of issue 20, end to end on a server of its own: a deal of the demo proposer
 * funds (through the API: its backers' pages are walked by the investing stories), then the
 * proposer drafts the quarter's waterfall, attaches a PDF to its gross rent and submits it, the admin confirms the money arrived
 * and approves it, the payment job pays it, and the backer finds the payout on the Tax page,
 * downloads the financial year's statement, opens its Rupee Trail (the rent's evidence with it) and presses Recompute; the Tax page in French. axe at 390 and 1440 px, in
 * light and dark, on every new screen.
 */

const DEAL = { id: APPROVED_DEAL_IDS.gachibowli, name: 'Gachibowli Studio near the Financial District' };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test('a quarter of income: drafted and submitted by the proposer, paid in and approved by the admin, paid by the job, traced by the backer to the paisa', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(5 * 60_000);
  const base = baseURL!;

  // The deal funds: two backers commit its whole ₹2,00,000, 60:40.
  const proposerToken = await demoToken(request, 'proposer');
  expect((await request.post(`/api/deals/${DEAL.id}/publish`, { headers: auth(proposerToken) })).status()).toBe(200);
  const backer = await fundedVerifiedBacker(request, 2_00_000, base);
  const other = await fundedVerifiedBacker(request, 2_00_000, base);
  for (const [who, rupees] of [
    [backer, 1_20_000],
    [other, 80_000],
  ] as const) {
    const committed = await request.post(`/api/deals/${DEAL.id}/commitments`, {
      headers: { ...auth(who.token), 'idempotency-key': crypto.randomUUID() },
      data: { amount: rupees * 100 },
    });
    expect(committed.status(), await committed.text()).toBe(201);
  }

  // 1. The proposer drafts the quarter's waterfall and submits it.
  const proposer = await personPage(browser, base, await signedInState('proposer', base));
  await open(proposer, `/proposer_dashboard/deals/${DEAL.id}/distributions`);
  await expect(proposer.getByRole('heading', { level: 1, name: 'Distributions' })).toBeVisible();
  await proposer.getByRole('button', { name: 'New distribution' }).click();
  const period = proposer.getByLabel('Period');
  await period.selectOption({ index: 1 });
  const lines: [string, string, string][] = [
    ['gross_rent', 'Rent for the quarter', '40000'],
    ['expense', 'Society maintenance', '-5000'],
    ['management_fee', 'Management fee', '-5000'],
  ];
  for (const [index, [kind, label, amount]] of lines.entries()) {
    if (index > 0) await proposer.getByRole('button', { name: 'Add line' }).click();
    const line = proposer.getByRole('group', { name: `Line ${index + 1}` });
    await line.getByLabel('Kind').selectOption(kind);
    await line.getByLabel('Label').fill(label);
    await line.getByLabel('Amount').fill(amount);
  }
  await proposer.getByLabel('Interest').fill('30000');
  // The gross rent's evidence goes once the draft is saved.
  await proposer.getByRole('button', { name: 'Save draft' }).click();
  await expect(proposer.getByText('Draft saved.')).toBeVisible();
  const rent = proposer.getByRole('group', { name: 'Line 1' });
  await rent.getByLabel('Attach evidence').setInputFiles({ name: 'rent-invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(rent.getByRole('button', { name: 'Evidence (Rent for the quarter) (opens in a new tab)' })).toBeVisible();
  await checkScreens(proposer);
  await proposer.getByRole('button', { name: 'Submit' }).click();
  await expect(proposer.getByText(/distribution is submitted\. Pay ₹35,000(\.00)? quoting DST-/)).toBeVisible();
  const reference = (await proposer
    .getByText(/DST-[0-9A-Z]{8}/)
    .first()
    .textContent())!.match(/DST-[0-9A-Z]{8}/)![0];
  await checkScreens(proposer);

  // 2. The admin confirms the money arrived, then approves; the job pays it.
  const admin = await personPage(browser, base, await signedInState('admin', base));
  await open(admin, '/admin_dashboard/distributions');
  await expect(admin.getByRole('heading', { level: 1, name: 'Distributions' })).toBeVisible();
  await checkScreens(admin);
  for (const action of ['Funds received', 'Approve']) {
    await admin.getByRole('button', { name: `${action} ${reference}` }).click();
    const dialog = admin.getByRole('dialog');
    // Headless UI's dialog element has no box of its own: its panel is what shows.
    await dialog.getByRole('button', { name: action }).click();
    await expect(dialog).toHaveCount(0);
  }
  // Paid: it leaves the queue (the page asks again while it is being paid).
  await expect(admin.getByText(reference)).toHaveCount(0, { timeout: 30_000 });

  // 3. The backer finds the payout on the Tax page and traces it.
  const holder = await personPage(browser, base, backer.state);
  await open(holder, '/backer_dashboard/tax');
  await expect(holder.getByRole('heading', { level: 1, name: 'Tax' })).toBeVisible();
  // ₹18,000 of interest: over the ₹10,000 threshold of 194A, so ₹1,800 withheld.
  await expect(holder.getByRole('table').first()).toContainText('₹18,000');
  await expect(holder.getByRole('table').first()).toContainText('₹1,800');
  // The year's statement lists the payout with its tax and section.
  const [statement] = await Promise.all([holder.waitForEvent('download'), holder.getByRole('button', { name: 'Download statement (CSV)' }).click()]);
  expect(statement.suggestedFilename()).toMatch(/^sharestead-statement-\d{4}-\d{2}\.csv$/);
  expect(await readFile(await statement.path(), 'utf8')).toContain('INR,18000.00,1800.00,16200.00,194A,');
  await checkScreens(holder);
  await holder.getByRole('button', { name: 'Rupee Trail' }).first().click();
  const trail = holder.getByRole('dialog', { name: 'Rupee Trail' });
  await expect(trail).toContainText('Rent for the quarter');
  await expect(trail).toContainText('60.0000%');
  // The rent's evidence opens in a new tab, fetched with the backer's token.
  const [evidence] = await Promise.all([
    holder.waitForEvent('popup'),
    trail.getByRole('button', { name: 'Evidence (Rent for the quarter) (opens in a new tab)' }).click(),
  ]);
  await evidence.waitForURL(/^blob:/);
  await evidence.close();
  await trail.getByRole('button', { name: 'Recompute' }).click();
  await expect(trail.getByText(/matches to the paisa/)).toBeVisible();
  await checkScreens(holder);
  await holder.keyboard.press('Escape');
  await expect(trail).toHaveCount(0);

  // 4. The Tax page in French, as the backer's Settings ask (the whole set is saved, as the page does).
  const settings = (await (await request.get('/api/me/settings', { headers: auth(backer.token) })).json()) as Record<string, unknown>;
  expect((await request.put('/api/me/settings', { headers: auth(backer.token), data: { ...settings, language: 'fr' } })).status()).toBe(200);
  await open(holder, '/backer_dashboard/tax');
  await expect(holder.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(holder.getByRole('heading', { level: 1, name: 'Impôts' })).toBeVisible();
  await checkScreens(holder);
});
