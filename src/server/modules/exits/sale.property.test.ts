import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payouts } from '../../db/schema/index.ts';
import { adminToken, authOf, registerTestUser, type TestUser } from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { fundedTestDeal } from '../../test/income.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { checkUnits, holdersOf } from '../holdings/index.ts';
import { accountsOf } from '../ledger/index.ts';
import { checkLedger } from '../ledger/ledger.ts';

/*
 * The final distribution of a sale (after-funding.md §5), for generated holdings and proceeds
 * through the real routes and the payment job: it pays exactly the proceeds, less the tax
 * withheld, into the holders' wallets; return of capital first, pro rata to the face value held
 * when the vote opened and never above it, then the rest as capital gain (none below face value);
 * every unit redeemed and both ledgers balanced.
 */

let t: TestApp;
let admin: Record<string, string>;
let proposer: TestUser;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  admin = { authorization: `Bearer ${await adminToken(t.app)}` };
  proposer = await registerTestUser(t.app, 'proposer');
});
afterAll(() => t.close());

const walletOf = async (userId: string) => {
  const [account] = await accountsOf(t.database.db, userId, 'backer_wallet');
  return account ? account.creditsPosted - account.debitsPosted : 0n;
};

describe('the final distribution of a sale', () => {
  it('fast-check: pays the proceeds less tax, capital first pro rata then gain, and redeems every unit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1_000_00, max: 9_00_000_00 }), { minLength: 1, maxLength: 4 }),
        // Proceeds as a share of face value, from a fraction of it to several times it.
        fc.integer({ min: 1, max: 40_000 }),
        fc.integer({ min: 0, max: 99 }),
        async (amounts, shareBps, extra) => {
          const held = amounts.map(BigInt);
          const total = held.reduce((sum, amount) => sum + amount, 0n);
          const proceeds = (total * BigInt(shareBps)) / 10_000n + BigInt(extra) + 1n;
          const { deal, backers } = await fundedTestDeal(t, proposer, { amounts: held });
          const proposed = await t.app.inject({
            method: 'POST',
            url: `/api/deals/${deal.id}/exit-proposals`,
            headers: authOf(proposer),
            payload: { sale_price: Number(proceeds) + 1, costs: 1, expected_on: '2027-03-31', note: '' },
          });
          const id = proposed.json().id as string;
          for (const backer of backers) {
            const voted = await t.app.inject({ method: 'POST', url: `/api/exit-proposals/${id}/votes`, headers: authOf(backer), payload: { vote: 'yes' } });
            if (voted.json().status === 'passed') break;
          }
          const before = await Promise.all(backers.map((backer) => walletOf(backer.id)));
          const completed = await t.app.inject({
            method: 'POST',
            url: `/api/admin/exit-proposals/${id}/complete`,
            headers: admin,
            payload: { proceeds: Number(proceeds) },
          });
          expect(completed.statusCode, completed.body).toBe(201);
          const roc = proceeds < total ? proceeds : total;
          expect(completed.json()).toMatchObject({ return_of_capital: Number(roc), capital_gain: Number(proceeds - roc) });
          await t.app.jobs.runDue(t.clock.now());

          const paid = await t.database.db
            .select()
            .from(payouts)
            .where(eq(payouts.distributionId, completed.json().distribution_id as string));
          const sum = (list: typeof paid, pick: (payout: (typeof paid)[number]) => bigint) => list.reduce((acc, payout) => acc + pick(payout), 0n);
          expect(sum(paid, (payout) => payout.gross)).toBe(proceeds);
          expect(sum(paid, (payout) => payout.net + payout.tds)).toBe(proceeds);
          const capital = paid.filter((payout) => payout.incomeType === 'return_of_capital');
          const gains = paid.filter((payout) => payout.incomeType === 'capital_gain');
          expect(sum(capital, (payout) => payout.gross)).toBe(roc);
          expect(sum(gains, (payout) => payout.gross)).toBe(proceeds - roc);
          for (const [n, backer] of backers.entries()) {
            const mine = (list: typeof paid) =>
              sum(
                list.filter((payout) => payout.userId === backer.id),
                (payout) => payout.gross,
              );
            // Pro rata to the face value held, within a paisa of rounding, and never above it.
            const fair = (roc * held[n]!) / total;
            expect(mine(capital) - fair >= 0n && mine(capital) - fair <= 1n).toBe(true);
            expect(mine(capital) <= held[n]!).toBe(true);
            const fairGain = ((proceeds - roc) * held[n]!) / total;
            expect(mine(gains) - fairGain >= 0n && mine(gains) - fairGain <= 1n).toBe(true);
            const net = sum(
              paid.filter((payout) => payout.userId === backer.id),
              (payout) => payout.net,
            );
            expect((await walletOf(backer.id)) - before[n]!).toBe(net);
          }
          expect(await holdersOf(t.database.db, deal.id)).toEqual([]);
          expect(await checkLedger(t.database.db)).toEqual([]);
          expect(await checkUnits(t.database.db)).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  });
});
