/*
 * npm run bench:distribution: paying one distribution to many holders on PostgreSQL (a fresh
 * database; BENCH_POSTGRES_URL, else DATABASE_URL, else the local server), against the bare SQL
 * that writes the same rows in the same run. A funded deal with --holders=<n> (default 50,000)
 * holders, each issued face value at the funding a month ago, and an approved distribution of
 * interest and rent under an SM REIT (10% withheld from every share) are written directly; then:
 *  - the run: `payDistribution` as the job calls it (compute every payout with `allocate`, then
 *    batches of 1,000 holders, each one step: payouts on conflict do nothing, the ledger transfers
 *    and balances, the notifications and their e-mails, the audit line);
 *  - the baseline: the rows the run wrote (payouts, ledger transfers, notifications, outbox),
 *    read back and written again by plain multi-row INSERTs and one balance UPDATE per batch of
 *    1,000 holders, each batch one transaction: what any implementation must at least send.
 * Budget (docs/performance.md): the run within 3x of the baseline, and under 20 s.
 * Prints a table and writes reports/bench-distribution.json.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { quarterOf } from '../../src/shared/periods.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { deals, distributions } from '../../src/server/db/schema/index.ts';
import { systemClock } from '../../src/server/lib/clock.ts';
import { distributionAccount, payDistribution } from '../../src/server/modules/distributions/distribution-run.ts';
import { checkUnits } from '../../src/server/modules/holdings/index.ts';
import { checkLedger, transfer } from '../../src/server/modules/ledger/ledger.ts';
import { insertTestProperty } from '../../src/server/test/factories.ts';
import { freshPostgresDatabase } from '../../src/server/test/fresh-postgres.ts';
import { root } from '../lib/server.ts';

const HOLDERS = Number(process.argv.find((arg) => arg.startsWith('--holders='))?.split('=')[1] ?? 50_000);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const FACE_VALUE = 10_000_00n;
const BATCH = 1000;

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** A funded SM REIT deal whose holders are issued face value a month ago, and an approved distribution of it, funded. */
async function prepare(database: Database, holderIds: string[], proposerId: string, adminId: string): Promise<{ dealId: string; distributionId: string }> {
  const db = database.db;
  const now = new Date();
  const fundedAt = new Date(now.getTime() - 30 * 86_400_000);
  const raised = FACE_VALUE * BigInt(holderIds.length);
  const property = await insertTestProperty(db);
  const [deal] = await db
    .insert(deals)
    .values({
      propertyId: property.id,
      proposerId,
      campaignType: 'buy_n_hold',
      structure: 'sm_reit',
      assetClass: 'Commercial',
      currency: 'INR',
      target: raised,
      minimumTicket: FACE_VALUE,
      projectedRoiBps: 900,
      holdingPeriodMonths: 60,
      lifecycle: 'funded',
      raised,
      backersCount: holderIds.length,
      closedAt: fundedAt,
    })
    .returning();
  await db.execute(sql`insert into unit_accounts (deal_id, holder_id, debits_posted, created_at) values (${deal!.id}, null, ${raised}, ${fundedAt})`);
  await db.execute(sql`
    insert into unit_accounts (deal_id, holder_id, credits_posted, created_at)
    select ${deal!.id}, id, ${FACE_VALUE}, ${fundedAt} from unnest(${`{${holderIds.join(',')}}`}::uuid[]) as id`);
  await db.execute(sql`
    insert into unit_transfers (deal_id, debit_account_id, credit_account_id, face_value, kind, reference, created_at)
    select ${deal!.id}, issuer.id, holder.id, ${FACE_VALUE}, 'issue', holder.holder_id::text, ${fundedAt}
    from unit_accounts holder join unit_accounts issuer on issuer.deal_id = holder.deal_id and issuer.holder_id is null
    where holder.deal_id = ${deal!.id} and holder.holder_id is not null`);
  // A quarter's income of about 2% of the face value, a third of it rent.
  const distributable = (raised * 2n) / 100n;
  const rent = distributable / 3n;
  const [row] = await db
    .insert(distributions)
    .values({
      dealId: deal!.id,
      period: quarterOf(now),
      status: 'approved',
      currency: 'INR',
      lines: [{ kind: 'gross_rent', label: 'Rent', amount: String(distributable), evidenceUrl: null }],
      distributable,
      managementFee: 0n,
      splitInterest: distributable - rent,
      splitDividend: 0n,
      splitRent: rent,
      splitReturnOfCapital: 0n,
      splitCapitalGain: 0n,
      reference: `DST-BENCH${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
      authorId: proposerId,
      approvedAt: now,
      approvedBy: adminId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await transfer(db, {
    debit: { ownerId: null, purpose: 'bank', currency: 'INR' },
    credit: distributionAccount(deal!),
    amount: distributable,
    kind: 'distribution_funding',
    reference: row!.id,
    pending: false,
    at: now,
  });
  return { dealId: deal!.id, distributionId: row!.id };
}

/** The rows the run wrote for `distributionId`, written again by plain INSERTs for `copyDistributionId`, a batch of holders per transaction. */
async function bareSql(database: Database, distributionId: string, copyDistributionId: string, copyDealId: string): Promise<number> {
  const db = database.db;
  const payoutRows = rowsOf<Record<string, unknown>>(await db.execute(sql`select * from payouts where distribution_id = ${distributionId} order by user_id`));
  const transfers = rowsOf<Record<string, string>>(
    await db.execute(sql`select t.* from ledger_transfers t join payouts p on t.reference = p.id::text where p.distribution_id = ${distributionId}`),
  );
  const notices = rowsOf<Record<string, unknown>>(await db.execute(sql`select * from notifications where title = 'Income paid'`));
  const mails = rowsOf<Record<string, unknown>>(await db.execute(sql`select * from outbox where subject = 'Income paid'`));
  const byUser = <T extends Record<string, unknown>>(rows: T[], key: string): Map<string, T[]> => {
    const map = new Map<string, T[]>();
    for (const row of rows) map.set(String(row[key]), [...(map.get(String(row[key])) ?? []), row]);
    return map;
  };
  const transfersOf = byUser(transfers, 'reference');
  const noticesOf = byUser(notices, 'user_id');
  const mailsOf = byUser(mails, 'user_id');
  const users = [...new Set(payoutRows.map((row) => String(row.user_id)))];
  const started = performance.now();
  for (let index = 0; index < users.length; index += BATCH) {
    const batch = new Set(users.slice(index, index + BATCH));
    const payouts = payoutRows.filter((row) => batch.has(String(row.user_id)));
    await db.transaction(async (tx) => {
      const values = (rows: unknown[][]) =>
        sql.join(
          rows.map(
            (row) =>
              sql`(${sql.join(
                row.map((value) => sql`${value}`),
                sql`, `,
              )})`,
          ),
          sql`, `,
        );
      const written = rowsOf<{ id: string; user_id: string; income_type: string }>(
        await tx.execute(sql`
        insert into payouts (distribution_id, deal_id, user_id, income_type, currency, gross, tds, net, rate_bps, section, section_2025, threshold, fy_total_before, fy, unit_seconds, total_unit_seconds, paid_at)
        values ${values(payouts.map((row) => [copyDistributionId, copyDealId, row.user_id, row.income_type, row.currency, row.gross, row.tds, row.net, row.rate_bps, row.section, row.section_2025, row.threshold, row.fy_total_before, row.fy, row.unit_seconds, row.total_unit_seconds, row.paid_at]))}
        on conflict do nothing returning id, user_id, income_type`),
      );
      const newId = new Map(written.map((row) => [`${row.user_id}|${row.income_type}`, row.id]));
      const moved = payouts.flatMap((row) =>
        (transfersOf.get(String(row.id)) ?? []).map((line) => ({ line, reference: newId.get(`${row.user_id}|${row.income_type}`)! })),
      );
      await tx.execute(sql`
        insert into ledger_transfers (debit_account_id, credit_account_id, amount, currency, status, kind, reference, created_at, resolved_at)
        values ${values(moved.map(({ line, reference }) => [line.debit_account_id, line.credit_account_id, line.amount, line.currency, line.status, line.kind, reference, line.created_at, line.resolved_at]))}`);
      const credits = new Map<string, bigint>();
      for (const { line } of moved) credits.set(line.credit_account_id!, (credits.get(line.credit_account_id!) ?? 0n) + BigInt(line.amount!));
      await tx.execute(sql`
        update ledger_accounts a set credits_posted = a.credits_posted + v.amount
        from (values ${values([...credits].map(([id, amount]) => [sql`${id}::bigint`, sql`${amount}::bigint`]))}) as v(id, amount) where a.id = v.id`);
      const noticeRows = [...batch].flatMap((user) => noticesOf.get(user) ?? []);
      await tx.execute(
        sql`insert into notifications (user_id, title, message, created_at) values ${values(noticeRows.map((row) => [row.user_id, row.title, row.message, row.created_at]))}`,
      );
      const mailRows = [...batch].flatMap((user) => mailsOf.get(user) ?? []);
      if (mailRows.length > 0)
        await tx.execute(
          sql`insert into outbox (user_id, channel, recipient, subject, body, created_at, next_attempt_at) values ${values(mailRows.map((row) => [row.user_id, row.channel, row.recipient, row.subject, row.body, row.created_at, row.next_attempt_at]))}`,
        );
    });
  }
  return performance.now() - started;
}

const fresh = await freshPostgresDatabase(POSTGRES_URL, 'sharestead_bench_distribution');
const database = await openDatabase({ databaseUrl: fresh.url });
try {
  const db = database.db;
  const created = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into users (email, password_hash, role, first_name, last_name)
      select 'holder-' || g || '@bench.test', 'not-a-password', 'backer', 'Holder', g::text from generate_series(1, ${HOLDERS}) g
      returning id`),
  );
  const holderIds = created.map((row) => row.id);
  const [proposer] = rowsOf<{ id: string }>(
    await db.execute(
      sql`insert into users (email, password_hash, role, first_name, last_name) values ('sponsor@bench.test', 'x', 'proposer', 'Sponsor', 'One') returning id`,
    ),
  );
  const [admin] = rowsOf<{ id: string }>(
    await db.execute(
      sql`insert into users (email, password_hash, role, first_name, last_name) values ('checker@bench.test', 'x', 'admin', 'Checker', 'One') returning id`,
    ),
  );
  const run = await prepare(database, holderIds, proposer!.id, admin!.id);
  const copy = await prepare(database, holderIds, proposer!.id, admin!.id);

  let started = performance.now();
  const outcome = await payDistribution(db, systemClock, run.distributionId);
  const runMs = performance.now() - started;
  if (outcome !== 'paid') throw new Error(`The run ended ${outcome}.`);
  started = performance.now();
  const problems = [...(await checkLedger(db)), ...(await checkUnits(db))];
  const checkMs = performance.now() - started;
  // The baseline only times writing the rows: its copied transfers leave the books unbalanced, so they are checked before.
  const baselineMs = await bareSql(database, run.distributionId, copy.distributionId, copy.dealId);
  const [payouts] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from payouts where distribution_id = ${run.distributionId}`));

  const result = {
    holders: HOLDERS,
    payouts: payouts!.n,
    runMs: Math.round(runMs),
    bareSqlMs: Math.round(baselineMs),
    ratio: Number((runMs / baselineMs).toFixed(2)),
    ledgerCheckMs: Math.round(checkMs),
    balanced: problems.length === 0,
  };
  console.table([{ ...result, run: `${(runMs / 1000).toFixed(1)} s`, 'bare SQL': `${(baselineMs / 1000).toFixed(1)} s`, ratio: `${result.ratio}x` }]);
  await mkdir(path.join(root, 'reports'), { recursive: true });
  await writeFile(path.join(root, 'reports', 'bench-distribution.json'), `${JSON.stringify({ date: new Date().toISOString(), result }, null, 2)}\n`);
} finally {
  await database.close();
  await fresh.drop();
}
