/*
 * An exit window past its close, written straight into the tables as the order routes leave them:
 * what `npm run bench:settlement` closes and what the settlement fault test kills a server in the
 * middle of settling. A funded deal of `sellers` (each issued ₹10,000 of face value, with the
 * deal's distribution seeded by seedDistribution), each offering all of it at par (face value
 * locked), and `buyers` each bidding as much at par with the money held: so one fill per pair.
 */
import { sql } from 'drizzle-orm';
import { pgArray } from '../../src/server/db/arrays.ts';
import type { Db } from '../../src/server/db/client.ts';
import { accountKeys, transferManyFrom } from '../../src/server/modules/ledger/index.ts';
import { seedDistribution } from './distribution-seed.ts';

/** Each seller's face value (seedDistribution's), each order's, and a buy's hold at par. */
export const FACE = 10_000_00n;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface Market {
  dealId: string;
  windowId: string;
  sells: { id: string; backerId: string }[];
  buys: { id: string; backerId: string; holdId: string }[];
}

/** A window past its close on a funded deal of `sellers`, each offering its face value at par, and `buyers` bidding as much at par with the money held. */
export async function seedMarket(db: Db, sellers: string[], buyers: string[], proposerId: string): Promise<Market> {
  const { dealId } = await seedDistribution(db, { holderIds: sellers, proposerId });
  const now = Date.now();
  const [window] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into exit_windows (deal_id, opens_at, closes_at, status, reference_price_bps, band_bps, created_at)
      values (${dealId}, ${new Date(now - 7_200_000)}, ${new Date(now - 3_600_000)}, 'open', 10000, 1000, ${new Date(now - 7_200_000)}) returning id`),
  );
  const placedAt = (n: number) => new Date(now - 7_000_000 + n);
  const sells = sellers.map((backerId) => ({ id: crypto.randomUUID(), backerId }));
  await db.execute(sql`
    insert into exit_orders (id, window_id, deal_id, backer_id, side, face_value, limit_price_bps, placed_at)
    select o.id, ${window!.id}, ${dealId}, o.backer, 'sell', ${FACE}, 10000, o.at
    from unnest(${pgArray(sells.map((s) => s.id))}::uuid[], ${pgArray(sellers)}::uuid[], ${pgArray(sells.map((_, n) => placedAt(n)))}::timestamptz[]) as o(id, backer, at)`);
  await db.execute(sql`update unit_accounts set debits_pending = ${FACE} where deal_id = ${dealId} and holder_id is not null`);
  await transferManyFrom(
    db,
    accountKeys.bank('INR'),
    buyers.map((id) => ({ credit: accountKeys.wallet(id, 'INR'), amount: FACE, kind: 'deposit' as const, reference: id })),
    new Date(now - 7_100_000),
  );
  const [settlement] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into ledger_accounts (owner_id, purpose, currency, no_overdraft, credits_pending) values (${dealId}, 'exit_settlement', 'INR', true, ${FACE * BigInt(buyers.length)}) returning id::text as id`),
  );
  const buys = buyers.map((backerId) => ({ id: crypto.randomUUID(), backerId, holdId: crypto.randomUUID() }));
  await db.execute(sql`
    insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, status, kind, reference, created_at)
    select h.id, w.id, ${settlement!.id}::bigint, ${FACE}, 'INR', 'pending', 'trade_hold', h.ord::text, ${new Date(now - 7_000_000)}
    from unnest(${pgArray(buys.map((b) => b.holdId))}::uuid[], ${pgArray(buyers)}::uuid[], ${pgArray(buys.map((b) => b.id))}::uuid[]) as h(id, backer, ord)
    join ledger_accounts w on w.owner_id = h.backer and w.purpose = 'backer_wallet' and w.currency = 'INR'`);
  await db.execute(sql`update ledger_accounts set debits_pending = ${FACE} where purpose = 'backer_wallet' and owner_id = any(${pgArray(buyers)}::uuid[])`);
  await db.execute(sql`
    insert into exit_orders (id, window_id, deal_id, backer_id, side, face_value, limit_price_bps, hold_transfer_id, placed_at)
    select o.id, ${window!.id}, ${dealId}, o.backer, 'buy', ${FACE}, 10000, o.hold, o.at
    from unnest(${pgArray(buys.map((b) => b.id))}::uuid[], ${pgArray(buyers)}::uuid[], ${pgArray(buys.map((b) => b.holdId))}::uuid[],
      ${pgArray(buys.map((_, n) => placedAt(n)))}::timestamptz[]) as o(id, backer, hold, at)`);
  return { dealId, windowId: window!.id, sells, buys };
}
