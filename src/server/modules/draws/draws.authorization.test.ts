import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedFlipDeal, requestTestDraw } from '../../test/draws.ts';
import { adminToken, registerTestUser, TEST_DEAL_FORM, type TestUser } from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { multipartBody, testImage } from '../../test/multipart.ts';
import { adminOnly, type Caller, everyone, type MatrixRow, statusesOf } from '../../test/authorization-matrix.ts';
import { callAs, type TestMethod } from '../../test/requests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Who may call what, for every route of the draws module, in the style of
 * questions.authorization.test.ts: each row names a route, how to make the deal it acts on (fresh
 * for every caller where a success changes it) and the status each caller gets. `own` is the
 * proposer of the deals, `other` another proposer (who sees a funded deal, 403, but not a draft,
 * 404); `holder` a backer of the funded deal, `backer` another backer; `anonymous` a visitor.
 */

type Row = MatrixRow<object | 'photo'>;

let t: TestApp;
let admin: string;
let own: TestUser;
let other: TestUser;
let holder: TestUser;
let backer: TestUser;
let fundedDealId: string;
/** A Fix 'N' Flip draft of `own`: only its proposer and the admin know of it, and it has no draws. */
let draftDealId: string;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  admin = await adminToken(t.app);
  own = await registerTestUser(t.app, 'proposer');
  other = await registerTestUser(t.app, 'proposer');
  backer = await registerTestUser(t.app, 'backer');
  const funded = await fundedFlipDeal(t, own);
  fundedDealId = funded.deal.id;
  holder = funded.backers[0]!;
  const draft = await call('POST', '/api/deals', own.token, { ...TEST_DEAL_FORM, campaign_type: 'fix_n_flip' });
  draftDealId = draft.json().id as string;
});
afterAll(() => t.close());

async function call(method: string, url: string, token: string | undefined, body?: object | 'photo') {
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  if (body === 'photo') {
    const form = multipartBody({ filename: 'site.png', type: 'image/png', content: await testImage('png', { seed: 5 }) });
    return t.app.inject({ method: 'POST', url, headers: { ...auth, ...form.headers }, payload: form.payload });
  }
  return callAs(t.app, method as TestMethod, url, token, body);
}

/** A new funded Fix 'N' Flip deal of `own`, its first draw taken as far as `until`. */
async function freshDeal(until: 'pending' | 'requested'): Promise<string> {
  const { deal } = await fundedFlipDeal(t, own);
  if (until === 'requested') await requestTestDraw(t, own, deal.id, 1);
  return deal.id;
}

/** A fresh deal whose first draw has its photo, ready to be requested. */
async function photographed(): Promise<string> {
  const id = await freshDeal('pending');
  const answer = await call('POST', `/api/deals/${id}/draws/1/photos`, own.token, 'photo');
  if (answer.statusCode !== 201) throw new Error(`Adding a photo answered ${answer.statusCode}: ${answer.body}`);
  return id;
}

/** Its proposer acts; another proposer sees the funded deal (403); everyone else is refused by role. */
const proposerOnly = (own: number, other = 403): Record<Caller, number> => ({ anonymous: 401, holder: 403, backer: 403, own, other, admin: 403 });

const ROWS: Row[] = [
  { label: "a funded deal's draws", method: 'GET', url: () => `/api/deals/${fundedDealId}/draws`, expected: everyone(200) },
  { label: "a draft deal's draws", method: 'GET', url: () => `/api/deals/${draftDealId}/draws`, expected: everyone(404) },
  {
    label: 'a photo for the next draw',
    method: 'POST',
    url: async () => `/api/deals/${await freshDeal('pending')}/draws/1/photos`,
    body: 'photo',
    expected: proposerOnly(201),
  },
  {
    label: "a photo for a draft's draw",
    method: 'POST',
    url: () => `/api/deals/${draftDealId}/draws/1/photos`,
    body: 'photo',
    expected: proposerOnly(404, 404),
  },
  {
    label: 'request the next draw',
    method: 'POST',
    url: async () => `/api/deals/${await photographed()}/draws/1/request`,
    body: { note: 'Foundation poured.' },
    expected: proposerOnly(200),
  },
  {
    label: 'request a requested draw',
    method: 'POST',
    url: async () => `/api/deals/${await freshDeal('requested')}/draws/1/request`,
    body: { note: 'Again.' },
    expected: proposerOnly(409),
  },
  {
    label: "request a draft's draw",
    method: 'POST',
    url: () => `/api/deals/${draftDealId}/draws/1/request`,
    body: { note: 'Foundation poured.' },
    expected: proposerOnly(404, 404),
  },
  {
    label: 'release a requested draw',
    method: 'POST',
    url: async () => `/api/admin/deals/${await freshDeal('requested')}/draws/1/release`,
    expected: adminOnly(200),
  },
  { label: 'release a pending draw', method: 'POST', url: () => `/api/admin/deals/${fundedDealId}/draws/1/release`, expected: adminOnly(409) },
  { label: 'release a draw out of order', method: 'POST', url: () => `/api/admin/deals/${fundedDealId}/draws/2/release`, expected: adminOnly(409) },
  { label: "release a draft's draw", method: 'POST', url: () => `/api/admin/deals/${draftDealId}/draws/1/release`, expected: adminOnly(404) },
  {
    label: 'return a requested draw',
    method: 'POST',
    url: async () => `/api/admin/deals/${await freshDeal('requested')}/draws/1/return`,
    body: { comment: 'Show the slab.' },
    expected: adminOnly(200),
  },
  {
    label: 'return the undrawn money',
    method: 'POST',
    url: async () => `/api/admin/deals/${await freshDeal('pending')}/draws/return-capital`,
    expected: adminOnly(201),
  },
  { label: "return a draft's undrawn money", method: 'POST', url: () => `/api/admin/deals/${draftDealId}/draws/return-capital`, expected: adminOnly(404) },
  {
    label: 'return a pending draw',
    method: 'POST',
    url: () => `/api/admin/deals/${fundedDealId}/draws/1/return`,
    body: { comment: 'Show the slab.' },
    expected: adminOnly(409),
  },
];

describe('authorization matrix of draws', () => {
  it.each(ROWS)('$method $label', async (row) => {
    expect(await statusesOf(row, { holder: holder.token, backer: backer.token, own: own.token, other: other.token, admin }, call)).toEqual(row.expected);
  });
});
