import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exitWindowsRepository } from './exit-windows.repository.ts';

/** A settled fill as one side of it saw it: a buy paid `amount`, a sale received `amount` (its money less the fee). */
export interface TradeFlow {
  dealId: string;
  at: Date;
  side: 'buy' | 'sell';
  faceValue: bigint;
  amount: bigint;
}

/** node-postgres answers `{rows}`, PGlite the same; drizzle's execute types differ by driver. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/** The backer's settled fills, both sides, in time order: the returns count a buy's payment out and a sale's net receipt in. */
export async function tradeFlowsOf(db: Db, backerId: string): Promise<TradeFlow[]> {
  const result = await db.execute(sql`
    select o.deal_id, f.settled_at, o.side, f.face_value::text as face_value,
      (case when o.side = 'buy' then f.amount else f.amount - f.fee end)::text as amount
    from exit_fills f
    join exit_orders o on o.id in (f.buy_order_id, f.sell_order_id)
    where o.backer_id = ${backerId} and f.settled_at is not null
    order by f.settled_at, f.window_id, f.seq`);
  return rowsOf<{ deal_id: string; settled_at: string | Date; side: 'buy' | 'sell'; face_value: string; amount: string }>(result).map((row) => ({
    dealId: row.deal_id,
    at: new Date(row.settled_at),
    side: row.side,
    faceValue: BigInt(row.face_value),
    amount: BigInt(row.amount),
  }));
}

/** Units accounts whose locked face value (debits_pending) differs from what their open sell orders still offer: empty when right. */
export function checkLockedUnits(db: Db): Promise<{ dealId: string; holderId: string }[]> {
  return exitWindowsRepository.lockMismatches(db);
}
