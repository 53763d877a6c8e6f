import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DrawList } from '../../../shared/contracts/draws.ts';
import { requestTestDraw } from '../../test/draws.ts';
import { adminToken, authOf, registerTestUser, type TestUser } from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { fundedTestDeal } from '../../test/income.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { readProposerTotals, recomputeProposerTotals } from '../dashboard/totals.ts';
import { accountsOf } from '../ledger/index.ts';
import { checkLedger } from '../ledger/ledger.ts';

/*
 * The construction escrow under random schedules, raises and sequences of requests, returns and
 * releases (in and out of order, repeated): the ledger always balances (checkLedger), the escrow
 * always holds exactly the draws not yet released, the proposer exactly those released, and once
 * every draw is released the escrow is empty and the proposer's running totals agree.
 */

const RUNS = 12;

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  admin = { authorization: `Bearer ${await adminToken(t.app)}` };
});
afterAll(() => t.close());

const balance = async (ownerId: string, purpose: 'construction_escrow' | 'proposer_payable') => {
  const [account] = await accountsOf(t.database.db, ownerId, purpose);
  return account ? account.creditsPosted - account.debitsPosted : 0n;
};

const schedules = fc
  .array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 })
  .map((weights) => {
    const total = weights.reduce((a, b) => a + b, 0);
    const shares = weights.map((weight) => Math.max(1, Math.floor((weight * 10_000) / total)));
    shares[shares.length - 1]! += 10_000 - shares.reduce((a, b) => a + b, 0);
    return shares.map((shareBps, index) => ({ name: `Stage ${index + 1}`, shareBps }));
  })
  .filter((schedule) => schedule.every((milestone) => milestone.shareBps >= 1));

const actions = fc.array(fc.tuple(fc.constantFrom('request', 'release', 'return'), fc.integer({ min: 1, max: 5 })), { minLength: 1, maxLength: 14 });

describe('the construction escrow', () => {
  it(`balances under ${RUNS} random schedules, raises and action sequences`, async () => {
    let seed = 0;
    await fc.assert(
      fc.asyncProperty(
        schedules,
        fc.array(fc.bigInt({ min: 10_001n, max: 7_00_000_00n }), { minLength: 1, maxLength: 3 }),
        actions,
        async (schedule, amounts, steps) => {
          const proposer: TestUser = await registerTestUser(t.app, 'proposer');
          const { deal } = await fundedTestDeal(t, proposer, { amounts, campaignType: 'fix_n_flip', drawSchedule: schedule });
          const escrowed = await balance(deal.id, 'construction_escrow');
          for (const [action, n] of steps) {
            if (action === 'request') await requestTestDraw(t, proposer, deal.id, n, ++seed).catch(() => undefined);
            else if (action === 'release') await t.app.inject({ method: 'POST', url: `/api/admin/deals/${deal.id}/draws/${n}/release`, headers: admin });
            else await t.app.inject({ method: 'POST', url: `/api/admin/deals/${deal.id}/draws/${n}/return`, headers: admin, payload: { comment: 'Again.' } });
            const list = (await t.app.inject({ method: 'GET', url: `/api/deals/${deal.id}/draws`, headers: authOf(proposer) })).json() as DrawList;
            const released = list.items.filter((draw) => draw.status === 'released').reduce((sum, draw) => sum + BigInt(draw.amount), 0n);
            expect(list.items.reduce((sum, draw) => sum + BigInt(draw.amount), 0n)).toBe(escrowed);
            expect(await balance(deal.id, 'construction_escrow')).toBe(escrowed - released);
            expect(BigInt(list.undrawn)).toBe(escrowed - released);
            expect(await balance(proposer.id, 'proposer_payable')).toBe(released);
            // Released draws are always a prefix of the milestones.
            const statuses = list.items.map((draw) => draw.status);
            const firstOpen = statuses.findIndex((status) => status !== 'released');
            if (firstOpen >= 0) expect(statuses.slice(firstOpen)).not.toContain('released');
          }
          for (let n = 1; n <= schedule.length; n++) {
            await requestTestDraw(t, proposer, deal.id, n, ++seed).catch(() => undefined);
            await t.app.inject({ method: 'POST', url: `/api/admin/deals/${deal.id}/draws/${n}/release`, headers: admin });
          }
          expect(await balance(deal.id, 'construction_escrow')).toBe(0n);
          expect(await balance(proposer.id, 'proposer_payable')).toBe(escrowed);
          expect(await checkLedger(t.database.db)).toEqual([]);
          // The proposer's running totals count each release as a payout, as a recomputation from the ledger does.
          expect(await readProposerTotals(t.database.db)).toEqual(await recomputeProposerTotals(t.database.db));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
