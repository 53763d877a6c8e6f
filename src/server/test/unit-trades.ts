import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { unitAccounts, unitTransfers } from '../db/schema/index.ts';

/** Face value moving from one holder of a deal to another at an instant. */
export interface UnitTrade {
  from: string;
  to: string;
  faceValue: bigint;
  at: Date;
}

/**
 * Writes trades of a funded deal's face value straight into the units ledger, as the exit
 * windows will (kind `trade`), for tests that need many holders or holdings that change within a
 * quarter: opens the accounts missing, writes the transfers, and sets every account of the deal
 * to the sums of its transfers, so the ledger stays balanced. The caller keeps each seller within
 * what it holds at the trade's instant.
 */
export async function insertUnitTrades(db: Db, dealId: string, trades: UnitTrade[]): Promise<void> {
  if (trades.length === 0) return;
  const holderIds = [...new Set(trades.flatMap((trade) => [trade.from, trade.to]))];
  const earliest = new Date(Math.min(...trades.map((trade) => trade.at.getTime())));
  await db
    .insert(unitAccounts)
    .values(holderIds.map((holderId) => ({ dealId, holderId, createdAt: earliest })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: unitAccounts.id, holderId: unitAccounts.holderId })
    .from(unitAccounts)
    .where(and(eq(unitAccounts.dealId, dealId), inArray(unitAccounts.holderId, holderIds)));
  const accounts = new Map(rows.map((row) => [row.holderId!, row.id]));
  await db.insert(unitTransfers).values(
    trades.map((trade) => ({
      dealId,
      debitAccountId: accounts.get(trade.from)!,
      creditAccountId: accounts.get(trade.to)!,
      faceValue: trade.faceValue,
      kind: 'trade' as const,
      reference: `test-trade-${randomUUID()}`,
      createdAt: trade.at,
    })),
  );
  await db.execute(sql`
    update unit_accounts a set
      debits_posted = coalesce((select sum(t.face_value) from unit_transfers t where t.debit_account_id = a.id), 0),
      credits_posted = coalesce((select sum(t.face_value) from unit_transfers t where t.credit_account_id = a.id), 0)
    where a.deal_id = ${dealId}`);
}
