import { readFile } from 'node:fs/promises';
import { checkScreens, expect, open, signedInState } from './support/fixtures.ts';
import { demoToken, listDeals } from './support/investing.ts';
import { ownServerTest as test } from './support/own-server.ts';

/*
 * The admin's Valuations page of issue 20, end to end on a server of its own (a valuation moves
 * every holder's figures): from a funded deal's form the admin opens Valuations, records a price
 * with the valuer's PDF (a text file named .pdf refused first), and a visitor downloads that report
 * from the property page. axe at 390 and 1440 px, in light and dark, on each screen.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Today in Indian time, as a date input takes it. */
const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

test("the admin records a valuation with the valuer's report, and a visitor downloads it from the deal's page", async ({ browser, baseURL, request }) => {
  test.setTimeout(3 * 60_000);
  const base = baseURL!;
  const adminToken = await demoToken(request, 'admin');
  const funded = (await listDeals(request, adminToken, { status: 'completed' })).items.find((deal) => deal.currency === 'INR');
  expect(funded, 'the demo history has a funded rupee deal').toBeDefined();
  const before = ((await (await request.get(`/api/deals/${funded!.id}/valuations`)).json()) as { items: unknown[] }).items.length;

  const context = await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 }, storageState: await signedInState('admin', base) });
  const admin = await context.newPage();
  await open(admin, `/admin_dashboard/deals/${funded!.id}`);
  await admin.getByRole('link', { name: 'Valuations' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin_dashboard/deals/${funded!.id}/valuations$`));
  await expect(admin.getByRole('heading', { level: 1, name: 'Valuations' })).toBeVisible();
  await expect(admin.getByText(/of face value, last valued at/)).toBeVisible();
  await expect(admin.getByTestId('valuation')).toHaveCount(before);
  await checkScreens(admin);

  // A price the rules refuse: its sentence, nothing recorded.
  const form = admin.getByRole('region', { name: 'Record a valuation' });
  await form.getByLabel('Valuation date').fill(todayInIndia());
  await form.getByLabel('Price (% of face value)').fill('-3');
  await form.getByRole('button', { name: 'Record valuation' }).click();
  await expect(form.getByText('Some fields need attention: see the sentences under them.')).toBeVisible();
  await checkScreens(admin);
  await expect(admin.getByTestId('valuation')).toHaveCount(before);

  // A valuation whose "PDF" is text: the valuation is recorded, the server refuses the file by its content.
  await form.getByLabel('Price (% of face value)').fill('112.5');
  await form.getByLabel('Note').fill('Independent valuer: rents re-let 6% higher.');
  await form.getByLabel("Valuer's report").setInputFiles({ name: 'report.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
  await form.getByRole('button', { name: 'Record valuation' }).click();
  await expect(form.getByText(/is recorded at 112\.5\d*% of face value\.$/)).toBeVisible();
  await expect(form.getByText(/^The valuer's report was not attached: .+ Attach it from the list below\.$/)).toBeVisible();
  await expect(admin.getByTestId('valuation')).toHaveCount(before + 1);
  const recorded = admin.getByTestId('valuation').first();
  await expect(recorded).toContainText('Independent valuer: rents re-let 6% higher.');
  await expect(recorded).toContainText("No valuer's report yet.");
  await checkScreens(admin);

  // The real report, attached from the list.
  await recorded.getByLabel("Attach the valuer's report").setInputFiles({ name: 'valuation-report.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(recorded.getByRole('link', { name: /Valuer's report/ })).toBeVisible();
  await checkScreens(admin);

  // The API agrees, and the ledger is untouched by a valuation.
  const items = ((await (await request.get(`/api/deals/${funded!.id}/valuations`)).json()) as { items: { price_bps: number; report_url: string | null }[] })
    .items;
  expect(items.at(-1)).toMatchObject({ price_bps: 11250 });
  expect(await (await request.get('/api/admin/ledger/check', { headers: auth(adminToken) })).json()).toMatchObject({ balanced: true });

  // A visitor finds the report on the deal's page and downloads the same bytes.
  const visitor = await (await browser.newContext({ baseURL: base, viewport: { width: 1440, height: 900 }, acceptDownloads: true })).newPage();
  await open(visitor, `/properties/${funded!.property_id}`);
  const reports = visitor.getByRole('region', { name: "Valuers' reports" });
  const link = reports.getByRole('link', { name: /112\.50 per 100 of face value \(PDF\)/ });
  await expect(link).toBeVisible();
  await checkScreens(visitor);
  const [download] = await Promise.all([visitor.waitForEvent('download'), link.click()]);
  expect(await readFile((await download.path())!)).toEqual(PDF);
});
