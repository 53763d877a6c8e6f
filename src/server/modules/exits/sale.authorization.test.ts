import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, authOf, registerTestUser, TEST_DEAL_FORM, type TestUser } from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { fundedTestDeal } from '../../test/income.ts';
import { multipartBody, TEST_PDF } from '../../test/multipart.ts';
import { adminOnly, type Caller, everyone, type MatrixRow, statusesOf } from '../../test/authorization-matrix.ts';
import { callAs, type TestMethod } from '../../test/requests.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Who may call what, for every route of the sale of the property, in the style of
 * draws.authorization.test.ts: `own` is the proposer of the deals, `other` another proposer (who
 * sees a funded deal, 403, but not a draft, 404); `holder` a backer holding 30 % of the funded deal
 * (its yes does not decide the shared vote), `backer` a backer holding nothing; `anonymous` a visitor.
 */

type Row = MatrixRow<object | 'pdf'>;

const PROPOSAL = { sale_price: 12_00_000_00, costs: 20_000_00, expected_on: '2027-06-30', note: '' };

let t: TestApp;
let admin: string;
let own: TestUser;
let other: TestUser;
let holder: TestUser;
let backer: TestUser;
let fundedDealId: string;
/** The open vote on the funded deal. */
let proposalId: string;
let draftDealId: string;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  admin = await adminToken(t.app);
  own = await registerTestUser(t.app, 'proposer');
  other = await registerTestUser(t.app, 'proposer');
  backer = await registerTestUser(t.app, 'backer');
  const funded = await fundedTestDeal(t, own, { amounts: [3_00_000_00n, 7_00_000_00n] });
  fundedDealId = funded.deal.id;
  holder = funded.backers[0]!;
  proposalId = (await call('POST', `/api/deals/${fundedDealId}/exit-proposals`, own.token, PROPOSAL)).json().id as string;
  draftDealId = (await call('POST', '/api/deals', own.token, TEST_DEAL_FORM)).json().id as string;
});
afterAll(() => t.close());

async function call(method: string, url: string, token: string | undefined, body?: object | 'pdf') {
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  if (body === 'pdf') {
    const form = multipartBody({ filename: 'offer.pdf', type: 'application/pdf', content: TEST_PDF });
    return t.app.inject({ method: 'POST', url, headers: { ...auth, ...form.headers }, payload: form.payload });
  }
  return callAs(t.app, method as TestMethod, url, token, body);
}

/** A new funded deal of `own` with a vote passed on its sale. */
async function passedProposal(): Promise<string> {
  const { deal, backers } = await fundedTestDeal(t, own);
  const proposal = await call('POST', `/api/deals/${deal.id}/exit-proposals`, own.token, PROPOSAL);
  const voted = await t.app.inject({
    method: 'POST',
    url: `/api/exit-proposals/${proposal.json().id}/votes`,
    headers: authOf(backers[0]!),
    payload: { vote: 'yes' },
  });
  if (voted.json().status !== 'passed') throw new Error(`The vote answered ${voted.body}`);
  return proposal.json().id as string;
}

const proposerOnly = (own: number, other = 403): Record<Caller, number> => ({ anonymous: 401, holder: 403, backer: 403, own, other, admin: 403 });

const ROWS: Row[] = [
  { label: "a funded deal's proposals", method: 'GET', url: () => `/api/deals/${fundedDealId}/exit-proposals`, expected: everyone(200) },
  { label: "a draft's proposals", method: 'GET', url: () => `/api/deals/${draftDealId}/exit-proposals`, expected: everyone(404) },
  {
    label: 'propose a sale',
    method: 'POST',
    url: async () => `/api/deals/${(await fundedTestDeal(t, own)).deal.id}/exit-proposals`,
    body: PROPOSAL,
    expected: proposerOnly(201),
  },
  { label: "propose a draft's sale", method: 'POST', url: () => `/api/deals/${draftDealId}/exit-proposals`, body: PROPOSAL, expected: proposerOnly(409, 404) },
  { label: 'add the offer', method: 'POST', url: () => `/api/exit-proposals/${proposalId}/offer`, body: 'pdf', expected: proposerOnly(201) },
  { label: 'download the offer', method: 'GET', url: () => `/api/exit-proposals/${proposalId}/offer`, expected: everyone(200) },
  {
    label: 'vote',
    method: 'POST',
    url: () => `/api/exit-proposals/${proposalId}/votes`,
    body: { vote: 'yes' },
    expected: { anonymous: 401, holder: 200, backer: 403, own: 403, other: 403, admin: 403 },
  },
  {
    label: 'complete a passed sale',
    method: 'POST',
    url: async () => `/api/admin/exit-proposals/${await passedProposal()}/complete`,
    body: { proceeds: 1 },
    expected: adminOnly(201),
  },
  {
    label: 'complete an open vote',
    method: 'POST',
    url: () => `/api/admin/exit-proposals/${proposalId}/complete`,
    body: { proceeds: 1 },
    expected: adminOnly(409),
  },
];

describe('authorization matrix of the sale of the property', () => {
  it.each(ROWS)('$method $label', async (row) => {
    expect(await statusesOf(row, { holder: holder.token, backer: backer.token, own: own.token, other: other.token, admin }, call)).toEqual(row.expected);
  });
});
