import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createLiveTestDeal, openTestMarket, registerTestUser, TEST_DEAL_FORM, type TestUser } from '../../test/factories.ts';
import { fundedTestDeal } from '../../test/income.ts';
import type { TestApp } from '../../test/test-app.ts';

/*
 * Who may call what, for every route of the track-record module, in the style of
 * questions.authorization.test.ts: both are public reads, the same for everyone, signed in or
 * not; what is not there to see (a deal not funded, someone who is not a proposer) is 404 for all.
 * `own` is the proposer of the deals, `other` another proposer, `holder` a backer of the funded deal.
 */

type Caller = 'anonymous' | 'holder' | 'backer' | 'own' | 'other' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'holder', 'backer', 'own', 'other', 'admin'];

let t: TestApp;
let admin: string;
let own: TestUser;
let other: TestUser;
let holder: TestUser;
let backer: TestUser;
const ids = { funded: '', live: '', draft: '' };

beforeAll(async () => {
  ({ t, proposer: own } = await openTestMarket());
  admin = await adminToken(t.app);
  other = await registerTestUser(t.app, 'proposer');
  backer = await registerTestUser(t.app, 'backer');
  const funded = await fundedTestDeal(t, own, { amounts: [10_000_00n] });
  ids.funded = funded.deal.id;
  holder = funded.backers[0]!;
  ids.live = (await createLiveTestDeal(t.app, t.database.db, own)).id;
  const draft = await t.app.inject({ method: 'POST', url: '/api/deals', headers: { authorization: `Bearer ${own.token}` }, payload: TEST_DEAL_FORM });
  ids.draft = draft.json().id as string;
});
afterAll(() => t.close());

const everyone = (status: number): Record<Caller, number> => ({ anonymous: status, holder: status, backer: status, own: status, other: status, admin: status });

const ROWS: { label: string; url: () => string; expected: Record<Caller, number> }[] = [
  { label: "a funded deal's performance", url: () => `/api/deals/${ids.funded}/performance`, expected: everyone(200) },
  // Promised vs actual begins at funding: a live deal has none, whoever asks.
  { label: "a live deal's performance", url: () => `/api/deals/${ids.live}/performance`, expected: everyone(404) },
  { label: "a draft's performance", url: () => `/api/deals/${ids.draft}/performance`, expected: everyone(404) },
  { label: "a proposer's track record", url: () => `/api/proposers/${own.id}`, expected: everyone(200) },
  { label: "another proposer's track record (no deals)", url: () => `/api/proposers/${other.id}`, expected: everyone(200) },
  { label: "a backer's track record", url: () => `/api/proposers/${backer.id}`, expected: everyone(404) },
];

describe('authorization matrix of the track record', () => {
  it.each(ROWS)('GET $label', async (row) => {
    const seen: Record<string, number> = {};
    const bodies = new Set<string>();
    for (const caller of CALLERS) {
      const token = { anonymous: undefined, holder: holder.token, backer: backer.token, own: own.token, other: other.token, admin }[caller];
      const response = await t.app.inject({ method: 'GET', url: row.url(), headers: token ? { authorization: `Bearer ${token}` } : {} });
      seen[caller] = response.statusCode;
      if (response.statusCode === 200) bodies.add(response.body);
    }
    expect(seen).toEqual(row.expected);
    // A public figure is the same whoever asks.
    expect(bodies.size).toBeLessThanOrEqual(1);
  });
});
