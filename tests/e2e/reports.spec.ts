import sharp from 'sharp';
import { APPROVED_DEAL_IDS } from '../../src/server/db/seed/history-samples.ts';
import { quarterOf } from '../../src/shared/periods.ts';
import { checkScreens, expect, open, personPage, signedInState } from './support/fixtures.ts';
import { demoToken, fundedVerifiedBacker } from './support/investing.ts';
import { ownServerTest as test } from './support/own-server.ts';

/*
 * Quarterly reports (issue 21), end to end on a server of its own: a deal of the demo proposer
 * funds and pays a distribution with a management fee (through the API: the income story walks
 * those pages), which is held for reporting; the proposer files the quarter's report with a photo
 * and a PDF and submits it; the admin accepts it; the held fee reaches the proposer, and the
 * report is public on the property's page. axe at 390 and 1440 px, in light and dark, on every new screen.
 */

const DEAL = { id: APPROVED_DEAL_IDS.omr };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

test('a quarterly report: filed by the proposer, accepted by the admin, the held fee released, public on the property page', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(9 * 60_000);
  const base = baseURL!;

  // The deal funds, and pays the quarter's distribution with a ₹5,000 management fee.
  const proposerToken = await demoToken(request, 'proposer');
  const adminToken = await demoToken(request, 'admin');
  expect((await request.post(`/api/deals/${DEAL.id}/publish`, { headers: auth(proposerToken) })).status()).toBe(200);
  const deal = (await (await request.get(`/api/deals/${DEAL.id}`, { headers: auth(proposerToken) })).json()) as {
    target: number;
    property_id: string;
    name: string;
  };
  const backer = await fundedVerifiedBacker(request, deal.target / 100, base);
  const committed = await request.post(`/api/deals/${DEAL.id}/commitments`, {
    headers: { ...auth(backer.token), 'idempotency-key': crypto.randomUUID() },
    data: { amount: deal.target },
  });
  expect(committed.status(), await committed.text()).toBe(201);
  const quarter = quarterOf(new Date());
  const drafted = await request.post(`/api/deals/${DEAL.id}/distributions`, {
    headers: auth(proposerToken),
    data: {
      period: quarter,
      lines: [
        { kind: 'gross_rent', label: 'Rent', amount: 35_000_00 },
        { kind: 'management_fee', label: 'Management fee', amount: -5_000_00 },
      ],
      split: { interest: 30_000_00, dividend: 0, rent: 0, return_of_capital: 0 },
    },
  });
  expect(drafted.status(), await drafted.text()).toBe(201);
  const distributionId = ((await drafted.json()) as { id: string }).id;
  for (const [url, token] of [
    [`/api/distributions/${distributionId}/submit`, proposerToken],
    [`/api/admin/distributions/${distributionId}/funds-received`, adminToken],
    [`/api/admin/distributions/${distributionId}/approve`, adminToken],
  ] as const) {
    const answer = await request.post(url, { headers: auth(token) });
    expect(answer.status(), await answer.text()).toBe(200);
  }
  const reports = async () =>
    (await (await request.get(`/api/deals/${DEAL.id}/reports`, { headers: auth(proposerToken) })).json()) as { fees_held: { amount: number }[] };
  await expect.poll(async () => (await reports()).fees_held, { timeout: 30_000 }).toEqual([{ quarter, amount: 5_000_00 }]);

  // 1. The proposer files the quarter's report with a photo and a document, and submits it.
  const proposer = await personPage(browser, base, await signedInState('proposer', base));
  await open(proposer, `/proposer_dashboard/deals/${DEAL.id}/reports`);
  await expect(proposer.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(proposer.getByRole('heading', { name: new RegExp(`Next report due: ${quarter}`) })).toBeVisible();
  await expect(proposer.getByText(/Fees held for reporting: ₹5,000/)).toBeVisible();
  await checkScreens(proposer);
  await proposer.getByRole('button', { name: 'New report' }).click();
  await proposer.getByLabel('Narrative').fill('Both floors let all quarter; the lift was serviced.');
  await proposer.getByLabel('Occupancy (%)').fill('95');
  await proposer.getByLabel('Rent collected').fill('35000');
  await proposer.getByLabel('Expenses').fill('2500');
  await proposer.getByLabel('Capital spending').fill('0');
  await proposer.getByLabel('Reserve balance').fill('10000');
  await proposer.getByRole('button', { name: 'Save draft' }).click();
  await expect(proposer.getByRole('heading', { name: `The ${quarter} report` })).toBeVisible();
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 120, b: 90 } } })
    .png()
    .toBuffer();
  await proposer.getByLabel('Photos').setInputFiles({ name: 'lobby.png', mimeType: 'image/png', buffer: photo });
  await expect(proposer.getByText('1 photo added.')).toBeVisible();
  await proposer.getByLabel('Documents').setInputFiles({ name: 'rent-roll.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(proposer.getByText('1 document added.')).toBeVisible();
  await checkScreens(proposer);
  await proposer.getByRole('button', { name: 'Submit for review' }).click();
  await expect(proposer.getByText(`The ${quarter} report is submitted: the admin reviews it next.`)).toBeVisible();
  await expect(proposer.getByText('Awaiting review')).toBeVisible();

  // 2. The admin accepts it.
  const admin = await personPage(browser, base, await signedInState('admin', base));
  await open(admin, '/admin_dashboard/reports');
  await expect(admin.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Reporting health' })).toBeVisible();
  await checkScreens(admin);
  // The button's name ends with the report's subject, read by screen readers only.
  await admin.getByRole('button', { name: new RegExp(`^Accept\\s?: ${deal.name}, ${quarter}$`) }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin.getByText(/is accepted: it is public/)).toBeVisible();
  await checkScreens(admin);

  // 3. The held fee reached the proposer: nothing is held any more, and the proposer was told.
  expect((await reports()).fees_held).toEqual([]);
  const notices = (await (await request.get('/api/notifications', { headers: auth(proposerToken) })).json()) as { items: { message: string }[] };
  expect(notices.items.map((item) => item.message)).toContain(
    `The ${quarter} report of ${deal.name} was accepted, and the ₹5,000.00 of fees held for it has been released to you.`,
  );
  await proposer.reload();
  await expect(proposer.getByText('Accepted', { exact: true })).toBeVisible();

  // 4. Anyone reads it on the property's page.
  const visitor = await personPage(browser, base, undefined);
  await open(visitor, `/properties/${deal.property_id}`);
  const section = visitor.getByRole('region', { name: 'Accepted reports' });
  await expect(section).toContainText('Both floors let all quarter; the lift was serviced.');
  await expect(section).toContainText('95%');
  await expect(section.getByRole('img', { name: `Photo 1 of the ${quarter} report` })).toBeVisible();
  await expect(section.getByRole('link', { name: 'rent-roll.pdf (PDF)' })).toBeVisible();
  await checkScreens(visitor);
});
