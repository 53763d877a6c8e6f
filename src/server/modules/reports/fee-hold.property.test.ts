import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quarterOf } from '../../../shared/periods.ts';
import { distributions, ledgerTransfers, payouts, users } from '../../db/schema/index.ts';
import { authOf, openTestMarket, registerTestUser, signInTestUser, type TestUser } from '../../test/factories.ts';
import { fundedTestDeal } from '../../test/income.ts';
import type { TestApp } from '../../test/test-app.ts';
import { accountsOf, availableOf, checkLedger } from '../ledger/ledger.ts';
import { HEALTH_JOB } from './reporting-health.service.ts';

/*
 * Fees held for reporting at random (fast-check): distributions paid with random fees, reports
 * accepted or not, time passing by random spans across quarters, the health job run or not. After
 * every history the books balance, and every fee paid in is in exactly one place: still in the hold,
 * released to the proposer, or paid to the holders as compensation (their payouts' gross, each once).
 */

const DAY = 86_400_000;

let t: TestApp;
let proposer: TestUser;
let admin: { authorization: string };
let adminUser: TestUser | undefined;

beforeAll(async () => {
  ({ t, proposer } = await openTestMarket());
});

/**
 * Tokens last a day of the clock, which the histories move by months: the proposer and an admin of
 * this test's own sign in again at its time (a sign-in ends the account's sessions expired by then,
 * so the demo admin, whose token the factories keep, is never signed in at a later time).
 */
async function signInAgain(): Promise<void> {
  await signInTestUser(t.app, proposer, 'proposer');
  if (!adminUser) {
    adminUser = await registerTestUser(t.app, 'proposer');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, adminUser.id));
  }
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: adminUser.email, password: 'banyan-courtyard-19', role: 'admin' },
  });
  expect(response.statusCode, response.body).toBe(200);
  admin = { authorization: `Bearer ${response.json().access_token as string}` };
}

/** The quarter's distribution of ₹1,000 of interest with a management fee `fee`, through every step as payTestDistribution does, with this test's admin. */
async function pay(dealId: string, fee: number): Promise<void> {
  const post = async (url: string, headers: Record<string, string>, payload?: object) => {
    const answer = await t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json() as { id: string };
  };
  const { id } = await post(`/api/deals/${dealId}/distributions`, authOf(proposer), {
    period: quarterOf(t.clock.now()),
    lines: [{ kind: 'gross_rent', label: 'Rent', amount: 1_000_00 + fee }, ...(fee > 0 ? [{ kind: 'management_fee', label: 'Fee', amount: -fee }] : [])],
    split: { interest: 1_000_00, dividend: 0, rent: 0, return_of_capital: 0 },
  });
  await post(`/api/distributions/${id}/submit`, authOf(proposer));
  await post(`/api/admin/distributions/${id}/funds-received`, admin);
  await post(`/api/admin/distributions/${id}/approve`, admin);
  await t.app.jobs.runDue(t.clock.now());
}
afterAll(() => t.close());

type Step = { kind: 'pay'; fee: number } | { kind: 'report' } | { kind: 'wait'; days: number } | { kind: 'health' };

const steps = fc.array(
  fc.oneof(
    fc.record({ kind: fc.constant('pay' as const), fee: fc.integer({ min: 0, max: 5_000_00 }) }),
    fc.constant({ kind: 'report' as const }),
    fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 200 }) }),
    fc.constant({ kind: 'health' as const }),
  ),
  { minLength: 1, maxLength: 6 },
);

const sumOf = async (dealId: string, kind: 'fee_release' | 'fee_compensation') => {
  const [row] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${ledgerTransfers.amount}), 0)::text` })
    .from(ledgerTransfers)
    .innerJoin(distributions, sql`${distributions.id}::text = ${ledgerTransfers.reference}`)
    .where(and(eq(distributions.dealId, dealId), eq(ledgerTransfers.kind, kind)));
  return BigInt(row!.total);
};

describe('fees held for reporting', () => {
  it('are always in exactly one place, and the books balance (8 histories)', async () => {
    await fc.assert(
      fc.asyncProperty(steps, async (history: Step[]) => {
        // Each history starts now: the factories' cached admin token stays valid.
        const start = t.clock.now();
        try {
          await play(history);
        } finally {
          t.clock.set(start);
        }
      }),
      { numRuns: 8 },
    );
  });
});

async function play(history: Step[]): Promise<void> {
  await signInAgain();
  const { deal } = await fundedTestDeal(t, proposer, { amounts: [6_000_00n, 4_000_00n] });
  const filed = new Set<string>();
  for (const step of history) {
    if (step.kind === 'pay') await pay(deal.id, step.fee);
    if (step.kind === 'wait') {
      t.clock.advance(step.days * DAY);
      await signInAgain();
    }
    if (step.kind === 'health') {
      await t.app.jobs.schedule(HEALTH_JOB, 'all', new Date(0));
      await t.app.jobs.runDue(t.clock.now());
    }
    const quarter = quarterOf(t.clock.now());
    if (step.kind === 'report' && !filed.has(quarter)) {
      filed.add(quarter);
      const filedReport = await t.app.inject({
        method: 'POST',
        url: `/api/deals/${deal.id}/reports`,
        headers: authOf(proposer),
        payload: { quarter, narrative: 'Let.', occupancy_bps: 9000, rent_collected: 0, expenses: 0, capex: 0, reserve_balance: 0 },
      });
      expect(filedReport.statusCode, filedReport.body).toBe(201);
      const id = filedReport.json().id as string;
      await t.app.inject({ method: 'POST', url: `/api/reports/${id}/submit`, headers: authOf(proposer) });
      expect((await t.app.inject({ method: 'POST', url: `/api/admin/reports/${id}/accept`, headers: admin })).statusCode).toBe(200);
    }
  }
  // Whatever the job scheduled (compensation) is paid before the books are read.
  await t.app.jobs.runDue(t.clock.now());

  expect(await checkLedger(t.database.db)).toEqual([]);
  const [paidIn] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${distributions.managementFee}), 0)::text` })
    .from(distributions)
    .where(and(eq(distributions.dealId, deal.id), eq(distributions.status, 'paid')));
  const [hold] = await accountsOf(t.database.db, deal.id, 'fee_hold');
  const held = hold ? availableOf(hold) : 0n;
  const released = await sumOf(deal.id, 'fee_release');
  const compensated = await sumOf(deal.id, 'fee_compensation');
  expect(held + released + compensated).toBe(BigInt(paidIn!.total));
  const [gross] = await t.database.db
    .select({ total: sql<string>`coalesce(sum(${payouts.gross}), 0)::text` })
    .from(payouts)
    .where(and(eq(payouts.dealId, deal.id), eq(payouts.incomeType, 'compensation')));
  expect(BigInt(gross!.total)).toBe(compensated);
  // Nothing is released and paid out both.
  const both = await t.database.db
    .select({ id: distributions.id })
    .from(distributions)
    .where(and(eq(distributions.dealId, deal.id), sql`${distributions.feeReleasedAt} is not null and ${distributions.feeCompensatedBy} is not null`));
  expect(both).toEqual([]);
}
