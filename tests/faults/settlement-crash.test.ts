import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertHolders, insertUser } from '../../scripts/lib/distribution-seed.ts';
import { seedMarket } from '../../scripts/lib/exit-seed.ts';
import { startServer } from '../../scripts/lib/server.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { exitFills, exitOrders, exitWindows } from '../../src/server/db/schema/index.ts';
import { checkUnits } from '../../src/server/modules/holdings/index.ts';
import { checkLedger } from '../../src/server/modules/ledger/ledger.ts';
import { freshDatabase, PRODUCTION_ENV } from './support.ts';

/*
 * SIGKILL in the middle of settling an exit window of 1,500 fills, then restart on the same data:
 * the start-up sweep resumes the close. Every fill is settled once (one unit transfer, one price
 * and one fee transfer each), every order ends filled with no hold, the window is settled, and
 * both ledgers balance. The market is written straight into the tables while no server runs.
 */

const FILLS = 1500;
async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Waited too long for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('a crash during a settlement', () => {
  it('settles every fill once on PostgreSQL, the start-up sweep resuming the close', async () => {
    const fresh = await freshDatabase('sharestead_settlement_crash');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sharestead-settlement-crash-'));
    const database = await openDatabase({ databaseUrl: fresh.url });
    try {
      const db = database.db;
      const people = await insertHolders(db, 2 * FILLS, 1);
      const market = await seedMarket(db, people.slice(0, FILLS), people.slice(FILLS), await insertUser(db, 'proposer'));
      const settledCount = async () =>
        (
          await db
            .select({ n: sql<number>`count(*)::int` })
            .from(exitFills)
            .where(sql`${exitFills.windowId} = ${market.windowId} and ${exitFills.settledAt} is not null`)
        )[0]!.n;

      // The start-up sweep closes the window (past its close); the kill lands once some fills are settled.
      const server = await startServer({ ...PRODUCTION_ENV, DATABASE_URL: fresh.url, DATA_DIR: dataDir });
      await until('the first fills settled', async () => ((await settledCount()) >= 20 ? true : undefined));
      await server.kill();
      expect(server.child.signalCode).toBe('SIGKILL');
      const settledBefore = await settledCount();
      expect(settledBefore).toBeLessThan(FILLS);
      expect(await checkLedger(db)).toEqual([]);
      expect(await checkUnits(db)).toEqual([]);

      const restarted = await startServer({ ...PRODUCTION_ENV, DATABASE_URL: fresh.url, DATA_DIR: dataDir });
      try {
        await until('the window settled', async () => {
          const [row] = await db.select({ status: exitWindows.status }).from(exitWindows).where(eq(exitWindows.id, market.windowId));
          return row!.status === 'settled' ? true : undefined;
        });
      } finally {
        await restarted.stop();
      }

      expect(await settledCount()).toBe(FILLS);
      const references = sql`(select ${market.windowId}::text || ':' || seq from exit_fills where window_id = ${market.windowId})`;
      const [units] = (
        (await db.execute(sql`select count(*)::int as n from unit_transfers where kind = 'trade' and reference in ${references}`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows;
      expect(units!.n).toBe(FILLS);
      const moved = (
        (await db.execute(
          sql`select kind, count(*)::int as n from ledger_transfers where kind in ('trade', 'trade_fee') and reference in ${references} group by kind order by kind`,
        )) as unknown as { rows: { kind: string; n: number }[] }
      ).rows;
      expect(moved).toEqual([
        { kind: 'trade', n: FILLS },
        { kind: 'trade_fee', n: FILLS },
      ]);
      const orders = await db.select().from(exitOrders).where(eq(exitOrders.windowId, market.windowId));
      expect(orders.every((order) => order.status === 'filled' && order.holdTransferId === null && order.filledFaceValue === order.faceValue)).toBe(true);
      expect(await checkLedger(db)).toEqual([]);
      expect(await checkUnits(db)).toEqual([]);
    } finally {
      await database.close();
      await fresh.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
