/*
 * npm run bench:returns: GET /api/portfolio/returns (the Portfolio's returns: per holding and per
 * currency, invested, value, income gross, tax and net, the equity multiple and both XIRRs) for a
 * backer with --holdings=<n> (default 200) funded holdings, on PostgreSQL (a fresh database;
 * BENCH_POSTGRES_URL, else DATABASE_URL, else the local server). The backer's history is written
 * straight into the tables: deals funded over the last two years (one in ten in dollars), a
 * commitment each with its ledger transfers and units, a paid distribution every quarter since the
 * funding (interest and dividend, tax withheld), and a valuation every half year. It times the
 * endpoint through the whole app (app.inject: authentication, SQL, XIRR, serialisation) --iterations
 * times (default 300, after 20 not counted) and, interleaved, GET /api/auth/me (one indexed read:
 * the floor of a signed-in request at the same moment). Budget (domain.md): p95 under 50 ms.
 * Prints the figures and writes reports/bench-returns.json; exits 1 on a miss.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { PortfolioReturns } from '../../src/shared/contracts/holdings.ts';
import { financialYearOf, nextQuarter, quarterOf, quarterRange } from '../../src/shared/periods.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config/env.ts';
import { pgArray } from '../../src/server/db/arrays.ts';
import { openDatabase, type Db } from '../../src/server/db/client.ts';
import { freshPostgresDatabase } from '../../src/server/test/fresh-postgres.ts';
import { insertTestProperty } from '../../src/server/test/factories.ts';
import { insertUser } from '../lib/distribution-seed.ts';
import { machine, writeReport } from '../lib/server.ts';
import { median95, timing, timingLine } from './measure.ts';

const flag = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const HOLDINGS = flag('holdings', 200);
const ITERATIONS = flag('iterations', 300);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const P95_BUDGET_MS = 50;
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
const DAY = 86_400_000;

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/** The backer's holdings and their history; answers what the totals must come to. */
async function seed(db: Db, backerId: string, now: Date): Promise<{ invested: Map<string, bigint>; payouts: number }> {
  const proposerId = await insertUser(db, 'proposer');
  const adminId = await insertUser(db, 'admin');
  const holdings = [];
  for (let n = 0; n < HOLDINGS; n++) {
    const property = await insertTestProperty(db);
    // Funded between 3 and 24 months ago, ₹1 to 10 lakh (or $1,000 to $10,000).
    const fundedAt = new Date(now.getTime() - (90 + ((n * 37) % 640)) * DAY);
    const currency = n % 10 === 0 ? 'USD' : 'INR';
    const amount = BigInt(1 + (n % 10)) * (currency === 'INR' ? 1_00_000_00n : 1_000_00n);
    holdings.push({ propertyId: property.id, fundedAt, currency, amount });
  }
  const deals = rowsOf<{ id: string; property_id: string }>(
    await db.execute(sql`
      insert into deals (property_id, proposer_id, campaign_type, structure, asset_class, currency, target, minimum_ticket, projected_roi_bps,
        holding_period_months, lifecycle, raised, backers_count, closed_at)
      select p, ${proposerId}::uuid, 'buy_n_hold'::campaign_type, 'private_spv'::deal_structure, 'Residential', c, a, a, 1200, 60, 'funded'::deal_lifecycle, a, 1, f
      from unnest(${pgArray(holdings.map((h) => h.propertyId))}::text[], ${pgArray(holdings.map((h) => h.currency))}::text[],
        ${pgArray(holdings.map((h) => h.amount))}::bigint[], ${pgArray(holdings.map((h) => h.fundedAt))}::timestamptz[]) as v(p, c, a, f)
      returning id, property_id`),
  );
  const dealOf = new Map(deals.map((row) => [row.property_id, row.id]));
  const ids = holdings.map((holding) => dealOf.get(holding.propertyId)!);

  // The money: a deposit per currency into the wallet, and each commitment's transfer into its deal's escrow, posted.
  await db.execute(sql`
    insert into ledger_accounts (owner_id, purpose, currency, no_overdraft)
    select null::uuid, 'bank'::ledger_account_purpose, c, false from unnest(array['INR', 'USD']) c
    union all select ${backerId}::uuid, 'backer_wallet'::ledger_account_purpose, c, true from unnest(array['INR', 'USD']) c
    union all select id, 'deal_escrow'::ledger_account_purpose, currency, true from deals where id = any(${pgArray(ids)}::uuid[])
    on conflict do nothing`);
  await db.execute(sql`
    with totals as (select currency, sum(raised) as amount, min(closed_at) as at from deals where id = any(${pgArray(ids)}::uuid[]) group by currency)
    insert into ledger_transfers (debit_account_id, credit_account_id, amount, currency, status, kind, reference, created_at, resolved_at)
    select bank.id, wallet.id, t.amount, t.currency, 'posted', 'deposit', 'bench-deposit-' || t.currency, t.at - interval '2 days', t.at - interval '2 days'
    from totals t join ledger_accounts bank on bank.purpose = 'bank' and bank.currency = t.currency
      join ledger_accounts wallet on wallet.owner_id = ${backerId}::uuid and wallet.purpose = 'backer_wallet' and wallet.currency = t.currency`);
  await db.execute(sql`
    with moved as (
      insert into ledger_transfers (debit_account_id, credit_account_id, amount, currency, status, kind, reference, created_at, resolved_at)
      select wallet.id, escrow.id, d.raised, d.currency, 'posted', 'commitment', d.id::text, d.closed_at - interval '1 day', d.closed_at - interval '1 day'
      from deals d join ledger_accounts escrow on escrow.owner_id = d.id and escrow.purpose = 'deal_escrow'
        join ledger_accounts wallet on wallet.owner_id = ${backerId}::uuid and wallet.purpose = 'backer_wallet' and wallet.currency = d.currency
      where d.id = any(${pgArray(ids)}::uuid[])
      returning id, reference, amount, currency, created_at
    )
    insert into commitments (deal_id, backer_id, amount, currency, status, transfer_id, created_at, updated_at)
    select reference::uuid, ${backerId}::uuid, amount, currency, 'funded', id, created_at, created_at from moved`);
  await db.execute(sql`
    update ledger_accounts a set
      debits_posted = coalesce((select sum(amount) from ledger_transfers where debit_account_id = a.id), 0),
      credits_posted = coalesce((select sum(amount) from ledger_transfers where credit_account_id = a.id), 0)`);

  // The units: issued to the backer at each funding.
  await db.execute(sql`
    insert into unit_accounts (deal_id, holder_id, debits_posted, credits_posted, created_at)
    select id, null, raised, 0, closed_at from deals where id = any(${pgArray(ids)}::uuid[])
    union all select id, ${backerId}::uuid, 0, raised, closed_at from deals where id = any(${pgArray(ids)}::uuid[])`);
  await db.execute(sql`
    insert into unit_transfers (deal_id, debit_account_id, credit_account_id, face_value, kind, reference, created_at)
    select d.id, issuer.id, holder.id, d.raised, 'issue', c.id::text, d.closed_at
    from deals d join commitments c on c.deal_id = d.id
      join unit_accounts issuer on issuer.deal_id = d.id and issuer.holder_id is null
      join unit_accounts holder on holder.deal_id = d.id and holder.holder_id = ${backerId}::uuid
    where d.id = any(${pgArray(ids)}::uuid[])`);

  // A paid distribution every quarter from the funding's to the last one (3% of face value a quarter: 2% interest, 1% dividend, 10% withheld), and a valuation every half year.
  const paid: { dealId: string; period: string; paidAt: Date; amount: bigint; currency: string }[] = [];
  const valued: { dealId: string; on: string; priceBps: number }[] = [];
  holdings.forEach((holding, n) => {
    for (let period = quarterOf(holding.fundedAt); quarterRange(period).end < now; period = nextQuarter(period)) {
      paid.push({
        dealId: ids[n]!,
        period,
        paidAt: new Date(quarterRange(period).end.getTime() + 10 * DAY),
        amount: (holding.amount * 3n) / 100n,
        currency: holding.currency,
      });
    }
    for (let at = holding.fundedAt.getTime() + 182 * DAY, step = 1; at < now.getTime(); at += 182 * DAY, step++) {
      valued.push({ dealId: ids[n]!, on: new Date(at).toISOString().slice(0, 10), priceBps: 10_000 + ((n + step * 150) % 1_500) });
    }
  });
  await db.execute(sql`
    insert into distributions (deal_id, period, status, currency, lines, distributable, management_fee, split_interest, split_dividend, split_rent,
      split_return_of_capital, split_capital_gain, reference, author_id, submitted_at, funded_at, approved_at, approved_by, paid_at, created_at, updated_at)
    select d, p, 'paid', c, jsonb_build_array(jsonb_build_object('kind', 'gross_rent', 'label', 'Rent', 'amount', a::text, 'evidenceUrl', null)),
      a, 0, a * 2 / 3, a - a * 2 / 3, 0, 0, 0, 'DST-' || upper(substr(md5(d::text || p), 1, 8)), ${proposerId}::uuid, t, t, t, ${adminId}::uuid, t, t, t
    from unnest(${pgArray(paid.map((row) => row.dealId))}::uuid[], ${pgArray(paid.map((row) => row.period))}::text[],
      ${pgArray(paid.map((row) => row.currency))}::text[], ${pgArray(paid.map((row) => row.amount))}::bigint[],
      ${pgArray(paid.map((row) => row.paidAt))}::timestamptz[]) as v(d, p, c, a, t)`);
  await db.execute(sql`
    insert into payouts (distribution_id, deal_id, user_id, income_type, currency, gross, tds, net, rate_bps, pan_on_file, section, section_2025,
      threshold, fy_total_before, fy, unit_seconds, total_unit_seconds, paid_at)
    select x.id, x.deal_id, ${backerId}::uuid, s.income_type, x.currency, s.gross, s.gross / 10, s.gross - s.gross / 10, 1000, true, s.section, null,
      null, 0, f.fy, 1, 1, x.paid_at
    from distributions x
      cross join lateral (values ('interest'::income_type, x.split_interest, '194A'), ('dividend'::income_type, x.split_dividend, '194')) as s(income_type, gross, section)
      join unnest(${pgArray(paid.map((row) => `${row.dealId}|${row.period}`))}::text[], ${pgArray(paid.map((row) => financialYearOf(row.paidAt)))}::text[]) as f(key, fy)
        on f.key = x.deal_id || '|' || x.period
    where x.deal_id = any(${pgArray(ids)}::uuid[])`);
  await db.execute(sql`
    insert into valuations (deal_id, valued_on, price_bps, note, recorded_by, created_at)
    select d, o::date, p, 'Bench valuation', ${adminId}::uuid, o::timestamptz
    from unnest(${pgArray(valued.map((row) => row.dealId))}::uuid[], ${pgArray(valued.map((row) => row.on))}::text[],
      ${pgArray(valued.map((row) => row.priceBps))}::integer[]) as v(d, o, p)`);
  await db.execute(sql`analyze`);

  const invested = new Map<string, bigint>();
  for (const holding of holdings) invested.set(holding.currency, (invested.get(holding.currency) ?? 0n) + holding.amount);
  return { invested, payouts: paid.length * 2 };
}

const fresh = await freshPostgresDatabase(POSTGRES_URL, 'sharestead_bench_returns');
const database = await openDatabase({ databaseUrl: fresh.url });
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: SECRET, AUTH_REQUESTS_PER_MINUTE: '1000000' }),
  database,
  jwtSecret: SECRET,
  encryptionKey: SECRET,
  serveWeb: false,
  logger: false,
});
try {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { user_type: 'backer', first_name: 'Bench', last_name: 'Backer', email: 'bench-returns@example.com', password: 'banyan-courtyard-19' },
  });
  if (registered.statusCode !== 201) throw new Error(`Registering answered ${registered.statusCode}: ${registered.body}`);
  const headers = { authorization: `Bearer ${registered.json().access_token as string}` };
  const [backer] = rowsOf<{ id: string }>(await database.db.execute(sql`select id from users where email = 'bench-returns@example.com'`));
  console.log(`Writing ${HOLDINGS} funded holdings with their payouts and valuations…`);
  const started = performance.now();
  const expected = await seed(database.db, backer!.id, new Date());
  console.log(`  ${expected.payouts.toLocaleString('en-US')} payouts, written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const times: number[] = [];
  const floor: number[] = [];
  let answer: PortfolioReturns | undefined;
  for (let iteration = -20; iteration < ITERATIONS; iteration++) {
    let t0 = performance.now();
    const response = await app.inject({ method: 'GET', url: '/api/portfolio/returns', headers });
    const ms = performance.now() - t0;
    if (response.statusCode !== 200) throw new Error(`The returns answered ${response.statusCode}: ${response.body}`);
    answer = response.json() as PortfolioReturns;
    t0 = performance.now();
    await app.inject({ method: 'GET', url: '/api/auth/me', headers });
    if (iteration >= 0) {
      times.push(ms);
      floor.push(performance.now() - t0);
    }
  }
  // The answer is the whole history: every holding, and the money paid in per currency.
  if (answer!.holdings.length !== HOLDINGS) throw new Error(`${answer!.holdings.length} holdings answered, not ${HOLDINGS}.`);
  for (const total of answer!.totals) {
    if (BigInt(total.invested) !== expected.invested.get(total.currency)) throw new Error(`The ${total.currency} total invested is ${total.invested}.`);
  }
  const result = {
    holdings: HOLDINGS,
    payouts: expected.payouts,
    iterations: ITERATIONS,
    ...timing(times),
    authMe: median95(floor),
    withXirr: answer!.holdings.filter((holding) => holding.xirr_bps !== null).length,
  };
  console.log(timingLine('GET /api/portfolio/returns', ITERATIONS, result));
  console.log(`  GET /api/auth/me between them (the floor of a signed-in request): p50 ${result.authMe.p50} ms, p95 ${result.authMe.p95} ms`);
  console.log(`  ${result.withXirr} of ${HOLDINGS} holdings have an XIRR (90 days of history or more)`);
  await writeReport('bench-returns.json', { ...machine(), result });
  const missed = result.p95 >= P95_BUDGET_MS;
  console.log(missed ? `Missed: p95 ${result.p95} ms (budget < ${P95_BUDGET_MS} ms).` : 'Within budget.');
  process.exitCode = missed ? 1 : 0;
} finally {
  await app.close();
  await database.close();
  await fresh.drop();
}
