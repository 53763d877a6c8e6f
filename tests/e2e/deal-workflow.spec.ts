import type { Browser, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { checkWidths, expect, expectNoAxeViolations, newAccount, open, signedInState } from './support/fixtures.ts';
import { fundedVerifiedBacker } from './support/investing.ts';
import { ownServerTest as test } from './support/own-server.ts';

/*
 * A deal from first draft to Live Deals through the pages (platform.md §2; interfaces.md, "Pages
 * of the platform"): a new proposer fills the deal form, saves a draft and submits it; the admin
 * requests changes on valuation; the proposer reads the comment beside the terms, fixes them and
 * submits again; the admin passes the three stages and approves; the proposer publishes, and the
 * deal is in Live Deals. On the way the proposer adds two photos and a PDF, the admin sees them on
 * the review page (the PDF opens in the browser), and the published property page shows the photos. The new proposer has the default settings: a minimum investment of
 * 10,000 and a maximum funding goal of 1,000,000, which the terms below respect.
 * It runs on a server of its own: the deal it publishes joins the public listing, whose counts
 * other specs read on the run's shared server.
 */

async function contextPage(browser: Browser, baseURL: string | undefined, storageState: Awaited<ReturnType<typeof signedInState>>) {
  const context = await browser.newContext({ baseURL, storageState });
  return { page: await context.newPage(), close: () => context.close() };
}

/** A small photo made here: a coloured field with a band, so each is a different file. */
function photo(format: 'jpeg' | 'png', colour: string): Promise<Buffer> {
  const band = Buffer.from(`<svg width="640" height="120"><rect width="640" height="120" fill="#fff" fill-opacity="0.6"/></svg>`);
  const image = sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).composite([{ input: band, top: 180, left: 0 }]);
  return (format === 'jpeg' ? image.jpeg() : image.png()).toBuffer();
}

/** A one-page PDF: the server checks that the file starts as a PDF does. */
const TITLE_DEED = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Every image in `images` has arrived and been decoded (none broken). */
async function expectLoaded(images: Locator, count: number) {
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }
}

/** Clicks the document's name and waits for the tab it opens to show the PDF from an object URL. */
async function expectDocumentOpens(page: Page, name: string) {
  const tab = page.waitForEvent('popup');
  await page.getByRole('button', { name: `${name} (opens in a new tab)` }).click();
  const opened = await tab;
  await expect.poll(() => opened.url()).toMatch(/^blob:/);
  await opened.close();
}

test('a deal goes from the proposer’s form through review to Live Deals', async ({ browser, baseURL }) => {
  test.setTimeout(240_000);
  const title = `Banyan Court ${Date.now().toString(36)}`;
  const account = await newAccount('proposer', baseURL);
  const proposer = await contextPage(browser, baseURL, account.state);
  const admin = await contextPage(browser, baseURL, await signedInState('admin', baseURL));
  const p = proposer.page;
  const a = admin.page;

  // My Deals starts empty and leads to the form.
  await open(p, '/proposer_dashboard/deals');
  await expect(p.getByRole('heading', { level: 1, name: 'My Deals' })).toBeVisible();
  await expect(p.getByText('You have no deals yet.')).toBeVisible();
  await checkWidths(p, 'my-deals-empty');
  await p.getByRole('link', { name: 'Add New Deal' }).click();
  await expect(p).toHaveURL('/proposer_dashboard/deals/new');
  await expect(p.getByRole('heading', { level: 1, name: 'New deal' })).toBeVisible();
  await expect(p).toHaveTitle(/^New deal \| /);
  await checkWidths(p, 'deal-form-new');

  // A first draft with only a title, saved by keyboard.
  await p.getByLabel('Title', { exact: true }).fill(title);
  await p.getByRole('button', { name: 'Save draft' }).focus();
  await p.keyboard.press('Enter');
  await expect(p).toHaveURL(/\/proposer_dashboard\/deals\/[^/]+$/);
  await expect(p.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  await expect(p.getByTestId('missing-fields')).toContainText('Still needed before you can submit for review');
  const dealUrl = new URL(p.url()).pathname;

  // It is on the server: a reload shows it, and the client's checks speak before a round trip.
  await p.reload();
  await expect(p.getByLabel('Title', { exact: true })).toHaveValue(title);
  // Photos and a document go up as they are chosen, one at a time; the first photo is the cover.
  await p.getByLabel('Add photos').setInputFiles([
    { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('jpeg', '#2f6f5e') },
    { name: 'courtyard.png', mimeType: 'image/png', buffer: await photo('png', '#b5651d') },
  ]);
  await expect(p.getByRole('status').filter({ hasText: '2 photos added.' })).toBeVisible();
  const photos = p.getByRole('list', { name: 'Photos, the cover first' });
  await expectLoaded(photos.getByRole('img'), 2);
  await expect(photos.getByRole('listitem').first()).toContainText('Cover');
  await p.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await expect(p.getByRole('status').filter({ hasText: 'Photo moved to position 1 of 2: it is the cover now.' })).toBeVisible();
  await expect(p.getByRole('button', { name: 'Move photo 1 later' })).toBeFocused();
  await p.getByLabel('Add documents').setInputFiles({ name: 'Title deed.pdf', mimeType: 'application/pdf', buffer: TITLE_DEED });
  await expect(p.getByTestId('deal-document')).toContainText('Title deed.pdf');
  await expectDocumentOpens(p, 'Title deed.pdf');
  // The client's checks speak before a round trip.
  await p.getByLabel('Add documents').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('notes') });
  await expect(p.getByRole('alert').filter({ hasText: 'notes.txt is not a PDF.' })).toBeVisible();
  await checkWidths(p, 'deal-form-files');

  await p.getByLabel('Year built', { exact: true }).fill('1700');
  await p.getByRole('button', { name: 'Save draft' }).click();
  await expect(p.getByText('Year built must be at least 1800.')).toBeVisible();

  // Every field, labelled.
  await p.getByLabel('Description', { exact: true }).fill('Six flats around a shaded courtyard, let to families on long leases.');
  await p.getByLabel('Property type', { exact: true }).selectOption('Apartment');
  await p.getByLabel('Location', { exact: true }).fill('Pune, Maharashtra');
  await p.getByLabel('Price', { exact: true }).fill('4,50,000');
  await p.getByLabel('Area (sq ft)', { exact: true }).fill('5400');
  await p.getByLabel('Bedrooms', { exact: true }).fill('12');
  await p.getByLabel('Bathrooms', { exact: true }).fill('6');
  await p.getByLabel('Year built', { exact: true }).fill('2019');
  await p.getByLabel('Features', { exact: true }).fill('Courtyard\nSolar roof');
  await p.getByLabel('Location description', { exact: true }).fill('Ten minutes from Pune station, near schools and a market.');
  await p.getByLabel('Agent name', { exact: true }).fill('Asha Rao');
  await p.getByLabel('Agent email', { exact: true }).fill('asha.rao@example.com');
  await p.getByLabel('Agent phone', { exact: true }).fill('+91 98200 00000');
  await p.getByLabel('Agent company', { exact: true }).fill('Rao Realty');
  await p.getByLabel('Asset class', { exact: true }).selectOption('Residential');
  await p.getByLabel('Currency', { exact: true }).selectOption('INR');
  await p.getByLabel('Target', { exact: true }).fill('4,00,000');
  await p.getByLabel('Minimum ticket', { exact: true }).fill('10,000');
  await p.getByLabel('Projected ROI (%)', { exact: true }).fill('12.5');
  await p.getByLabel('Holding period (months)', { exact: true }).fill('36');
  await p.getByRole('button', { name: 'Add quarter' }).click();
  await p.getByLabel('Quarter 1', { exact: true }).fill('2027-Q1');
  await p.getByLabel('Amount 1', { exact: true }).fill('12,000');
  await p.getByRole('button', { name: 'Submit for review' }).click();
  await expect(p.getByRole('status').filter({ hasText: 'Submitted for review.' })).toBeVisible();
  await expect(p.locator('[data-lifecycle="submitted"]')).toBeVisible();
  await expect(p.getByLabel('Title', { exact: true })).toHaveAttribute('readonly', '');
  await expect(p.getByRole('button', { name: 'Submit for review' })).toHaveCount(0);

  // The admin's queue, oldest first, and the whole submission.
  await open(a, '/admin_dashboard/reviews');
  const row = a.getByTestId('review-row').filter({ hasText: title });
  await expect(row).toContainText('less than a minute');
  await checkWidths(a, 'review-queue');
  await row.getByRole('link', { name: title }).click();
  await expect(a.getByRole('heading', { level: 1, name: `Review: ${title}` })).toBeVisible();
  await expect(a.getByText('asha.rao@example.com')).toBeVisible();
  // The photos, cover first; the PDF opens in the browser; who proposes it, and their other deals.
  await expectLoaded(a.getByRole('list', { name: 'Photos, the cover first' }).getByRole('img'), 2);
  await expectDocumentOpens(a, 'Title deed.pdf');
  await expect(a.getByRole('link', { name: account.email })).toBeVisible();
  await expect(a.getByText('None: this is their first deal sent for review.')).toBeVisible();
  await expect(a.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await checkWidths(a, 'review-deal');

  // Request changes on valuation, by keyboard: the comment is required.
  await a.getByRole('button', { name: 'Request changes to Valuation' }).focus();
  await a.keyboard.press('Enter');
  const dialog = a.getByRole('dialog', { name: 'Request changes: Valuation' });
  await expect(dialog.getByLabel('Comment')).toBeFocused();
  await expectNoAxeViolations(a);
  await dialog.getByRole('button', { name: 'Request changes' }).click();
  await expect(dialog.getByText('A comment is required unless the stage passes.')).toBeVisible();
  await dialog.getByLabel('Comment').focus();
  await a.keyboard.type('The target is above the valuation report: lower it to 3,50,000.');
  await a.keyboard.press('Tab');
  await a.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Request changes' })).toBeFocused();
  await a.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(a.locator('[data-lifecycle="changes_requested"]')).toBeVisible();

  // The proposer reads it beside the terms, fixes them and submits again.
  await open(p, '/proposer_dashboard/deals');
  await expect(p.getByTestId('my-deal-row').filter({ hasText: title })).toContainText('Fix requested changes');
  await checkWidths(p, 'my-deals');
  await p.goto(dealUrl);
  const note = p.getByTestId('review-note-valuation');
  await expect(note).toContainText('Valuation review: Changes requested');
  await expect(note).toContainText('lower it to 3,50,000');
  await checkWidths(p, 'deal-form-changes-requested');
  await p.getByLabel('Target', { exact: true }).fill('3,50,000');
  await p.getByRole('button', { name: 'Submit for review' }).click();
  await expect(p.getByRole('status').filter({ hasText: 'Submitted for review.' })).toBeVisible();

  // Three passes, then Approve.
  await a.reload();
  await expect(a.locator('[data-lifecycle="submitted"]')).toBeVisible();
  for (const stage of ['Documents', 'Valuation', 'Legal']) {
    await a.getByRole('button', { name: `Pass ${stage}` }).click();
    await expect(a.getByTestId(`stage-${stage.toLowerCase()}`)).toContainText('Passed');
  }
  await a.getByRole('button', { name: 'Approve' }).click();
  await expect(a.locator('[data-lifecycle="approved"]')).toBeVisible();

  // The proposer publishes; it is in Live Deals.
  await p.reload();
  await p.getByRole('button', { name: 'Publish' }).click();
  await expect(p.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();
  await expect(p.locator('[data-lifecycle="live"]')).toBeVisible();
  await expect(p.getByRole('button', { name: 'Extend campaign' })).toBeVisible();
  await p.getByRole('link', { name: 'View All Backers' }).click();
  await expect(p.getByRole('heading', { level: 1, name: `Backers of ${title}` })).toBeVisible();
  await expect(p.getByText('No one has backed this deal yet.')).toBeVisible();
  await p.getByRole('link', { name: 'Back to the deal' }).click();
  await p.getByRole('button', { name: 'Extend campaign' }).click();
  const extend = p.getByRole('dialog', { name: 'Extend campaign' });
  await expect(extend).toContainText('Every backer will be asked to stay in or take their money back');
  await expectNoAxeViolations(p);
  await extend.getByRole('button', { name: 'Cancel' }).click();
  await checkWidths(p, 'deal-live');

  await open(p, `/proposer_dashboard/live-deals?q=${encodeURIComponent(title)}`);
  await expect(p.getByTestId('deal-row').filter({ hasText: title })).toContainText('Pune, Maharashtra');

  // Its public page shows the uploaded photos, to anyone.
  const dealId = dealUrl.split('/').pop()!;
  const live = (await (await p.request.get(`/api/deals/${dealId}`)).json()) as { property_id: string };
  const visitor = await contextPage(browser, baseURL, { cookies: [], origins: [] });
  await open(visitor.page, `/properties/${live.property_id}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The thumbnails are decorative (their buttons are named): images by tag, not by role.
  await expectLoaded(visitor.page.getByRole('list', { name: 'Photo thumbnails' }).locator('img'), 2);
  await expect(visitor.page.getByRole('button', { name: 'Open gallery: 2 photos' }).locator('img')).toHaveAttribute('src', /^\/uploads\/deals\//);
  await checkWidths(visitor.page, 'property-page-uploaded-photos');
  await visitor.close();

  // A backer finds it in the public listing, opens it, sees its photos and invests.
  const investor = await fundedVerifiedBacker(p.request, 5_00_000, baseURL);
  const backer = await contextPage(browser, baseURL, investor.state);
  const b = backer.page;
  await open(b, '/properties');
  await b.getByRole('searchbox', { name: 'Search' }).fill(title);
  const card = b.getByRole('main').locator('article h3').filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await card.getByRole('link').click();
  await expect(b.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectLoaded(b.getByRole('list', { name: 'Photo thumbnails' }).locator('img'), 2);
  const funding = b.getByRole('region', { name: 'Funding' });
  await funding.getByRole('button', { name: 'Invest' }).click();
  const invest = b.getByRole('dialog', { name: `Invest in ${title}` });
  await invest.getByRole('textbox', { name: 'Amount' }).fill('25,000');
  await invest.getByRole('button', { name: 'Confirm investment' }).click();
  await expect(funding.getByRole('status')).toHaveText(`You invested ₹25,000 in ${title}.`);
  await backer.close();

  // The proposer sees the backer in View All Backers.
  await p.goto(dealUrl);
  await p.getByRole('link', { name: 'View All Backers' }).click();
  const backers = p.getByRole('table');
  await expect(backers).toContainText('Kavya Sharma');
  await expect(backers).toContainText('₹25,000');
  await checkWidths(p, 'deal-backers');

  // The audit log tells the deal's story, newest first: published, approved, the reviews, the submissions.
  await open(a, `/admin_dashboard/audit?deal=${dealId}`);
  const events = a.getByRole('table', { name: 'Events' }).getByTestId('audit-row').getByRole('rowheader');
  await expect(events.first()).toHaveText(/Deal published/);
  const story = (await events.allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());
  for (const action of ['Deal published', 'Deal approved', 'Deal reviewed', 'Deal submitted']) {
    expect(
      story.some((line) => line.startsWith(action)),
      `${action} in ${story.join(' | ')}`,
    ).toBe(true);
  }
  expect(story.filter((line) => line.startsWith('Deal reviewed')).length).toBeGreaterThanOrEqual(4);
  expect(story.filter((line) => line.startsWith('Deal submitted')).length).toBe(2);
  await checkWidths(a, 'audit-deal-story');

  await proposer.close();
  await admin.close();
});
