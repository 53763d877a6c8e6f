import type { APIRequestContext, Browser } from '@playwright/test';
import { checkScreens, expect, open, signedInState } from './support/fixtures.ts';
import { demoToken, fundedVerifiedBacker, publishedDeal, type BackerAccount } from './support/investing.ts';
import { ownServerTestWith } from './support/own-server.ts';

/*
 * Exit and liquidity (issue 22), end to end on a server of its own whose exit windows last 40
 * seconds: a Buy 'N' Hold deal funds with two holders; the admin opens an exit window from Exits;
 * a holder sells from the Portfolio, one backer buys from the deal's page and another buys twice
 * and cancels one order; at the close the call auction clears at par and each of the three sees
 * its fill. Then the proposer proposes the sale with the offer, the holders vote it through, the
 * admin confirms the proceeds, and the seller's holding is realised with the final distribution
 * in its wallet. axe at 390 and 1440 px, light and dark, on each new screen.
 */

const test = ownServerTestWith({ EXIT_WINDOW_DURATION: '40s' });

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const OFFER_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function pageAs(browser: Browser, baseURL: string, storageState?: BackerAccount['state']) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, ...(storageState ? { storageState } : {}) });
  return context.newPage();
}

async function commit(request: APIRequestContext, backer: BackerAccount, dealId: string, rupees: number) {
  const committed = await request.post(`/api/deals/${dealId}/commitments`, {
    headers: { ...auth(backer.token), 'idempotency-key': crypto.randomUUID() },
    data: { amount: rupees * 100 },
  });
  expect(committed.status(), await committed.text()).toBe(201);
}

async function buy(request: APIRequestContext, backer: BackerAccount, windowId: string, rupees: number, priceBps: number): Promise<string> {
  const placed = await request.post(`/api/exit-windows/${windowId}/orders`, {
    headers: auth(backer.token),
    data: { side: 'buy', face_value: rupees * 100, limit_price_bps: priceBps },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { id: string }).id;
}

test('an exit window clears by call auction, and a sale voted through pays the final distribution', async ({ browser, baseURL, request }) => {
  test.setTimeout(6 * 60_000);
  const base = baseURL!;

  // A ₹4,00,000 Buy 'N' Hold deal funded by the seller and another holder, ₹2,00,000 each.
  const deal = await publishedDeal(
    request,
    {
      title: `Indiranagar Offices ${Date.now().toString(36)}`,
      asset_class: 'Commercial',
      projected_roi_bps: 1100,
      target: 4_00_000_00,
      minimum_ticket: 10_000_00,
      maximum_per_backer: null,
    },
    base,
  );
  const seller = await fundedVerifiedBacker(request, 2_00_000, base);
  const holder = await fundedVerifiedBacker(request, 2_00_000, base);
  await commit(request, seller, deal.id, 2_00_000);
  await commit(request, holder, deal.id, 2_00_000);
  const firstBuyer = await fundedVerifiedBacker(request, 1_00_000, base);
  const secondBuyer = await fundedVerifiedBacker(request, 1_00_000, base);

  // 1. The admin opens an exit window from Exits.
  const admin = await pageAs(browser, base, await signedInState('admin', base));
  await open(admin, '/admin_dashboard/exits');
  await expect(admin.getByRole('heading', { level: 1, name: 'Exits' })).toBeVisible();
  await admin.getByRole('button', { name: `Open exit window: ${deal.name}` }).click();
  const confirm = admin.getByRole('dialog', { name: `Open an exit window for ${deal.name}?` });
  await checkScreens(admin);
  await confirm.getByRole('button', { name: 'Open exit window' }).click();
  await expect(admin.getByText(new RegExp(`^An exit window for ${deal.name} is open until `))).toBeVisible();
  const windows = (await (await request.get(`/api/deals/${deal.id}/exit-windows`)).json()) as { items: { id: string; status: string }[] };
  const windowId = windows.items[0]!.id;
  expect(windows.items[0]!.status).toBe('open');

  // 2. The seller offers ₹60,000 of face value at par from the Portfolio.
  const sellerPage = await pageAs(browser, base, seller.state);
  await open(sellerPage, '/backer_dashboard/portfolio');
  await sellerPage.getByRole('button', { name: `Sell: ${deal.name}` }).click();
  const sell = sellerPage.getByRole('dialog', { name: `Sell in ${deal.name}` });
  await sell.getByLabel('Face value').fill('60000');
  await sell.getByLabel('Lowest price per 100').fill('100');
  await checkScreens(sellerPage);
  await sell.getByRole('button', { name: 'Place sell order' }).click();
  await expect(sellerPage.getByText('Your sell order for ₹60,000.00 of face value is placed; it trades when the window closes.')).toBeVisible();

  // 3. The first buyer bids for ₹40,000 at 102 from the deal's page, the money held at once.
  const buyerPage = await pageAs(browser, base, firstBuyer.state);
  await open(buyerPage, `/properties/${deal.property_id}`);
  const section = buyerPage.getByRole('region', { name: 'Exit windows' });
  const form = section.getByRole('form', { name: 'Buy order' });
  await form.getByLabel('Face value').fill('40000');
  await form.getByLabel('Highest price per 100').fill('102');
  await expect(form.getByTestId('order-hold')).toContainText('₹40,800.00');
  await form.getByRole('button', { name: 'Place buy order' }).click();
  await expect(section.getByTestId('order-book').getByTestId('book-row')).toHaveCount(2);
  await checkScreens(buyerPage);

  // 4. The second buyer bids ₹30,000 at 101, bids again, and cancels the second bid from the Portfolio.
  await buy(request, secondBuyer, windowId, 30_000, 10_100);
  await buy(request, secondBuyer, windowId, 10_000, 10_100);
  const secondPage = await pageAs(browser, base, secondBuyer.state);
  await open(secondPage, '/backer_dashboard/portfolio');
  const openOrders = secondPage.getByTestId('open-orders');
  await expect(openOrders.getByTestId('order-row')).toHaveCount(2);
  await openOrders.getByTestId('order-row').filter({ hasText: '₹10,000.00' }).getByRole('button', { name: 'Cancel' }).click();
  const cancel = secondPage.getByRole('dialog', { name: 'Cancel this order?' });
  await checkScreens(secondPage);
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(secondPage.getByText('Your order is cancelled; the money it held is back in your wallet.')).toBeVisible();
  await expect(openOrders.getByTestId('order-row')).toHaveCount(1);

  // 5. The close (40 s): par trades the most (₹60,000) and is nearest the reference; the first buyer fills, the second partly.
  await expect
    .poll(async () => ((await (await request.get(`/api/exit-windows/${windowId}`)).json()) as { status: string }).status, {
      timeout: 120_000,
      intervals: [2000],
    })
    .toBe('settled');
  const settled = (await (await request.get(`/api/exit-windows/${windowId}`)).json()) as { clearing_price_bps: number; volume: number };
  expect(settled).toMatchObject({ clearing_price_bps: 10_000, volume: 60_000_00 });
  for (const [page, filled] of [
    [sellerPage, '₹60,000.00 filled at 100.00 per 100.'],
    [buyerPage, '₹40,000.00 filled at 100.00 per 100.'],
    [secondPage, '₹20,000.00 filled at 100.00 per 100.'],
  ] as const) {
    await open(page, '/backer_dashboard/portfolio');
    await expect(page.getByTestId('past-orders')).toContainText(filled);
  }
  await checkScreens(sellerPage);
  await open(buyerPage, `/properties/${deal.property_id}`);
  await expect(buyerPage.getByTestId('exit-results').getByTestId('exit-result')).toHaveCount(1);
  await checkScreens(buyerPage);

  // 6. The proposer proposes the sale at ₹4,40,000 with the buyer's offer.
  const proposer = await pageAs(browser, base, deal.proposer.state);
  await open(proposer, `/proposer_dashboard/deals/${deal.id}`);
  await proposer.getByRole('link', { name: 'Propose sale' }).click();
  await expect(proposer).toHaveURL(new RegExp(`/proposer_dashboard/deals/${deal.id}/sale$`));
  const proposal = proposer.getByRole('form', { name: 'Propose a sale' });
  await proposal.getByLabel('Sale price').fill('450000');
  await proposal.getByLabel('Costs').fill('10000');
  await proposal.getByLabel('Expected completion date').fill('2027-06-30');
  await proposal.getByLabel('The buyer’s offer').setInputFiles({ name: 'offer.pdf', mimeType: 'application/pdf', buffer: OFFER_PDF });
  await checkScreens(proposer);
  await proposal.getByRole('button', { name: 'Propose sale' }).click();
  await expect(proposer.getByTestId('sale-proposal')).toHaveCount(1);
  await checkScreens(proposer);

  // 7. The other holder (₹2,00,000 of ₹4,00,000: half, not more) votes yes by the API; the seller's yes on the deal's page passes it.
  const proposals = (await (await request.get(`/api/deals/${deal.id}/exit-proposals`)).json()) as { items: { id: string }[] };
  const voted = await request.post(`/api/exit-proposals/${proposals.items[0]!.id}/votes`, { headers: auth(holder.token), data: { vote: 'yes' } });
  expect(voted.status(), await voted.text()).toBe(200);
  expect(((await voted.json()) as { status: string }).status).toBe('open');
  await open(sellerPage, `/properties/${deal.property_id}`);
  const votes = sellerPage.getByRole('region', { name: 'Sale of the property' });
  await votes.getByRole('button', { name: 'Vote yes' }).click();
  await expect(votes.getByTestId('sale-proposal')).toContainText('Passed');
  await checkScreens(sellerPage);

  // 8. The admin confirms ₹4,40,000 received: ₹4,00,000 returns the capital, ₹40,000 is the gain.
  await open(admin, '/admin_dashboard/exits');
  const proceeds = admin.getByRole('form', { name: `Confirm proceeds: ${deal.name}` });
  await proceeds.getByLabel('Proceeds received').fill('440000');
  await proceeds.getByRole('button', { name: 'Confirm proceeds' }).click();
  await expect(
    admin.getByText(`The sale of ${deal.name} is complete: ₹4,40,000.00 is distributed, ₹4,00,000.00 as return of capital and ₹40,000.00 as capital gain.`),
  ).toBeVisible();
  await checkScreens(admin);

  // 9. The job pays the final distribution: the seller's ₹1,40,000 holding is realised.
  await expect
    .poll(
      async () => {
        const returns = (await (await request.get('/api/portfolio/returns', { headers: auth(seller.token) })).json()) as {
          holdings: { deal_id: string; realised: boolean; received_gross: number }[];
        };
        return returns.holdings.find((holding) => holding.deal_id === deal.id);
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toMatchObject({ realised: true, received_gross: 1_54_000_00 });
  await open(sellerPage, '/backer_dashboard/portfolio');
  await expect(sellerPage.getByText('Realised').first()).toBeVisible();
  await checkScreens(sellerPage);

  const adminToken = await demoToken(request, 'admin');
  expect(await (await request.get('/api/admin/ledger/check', { headers: auth(adminToken) })).json()).toMatchObject({ balanced: true });
});
