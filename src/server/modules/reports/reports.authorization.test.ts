import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quarterOf } from '../../../shared/periods.ts';
import { adminToken, openTestMarket, registerTestUser, TEST_DEAL_FORM, type TestUser } from '../../test/factories.ts';
import { fundedTestDeal } from '../../test/income.ts';
import { multipartBody, TEST_PDF } from '../../test/multipart.ts';
import { adminOnly, type Caller, everyone, type MatrixRow, statusesOf } from '../../test/authorization-matrix.ts';
import { callAs, succeedAs, type TestMethod } from '../../test/requests.ts';
import type { TestApp } from '../../test/test-app.ts';

/*
 * Who may call what, for every route of the reports module, in the style of
 * questions.authorization.test.ts: each row names a route, how to make the report it acts on
 * (fresh for every caller, on a deal funded for it, so one caller's success does not change what
 * the next one meets) and the status each caller gets. `own` is the proposer of the deals, `other`
 * another proposer; `holder` a backer of the shared funded deal, `backer` another backer.
 */

type Row = MatrixRow<object>;

let t: TestApp;
let admin: string;
let own: TestUser;
let other: TestUser;
let holder: TestUser;
let backer: TestUser;
let fundedDealId: string;
let draftDealId: string;

const FIGURES = { narrative: 'Let.', occupancy_bps: 9000, rent_collected: 100_00, expenses: 10_00, capex: 0, reserve_balance: 0 };

beforeAll(async () => {
  ({ t, proposer: own } = await openTestMarket());
  admin = await adminToken(t.app);
  other = await registerTestUser(t.app, 'proposer');
  backer = await registerTestUser(t.app, 'backer');
  const funded = await fundedTestDeal(t, own, { amounts: [10_000_00n] });
  fundedDealId = funded.deal.id;
  holder = funded.backers[0]!;
  draftDealId = (await ok('POST', '/api/deals', own.token, TEST_DEAL_FORM)).id as string;
});
afterAll(() => t.close());

const call = (method: TestMethod, url: string, token: string | undefined, body?: object) => callAs(t.app, method, url, token, body);
const ok = (method: TestMethod, url: string, token: string, body?: object) => succeedAs(t.app, method, url, token, body);

/** A new funded deal of `own`. */
const freshDeal = async () => (await fundedTestDeal(t, own, { amounts: [10_000_00n] })).deal.id;

/** A report of `own` on a new funded deal, with a document, taken as far as `until`; its id and the document's URL. */
async function report(until: 'draft' | 'submitted' | 'accepted'): Promise<{ id: string; document: string }> {
  const id = (await ok('POST', `/api/deals/${await freshDeal()}/reports`, own.token, { quarter: quarterOf(t.clock.now()), ...FIGURES })).id as string;
  const body = multipartBody({ filename: 'rent-roll.pdf', type: 'application/pdf', content: TEST_PDF });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/reports/${id}/documents`,
    headers: { authorization: `Bearer ${own.token}`, ...body.headers },
    payload: body.payload,
  });
  if (uploaded.statusCode !== 201) throw new Error(`The document answered ${uploaded.statusCode}: ${uploaded.body}`);
  if (until !== 'draft') await ok('POST', `/api/reports/${id}/submit`, own.token);
  if (until === 'accepted') await ok('POST', `/api/admin/reports/${id}/accept`, admin);
  return { id, document: uploaded.json().url as string };
}

/** Its proposer alone: another proposer does not see the report (404), other roles are refused (403). */
const proposerOnly = (status: number): Record<Caller, number> => ({ anonymous: 401, holder: 403, backer: 403, own: status, other: 404, admin: 403 });
/** Its proposer and the admin see it; anyone else is told it does not exist. */
const managers = (status: number): Record<Caller, number> => ({ ...everyone(404), own: status, admin: status });

const ROWS: Row[] = [
  { label: "a funded deal's reports", method: 'GET', url: () => `/api/deals/${fundedDealId}/reports`, expected: everyone(200) },
  { label: "a draft deal's reports", method: 'GET', url: () => `/api/deals/${draftDealId}/reports`, expected: managers(200) },
  {
    label: 'file a report',
    method: 'POST',
    url: async () => `/api/deals/${await freshDeal()}/reports`,
    body: { quarter: quarterOf(new Date()), ...FIGURES },
    expected: proposerOnly(201),
  },
  {
    label: 'file a report on a draft deal',
    method: 'POST',
    url: () => `/api/deals/${draftDealId}/reports`,
    body: { quarter: quarterOf(new Date()), ...FIGURES },
    expected: proposerOnly(409),
  },
  {
    label: 'change a draft report',
    method: 'PATCH',
    url: async () => `/api/reports/${(await report('draft')).id}`,
    body: { capex: 5_00 },
    expected: proposerOnly(200),
  },
  {
    label: 'change a submitted report',
    method: 'PATCH',
    url: async () => `/api/reports/${(await report('submitted')).id}`,
    body: { capex: 5_00 },
    expected: proposerOnly(409),
  },
  { label: 'submit a draft report', method: 'POST', url: async () => `/api/reports/${(await report('draft')).id}/submit`, expected: proposerOnly(200) },
  { label: "a draft report's document", method: 'GET', url: async () => (await report('draft')).document, expected: managers(200) },
  { label: "an accepted report's document", method: 'GET', url: async () => (await report('accepted')).document, expected: everyone(200) },
  { label: 'the admin reports page', method: 'GET', url: () => '/api/admin/reports', expected: adminOnly(200) },
  {
    label: 'accept a submitted report',
    method: 'POST',
    url: async () => `/api/admin/reports/${(await report('submitted')).id}/accept`,
    expected: adminOnly(200),
  },
  { label: 'accept a draft report', method: 'POST', url: async () => `/api/admin/reports/${(await report('draft')).id}/accept`, expected: adminOnly(409) },
  {
    label: 'return a submitted report',
    method: 'POST',
    url: async () => `/api/admin/reports/${(await report('submitted')).id}/return`,
    body: { comment: 'Add the rent roll.' },
    expected: adminOnly(200),
  },
];

describe('authorization matrix of quarterly reports', () => {
  it.each(ROWS)('$method $label', async (row) => {
    expect(await statusesOf(row, { holder: holder.token, backer: backer.token, own: own.token, other: other.token, admin }, call)).toEqual(row.expected);
  });
});
