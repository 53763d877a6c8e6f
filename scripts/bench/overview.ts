/*
 * npm run bench:overview: GET /api/dashboard/overview and GET /api/dashboard/stats (as the admin,
 * a backer and a proposer of the history) with 1,000,000 commitments (domain.md:
 * "Overview and stats: p95 under 50 ms with 1,000,000 commitments; keep running totals, do not
 * scan"), on PostgreSQL (a fresh database; the embedded one when no PostgreSQL answers, or with
 * --pglite). The history is written straight into the tables with generate_series, not through
 * HTTP: 10,000 deals (a fifth live, the rest funded or failed over two years), 50,000 backers with
 * their KYC, the commitments with their ledger transfers, the fees of the funded deals; then the running totals
 * from one recomputation (what the migration does for a database that already holds data). It
 * times the endpoints through the whole app (app.inject: auth, SQL, serialisation; no network) and,
 * for comparison, the full recomputation that the totals spare every request.
 * Prints the figures and writes reports/bench-overview.json; exits 1 when p95 misses the budget.
 * Flags: --count=<commitments> (default 1000000), --iterations=<requests> (default 300), --pglite,
 * --keep (leave the PostgreSQL database, to look at its plans).
 * BENCH_POSTGRES_URL (else DATABASE_URL, else the local server) names the PostgreSQL server.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Overview } from '../../src/shared/contracts/overview.ts';
import type { Role } from '../../src/shared/roles.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config/env.ts';
import type { Database } from '../../src/server/db/client.ts';
import { fundraisingGoals, monthlyTotals, proposerTotals } from '../../src/server/db/schema/index.ts';
import { seedExchangeRates } from '../../src/server/db/seed/history.ts';
import { recomputeProposerTotals, recomputeTotals } from '../../src/server/modules/dashboard/totals.ts';
import { machine, writeReport } from '../lib/server.ts';
import { median95, onFreshPglite, onFreshPostgres, postgresAnswers, round, timing, type Timing } from './measure.ts';

const flag = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const COUNT = flag('count', 1_000_000);
const ITERATIONS = flag('iterations', 300);
const DEALS = 10_000;
const BACKERS = 50_000;
const PROPOSERS = 100;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const P95_BUDGET_MS = 50;
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** The platform's history, written by SQL: properties, deals, people, commitments, transfers, fees. */
async function generate(database: Database, now: Date) {
  const db = database.db;
  const at = now.toISOString();
  await db.execute(sql`
    insert into users (id, email, password_hash, role, first_name, last_name)
    select md5('u' || n)::uuid, 'bench-backer-' || n || '@example.com', '!', 'backer'::user_role, 'Bench', 'Backer ' || n from generate_series(1, ${BACKERS}) n
    union all
    select md5('p' || n)::uuid, 'bench-proposer-' || n || '@example.com', '!', 'proposer'::user_role, 'Bench', 'Proposer ' || n from generate_series(1, ${PROPOSERS}) n`);
  // Every backer verified, born between 1946 and 2005: the admin's age groups read them.
  await db.execute(sql`
    insert into kyc_records (user_id, legal_name, date_of_birth, pan, address, bank_account_number, bank_ifsc, status, submitted_at, decided_at)
    select md5('u' || n)::uuid, 'Bench Backer ' || n, date '1946-01-01' + ((n * 7919) % 21900) * interval '1 day', 'BENCH' || lpad((n % 10000)::text, 4, '0') || 'A',
      'Generated.', lpad(n::text, 12, '0'), 'BENC0000001', 'verified', ${at}::timestamptz - interval '800 days', ${at}::timestamptz - interval '799 days'
    from generate_series(1, ${BACKERS}) n`);
  await db.execute(sql`
    insert into properties (id, title, description, type, location, price, currency, area_sqft, bedrooms, bathrooms, year_built, location_description, agent, listed_at)
    select 'bench-' || n, 'Bench property ' || n, 'A generated property.', 'Apartment', 'Pune', 10000000000, case when n % 2 = 0 then 'INR' else 'USD' end,
      1000, 2, 2, 2015, 'Generated.', '{"name":"A","email":"a@example.com","phone":"1","company":"C","photo":null}'::jsonb,
      ${at}::timestamptz - ((n % 720) + 40) * interval '1 day'
    from generate_series(1, ${DEALS}) n`);
  // A fifth of the deals live (listed in the last 29 days), the others closed: funded, or failed at their deadline.
  await db.execute(sql`
    insert into deals (id, property_id, proposer_id, campaign_type, asset_class, currency, target, minimum_ticket, projected_roi_bps,
      holding_period_months, lifecycle, listed_at, deadline, original_deadline, closed_at)
    select md5('d' || n)::uuid, 'bench-' || n, md5('p' || (n % ${PROPOSERS} + 1))::uuid, 'buy_n_hold',
      (array['Residential', 'Commercial', 'Industrial', 'Mixed-Use'])[n % 4 + 1], case when n % 2 = 0 then 'INR' else 'USD' end,
      1000000000000, 100, 800 + (n * 37) % 1200, 36,
      (case when n % 5 = 0 then 'live' when n % 5 = 1 then 'failed' else 'funded' end)::deal_lifecycle,
      listed, listed + interval '30 days', listed + interval '30 days',
      case when n % 5 = 0 then null when n % 5 = 1 then listed + interval '30 days' else listed + ((n % 25) + 1) * interval '1 day' end
    from (
      select n, case when n % 5 = 0 then ${at}::timestamptz - ((n % 29) + 1) * interval '1 day'
        else ${at}::timestamptz - ((n % 690) + 35) * interval '1 day' end as listed
      from generate_series(1, ${DEALS}) n
    ) as planned`);
  await db.execute(sql`
    insert into ledger_accounts (owner_id, purpose, currency, no_overdraft)
    values (null, 'bank', 'INR', false), (null, 'bank', 'USD', false), (null, 'platform_fees', 'INR', false), (null, 'platform_fees', 'USD', false)`);
  await db.execute(sql`
    create temporary table bench_commitments as
    select i, d.id as deal_id, md5('u' || ((i * 7919) % ${BACKERS} + 1))::uuid as backer_id,
      ((i * 104729) % 490 + 10)::bigint * 100000 as amount, d.currency,
      (case when d.lifecycle = 'live' then case when i % 20 = 0 then 'cancelled' else 'committed' end
        when d.lifecycle = 'funded' then 'funded' else 'refunded' end)::commitment_status as status,
      d.listed_at + ((i % 97) / 97.0) * (coalesce(d.closed_at, ${at}::timestamptz) - d.listed_at) as created_at, d.closed_at
    from generate_series(1::bigint, ${COUNT}) i
    join deals d on d.id = md5('d' || (i % ${DEALS} + 1))::uuid`);
  await db.execute(sql`
    insert into ledger_transfers (id, debit_account_id, credit_account_id, amount, currency, status, kind, reference, created_at, resolved_at)
    select md5('t' || c.i)::uuid, bank.id, fees.id, c.amount, c.currency,
      (case c.status when 'committed' then 'pending' when 'funded' then 'posted' else 'voided' end)::transfer_status,
      'commitment', md5('c' || c.i), c.created_at, c.closed_at
    from bench_commitments c
    join ledger_accounts bank on bank.purpose = 'bank' and bank.currency = c.currency
    join ledger_accounts fees on fees.purpose = 'platform_fees' and fees.currency = c.currency`);
  await db.execute(sql`
    insert into commitments (id, deal_id, backer_id, amount, currency, status, transfer_id, created_at, updated_at)
    select md5('c' || i)::uuid, deal_id, backer_id, amount, currency, status, md5('t' || i)::uuid, created_at,
      case when status = 'refunded' then closed_at when status = 'cancelled' then least(created_at + interval '1 hour', ${at}::timestamptz)
        when status = 'funded' then closed_at else created_at end
    from bench_commitments`);
  // The fee of each funded deal (PLATFORM_FEE_BPS 150), posted when it closed.
  await db.execute(sql`
    insert into ledger_transfers (debit_account_id, credit_account_id, amount, currency, status, kind, reference, created_at, resolved_at)
    select bank.id, fees.id, sum(c.amount) * 150 / 10000, c.currency, 'posted', 'fee', c.deal_id::text, c.closed_at, c.closed_at
    from bench_commitments c
    join ledger_accounts bank on bank.purpose = 'bank' and bank.currency = c.currency
    join ledger_accounts fees on fees.purpose = 'platform_fees' and fees.currency = c.currency
    where c.status = 'funded'
    group by c.deal_id, c.currency, c.closed_at, bank.id, fees.id`);
  await db.execute(sql`drop table bench_commitments`);
}

/** The running totals from one recomputation, as the migration starts a database that holds data. */
async function keepTotals(database: Database): Promise<number> {
  const db = database.db;
  const started = performance.now();
  const figures = await recomputeTotals(db);
  const recomputeMs = performance.now() - started;
  await db.delete(monthlyTotals);
  for (let start = 0; start < figures.length; start += 1000) {
    await db.insert(monthlyTotals).values(figures.slice(start, start + 1000).map((figure) => ({ ...figure, slot: 0 })));
  }
  const proposers = await recomputeProposerTotals(db);
  for (let start = 0; start < proposers.length; start += 1000) {
    await db.insert(proposerTotals).values(proposers.slice(start, start + 1000).map((figure) => ({ ...figure, slot: 0 })));
  }
  await db.execute(sql`
    insert into backer_activity (backer_id, active_commitments)
    select backer_id, count(*) filter (where status in ('committed', 'funded')) from commitments group by backer_id
    on conflict (backer_id) do update set active_commitments = excluded.active_commitments`);
  await db
    .insert(fundraisingGoals)
    .values({ target: 10_000_000_00n, dueOn: `${new Date().getUTCFullYear() + 1}-06-30` })
    .onConflictDoNothing();
  await seedExchangeRates(db);
  return recomputeMs;
}

/** Whose Stats are timed: the admin (the platform's), a backer with ~20 commitments, a proposer of 100 deals. */
const STATS_READERS = [
  { role: 'admin', email: 'bench-admin@example.com' },
  { role: 'backer', email: 'bench-backer-1@example.com' },
  { role: 'proposer', email: 'bench-proposer-1@example.com' },
] as const satisfies readonly { role: Role; email: string }[];

interface Result {
  commitments: number;
  generateSeconds: number;
  recomputeMs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** GET /api/dashboard/stats as each reader. */
  stats: Record<Role, Timing>;
  /** GET /api/auth/me, timed between the overview's requests. */
  baseline: { p50: number; p95: number };
  overview: Pick<Overview, 'total_properties' | 'total_investments' | 'active_backers' | 'average_roi'>;
}

async function measure(label: string, database: Database): Promise<Result> {
  console.log(`\n${label}: writing ${COUNT.toLocaleString('en-US')} commitments on ${DEALS.toLocaleString('en-US')} deals…`);
  let started = performance.now();
  await generate(database, new Date());
  const generateSeconds = (performance.now() - started) / 1000;
  console.log(`  written in ${seconds(started)}`);
  started = performance.now();
  const recomputeMs = await keepTotals(database);
  await database.db.execute(sql`analyze`);
  console.log(`  totals kept in ${seconds(started)} (a full recomputation, the scan the totals spare: ${Math.round(recomputeMs)} ms)`);
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
      payload: { user_type: 'backer', first_name: 'Bench', last_name: 'Reader', email: 'bench-reader@example.com', password: 'banyan-courtyard-19' },
    });
    if (registered.statusCode !== 201) throw new Error(`Registering answered ${registered.statusCode}: ${registered.body}`);
    const headers = { authorization: `Bearer ${registered.json().access_token as string}` };
    // The Stats readers sign in with the reader's password: an admin of their own, and a backer and a proposer of the history.
    await database.db.execute(sql`
      insert into users (email, password_hash, role, first_name, last_name)
      select 'bench-admin@example.com', password_hash, 'admin', 'Bench', 'Admin' from users where email = 'bench-reader@example.com'`);
    await database.db.execute(sql`
      update users set password_hash = (select password_hash from users where email = 'bench-reader@example.com')
      where email in ('bench-backer-1@example.com', 'bench-proposer-1@example.com')`);
    const readers = [];
    for (const reader of STATS_READERS) {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: reader.email, password: 'banyan-courtyard-19', role: reader.role },
      });
      if (login.statusCode !== 200) throw new Error(`Signing in as ${reader.email} answered ${login.statusCode}: ${login.body}`);
      readers.push({ role: reader.role, headers: { authorization: `Bearer ${login.json().access_token as string}` }, times: [] as number[] });
    }
    const times: number[] = [];
    const baseline: number[] = [];
    let overview: Overview | undefined;
    for (let iteration = -20; iteration < ITERATIONS; iteration += 1) {
      let t0 = performance.now();
      const response = await app.inject({ method: 'GET', url: '/api/dashboard/overview', headers });
      const ms = performance.now() - t0;
      if (response.statusCode !== 200) throw new Error(`The overview answered ${response.statusCode}: ${response.body}`);
      overview = response.json() as Overview;
      for (const reader of readers) {
        const t1 = performance.now();
        const stats = await app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: reader.headers });
        if (stats.statusCode !== 200) throw new Error(`The ${reader.role}'s stats answered ${stats.statusCode}: ${stats.body}`);
        if (iteration >= 0) reader.times.push(performance.now() - t1);
      }
      // Interleaved, the cheapest signed-in request (one indexed read): what the machine itself costs a request.
      t0 = performance.now();
      await app.inject({ method: 'GET', url: '/api/auth/me', headers });
      const baselineMs = performance.now() - t0;
      if (iteration >= 0) {
        times.push(ms);
        baseline.push(baselineMs);
      }
    }
    const result: Result = {
      commitments: COUNT,
      generateSeconds: round(generateSeconds),
      recomputeMs: Math.round(recomputeMs),
      ...timing(times),
      stats: Object.fromEntries(readers.map((reader) => [reader.role, timing(reader.times)])) as Record<Role, Timing>,
      baseline: median95(baseline),
      overview: {
        total_properties: overview!.total_properties,
        total_investments: overview!.total_investments,
        active_backers: overview!.active_backers,
        average_roi: overview!.average_roi,
      },
    };
    console.log(`  load average ${os.loadavg()[0]!.toFixed(1)}`);
    console.log(`  GET /api/dashboard/overview × ${ITERATIONS}: p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, max ${result.max} ms`);
    for (const [role, stats] of Object.entries(result.stats)) {
      console.log(
        `  GET /api/dashboard/stats as the ${role} × ${ITERATIONS}: p50 ${stats.p50} ms, p95 ${stats.p95} ms, p99 ${stats.p99} ms, max ${stats.max} ms`,
      );
    }
    console.log(`  GET /api/auth/me between them (the floor of a signed-in request): p50 ${result.baseline.p50} ms, p95 ${result.baseline.p95} ms`);
    console.log(
      `  figures: ${result.overview.total_properties.value} properties, $${(result.overview.total_investments.value / 100).toLocaleString('en-US')} invested, ` +
        `${result.overview.active_backers.value} active backers, ${result.overview.average_roi.value}% average ROI`,
    );
    return result;
  } finally {
    await app.close();
  }
}

/** Every endpoint timed whose p95 is over the budget. */
function missesOf(label: string, result: Result): string[] {
  const timings: [string, Timing][] = [
    ['overview', result],
    ...Object.entries(result.stats).map(([role, stats]): [string, Timing] => [`${role} stats`, stats]),
  ];
  return timings.filter(([, times]) => times.p95 >= P95_BUDGET_MS).map(([name, times]) => `${label} ${name}: p95 ${times.p95} ms (budget < ${P95_BUDGET_MS})`);
}

const report: Record<string, Result> = {};
const misses: string[] = [];
if (!process.argv.includes('--pglite') && (await postgresAnswers(POSTGRES_URL))) {
  report.postgres = await onFreshPostgres(POSTGRES_URL, 'bench_overview', (database) => measure('PostgreSQL', database));
  misses.push(...missesOf('PostgreSQL', report.postgres));
} else {
  if (!process.argv.includes('--pglite')) console.log(`PostgreSQL at ${POSTGRES_URL} does not answer: measuring on the embedded database.`);
  report.pglite = await onFreshPglite('bench-overview', (database) => measure('Embedded (PGlite)', database));
  misses.push(...missesOf('PGlite', report.pglite));
}

await writeReport('bench-overview.json', { machine: machine(), count: COUNT, iterations: ITERATIONS, ...report, misses });
console.log(misses.length ? `\nBudget misses:\n  ${misses.join('\n  ')}` : '\nWithin budget.');
process.exitCode = misses.length ? 1 : 0;
