import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quarterOf } from '../../../shared/periods.ts';
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
import { multipartBody, TEST_PDF } from '../../test/multipart.ts';
import type { TestApp } from '../../test/test-app.ts';
import { callAs, succeedAs, type TestMethod } from '../../test/requests.ts';

/*
 * Who may call what, for every route of the distributions module, in the style of
 * deals/authorization-matrix.test.ts: each row names a route, how to make the thing it acts on
 * (fresh for every caller, so one caller's success does not change what the next one meets) and
 * the status each caller gets. `own` is the proposer of the funded deal, `other` another
 * proposer; `holder` is the backer who funded it (and owns its payout), `backer` another backer.
 * The funded deal and its paid distribution are made once: drafting on it is cheap.
 */

type Caller = 'anonymous' | 'holder' | 'backer' | 'own' | 'other' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'holder', 'backer', 'own', 'other', 'admin'];

interface Target {
  dealId: string;
  distributionId: string;
  payoutId: string;
  /** Where the first line's evidence downloads. */
  evidenceUrl: string;
}

interface Row {
  label: string;
  method: 'GET' | 'POST' | 'PATCH';
  url: (target: Target) => string;
  make?: () => Promise<Partial<Target>>;
  body?: object;
  /** Sent as multipart/form-data: a PDF, after these fields. */
  upload?: Record<string, string>;
  expected: Record<Caller, number>;
}

let t: TestApp;
let admin: string;
let own: TestUser;
let other: TestUser;
let holder: TestUser;
let backer: TestUser;
/** The funded deal of `own`, its paid distribution and the holder's payout of it. */
let funded: Target;
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

  const deal = await createLiveTestDeal(t.app, t.database.db, own, { target: TARGET, minimumTicket: TARGET });
  const commitment = await call('POST', `/api/deals/${deal.id}/commitments`, holder.token, { amount: Number(TARGET) });
  if (commitment.json().status !== 'funded') throw new Error(`The commitment answered ${commitment.statusCode}: ${commitment.body}`);
  // Face value × seconds held shares a distribution: the holder holds a few minutes before it is approved.
  t.clock.advance(5 * 60_000);
  const { distributionId, evidenceUrl } = await distribution(deal.id, own.token, 'approve', true);
  await t.app.jobs.runDue(t.clock.now());
  const payouts = await ok('GET', `/api/portfolio/payouts?deal_id=${deal.id}`, holder.token);
  const [payout] = payouts.items as { id: string; distribution_id: string }[];
  if (!payout || payout.distribution_id !== distributionId) throw new Error(`The distribution was not paid: ${JSON.stringify(payouts)}`);
  funded = { dealId: deal.id, distributionId: distributionId!, payoutId: payout.id, evidenceUrl: evidenceUrl! };
  draftDealId = (await ok('POST', '/api/deals', own.token, TEST_DEAL_FORM)).id as string;
});
afterAll(() => t.close());

const call = (method: TestMethod, url: string, token: string | undefined, body?: object) => callAs(t.app, method, url, token, body);

/** A PDF as a form sends it, with `fields` before it. */
function upload(url: string, token: string | undefined, fields: Record<string, string>) {
  const { payload, headers } = multipartBody({ filename: 'Invoice.pdf', type: 'application/pdf', content: TEST_PDF }, fields);
  return t.app.inject({ method: 'POST', url, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload });
}

const ok = (method: TestMethod, url: string, token: string, body?: object) => succeedAs(t.app, method, url, token, body);

/** ₹2,000 of rent passed on as interest: under 194A's threshold, so nothing is withheld. */
const draftBody = () => ({
  period: quarterOf(t.clock.now()),
  lines: [{ kind: 'gross_rent', label: 'Rent', amount: 2_000_00 }],
  split: { interest: 2_000_00, dividend: 0, rent: 0, return_of_capital: 0 },
});

const STAGES = ['draft', 'submit', 'fund', 'approve'] as const;

/** A distribution of the deal drafted by `author` (with evidence for its line if asked), taken as far as `until`. */
async function distribution(dealId: string, author: string, until: (typeof STAGES)[number], evidence = false): Promise<Partial<Target>> {
  const id = (await ok('POST', `/api/deals/${dealId}/distributions`, author, draftBody())).id as string;
  let evidenceUrl: string | undefined;
  if (evidence) {
    const attached = await upload(`/api/distributions/${id}/evidence`, author, { line: '0' });
    if (attached.statusCode !== 201) throw new Error(`The evidence answered ${attached.statusCode}: ${attached.body}`);
    evidenceUrl = attached.json().url as string;
  }
  const steps = {
    submit: () => ok('POST', `/api/distributions/${id}/submit`, author),
    fund: () => ok('POST', `/api/admin/distributions/${id}/funds-received`, admin),
    approve: () => ok('POST', `/api/admin/distributions/${id}/approve`, admin),
  };
  for (const stage of STAGES.slice(1, STAGES.indexOf(until) + 1)) await steps[stage as keyof typeof steps]();
  return { distributionId: id, ...(evidenceUrl ? { evidenceUrl } : {}) };
}

const ofOwn = (until: (typeof STAGES)[number]) => () => distribution(funded.dealId, own.token, until);
const ofAdmin = (until: (typeof STAGES)[number]) => () => distribution(funded.dealId, admin, until);

const only = (caller: Caller, status: number, others: number): Record<Caller, number> => ({
  anonymous: 401,
  holder: others,
  backer: others,
  own: others,
  other: others,
  admin: others,
  [caller]: status,
});
const adminOnly = (status: number) => only('admin', status, 403);
/** A proposer's route: backers 403, another proposer told the thing does not exist. */
const maker = (own: number, admin: number): Record<Caller, number> => ({ anonymous: 401, holder: 403, backer: 403, own, other: 404, admin });

const ROWS: Row[] = [
  { label: 'draft a distribution', method: 'POST', url: (d) => `/api/deals/${d.dealId}/distributions`, body: {}, expected: maker(201, 201) },
  {
    label: 'draft for a deal not funded',
    method: 'POST',
    url: () => `/api/deals/${draftDealId}/distributions`,
    body: {},
    expected: maker(409, 409),
  },
  {
    label: "a funded deal's distributions",
    method: 'GET',
    url: (d) => `/api/deals/${d.dealId}/distributions`,
    expected: { anonymous: 200, holder: 200, backer: 200, own: 200, other: 200, admin: 200 },
  },
  {
    label: "a draft deal's distributions",
    method: 'GET',
    url: () => `/api/deals/${draftDealId}/distributions`,
    expected: { anonymous: 404, holder: 404, backer: 404, own: 200, other: 404, admin: 200 },
  },
  { label: 'a distribution', method: 'GET', url: (d) => `/api/distributions/${d.distributionId}`, make: ofOwn('draft'), expected: maker(200, 200) },
  { label: 'a paid distribution', method: 'GET', url: (d) => `/api/distributions/${d.distributionId}`, expected: maker(200, 200) },
  // Only its author changes or submits a draft: the admin may see the proposer's, not change it.
  {
    label: "edit the proposer's draft",
    method: 'PATCH',
    url: (d) => `/api/distributions/${d.distributionId}`,
    make: ofOwn('draft'),
    body: { lines: [{ kind: 'gross_rent', label: 'Rent, corrected', amount: 2_000_00 }] },
    expected: maker(200, 403),
  },
  {
    label: "edit the admin's draft",
    method: 'PATCH',
    url: (d) => `/api/distributions/${d.distributionId}`,
    make: ofAdmin('draft'),
    body: { lines: [{ kind: 'gross_rent', label: 'Rent, corrected', amount: 2_000_00 }] },
    expected: maker(403, 200),
  },
  {
    label: "submit the proposer's draft",
    method: 'POST',
    url: (d) => `/api/distributions/${d.distributionId}/submit`,
    make: ofOwn('draft'),
    expected: maker(200, 403),
  },
  {
    label: "submit the admin's draft",
    method: 'POST',
    url: (d) => `/api/distributions/${d.distributionId}/submit`,
    make: ofAdmin('draft'),
    expected: maker(403, 200),
  },
  { label: 'the queue', method: 'GET', url: () => '/api/admin/distributions', expected: adminOnly(200) },
  {
    label: 'confirm the money arrived',
    method: 'POST',
    url: (d) => `/api/admin/distributions/${d.distributionId}/funds-received`,
    make: ofOwn('submit'),
    expected: adminOnly(200),
  },
  { label: 'approve', method: 'POST', url: (d) => `/api/admin/distributions/${d.distributionId}/approve`, make: ofOwn('fund'), expected: adminOnly(200) },
  // Maker and checker: the admin who drafted it is refused as every other caller is.
  {
    label: "approve the admin's own",
    method: 'POST',
    url: (d) => `/api/admin/distributions/${d.distributionId}/approve`,
    make: ofAdmin('fund'),
    expected: adminOnly(403),
  },
  {
    label: 'reject',
    method: 'POST',
    url: (d) => `/api/admin/distributions/${d.distributionId}/reject`,
    make: ofOwn('submit'),
    body: { reason: 'The expense has no invoice.' },
    expected: adminOnly(200),
  },
  {
    label: "reject the admin's own",
    method: 'POST',
    url: (d) => `/api/admin/distributions/${d.distributionId}/reject`,
    make: ofAdmin('submit'),
    body: { reason: 'The expense has no invoice.' },
    expected: adminOnly(403),
  },
  // Evidence: its author attaches it while a draft; those it concerns download it (the backers once it paid them).
  {
    label: "attach evidence to the proposer's draft",
    method: 'POST',
    url: (d) => `/api/distributions/${d.distributionId}/evidence`,
    make: ofOwn('draft'),
    upload: { line: '0' },
    expected: maker(201, 403),
  },
  {
    label: "attach evidence to the admin's draft",
    method: 'POST',
    url: (d) => `/api/distributions/${d.distributionId}/evidence`,
    make: ofAdmin('draft'),
    upload: { line: '0' },
    expected: maker(403, 201),
  },
  {
    label: 'attach evidence once submitted',
    method: 'POST',
    url: (d) => `/api/distributions/${d.distributionId}/evidence`,
    make: ofOwn('submit'),
    upload: { line: '0' },
    expected: maker(409, 403),
  },
  {
    label: "a paid distribution's evidence",
    method: 'GET',
    url: (d) => d.evidenceUrl,
    expected: { anonymous: 404, holder: 200, backer: 404, own: 200, other: 404, admin: 200 },
  },
  {
    label: "a draft's evidence",
    method: 'GET',
    url: (d) => d.evidenceUrl,
    make: () => distribution(funded.dealId, own.token, 'draft', true),
    expected: { anonymous: 404, holder: 404, backer: 404, own: 200, other: 404, admin: 200 },
  },
  {
    label: 'payouts',
    method: 'GET',
    url: () => '/api/portfolio/payouts',
    expected: { anonymous: 401, holder: 200, backer: 200, own: 403, other: 403, admin: 403 },
  },
  {
    label: "a payout's Rupee Trail",
    method: 'GET',
    url: (d) => `/api/portfolio/payouts/${d.payoutId}/trail`,
    expected: { anonymous: 401, holder: 200, backer: 404, own: 403, other: 403, admin: 403 },
  },
];

describe('authorization matrix of distributions and payouts', () => {
  it.each(ROWS)('$method $label', async (row) => {
    const seen: Record<string, number> = {};
    for (const caller of CALLERS) {
      const target = { ...funded, ...(row.make ? await row.make() : {}) };
      const token = { anonymous: undefined, holder: holder.token, backer: backer.token, own: own.token, other: other.token, admin }[caller];
      // An empty body stands for a fresh draft (its period is the clock's quarter).
      const body = row.body && Object.keys(row.body).length === 0 ? draftBody() : row.body;
      const response = row.upload ? await upload(row.url(target), token, row.upload) : await call(row.method, row.url(target), token, body);
      seen[caller] = response.statusCode;
    }
    expect(seen).toEqual(row.expected);
  });

  it('shows each caller only what is theirs: the paid distributions to anyone, a payout to its backer', async () => {
    const list = async (token: string | undefined) =>
      ((await call('GET', `/api/deals/${funded.dealId}/distributions`, token)).json().items as { id: string; status: string }[]).map((item) => item.status);
    for (const token of [undefined, holder.token, backer.token, other.token]) expect(new Set(await list(token))).toEqual(new Set(['paid']));
    for (const token of [own.token, admin]) expect((await list(token)).length).toBeGreaterThan(1);

    const payoutsOf = async (user: TestUser) => ((await ok('GET', '/api/portfolio/payouts', user.token)).items as { id: string }[]).map((item) => item.id);
    expect(await payoutsOf(holder)).toContain(funded.payoutId);
    expect(await payoutsOf(backer)).toEqual([]);
    const queue = (await ok('GET', '/api/admin/distributions', admin)).items as { status: string }[];
    expect(queue.every((item) => ['submitted', 'funded', 'approved'].includes(item.status))).toBe(true);
  });
});
