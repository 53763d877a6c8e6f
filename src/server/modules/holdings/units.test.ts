import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitments, unitAccounts, unitTransfers } from '../../db/schema/index.ts';
import { adminToken, createLiveTestDeal, creditTestWallet, openTestMarket, registerTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { migrationsFolder } from '../../config/paths.ts';
import { runStep } from '../../steps/run-step.ts';
import { checkUnits, holdersOf, issueUnits, unitSecondsIn } from './units.ts';

let t: TestApp;
let proposer: TestUser;

beforeAll(async () => {
  ({ t, proposer } = await openTestMarket());
});
afterAll(async () => {
  await t.close();
});

async function fundedBacker(amount: bigint): Promise<TestUser> {
  const backer = await registerTestUser(t.app, 'backer');
  await verifyTestKyc(t.app, backer);
  await creditTestWallet(t.app, backer, amount);
  return backer;
}

const commit = (backer: TestUser, dealId: string, amount: number) =>
  t.app.inject({ method: 'POST', url: `/api/deals/${dealId}/commitments`, headers: { authorization: `Bearer ${backer.token}` }, payload: { amount } });

/** A deal of 1,00,000 rupees funded by two backers: 60,000 in two commitments and 40,000. */
async function fundedDeal() {
  const deal = await createLiveTestDeal(t.app, t.database.db, proposer, { target: 100_000_00n, minimumTicket: 10_000_00n });
  const a = await fundedBacker(1_00_000_00n);
  const b = await fundedBacker(1_00_000_00n);
  expect((await commit(a, deal.id, 20_000_00)).statusCode).toBe(201);
  expect((await commit(a, deal.id, 40_000_00)).statusCode).toBe(201);
  const last = await commit(b, deal.id, 40_000_00);
  expect(last.json().status).toBe('funded');
  return { deal, a, b };
}

const ledgerCheck = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/ledger/check', headers: { authorization: `Bearer ${await adminToken(t.app)}` } })).json();

describe('the units ledger', () => {
  it('issues each funded commitment its face value at the funding, once, and the deal balances', async () => {
    const { deal, a, b } = await fundedDeal();
    expect(await holdersOf(t.database.db, deal.id)).toEqual([
      { holderId: a.id, faceValue: 60_000_00n },
      { holderId: b.id, faceValue: 40_000_00n },
    ]);
    const transfers = await t.database.db.select().from(unitTransfers).where(eq(unitTransfers.dealId, deal.id));
    expect(transfers.map((row) => [row.kind, row.faceValue]).sort()).toEqual([
      ['issue', 20_000_00n],
      ['issue', 40_000_00n],
      ['issue', 40_000_00n],
    ]);
    // Issuing the same commitments again (a repeated step) writes and moves nothing.
    const funded = await t.database.db.select().from(commitments).where(eq(commitments.dealId, deal.id));
    await runStep(t.database.db, t.clock, (step) => issueUnits(step.tx, deal.id, funded, step.now));
    expect(await t.database.db.select().from(unitTransfers).where(eq(unitTransfers.dealId, deal.id))).toHaveLength(3);
    expect((await holdersOf(t.database.db, deal.id)).map((row) => row.faceValue)).toEqual([60_000_00n, 40_000_00n]);
    expect(await checkUnits(t.database.db)).toEqual([]);
    expect(await ledgerCheck()).toEqual({ balanced: true, problems: [] });
  });

  it('reads face value × seconds held in a period from the transfers, a trade splitting the period between seller and buyer', async () => {
    const { deal, a, b } = await fundedDeal();
    const [issued] = await t.database.db.select().from(unitTransfers).where(eq(unitTransfers.dealId, deal.id)).limit(1);
    const fundedAt = issued!.createdAt;
    const start = new Date(fundedAt.getTime() - 10_000);
    const end = new Date(fundedAt.getTime() + 100_000);
    // Whole seconds from the funding to the end: what an untraded holding earns its face value for.
    const held = BigInt(Math.floor(end.getTime() / 1000 - fundedAt.getTime() / 1000));
    expect(await unitSecondsIn(t.database.db, deal.id, { start, end })).toEqual(
      expect.arrayContaining([
        { holderId: a.id, unitSeconds: 60_000_00n * held, heldSince: fundedAt },
        { holderId: b.id, unitSeconds: 40_000_00n * held, heldSince: fundedAt },
      ]),
    );

    // A sells 10,000 of face value to a new holder C 40 s after the funding.
    const c = await registerTestUser(t.app, 'backer');
    const tradedAt = new Date(fundedAt.getTime() + 40_000);
    const accounts = await t.database.db.select().from(unitAccounts).where(eq(unitAccounts.dealId, deal.id));
    const [cAccount] = await t.database.db.insert(unitAccounts).values({ dealId: deal.id, holderId: c.id, createdAt: tradedAt }).returning();
    const aAccount = accounts.find((row) => row.holderId === a.id)!;
    await t.database.db.insert(unitTransfers).values({
      dealId: deal.id,
      debitAccountId: aAccount.id,
      creditAccountId: cAccount!.id,
      faceValue: 10_000_00n,
      kind: 'trade',
      reference: 'test-fill',
      createdAt: tradedAt,
    });
    await t.database.db
      .update(unitAccounts)
      .set({ debitsPosted: sql`${unitAccounts.debitsPosted} + ${10_000_00n}` })
      .where(eq(unitAccounts.id, aAccount.id));
    await t.database.db
      .update(unitAccounts)
      .set({ creditsPosted: sql`${unitAccounts.creditsPosted} + ${10_000_00n}` })
      .where(eq(unitAccounts.id, cAccount!.id));
    const afterTrade = BigInt(Math.floor(end.getTime() / 1000 - tradedAt.getTime() / 1000));
    const rows = await unitSecondsIn(t.database.db, deal.id, { start, end });
    expect(rows).toEqual(
      expect.arrayContaining([
        { holderId: a.id, unitSeconds: 60_000_00n * held - 10_000_00n * afterTrade, heldSince: fundedAt },
        { holderId: c.id, unitSeconds: 10_000_00n * afterTrade, heldSince: tradedAt },
      ]),
    );
    // Nothing is held before the funding or after the period's end.
    const total = rows.reduce((sum, row) => sum + row.unitSeconds, 0n);
    expect(total).toBe(100_000_00n * held);
    expect(await unitSecondsIn(t.database.db, deal.id, { start: new Date(start.getTime() - 60_000), end: start })).toEqual([]);
    expect(await checkUnits(t.database.db)).toEqual([]);
  });

  it('the check finds a deal whose balances no longer sum to zero, and the account that differs from its transfers', async () => {
    const { deal, b } = await fundedDeal();
    const [account] = await t.database.db
      .update(unitAccounts)
      .set({ creditsPosted: sql`${unitAccounts.creditsPosted} + 1` })
      .where(sql`${unitAccounts.dealId} = ${deal.id} and ${unitAccounts.holderId} = ${b.id}`)
      .returning();
    try {
      expect(await checkUnits(t.database.db)).toEqual([
        { problem: 'units_unbalanced', dealId: deal.id, currency: 'INR' },
        { problem: 'units_account_mismatch', dealId: deal.id, currency: 'INR', accountId: String(account!.id) },
      ]);
      expect(await ledgerCheck()).toMatchObject({
        balanced: false,
        problems: [{ problem: 'units_unbalanced', deal_id: deal.id }, { problem: 'units_account_mismatch' }],
      });
    } finally {
      await t.database.db
        .update(unitAccounts)
        .set({ creditsPosted: sql`${unitAccounts.creditsPosted} - 1` })
        .where(eq(unitAccounts.id, account!.id));
    }
  });

  it('the migration that brought the units ledger issues the deals funded before it as a funding does', async () => {
    const { deal, a, b } = await fundedDeal();
    const issued = async () =>
      (await t.database.db.select().from(unitTransfers).where(eq(unitTransfers.dealId, deal.id)))
        .map((row) => [row.reference, row.faceValue, row.createdAt.toISOString()].join(' '))
        .sort();
    const before = await issued();
    await t.database.db.delete(unitTransfers).where(eq(unitTransfers.dealId, deal.id));
    await t.database.db.delete(unitAccounts).where(eq(unitAccounts.dealId, deal.id));
    // The migration's statements that fill the units ledger, run again on this deal alone (the others have theirs).
    const migration = await readFile(path.join(migrationsFolder, '0014_income_foundations.sql'), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .filter((statement) => /INSERT INTO "unit_|UPDATE "unit_accounts"/.test(statement))
      .map((statement) => statement.replaceAll("d.lifecycle = 'funded'", `d.lifecycle = 'funded' AND d.id = '${deal.id}'`));
    expect(backfill).toHaveLength(3);
    for (const statement of backfill.slice(0, 2)) await t.database.db.execute(sql.raw(statement));
    await t.database.db.execute(sql.raw(`${backfill[2]!.trim().replace(/;$/, '')} WHERE a.deal_id = '${deal.id}'`));
    expect(await issued()).toEqual(before);
    expect((await holdersOf(t.database.db, deal.id)).map((row) => [row.holderId, row.faceValue])).toEqual([
      [a.id, 60_000_00n],
      [b.id, 40_000_00n],
    ]);
    expect(await checkUnits(t.database.db)).toEqual([]);
  });
});
