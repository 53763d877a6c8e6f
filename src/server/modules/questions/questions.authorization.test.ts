import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  createLiveTestDeal,
  creditTestWallet,
  openTestMarket,
  registerTestUser,
  TEST_DEAL_FORM,
  verifyTestKyc,
  type TestUser,
} from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { adminOnly, type Caller, CALLERS, everyone, type MatrixRow, signedIn, statusesOf } from '../../test/authorization-matrix.ts';
import { callAs, succeedAs, type TestMethod } from '../../test/requests.ts';

/*
 * Who may call what, for every route of the questions module, in the style of
 * distributions.authorization.test.ts: each row names a route, how to make the question it acts
 * on (fresh for every caller, so one caller's success does not change what the next one meets) and
 * the status each caller gets. `own` is the proposer of the deals, `other` another proposer;
 * `holder` the backer who funded the funded deal, `backer` another backer; `anonymous` a visitor.
 */

type Row = MatrixRow<object>;

let t: TestApp;
let admin: string;
let own: TestUser;
let other: TestUser;
let holder: TestUser;
let backer: TestUser;
let fundedDealId: string;
let liveDealId: string;
/** A deal of `own` still in draft: only its proposer and the admin know of it. */
let draftDealId: string;

const TARGET = 10_000_00n;

beforeAll(async () => {
  ({ t, proposer: own } = await openTestMarket());
  admin = await adminToken(t.app);
  other = await registerTestUser(t.app, 'proposer');
  holder = await registerTestUser(t.app, 'backer');
  await verifyTestKyc(t.app, holder);
  await creditTestWallet(t.app, holder, TARGET);
  backer = await registerTestUser(t.app, 'backer');
  fundedDealId = (await createLiveTestDeal(t.app, t.database.db, own, { target: TARGET, minimumTicket: TARGET })).id;
  const commitment = await call('POST', `/api/deals/${fundedDealId}/commitments`, holder.token, { amount: Number(TARGET) });
  if (commitment.json().status !== 'funded') throw new Error(`The commitment answered ${commitment.statusCode}: ${commitment.body}`);
  liveDealId = (await createLiveTestDeal(t.app, t.database.db, own)).id;
  draftDealId = (await ok('POST', '/api/deals', own.token, TEST_DEAL_FORM)).id as string;
});
afterAll(() => t.close());

const call = (method: TestMethod, url: string, token: string | undefined, body?: object) => callAs(t.app, method, url, token, body);

const ok = (method: TestMethod, url: string, token: string, body?: object) => succeedAs(t.app, method, url, token, body);

/** A new question on the deal, asked by the holder, taken as far as `until`. */
async function question(dealId: string, until: 'open' | 'answered' | 'hidden'): Promise<string> {
  const id = (await ok('POST', `/api/deals/${dealId}/questions`, holder.token, { body: 'Is the lease registered?' })).id as string;
  if (until === 'answered') await ok('POST', `/api/questions/${id}/answer`, own.token, { body: 'Yes.' });
  if (until === 'hidden') await ok('POST', `/api/admin/questions/${id}/hide`, admin, { reason: 'Abuse.' });
  return id;
}

/** Its proposer and the admin answer; other signed-in people who see the question are refused. */
const answerers = (own: number, admin: number): Record<Caller, number> => ({ anonymous: 401, holder: 403, backer: 403, own, other: 403, admin });

const ROWS: Row[] = [
  { label: "a funded deal's questions", method: 'GET', url: () => `/api/deals/${fundedDealId}/questions`, expected: everyone(200) },
  { label: "a live deal's questions", method: 'GET', url: () => `/api/deals/${liveDealId}/questions`, expected: everyone(200) },
  {
    label: "a draft deal's questions",
    method: 'GET',
    url: () => `/api/deals/${draftDealId}/questions`,
    expected: { anonymous: 404, holder: 404, backer: 404, own: 200, other: 404, admin: 200 },
  },
  {
    label: 'ask about a funded deal',
    method: 'POST',
    url: () => `/api/deals/${fundedDealId}/questions`,
    body: { body: 'How is the rent?' },
    expected: signedIn(201),
  },
  {
    label: 'ask about a live deal',
    method: 'POST',
    url: () => `/api/deals/${liveDealId}/questions`,
    body: { body: 'How is the rent?' },
    expected: signedIn(201),
  },
  {
    label: 'ask about a draft deal',
    method: 'POST',
    url: () => `/api/deals/${draftDealId}/questions`,
    body: { body: 'How is the rent?' },
    expected: { anonymous: 401, holder: 404, backer: 404, own: 409, other: 404, admin: 409 },
  },
  {
    label: 'answer an open question of a funded deal',
    method: 'POST',
    url: async () => `/api/questions/${await question(fundedDealId, 'open')}/answer`,
    body: { body: 'Yes, it is.' },
    expected: answerers(200, 200),
  },
  {
    label: 'answer an open question of a live deal',
    method: 'POST',
    url: async () => `/api/questions/${await question(liveDealId, 'open')}/answer`,
    body: { body: 'Yes, it is.' },
    expected: answerers(200, 200),
  },
  {
    label: 'answer an answered question',
    method: 'POST',
    url: async () => `/api/questions/${await question(fundedDealId, 'answered')}/answer`,
    body: { body: 'Yes, it is.' },
    expected: answerers(409, 409),
  },
  // A hidden question exists for the admin only.
  {
    label: 'answer a hidden question',
    method: 'POST',
    url: async () => `/api/questions/${await question(fundedDealId, 'hidden')}/answer`,
    body: { body: 'Yes, it is.' },
    expected: { anonymous: 401, holder: 404, backer: 404, own: 404, other: 404, admin: 409 },
  },
  {
    label: 'hide an open question',
    method: 'POST',
    url: async () => `/api/admin/questions/${await question(liveDealId, 'open')}/hide`,
    body: { reason: 'Advertising.' },
    expected: adminOnly(200),
  },
  {
    label: 'hide an answered question',
    method: 'POST',
    url: async () => `/api/admin/questions/${await question(fundedDealId, 'answered')}/hide`,
    body: { reason: 'Advertising.' },
    expected: adminOnly(200),
  },
  {
    label: 'hide a hidden question',
    method: 'POST',
    url: async () => `/api/admin/questions/${await question(fundedDealId, 'hidden')}/hide`,
    body: { reason: 'Advertising.' },
    expected: adminOnly(409),
  },
];

describe('authorization matrix of questions and answers', () => {
  it.each(ROWS)('$method $label', async (row) => {
    expect(await statusesOf(row, { holder: holder.token, backer: backer.token, own: own.token, other: other.token, admin }, call)).toEqual(row.expected);
  });

  it('shows a hidden question to the admin only, marked with its reason', async () => {
    const id = await question(fundedDealId, 'hidden');
    for (const caller of CALLERS) {
      const token = { anonymous: undefined, holder: holder.token, backer: backer.token, own: own.token, other: other.token, admin }[caller];
      const items = (await call('GET', `/api/deals/${fundedDealId}/questions`, token)).json().items as { id: string; hidden: unknown }[];
      const found = items.find((item) => item.id === id);
      if (caller === 'admin') expect(found?.hidden).toMatchObject({ reason: 'Abuse.' });
      else expect(found, caller).toBeUndefined();
      expect(
        items.every((item) => item.hidden === null),
        caller,
      ).toBe(caller !== 'admin');
    }
  });
});
