import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createLiveTestDeal, openTestMarket, registerTestUser, TEST_DEAL_FORM, type TestUser } from '../../test/factories.ts';
import { createFundedTestDeal } from '../../test/funded-deals.ts';
import type { TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
let proposer: TestUser;
let other: TestUser;

beforeAll(async () => {
  ({ t, proposer } = await openTestMarket());
  admin = await adminToken(t.app);
  other = await registerTestUser(t.app, 'proposer');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token: string | null) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /api/deals/:id/holders', () => {
  it('lists the holders, largest first, with their face value and share rounded half up, paged', async () => {
    const { deal, backers } = await createFundedTestDeal(t.app, t.database.db, proposer, [1_00_000_00n, 2_00_000_00n, 1_00_000_00n, 2_00_000_00n]);
    for (const token of [proposer.token, admin]) {
      const response = await get(`/api/deals/${deal.id}/holders`, token);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ total: 4, page: 1, page_size: 20 });
      const big = [backers[1]!, backers[3]!].sort((a, b) => a.id.localeCompare(b.id));
      const small = [backers[0]!, backers[2]!].sort((a, b) => a.id.localeCompare(b.id));
      expect(body.items).toEqual(
        [...big, ...small].map((backer, index) => ({
          user_id: backer.id,
          name: expect.any(String),
          face_value: index < 2 ? 2_00_000_00 : 1_00_000_00,
          // ₹2,00,000 of ₹6,00,000 is 3,333.33…: rounded to 3,333; ₹1,00,000 is 1,666.67: rounded to 1,667.
          share_bps: index < 2 ? 3_333 : 1_667,
        })),
      );
    }
    const second = (await get(`/api/deals/${deal.id}/holders?page=2&page_size=3`, proposer.token)).json();
    expect(second).toMatchObject({ total: 4, page: 2, page_size: 3 });
    expect(second.items).toHaveLength(1);
    expect(second.items[0].face_value).toBe(1_00_000_00);
  });

  it('names each holder as View All Backers does', async () => {
    const { deal, backers } = await createFundedTestDeal(t.app, t.database.db, proposer, [5_000_00n]);
    const backersPage = (await get(`/api/deals/${deal.id}/backers`, proposer.token)).json();
    const holders = (await get(`/api/deals/${deal.id}/holders`, proposer.token)).json();
    expect(holders.items).toEqual([{ user_id: backers[0]!.id, name: backersPage.items[0].name, face_value: 5_000_00, share_bps: 10_000 }]);
  });

  it('has no holders before funding', async () => {
    const live = await createLiveTestDeal(t.app, t.database.db, proposer);
    expect((await get(`/api/deals/${live.id}/holders`, admin)).json()).toEqual({ total: 0, page: 1, page_size: 20, items: [] });
  });

  it('mirrors View All Backers: signed out 401, a backer or another proposer 403, a draft another may not see 404, a bad page 422', async () => {
    const { deal, backers } = await createFundedTestDeal(t.app, t.database.db, proposer, [5_000_00n]);
    const draft = (
      await t.app.inject({ method: 'POST', url: '/api/deals', headers: { authorization: `Bearer ${proposer.token}` }, payload: TEST_DEAL_FORM })
    ).json().id as string;
    const statuses = async (dealId: string) =>
      Promise.all(
        [null, backers[0]!.token, other.token, proposer.token, admin].map(async (token) => (await get(`/api/deals/${dealId}/holders`, token)).statusCode),
      );
    expect(await statuses(deal.id)).toEqual([401, 403, 403, 200, 200]);
    expect(await statuses(draft)).toEqual([401, 404, 404, 200, 200]);
    // As the backers' list: the same rules for the deal, then the page.
    expect(await Promise.all([null, other.token, proposer.token].map(async (token) => (await get(`/api/deals/${draft}/backers`, token)).statusCode))).toEqual([
      401, 404, 200,
    ]);
    expect((await get('/api/deals/00000000-0000-4000-8000-000000000000/holders', admin)).statusCode).toBe(404);
    expect((await get(`/api/deals/${deal.id}/holders?page_size=101`, admin)).statusCode).toBe(422);
  });
});

describe('deal answers of a funded deal', () => {
  it('carry funded_at, face_value_total and the latest price; null before funding and before the first valuation', async () => {
    const live = await createLiveTestDeal(t.app, t.database.db, proposer);
    expect((await get(`/api/deals/${live.id}`, null)).json()).toMatchObject({ funded_at: null, face_value_total: null, price_bps: null });

    const before = t.clock.now().getTime();
    const { deal } = await createFundedTestDeal(t.app, t.database.db, proposer, [3_00_000_00n, 2_00_000_00n]);
    const funded = (await get(`/api/deals/${deal.id}`, null)).json();
    expect(funded).toMatchObject({ face_value_total: 5_00_000_00, price_bps: null });
    // The instant the last commitment funded it.
    expect(Date.parse(funded.funded_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(funded.funded_at)).toBeLessThanOrEqual(t.clock.now().getTime());
    const fundedAt = funded.funded_at as string;

    const value = (valuedOn: string, price: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/deals/${deal.id}/valuations`,
        headers: { authorization: `Bearer ${admin}` },
        payload: { valued_on: valuedOn, price_bps: price },
      });
    expect((await value('2027-03-31', 10_500)).statusCode).toBe(201);
    // An older valuation recorded later does not replace the latest.
    expect((await value('2026-12-31', 9_900)).statusCode).toBe(201);
    expect((await get(`/api/deals/${deal.id}`, proposer.token)).json()).toMatchObject({
      funded_at: fundedAt,
      face_value_total: 5_00_000_00,
      price_bps: 10_500,
    });
    // The listing carries them too, one query for the page's prices.
    const listed = (await get('/api/deals?status=completed&page_size=100', proposer.token)).json().items.find((item: { id: string }) => item.id === deal.id);
    expect(listed).toMatchObject({ funded_at: fundedAt, price_bps: 10_500 });
  });
});
