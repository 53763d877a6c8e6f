import type { Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { taxQuarterOf, taxQuarterRange } from '../../src/shared/periods.ts';
import { checkScreens, expect, open, personPage, signedInState } from './support/fixtures.ts';
import { demoToken } from './support/investing.ts';
import { ownServerTest as test } from './support/own-server.ts';

/*
 * The admin's tax work of issue 20, end to end on a server of its own, on the demo history's
 * income: the admin adds a TDS rule from tomorrow, records the challan of a quarter over in which
 * a deal withheld tax from the demo backer, downloads that quarter's Form 26Q and uploads the
 * backer's Form 16A, which the backer then downloads from the Tax page. axe at 390 and 1440 px, in
 * light and dark, on every new screen.
 */

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const QUARTER_MONTHS = ['April to June', 'July to September', 'October to December', 'January to March'];

const textOf = async (download: Download) => readFile((await download.path())!, 'utf8');

test("the admin records a rule, a quarter's challan, its Form 26Q and a Form 16A, which the backer downloads", async ({ browser, baseURL, request }) => {
  test.setTimeout(4 * 60_000);
  const base = baseURL!;

  // The demo backer's payout with tax withheld in a tax quarter already over (the history pays each quarter a month after it).
  const backerToken = await demoToken(request, 'backer');
  const payouts = (
    (await (await request.get('/api/portfolio/payouts', { headers: auth(backerToken) })).json()) as {
      items: { deal_id: string; deal_name: string; tds: number; paid_at: string }[];
    }
  ).items;
  const taxed = payouts.find((payout) => payout.tds > 0 && taxQuarterRange(taxQuarterOf(new Date(payout.paid_at))).end.getTime() < Date.now())!;
  expect(taxed, 'the demo history pays the demo backer taxed income in an ended quarter').toBeDefined();
  const taxQuarter = taxQuarterOf(new Date(taxed.paid_at));
  const [fy, quarter] = [taxQuarter.slice(0, 7), Number(taxQuarter.slice(-1))];
  const quarterLabel = `${fy} Q${quarter} · ${QUARTER_MONTHS[quarter - 1]}`;
  const subject = `${taxed.deal_name}, ${taxQuarter}`;

  // 1. The admin's Tax page; a rule for an LLP's rent from tomorrow.
  const admin = await personPage(browser, base, await signedInState('admin', base));
  await open(admin, '/admin_dashboard/tax');
  await expect(admin.getByRole('heading', { level: 1, name: 'Tax' })).toBeVisible();
  await expect(admin.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Tax' })).toHaveAttribute('aria-current', 'page');
  await expect(admin.getByRole('table', { name: 'TDS rules' })).toContainText('194A');
  await checkScreens(admin);
  await admin.getByRole('button', { name: 'Add rule' }).click();
  const ruleDialog = admin.getByRole('dialog', { name: 'Add rule' });
  await ruleDialog.getByLabel('Structure').selectOption('llp');
  await ruleDialog.getByLabel('Income type').selectOption('rent');
  await ruleDialog.getByLabel('Section (Income-tax Act, 1961)').fill('194T');
  await ruleDialog.getByLabel('Threshold a financial year (₹)').fill('20000');
  await checkScreens(admin);
  await ruleDialog.getByRole('button', { name: 'Add rule' }).click();
  await expect(ruleDialog).toHaveCount(0);
  await expect(admin.getByText(/^The rule for LLP, Rent applies to payments from /)).toBeVisible();

  // 2. The quarter's challan: its tax leaves the deal's TDS account once.
  const quarters = admin.getByRole('table', { name: 'Deposits and returns' });
  await quarters.getByRole('button', { name: `Record challan for ${subject}` }).click();
  const depositDialog = admin.getByRole('dialog', { name: 'Record challan' });
  await depositDialog.getByLabel('Challan number').fill('0510002 07012027 00042');
  await checkScreens(admin);
  await depositDialog.getByRole('button', { name: 'Record challan' }).click();
  await expect(depositDialog).toHaveCount(0);
  await expect(admin.getByText(`The tax of ${subject} is recorded as deposited.`)).toBeVisible();
  await expect(quarters.getByRole('button', { name: `Record challan for ${subject}` })).toHaveCount(0);
  const adminToken = await demoToken(request, 'admin');
  expect(await (await request.get('/api/admin/ledger/check', { headers: auth(adminToken) })).json()).toMatchObject({ balanced: true });

  // 3. Its Form 26Q: the backer's rows with the challan.
  const [returnFile] = await Promise.all([admin.waitForEvent('download'), quarters.getByRole('button', { name: `Download Form 26Q for ${subject}` }).click()]);
  expect(returnFile.suggestedFilename()).toBe(`form-26q-${taxQuarter}-${taxed.deal_id}.csv`);
  const csv = await textOf(returnFile);
  expect(csv.split('\r\n')[0]).toContain('Deductee PAN,Deductee name');
  expect(csv).toContain('0510002 07012027 00042');

  // 4. The backer's Form 16A for that deal and quarter.
  const form = admin.getByRole('region', { name: 'Form 16A' });
  await form.getByLabel('Deal').selectOption({ label: taxed.deal_name });
  await form.getByLabel('Quarter').selectOption({ label: quarterLabel });
  await form.getByLabel('Backer').selectOption({ label: 'Daniel Reyes' });
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  await form.getByLabel('Form 16A (PDF)').setInputFiles({ name: 'form16a.pdf', mimeType: 'application/pdf', buffer: pdf });
  await form.getByRole('button', { name: 'Upload Form 16A' }).click();
  await expect(form.getByRole('status')).toHaveText(`The Form 16A of Daniel Reyes for ${quarterLabel} is uploaded; Daniel Reyes has been told.`);
  await checkScreens(admin);

  // 5. The backer downloads it from the Tax page.
  const backer = await personPage(browser, base, await signedInState('backer', base));
  await open(backer, `/backer_dashboard/tax?fy=${fy}`);
  const certificates = backer.getByRole('region', { name: `Form 16A in ${fy}` });
  await expect(certificates.getByTestId('certificate-row')).toContainText(taxed.deal_name);
  await checkScreens(backer);
  const [certificate] = await Promise.all([
    backer.waitForEvent('download'),
    certificates.getByRole('button', { name: `Download the Form 16A of ${taxed.deal_name} for ${quarterLabel}` }).click(),
  ]);
  expect(certificate.suggestedFilename()).toBe(`form-16a-${taxQuarter}.pdf`);
  expect(await readFile((await certificate.path())!)).toEqual(pdf);
});
