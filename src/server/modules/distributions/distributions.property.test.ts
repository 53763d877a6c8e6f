import { and, eq, inArray, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INCOME_TYPES, type IncomeType } from '../../../shared/contracts/income.ts';
import { quarterOf, quarterRange } from '../../../shared/periods.ts';
import { deals, distributions, payouts, unitAccounts, unitTransfers, type DealRow } from '../../db/schema/index.ts';
import {
  adminToken,
  authOf,
  createLiveTestDeal,
  creditTestWallet,
  openTestMarket,
  registerTestUser,
  verifyTestKyc,
  type TestUser,
} from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertUnitTrades, type UnitTrade } from '../../test/unit-trades.ts';
import { checkUnits } from '../holdings/index.ts';
import { accountsOf, accountsOfOwners, checkLedger } from '../ledger/ledger.ts';

/*
 * Random holdings, random trades within the quarter and random distributions, paid by the job
 * (ADR 011's property): each income type's gross adds up exactly to its part of the split, every
 * payout's tax and net add up to its gross, the wallets receive exactly the nets and the deal's
 * TDS account exactly the tax, each holder's face value × seconds is what the trades say, both
 * ledgers balance, and every payout's Rupee Trail recomputes to the paisa.
 */

const RUNS = 25;
/** How long after the funding the trades may happen; the distribution is approved after it. */
const TRADING_MS = 10 * 60_000;

let t: TestApp;
let proposer: TestUser;
let admin: { authorization: string };
/** Backers 0–2 are verified and fund the deals; 3 is verified, 4 and 5 have no PAN (taxed at 206AA's rate): they buy only. */
let pool: TestUser[];
const FUNDERS = 3;

beforeAll(async () => {
  ({ t, proposer } = await openTestMarket());
  admin = { authorization: `Bearer ${await adminToken(t.app)}` };
  pool = [];
  for (let n = 0; n < 6; n++) {
    const backer = await registerTestUser(t.app, 'backer');
    if (n < 4) await verifyTestKyc(t.app, backer);
    if (n < FUNDERS) await creditTestWallet(t.app, backer, 2_00_00_000_00n);
    pool.push(backer);
  }
});
afterAll(() => t.close());

/** Which income types each structure's rules pay (the seeded TDS rules): an SPV or an LLP pays no rent. */
const PAID_BY: Record<DealRow['structure'], IncomeType[]> = {
  private_spv: ['interest', 'dividend', 'return_of_capital'],
  llp: ['interest', 'dividend', 'return_of_capital'],
  sm_reit: ['interest', 'dividend', 'rent', 'return_of_capital'],
  aif: ['interest', 'dividend', 'rent', 'return_of_capital'],
};

const part = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 60_000_00 }));
const scenario = fc.record({
  structure: fc.constantFrom<DealRow['structure']>('private_spv', 'llp', 'sm_reit', 'aif'),
  commitments: fc.array(fc.record({ funder: fc.integer({ min: 0, max: FUNDERS - 1 }), amount: fc.integer({ min: 1_000_00, max: 5_00_000_00 }) }), {
    minLength: 1,
    maxLength: 3,
  }),
  trades: fc.array(
    fc.record({
      from: fc.integer({ min: 0, max: 5 }),
      to: fc.integer({ min: 0, max: 5 }),
      /** Of the seller's face value at the time, in basis points. */
      shareBps: fc.integer({ min: 1, max: 10_000 }),
      afterMs: fc.integer({ min: 1, max: TRADING_MS }),
    }),
    { maxLength: 8 },
  ),
  distributions: fc.array(
    fc.record({
      split: fc.record({ interest: part, dividend: part, rent: part, return_of_capital: part }),
      expense: fc.integer({ min: 0, max: 10_000_00 }),
      fee: fc.integer({ min: 0, max: 10_000_00 }),
    }),
    { minLength: 1, maxLength: 2 },
  ),
});
type Scenario = typeof scenario extends fc.Arbitrary<infer T> ? T : never;

const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);

/** The deal funded by the scenario's commitments, then its face value traded as the scenario says: the moves of the units ledger. */
async function fundAndTrade(run: Scenario) {
  const amounts = run.commitments.map((commitment) => BigInt(commitment.amount));
  const deal = await createLiveTestDeal(t.app, t.database.db, proposer, {
    target: sum(amounts),
    minimumTicket: amounts.reduce((least, amount) => (amount < least ? amount : least)),
  });
  await t.database.db.update(deals).set({ structure: run.structure }).where(eq(deals.id, deal.id));
  for (const commitment of run.commitments) {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${deal.id}/commitments`,
      headers: authOf(pool[commitment.funder]!),
      payload: { amount: commitment.amount },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  const issuer = t.database.db
    .select({ id: unitAccounts.id })
    .from(unitAccounts)
    .where(and(eq(unitAccounts.dealId, deal.id), isNull(unitAccounts.holderId)));
  const issued = await t.database.db
    .select({ holderId: unitAccounts.holderId, faceValue: unitTransfers.faceValue, at: unitTransfers.createdAt })
    .from(unitTransfers)
    .innerJoin(unitAccounts, eq(unitAccounts.id, unitTransfers.creditAccountId))
    .where(and(eq(unitTransfers.dealId, deal.id), inArray(unitTransfers.debitAccountId, issuer)));
  expect(sum(issued.map((row) => row.faceValue))).toBe(sum(amounts));
  const fundedAt = issued[0]!.at.getTime();

  // The trades in time order, each of a share of what the seller holds then.
  const held = new Map<string, bigint>();
  for (const row of issued) held.set(row.holderId!, (held.get(row.holderId!) ?? 0n) + row.faceValue);
  const trades: UnitTrade[] = [];
  for (const trade of [...run.trades].sort((a, b) => a.afterMs - b.afterMs)) {
    const from = pool[trade.from]!.id;
    const to = pool[trade.to]!.id;
    const faceValue = ((held.get(from) ?? 0n) * BigInt(trade.shareBps)) / 10_000n;
    if (from === to || faceValue === 0n) continue;
    held.set(from, held.get(from)! - faceValue);
    held.set(to, (held.get(to) ?? 0n) + faceValue);
    trades.push({ from, to, faceValue, at: new Date(fundedAt + trade.afterMs) });
  }
  await insertUnitTrades(t.database.db, deal.id, trades);
  const moves = [
    ...issued.map((row) => ({ holderId: row.holderId!, signed: row.faceValue, at: row.at })),
    ...trades.flatMap((trade) => [
      { holderId: trade.from, signed: -trade.faceValue, at: trade.at },
      { holderId: trade.to, signed: trade.faceValue, at: trade.at },
    ]),
  ];
  return { dealId: deal.id, moves };
}

/** Face value × whole seconds held from the span's start to its end, per holder, from the moves (as the units ledger counts it). */
function unitSecondsOf(moves: { holderId: string; signed: bigint; at: Date }[], start: Date, end: Date): Map<string, bigint> {
  const seconds = new Map<string, bigint>();
  for (const move of moves) {
    if (move.at >= end) continue;
    const from = Math.max(move.at.getTime(), start.getTime());
    const held = move.signed * BigInt(Math.floor((end.getTime() - from) / 1000));
    seconds.set(move.holderId, (seconds.get(move.holderId) ?? 0n) + held);
  }
  return new Map([...seconds].filter(([, value]) => value > 0n));
}

async function pay(dealId: string, structure: DealRow['structure'], draft: Scenario['distributions'][number]): Promise<string> {
  const split = Object.fromEntries(
    (['interest', 'dividend', 'rent', 'return_of_capital'] as const).map((type) => [type, PAID_BY[structure].includes(type) ? draft.split[type] : 0]),
  ) as Record<'interest' | 'dividend' | 'rent' | 'return_of_capital', number>;
  // Nothing to share is not a distribution: a paisa of interest is.
  if (Object.values(split).every((amount) => amount === 0)) split.interest = 1;
  const distributable = Object.values(split).reduce((total, amount) => total + amount, 0);
  const post = async (url: string, headers: Record<string, string>, payload?: object) => {
    const response = await t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const { id } = await post(`/api/deals/${dealId}/distributions`, authOf(proposer), {
    period: quarterOf(t.clock.now()),
    lines: [
      { kind: 'gross_rent', label: 'Rent', amount: distributable + draft.expense + draft.fee },
      { kind: 'expense', label: 'Repairs', amount: -draft.expense },
      { kind: 'management_fee', label: 'Management fee', amount: -draft.fee },
    ],
    split,
  });
  await post(`/api/distributions/${id}/submit`, authOf(proposer));
  await post(`/api/admin/distributions/${id}/funds-received`, admin);
  await post(`/api/admin/distributions/${id}/approve`, admin);
  return id as string;
}

describe('a distribution paid from random holdings and trades', () => {
  it(`keeps every sum exact and every Rupee Trail matching (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (run) => {
        const db = t.database.db;
        const walletsOf = async () => {
          const accounts = await accountsOfOwners(
            db,
            pool.map((backer) => backer.id),
            'backer_wallet',
            'INR',
          );
          return new Map(pool.map((backer) => [backer.id, accounts.get(backer.id)?.creditsPosted ?? 0n]));
        };
        const before = await walletsOf();
        // What earlier runs paid is not this run's (a failed run's distribution may be paid by this one's job).
        const earlier = new Set((await db.select({ id: payouts.id }).from(payouts)).map((row) => row.id));
        const { dealId, moves } = await fundAndTrade(run);
        t.clock.advance(TRADING_MS + 60_000);
        const ids: string[] = [];
        for (const draft of run.distributions) ids.push(await pay(dealId, run.structure, draft));
        await t.app.jobs.runDue(t.clock.now());
        // A distribution whose job ran before its deal's earlier one was paid is tried again 30 s later.
        t.clock.advance(31_000);
        await t.app.jobs.runDue(t.clock.now());

        const paid = await db.select().from(payouts).where(eq(payouts.dealId, dealId));
        for (const id of ids) {
          const [row] = await db.select().from(distributions).where(eq(distributions.id, id));
          expect(row!.status).toBe('paid');
          const mine = paid.filter((payout) => payout.distributionId === id);
          const split: Record<IncomeType, bigint> = {
            interest: row!.splitInterest,
            dividend: row!.splitDividend,
            rent: row!.splitRent,
            return_of_capital: row!.splitReturnOfCapital,
            capital_gain: row!.splitCapitalGain,
            compensation: row!.splitCompensation,
          };
          for (const type of INCOME_TYPES)
            expect(sum(mine.filter((payout) => payout.incomeType === type).map((payout) => payout.gross)), type).toBe(split[type]);
          // Each holder's weight is what the issue and the trades say, over the quarter up to the approval.
          const quarter = quarterRange(row!.period);
          const end = row!.approvedAt! < quarter.end ? row!.approvedAt! : quarter.end;
          const expected = unitSecondsOf(moves, quarter.start, end);
          for (const payout of mine) {
            expect(payout.unitSeconds).toBe(expected.get(payout.userId));
            expect(payout.totalUnitSeconds).toBe(sum([...expected.values()]));
          }
        }
        for (const payout of paid) {
          expect(payout.tds + payout.net).toBe(payout.gross);
          expect(payout.tds >= 0n && payout.net >= 0n && payout.gross > 0n).toBe(true);
        }

        const after = await walletsOf();
        const paidNow = (await db.select().from(payouts)).filter((payout) => !earlier.has(payout.id));
        for (const backer of pool) {
          expect(after.get(backer.id)! - before.get(backer.id)!).toBe(sum(paidNow.filter((payout) => payout.userId === backer.id).map((payout) => payout.net)));
        }
        const [tds] = await accountsOf(db, dealId, 'tds_payable');
        expect(tds?.creditsPosted ?? 0n).toBe(sum(paid.map((payout) => payout.tds)));
        expect(await checkLedger(db)).toEqual([]);
        expect(await checkUnits(db)).toEqual([]);

        for (const payout of paid) {
          const owner = pool.find((backer) => backer.id === payout.userId)!;
          const trail = await t.app.inject({ method: 'GET', url: `/api/portfolio/payouts/${payout.id}/trail`, headers: authOf(owner) });
          expect(trail.statusCode, trail.body).toBe(200);
          const body = trail.json();
          expect(body.recomputed, `${payout.incomeType} of ${payout.userId}`).toEqual({
            gross: Number(payout.gross),
            tds: Number(payout.tds),
            net: Number(payout.net),
            matches: true,
          });
          expect(body.unit_seconds).toBe(payout.unitSeconds.toString());
        }
      }),
      { numRuns: RUNS },
    );
  });
});
