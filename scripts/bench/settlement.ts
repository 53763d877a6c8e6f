/*
 * npm run bench:settlement: closing one exit window of --fills=<n> (default 10,000) fills on a
 * fresh PostgreSQL (BENCH_POSTGRES_URL, else DATABASE_URL, else the local server), against the
 * bare SQL that writes the same rows in the same run. Two funded deals, each with n holders of
 * ₹10,000 of face value who each offer all of it at par, and n verified backers who each bid for
 * ₹10,000 at par with its money held: so n fills of one seller and one buyer. Written straight
 * into the tables as the order routes leave them (face value locked, money held); then:
 *  - the run: `ExitWindowsService.close` as the close job calls it: the auction and its fills in
 *    one transaction, each fill settled in its own (units, the hold voided, the price and the fee
 *    posted, both orders), then the orders' final status, the window settled, everyone told;
 *  - the baseline: the same rows for the second deal by plain statements built before the clock
 *    starts: the fills in one INSERT, then per fill one transaction (the fill settled, the buyer's
 *    units account and the unit transfer, the seller's units, the hold voided, the two transfers,
 *    the four ledger balances in one UPDATE, the two orders in one UPDATE), then one transaction
 *    for the orders' status, the window and the run's notifications and e-mails copied.
 * Budget: the run within 3x of the baseline. Prints a table and writes reports/bench-settlement.json; exits 1 on a miss.
 */
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import { pgArray } from '../../src/server/db/arrays.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import type { Db } from '../../src/server/db/client.ts';
import type { JobQueue } from '../../src/server/jobs/job-queue.ts';
import { systemClock } from '../../src/server/lib/clock.ts';
import { ExitWindowsService } from '../../src/server/modules/exits/exit-windows.service.ts';
import { checkUnits } from '../../src/server/modules/holdings/index.ts';
import { checkLedger } from '../../src/server/modules/ledger/ledger.ts';
import { freshPostgresDatabase } from '../../src/server/test/fresh-postgres.ts';
import { insertHolders, insertUser } from '../lib/distribution-seed.ts';
import { FACE, type Market, seedMarket } from '../lib/exit-seed.ts';
import { machine, writeReport } from '../lib/server.ts';

const FILLS = Number(process.argv.find((arg) => arg.startsWith('--fills='))?.split('=')[1] ?? 10_000);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const RATIO_BUDGET = 3;

const FEE_BPS = 100;
const FEE = (FACE * BigInt(FEE_BPS)) / 10_000n;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The baseline's statements for `market`: its fills are the run's pairing (buy n with sell n, both at par), known before the clock starts. */
async function bareStatements(db: Db, market: Market, runWindowId: string): Promise<SQL[][]> {
  const id = async (ownerId: string | null, purpose: string) =>
    rowsOf<{ id: string }>(
      await db.execute(
        ownerId === null
          ? sql`select id::text as id from ledger_accounts where owner_id is null and purpose = ${purpose}::ledger_account_purpose and currency = 'INR'`
          : sql`select id::text as id from ledger_accounts where owner_id = ${ownerId} and purpose = ${purpose}::ledger_account_purpose`,
      ),
    )[0]!.id;
  const fees = await id(null, 'platform_fees');
  const settlement = await id(market.dealId, 'exit_settlement');
  const wallets = new Map(
    rowsOf<{ owner_id: string; id: string }>(
      await db.execute(
        sql`select owner_id, id::text as id from ledger_accounts where purpose = 'backer_wallet' and owner_id = any(${pgArray([...market.buys, ...market.sells].map((o) => o.backerId))}::uuid[])`,
      ),
    ).map((row) => [row.owner_id, row.id]),
  );
  const units = new Map(
    rowsOf<{ holder_id: string; id: string }>(
      await db.execute(sql`select holder_id, id::text as id from unit_accounts where deal_id = ${market.dealId} and holder_id is not null`),
    ).map((row) => [row.holder_id, row.id]),
  );
  const now = new Date();
  const n = market.buys.length;
  const steps: SQL[][] = [
    [
      sql`update exit_windows set status = 'settling' where id = ${market.windowId}`,
      sql`
        insert into exit_fills (window_id, seq, buy_order_id, sell_order_id, face_value, amount, fee)
        select ${market.windowId}::uuid, f.seq, f.buy, f.sell, ${FACE}, ${FACE}, ${FEE}
        from unnest(${pgArray(market.buys.map((_, i) => i))}::int[], ${pgArray(market.buys.map((b) => b.id))}::uuid[], ${pgArray(market.sells.map((s) => s.id))}::uuid[]) as f(seq, buy, sell)`,
      sql`update exit_windows set clearing_price_bps = 10000, volume = ${FACE * BigInt(n)} where id = ${market.windowId}`,
    ],
  ];
  for (let i = 0; i < n; i++) {
    const buy = market.buys[i]!;
    const sell = market.sells[i]!;
    const buyerWallet = wallets.get(buy.backerId)!;
    const sellerWallet = wallets.get(sell.backerId) ?? null;
    const reference = `${market.windowId}:${i}`;
    steps.push([
      sql`update exit_fills set settled_at = ${now} where window_id = ${market.windowId} and seq = ${i} and settled_at is null`,
      sql`insert into unit_accounts (deal_id, holder_id, credits_posted, created_at) values (${market.dealId}, ${buy.backerId}, ${FACE}, ${now})`,
      sql`
        insert into unit_transfers (deal_id, debit_account_id, credit_account_id, face_value, kind, reference, created_at)
        select ${market.dealId}, ${units.get(sell.backerId)!}::bigint, id, ${FACE}, 'trade', ${reference}, ${now} from unit_accounts where deal_id = ${market.dealId} and holder_id = ${buy.backerId}`,
      sql`update unit_accounts set debits_pending = debits_pending - ${FACE}, debits_posted = debits_posted + ${FACE} where id = ${units.get(sell.backerId)!}::bigint`,
      sql`update ledger_transfers set status = 'voided', resolved_at = ${now} where id = ${buy.holdId} and status = 'pending'`,
      ...(sellerWallet === null
        ? [sql`insert into ledger_accounts (owner_id, purpose, currency, no_overdraft) values (${sell.backerId}, 'backer_wallet', 'INR', true)`]
        : []),
      sql`
        insert into ledger_transfers (debit_account_id, credit_account_id, amount, currency, status, kind, reference, created_at, resolved_at)
        select ${buyerWallet}::bigint, s.id, ${FACE}::bigint, 'INR', 'posted'::transfer_status, 'trade'::transfer_kind, ${reference}::text, ${now}::timestamptz, ${now}::timestamptz from ledger_accounts s where s.owner_id = ${sell.backerId} and s.purpose = 'backer_wallet'
        union all
        select s.id, ${fees}::bigint, ${FEE}::bigint, 'INR', 'posted'::transfer_status, 'trade_fee'::transfer_kind, ${reference}::text, ${now}::timestamptz, ${now}::timestamptz from ledger_accounts s where s.owner_id = ${sell.backerId} and s.purpose = 'backer_wallet'`,
      sql`
        update ledger_accounts a set debits_pending = a.debits_pending + v.dpend, debits_posted = a.debits_posted + v.dpost,
          credits_pending = a.credits_pending + v.cpend, credits_posted = a.credits_posted + v.cpost
        from (values (${buyerWallet}::bigint, ${-FACE}::bigint, ${FACE}::bigint, 0::bigint, 0::bigint), (${settlement}::bigint, 0, 0, ${-FACE}::bigint, 0),
          (${fees}::bigint, 0, 0, 0, ${FEE}::bigint)) as v(id, dpend, dpost, cpend, cpost) where a.id = v.id`,
      sql`update ledger_accounts set debits_posted = debits_posted + ${FEE}, credits_posted = credits_posted + ${FACE} where owner_id = ${sell.backerId} and purpose = 'backer_wallet'`,
      sql`update exit_orders set filled_face_value = filled_face_value + ${FACE}, hold_transfer_id = null where id in (${buy.id}, ${sell.id})`,
    ]);
  }
  steps.push([
    sql`update exit_windows set status = 'settled', settled_at = ${now} where id = ${market.windowId} and status = 'settling'`,
    sql`update exit_orders set status = 'filled', resolved_at = ${now} where window_id = ${market.windowId} and status = 'open'`,
    sql`
      insert into notifications (user_id, title, message, created_at)
      select user_id, title, message, created_at from notifications
      where user_id in (select backer_id from exit_orders where window_id = ${runWindowId}) and title = 'Order filled'`,
    sql`
      insert into outbox (user_id, channel, recipient, subject, body, created_at, next_attempt_at)
      select user_id, channel, recipient, subject, body, created_at, created_at from outbox
      where user_id in (select backer_id from exit_orders where window_id = ${runWindowId}) and subject = 'Order filled'`,
  ]);
  return steps;
}

const fresh = await freshPostgresDatabase(POSTGRES_URL, 'sharestead_bench_settlement');
const database = await openDatabase({ databaseUrl: fresh.url });
try {
  const db = database.db;
  console.log(`Writing two windows of ${FILLS.toLocaleString('en-US')} sell and ${FILLS.toLocaleString('en-US')} buy orders…`);
  const proposerId = await insertUser(db, 'proposer');
  const people = await insertHolders(db, FILLS * 4, 1);
  const run = await seedMarket(db, people.slice(0, FILLS), people.slice(FILLS, 2 * FILLS), proposerId);
  const copy = await seedMarket(db, people.slice(2 * FILLS, 3 * FILLS), people.slice(3 * FILLS), proposerId);
  await db.execute(sql`analyze`);
  const settings = { lockInMs: 0, windowEveryMs: 1, windowDurationMs: 1, voteDurationMs: 1, priceBandBps: 1000, holdingCapBps: 10_000, tradeFeeBps: FEE_BPS };
  // The close reads and writes no job: the queue is only used when a window opens.
  const noJobs = {} as JobQueue;
  const service = new ExitWindowsService(db, systemClock, settings, noJobs);

  let started = performance.now();
  await service.close(run.windowId);
  const runMs = performance.now() - started;
  const [settled] = rowsOf<{ status: string; fills: number; settled: number }>(
    await db.execute(sql`
      select w.status, (select count(*)::int from exit_fills f where f.window_id = w.id) as fills,
        (select count(*)::int from exit_fills f where f.window_id = w.id and f.settled_at is not null) as settled
      from exit_windows w where w.id = ${run.windowId}`),
  );
  if (settled!.status !== 'settled' || settled!.fills !== FILLS || settled!.settled !== FILLS) throw new Error(`The run ended ${JSON.stringify(settled)}.`);
  const problems = [...(await checkLedger(db)), ...(await checkUnits(db))];

  const statements = await bareStatements(db, copy, run.windowId);
  started = performance.now();
  for (const step of statements) {
    await db.transaction(async (tx) => {
      for (const statement of step) await tx.execute(statement);
    });
  }
  const baselineMs = performance.now() - started;
  const bareProblems = [...(await checkLedger(db)), ...(await checkUnits(db))];

  const result = {
    fills: FILLS,
    runMs: Math.round(runMs),
    bareSqlMs: Math.round(baselineMs),
    ratio: Number((runMs / baselineMs).toFixed(2)),
    perFillMs: Number((runMs / FILLS).toFixed(3)),
    balanced: problems.length === 0,
    baselineBalanced: bareProblems.length === 0,
  };
  console.table([
    {
      fills: FILLS,
      run: seconds(runMs),
      'bare SQL': seconds(baselineMs),
      ratio: `${result.ratio}x`,
      'per fill': `${result.perFillMs} ms`,
      'both ledgers': result.balanced ? 'balanced' : 'UNBALANCED',
    },
  ]);
  const misses = [
    ...(result.ratio > RATIO_BUDGET ? [`the run took ${result.ratio}x the bare SQL (budget ${RATIO_BUDGET}x)`] : []),
    ...(result.balanced ? [] : ['the ledgers do not balance after the run']),
    ...(result.baselineBalanced ? [] : ['the baseline left the ledgers unbalanced (it does not write what the run writes)']),
  ];
  for (const miss of misses) console.error(`Missed: ${miss}.`);
  process.exitCode = misses.length > 0 ? 1 : 0;
  await writeReport('bench-settlement.json', { ...machine(), result });
} finally {
  await database.close();
  await fresh.drop();
}
