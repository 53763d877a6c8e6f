import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ruleInForce } from './tds-rules.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const rule = async (...args: Parameters<typeof ruleInForce> extends [unknown, ...infer Rest] ? Rest : never) => {
  const row = await ruleInForce(t.database.db, ...args);
  return row && { section: row.section, section2025: row.section2025, rateBps: row.rateBps, threshold: row.threshold };
};

describe('the seeded TDS rules (after-funding.md §2), by payment date', () => {
  it("an SPV's interest: ₹5,000 a year before 2025-04-01, ₹10,000 from it, and the 2025 Act's label from 2026-04-01", async () => {
    expect(await rule('private_spv', 'interest', '2025-03-31')).toEqual({ section: '194A', section2025: null, rateBps: 1000, threshold: 5_000_00n });
    expect(await rule('private_spv', 'interest', '2025-04-01')).toEqual({ section: '194A', section2025: null, rateBps: 1000, threshold: 10_000_00n });
    expect(await rule('private_spv', 'interest', '2026-04-01')).toEqual({
      section: '194A',
      section2025: '393(1) Sl.5(iii)',
      rateBps: 1000,
      threshold: 10_000_00n,
    });
  });

  it('an SM REIT and an AIF withhold 10% with no threshold; an LLP from 2025-04-01 under 194T over ₹20,000', async () => {
    expect(await rule('sm_reit', 'rent', '2026-06-30')).toEqual({ section: '194LBA', section2025: '393(1) Sl.4(ii)', rateBps: 1000, threshold: null });
    expect(await rule('aif', 'dividend', '2026-01-15')).toEqual({ section: '194LBB', section2025: null, rateBps: 1000, threshold: null });
    expect(await rule('llp', 'interest', '2025-03-31')).toEqual({ section: null, section2025: null, rateBps: 0, threshold: null });
    expect(await rule('llp', 'interest', '2026-05-01')).toEqual({ section: '194T', section2025: '393(1)', rateBps: 1000, threshold: 20_000_00n });
  });

  it('nothing is withheld from a return of capital or a capital gain; an SPV has no rule for rent; none before the table begins', async () => {
    for (const structure of ['private_spv', 'sm_reit', 'llp', 'aif'] as const) {
      expect(await rule(structure, 'return_of_capital', '2026-09-01')).toEqual({ section: null, section2025: null, rateBps: 0, threshold: null });
      expect(await rule(structure, 'capital_gain', '2026-09-01')).toEqual({ section: null, section2025: null, rateBps: 0, threshold: null });
    }
    expect(await rule('private_spv', 'rent', '2026-09-01')).toBeUndefined();
    expect(await rule('aif', 'interest', '2020-03-31')).toBeUndefined();
  });
});
