import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf } from '../../../shared/periods.ts';
import { adminToken, createLiveTestDeal, creditTestWallet, registerTestUser, TEST_DEAL_FORM, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import { outbox } from '../../db/schema/index.ts';
import { multipartBody, TEST_PDF, testImage } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { succeedAs, type TestMethod } from '../../test/requests.ts';

/*
 * Who may call what, for every route of deals, reviews, investing, wallet and the outbox: each row names a
 * route, how to make the thing it acts on (fresh for every caller, so one caller's success does
 * not change what the next one meets) and the status each caller gets. `own` is the proposer of
 * the deal the row makes, `other` another proposer.
 */

type Caller = 'anonymous' | 'backer' | 'own' | 'other' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'backer', 'own', 'other', 'admin'];

interface Target {
  dealId: string;
  photoId: string;
  documentId: string;
  commitmentId: string;
  depositId: string;
  withdrawalId: string;
  outboxId: string;
}

interface Row {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: (target: Target) => string;
  /** What the route acts on: made for each caller by the deal's proposer (and the admin, the backer). */
  make?: (owner: TestUser) => Promise<Partial<Target>>;
  body?: object | ((target: Target) => object);
  /** A multipart body with this file in the field `file`, instead of JSON. */
  file?: 'photo' | 'document';
  expected: Record<Caller, number>;
  label: string;
}

let t: TestApp;
let admin: string;
let backer: TestUser;
let other: TestUser;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
  backer = await registerTestUser(t.app, 'backer');
  await verifyTestKyc(t.app, backer);
  await creditTestWallet(t.app, backer, 10_00_00_000_00n);
  other = await registerTestUser(t.app, 'proposer');
  photo = await testImage('jpeg');
});
afterAll(() => t.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });

async function call(method: string, url: string, token: string | undefined, body?: object, file?: Row['file']) {
  if (file) {
    const form = multipartBody(
      file === 'photo' ? { filename: 'a.jpg', type: 'image/jpeg', content: photo } : { filename: 'a.pdf', type: 'application/pdf', content: TEST_PDF },
    );
    return t.app.inject({ method: method as 'POST', url, headers: { ...form.headers, ...(token ? as(token) : {}) }, payload: form.payload });
  }
  return t.app.inject({ method: method as 'GET', url, headers: token ? as(token) : {}, ...(body ? { payload: body } : {}) });
}

async function upload(url: string, token: string, file: 'photo' | 'document'): Promise<string> {
  const response = await call('POST', url, token, undefined, file);
  if (response.statusCode !== 201) throw new Error(`POST ${url} answered ${response.statusCode}: ${response.body}`);
  return response.json().id as string;
}

async function draftWithPhoto(owner: TestUser): Promise<Partial<Target>> {
  const { dealId } = await draft(owner);
  return { dealId, photoId: await upload(`/api/deals/${dealId}/photos`, owner.token, 'photo') };
}

async function draftWithDocument(owner: TestUser): Promise<Partial<Target>> {
  const { dealId } = await draft(owner);
  return { dealId, documentId: await upload(`/api/deals/${dealId}/documents`, owner.token, 'document') };
}

const ok = (method: TestMethod, url: string, token: string, body?: object) => succeedAs(t.app, method, url, token, body);

async function draft(owner: TestUser): Promise<Partial<Target>> {
  return { dealId: (await ok('POST', '/api/deals', owner.token, TEST_DEAL_FORM)).id as string };
}

async function submitted(owner: TestUser): Promise<Partial<Target>> {
  const { dealId } = await draft(owner);
  await ok('POST', `/api/deals/${dealId}/submit`, owner.token);
  return { dealId };
}

async function passed(owner: TestUser): Promise<Partial<Target>> {
  const { dealId } = await submitted(owner);
  for (const stage of ['documents', 'valuation', 'legal']) await ok('POST', `/api/admin/deals/${dealId}/reviews`, admin, { stage, decision: 'pass' });
  return { dealId };
}

async function approved(owner: TestUser): Promise<Partial<Target>> {
  const { dealId } = await passed(owner);
  await ok('POST', `/api/admin/deals/${dealId}/approve`, admin);
  return { dealId };
}

async function live(owner: TestUser): Promise<Partial<Target>> {
  return { dealId: (await createLiveTestDeal(t.app, t.database.db, owner)).id };
}

async function committed(owner: TestUser): Promise<Partial<Target>> {
  const { dealId } = await live(owner);
  const commitment = await ok('POST', `/api/deals/${dealId}/commitments`, backer.token, { amount: 10_000_00 });
  return { dealId, commitmentId: commitment.id as string };
}

async function extended(owner: TestUser): Promise<Partial<Target>> {
  const made = await committed(owner);
  await ok('POST', `/api/deals/${made.dealId}/extension`, owner.token);
  return made;
}

async function deposit(): Promise<Partial<Target>> {
  return { depositId: (await ok('POST', '/api/wallet/deposits', backer.token, { amount: 1_000_00, currency: 'INR' })).id as string };
}

async function withdrawal(): Promise<Partial<Target>> {
  return { withdrawalId: (await ok('POST', '/api/wallet/withdrawals', backer.token, { amount: 1_00, currency: 'INR' })).id as string };
}

async function failedMessage(): Promise<Partial<Target>> {
  const [row] = await t.database.db
    .insert(outbox)
    .values({ userId: backer.id, channel: 'email', recipient: 'backer@example.com', subject: 'Hello', body: 'Hello', status: 'failed', attempts: 6 })
    .returning();
  return { outboxId: row!.id };
}

const only = (caller: Caller, status: number, others: number, anonymous = 401): Record<Caller, number> => ({
  anonymous,
  backer: others,
  own: others,
  other: others,
  admin: others,
  [caller]: status,
});
const backerOnly = (status: number) => only('backer', status, 403);
const adminOnly = (status: number) => only('admin', status, 403);

const ROWS: Row[] = [
  // Deals
  { label: 'Live Deals', method: 'GET', url: () => '/api/deals', expected: { anonymous: 401, backer: 200, own: 200, other: 200, admin: 200 } },
  { label: 'own deals', method: 'GET', url: () => '/api/deals?mine=true', expected: { anonymous: 401, backer: 200, own: 200, other: 200, admin: 200 } },
  {
    label: 'a draft',
    method: 'GET',
    url: (d) => `/api/deals/${d.dealId}`,
    make: draft,
    expected: { anonymous: 404, backer: 404, own: 200, other: 404, admin: 200 },
  },
  {
    label: 'a live deal',
    method: 'GET',
    url: (d) => `/api/deals/${d.dealId}`,
    make: live,
    expected: { anonymous: 200, backer: 200, own: 200, other: 200, admin: 200 },
  },
  // The admin's new deal names the proposer it is for (422 without one).
  {
    label: 'new draft',
    method: 'POST',
    url: () => '/api/deals',
    body: TEST_DEAL_FORM,
    expected: { anonymous: 401, backer: 403, own: 201, other: 201, admin: 422 },
  },
  {
    label: 'new draft for a proposer',
    method: 'POST',
    url: () => '/api/deals',
    body: () => ({ ...TEST_DEAL_FORM, proposer_id: other.id }),
    expected: { anonymous: 401, backer: 403, own: 403, other: 201, admin: 201 },
  },
  {
    label: 'edit a draft',
    method: 'PATCH',
    url: (d) => `/api/deals/${d.dealId}`,
    make: draft,
    body: { holding_period_months: 24 },
    expected: { anonymous: 401, backer: 403, own: 200, other: 404, admin: 200 },
  },
  {
    label: 'edit a submitted deal',
    method: 'PATCH',
    url: (d) => `/api/deals/${d.dealId}`,
    make: submitted,
    body: { holding_period_months: 24 },
    expected: { anonymous: 401, backer: 403, own: 409, other: 404, admin: 200 },
  },
  {
    label: "edit a live deal's terms",
    method: 'PATCH',
    url: (d) => `/api/deals/${d.dealId}`,
    make: live,
    body: { holding_period_months: 24 },
    expected: { anonymous: 401, backer: 403, own: 409, other: 403, admin: 409 },
  },
  {
    label: "edit a live deal's listing",
    method: 'PATCH',
    url: (d) => `/api/deals/${d.dealId}`,
    make: live,
    body: { property: { title: 'Corrected' } },
    expected: { anonymous: 401, backer: 403, own: 200, other: 403, admin: 200 },
  },
  {
    label: 'submit',
    method: 'POST',
    url: (d) => `/api/deals/${d.dealId}/submit`,
    make: draft,
    expected: { anonymous: 401, backer: 403, own: 200, other: 404, admin: 403 },
  },
  {
    label: 'backers of a draft',
    method: 'GET',
    url: (d) => `/api/deals/${d.dealId}/backers`,
    make: draft,
    expected: { anonymous: 401, backer: 404, own: 200, other: 404, admin: 200 },
  },
  {
    label: 'backers of a live deal',
    method: 'GET',
    url: (d) => `/api/deals/${d.dealId}/backers`,
    make: live,
    expected: { anonymous: 401, backer: 403, own: 200, other: 403, admin: 200 },
  },
  {
    label: 'publish',
    method: 'POST',
    url: (d) => `/api/deals/${d.dealId}/publish`,
    make: approved,
    expected: { anonymous: 401, backer: 403, own: 200, other: 404, admin: 403 },
  },
  {
    label: 'extend',
    method: 'POST',
    url: (d) => `/api/deals/${d.dealId}/extension`,
    make: live,
    expected: { anonymous: 401, backer: 403, own: 200, other: 403, admin: 403 },
  },
  // Deal photos and documents: as PATCH
  {
    label: 'add a photo to a draft',
    method: 'POST',
    url: (d) => `/api/deals/${d.dealId}/photos`,
    make: draft,
    file: 'photo',
    expected: { anonymous: 401, backer: 403, own: 201, other: 404, admin: 201 },
  },
  {
    label: 'add a photo to a submitted deal',
    method: 'POST',
    url: (d) => `/api/deals/${d.dealId}/photos`,
    make: submitted,
    file: 'photo',
    expected: { anonymous: 401, backer: 403, own: 409, other: 404, admin: 201 },
  },
  {
    label: 'add a photo to a live deal',
    method: 'POST',
    url: (d) => `/api/deals/${d.dealId}/photos`,
    make: live,
    file: 'photo',
    expected: { anonymous: 401, backer: 403, own: 201, other: 403, admin: 201 },
  },
  {
    label: 'remove a photo',
    method: 'DELETE',
    url: (d) => `/api/deals/${d.dealId}/photos/${d.photoId}`,
    make: draftWithPhoto,
    expected: { anonymous: 401, backer: 403, own: 200, other: 404, admin: 200 },
  },
  {
    label: 'reorder photos',
    method: 'PUT',
    url: (d) => `/api/deals/${d.dealId}/photos/order`,
    make: draftWithPhoto,
    body: (d) => ({ ids: [d.photoId] }),
    expected: { anonymous: 401, backer: 403, own: 200, other: 404, admin: 200 },
  },
  {
    label: 'add a document',
    method: 'POST',
    url: (d) => `/api/deals/${d.dealId}/documents`,
    make: draft,
    file: 'document',
    expected: { anonymous: 401, backer: 403, own: 201, other: 404, admin: 201 },
  },
  {
    label: 'remove a document',
    method: 'DELETE',
    url: (d) => `/api/deals/${d.dealId}/documents/${d.documentId}`,
    make: draftWithDocument,
    expected: { anonymous: 401, backer: 403, own: 200, other: 404, admin: 200 },
  },
  {
    label: 'download a document',
    method: 'GET',
    url: (d) => `/api/deals/${d.dealId}/documents/${d.documentId}`,
    make: draftWithDocument,
    expected: { anonymous: 404, backer: 404, own: 200, other: 404, admin: 200 },
  },
  { label: 'commit', method: 'POST', url: (d) => `/api/deals/${d.dealId}/commitments`, make: live, body: { amount: 10_000_00 }, expected: backerOnly(201) },
  // Reviews
  { label: 'review queue', method: 'GET', url: () => '/api/admin/deals', expected: adminOnly(200) },
  { label: 'proposer of a deal', method: 'GET', url: (d) => `/api/admin/deals/${d.dealId}/proposer`, make: submitted, expected: adminOnly(200) },
  {
    label: 'review a stage',
    method: 'POST',
    url: (d) => `/api/admin/deals/${d.dealId}/reviews`,
    make: submitted,
    body: { stage: 'documents', decision: 'pass' },
    expected: adminOnly(201),
  },
  { label: 'approve', method: 'POST', url: (d) => `/api/admin/deals/${d.dealId}/approve`, make: passed, expected: adminOnly(200) },
  // Investing
  { label: 'cancel a commitment', method: 'DELETE', url: (d) => `/api/commitments/${d.commitmentId}`, make: committed, expected: backerOnly(200) },
  {
    label: 'extension consent',
    method: 'POST',
    url: (d) => `/api/commitments/${d.commitmentId}/extension-consent`,
    make: extended,
    body: { consent: true },
    expected: backerOnly(200),
  },
  { label: 'portfolio', method: 'GET', url: () => '/api/portfolio', expected: backerOnly(200) },
  { label: 'statement', method: 'GET', url: () => '/api/portfolio/statement?year=2026&format=csv', expected: backerOnly(200) },
  {
    label: 'statement by financial year',
    method: 'GET',
    url: () => `/api/portfolio/statement?fy=${financialYearOf(new Date())}&format=pdf`,
    expected: backerOnly(200),
  },
  // Wallet
  { label: 'wallet', method: 'GET', url: () => '/api/wallet', expected: backerOnly(200) },
  { label: 'wallet entries', method: 'GET', url: () => '/api/wallet/entries', expected: backerOnly(200) },
  { label: 'deposits', method: 'GET', url: () => '/api/wallet/deposits', expected: backerOnly(200) },
  { label: 'add funds', method: 'POST', url: () => '/api/wallet/deposits', body: { amount: 1_000_00, currency: 'INR' }, expected: backerOnly(201) },
  { label: 'withdrawals', method: 'GET', url: () => '/api/wallet/withdrawals', expected: backerOnly(200) },
  { label: 'withdraw', method: 'POST', url: () => '/api/wallet/withdrawals', body: { amount: 1_00, currency: 'INR' }, expected: backerOnly(201) },
  { label: 'deposits to confirm', method: 'GET', url: () => '/api/admin/deposits', expected: adminOnly(200) },
  { label: 'confirm a deposit', method: 'POST', url: (d) => `/api/admin/deposits/${d.depositId}/confirm`, make: deposit, expected: adminOnly(200) },
  { label: 'withdrawals to pay', method: 'GET', url: () => '/api/admin/withdrawals', expected: adminOnly(200) },
  { label: 'mark a withdrawal paid', method: 'POST', url: (d) => `/api/admin/withdrawals/${d.withdrawalId}/paid`, make: withdrawal, expected: adminOnly(200) },
  // Outbox
  { label: 'outbox', method: 'GET', url: () => '/api/admin/outbox', expected: adminOnly(200) },
  { label: 'retry a failed message', method: 'POST', url: (d) => `/api/admin/outbox/${d.outboxId}/retry`, make: failedMessage, expected: adminOnly(200) },
];

describe('authorization matrix of deals, reviews, investing, wallet and outbox', () => {
  it.each(ROWS)('$method $label', async (row) => {
    const seen: Record<string, number> = {};
    for (const caller of CALLERS) {
      const owner = await registerTestUser(t.app, 'proposer');
      const target = {
        dealId: '',
        photoId: '',
        documentId: '',
        commitmentId: '',
        depositId: '',
        withdrawalId: '',
        outboxId: '',
        ...(row.make ? await row.make(owner) : {}),
      };
      const token = { anonymous: undefined, backer: backer.token, own: owner.token, other: other.token, admin }[caller];
      const response = await call(row.method, row.url(target), token, typeof row.body === 'function' ? row.body(target) : row.body, row.file);
      seen[caller] = response.statusCode;
    }
    expect(seen).toEqual(row.expected);
  });
});
