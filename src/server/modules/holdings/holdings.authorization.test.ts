import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createLiveTestDeal, openTestMarket, registerTestUser, TEST_DEAL_FORM, type TestUser } from '../../test/factories.ts';
import { createFundedTestDeal } from '../../test/funded-deals.ts';
import { multipartBody, TEST_PDF } from '../../test/multipart.ts';
import type { TestApp } from '../../test/test-app.ts';

/*
 * Who may call what, for every route of the holdings module, in the style of
 * distributions.authorization.test.ts: `own` is the proposer of the funded deal, `other` another
 * proposer; `holder` holds units of it, `backer` does not.
 */

type Caller = 'anonymous' | 'holder' | 'backer' | 'own' | 'other' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'holder', 'backer', 'own', 'other', 'admin'];

interface Row {
  label: string;
  method: 'GET' | 'POST';
  url: () => string;
  body?: object;
  /** Sent as multipart/form-data: a PDF in the field `file`. */
  upload?: true;
  expected: Record<Caller, number>;
}

let t: TestApp;
let admin: string;
let own: TestUser;
let other: TestUser;
let holder: TestUser;
let backer: TestUser;
let fundedId: string;
let valuationId: string;
let liveId: string;
let draftId: string;

beforeAll(async () => {
  ({ t, proposer: own } = await openTestMarket());
  admin = await adminToken(t.app);
  other = await registerTestUser(t.app, 'proposer');
  backer = await registerTestUser(t.app, 'backer');
  const funded = await createFundedTestDeal(t.app, t.database.db, own, [10_000_00n]);
  fundedId = funded.deal.id;
  holder = funded.backers[0]!;
  valuationId = (await call('POST', `/api/admin/deals/${fundedId}/valuations`, admin, { valued_on: '2027-03-31', price_bps: 10_500 })).json().id as string;
  await upload(`/api/admin/deals/${fundedId}/valuations/${valuationId}/report`, admin);
  liveId = (await createLiveTestDeal(t.app, t.database.db, own)).id;
  draftId = (await call('POST', '/api/deals', own.token, TEST_DEAL_FORM)).json().id as string;
});
afterAll(() => t.close());

const headersOf = (token: string | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

function call(method: string, url: string, token: string | undefined, body?: object) {
  return t.app.inject({ method: method as 'GET', url, headers: headersOf(token), ...(body ? { payload: body } : {}) });
}

function upload(url: string, token: string | undefined) {
  const { payload, headers } = multipartBody({ filename: 'Valuation.pdf', type: 'application/pdf', content: TEST_PDF });
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...headersOf(token) }, payload });
}

const everyone = (status: number): Record<Caller, number> => ({ anonymous: status, holder: status, backer: status, own: status, other: status, admin: status });
const adminOnly = (status: number): Record<Caller, number> => ({ anonymous: 401, holder: 403, backer: 403, own: 403, other: 403, admin: status });
const valuation = { valued_on: '2027-06-30', price_bps: 10_600, note: 'Quarterly' };

const ROWS: Row[] = [
  { label: 'record a valuation', method: 'POST', url: () => `/api/admin/deals/${fundedId}/valuations`, body: valuation, expected: adminOnly(201) },
  { label: 'record a valuation of a live deal', method: 'POST', url: () => `/api/admin/deals/${liveId}/valuations`, body: valuation, expected: adminOnly(409) },
  { label: "a funded deal's valuations", method: 'GET', url: () => `/api/deals/${fundedId}/valuations`, expected: everyone(200) },
  { label: "a draft deal's valuations", method: 'GET', url: () => `/api/deals/${draftId}/valuations`, expected: everyone(404) },
  {
    label: "upload a valuation's report",
    method: 'POST',
    url: () => `/api/admin/deals/${fundedId}/valuations/${valuationId}/report`,
    upload: true,
    expected: adminOnly(201),
  },
  { label: "a valuation's report", method: 'GET', url: () => `/api/deals/${fundedId}/valuations/${valuationId}/report`, expected: everyone(200) },
  {
    label: "a funded deal's holders",
    method: 'GET',
    url: () => `/api/deals/${fundedId}/holders`,
    expected: { anonymous: 401, holder: 403, backer: 403, own: 200, other: 403, admin: 200 },
  },
  {
    label: "a draft deal's holders",
    method: 'GET',
    url: () => `/api/deals/${draftId}/holders`,
    expected: { anonymous: 401, holder: 404, backer: 404, own: 200, other: 404, admin: 200 },
  },
];

describe('authorization matrix of holdings', () => {
  it.each(ROWS)('$method $label', async (row) => {
    const seen: Record<string, number> = {};
    for (const caller of CALLERS) {
      const token = { anonymous: undefined, holder: holder.token, backer: backer.token, own: own.token, other: other.token, admin }[caller];
      const response = row.upload ? await upload(row.url(), token) : await call(row.method, row.url(), token, row.body);
      seen[caller] = response.statusCode;
    }
    expect(seen).toEqual(row.expected);
  });
});
