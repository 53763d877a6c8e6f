/*
 * npm run bench:track-record: the pages of sponsor accountability on PostgreSQL (issue 21: "a
 * proposer with 100 deals and 2,000 reports, and a deal page with 500 questions: server time p95
 * under 50 ms"). On a fresh PostgreSQL database it writes, straight into the tables: the proposer
 * measured with 100 deals that went live (80 funded six years ago, each with a projection of 32
 * quarters, a paid distribution and a report for each of its 25 quarters since: 2,000 of each, and
 * a fee hold; 10 live; 10 failed), 500 questions on the deal measured and 50 on each other funded
 * deal, and beside them 20 other proposers with 40 funded deals each, their distributions and
 * reports, so the indexes have to pick the proposer's rows out of 20,000 of each. It times, through
 * the whole app (app.inject: routing, SQL, serialisation; no network) and as a visitor,
 * GET /api/proposers/:id, GET /api/deals/:id/performance and GET /api/deals/:id/questions, with
 * GET /api/health interleaved (one statement: the floor of a public request at the same moment).
 * Prints the figures and writes reports/bench-track-record.json; exits 1 when a p95 misses the budget.
 * Flags: --iterations=<requests> (default 300), --keep (leave the database, to look at its plans).
 * BENCH_POSTGRES_URL (else DATABASE_URL, else the local server) names the PostgreSQL server.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { nextQuarter, previousQuarter, quarterOf, quarterRange } from '../../src/shared/periods.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config/env.ts';
import { pgArray } from '../../src/server/db/arrays.ts';
import type { Database } from '../../src/server/db/client.ts';
import { machine, writeReport } from '../lib/server.ts';
import { median95, onFreshPostgres, postgresAnswers, timing, timingLine, type Timing } from './measure.ts';

const flag = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const ITERATIONS = flag('iterations', 300);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const P95_BUDGET_MS = 50;
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
const FUNDED = 80;
const LIVE = 10;
const FAILED = 10;
const QUARTERS_SINCE_FUNDING = 25;
const PROJECTED_QUARTERS = 32;
const DEAL_QUESTIONS = 500;
const OTHER_QUESTIONS_EACH = 50;
const OTHER_PROPOSERS = 20;
const OTHER_DEALS_EACH = 40;
const ASKERS = 300;
const DAY = 86_400_000;

/** The proposer measured is number 0; its first deal is the deal measured. */
const proposerId = (n: number) => `00000000-0000-4000-8000-${String(n + 1).padStart(12, '0')}`;
const dealId = (proposer: number, n: number) => `00000000-0000-4000-9${String(proposer).padStart(3, '0')}-${String(n + 1).padStart(12, '0')}`;
const PROPOSER = proposerId(0);
const DEAL = dealId(0, 0);

interface PlannedDeal {
  id: string;
  proposer: string;
  lifecycle: 'live' | 'funded' | 'failed';
}

async function generate(database: Database, now: Date): Promise<{ distributions: number; reports: number; questions: number }> {
  const db = database.db;
  const at = now.toISOString();
  const lastEnded = previousQuarter(quarterOf(now));
  const ended: string[] = [lastEnded];
  while (ended.length < QUARTERS_SINCE_FUNDING) ended.unshift(previousQuarter(ended[0]!));
  const projected = [...ended];
  while (projected.length < PROJECTED_QUARTERS) projected.push(nextQuarter(projected.at(-1)!));
  const fundedAt = new Date(quarterRange(ended[0]!).start.getTime() + 20 * DAY);
  const projection = JSON.stringify(projected.map((quarter) => ({ quarter, amount: '1500000' })));

  const deals: PlannedDeal[] = [];
  for (let n = 0; n < FUNDED + LIVE + FAILED; n++) {
    deals.push({ id: dealId(0, n), proposer: PROPOSER, lifecycle: n < FUNDED ? 'funded' : n < FUNDED + LIVE ? 'live' : 'failed' });
  }
  for (let p = 1; p <= OTHER_PROPOSERS; p++) {
    for (let n = 0; n < OTHER_DEALS_EACH; n++) deals.push({ id: dealId(p, n), proposer: proposerId(p), lifecycle: 'funded' });
  }
  const funded = deals.filter((deal) => deal.lifecycle === 'funded');

  await db.execute(sql`
    insert into users (id, email, password_hash, role, first_name, last_name, company_name, created_at)
    select p, 'bench-proposer-' || n || '@example.com', '!', 'proposer', 'Proposer', 'No. ' || n, 'Bench Estates ' || n, ${at}::timestamptz - interval '2500 days'
    from unnest(${pgArray(Array.from({ length: OTHER_PROPOSERS + 1 }, (_, n) => proposerId(n)))}::uuid[]) with ordinality as v(p, n)`);
  await db.execute(sql`
    insert into users (id, email, password_hash, role, first_name, last_name)
    select md5('asker' || n)::uuid, 'bench-asker-' || n || '@example.com', '!', 'backer', 'Asker' || n, 'Backer' from generate_series(1, ${ASKERS}) n`);
  await db.execute(sql`
    insert into properties (id, title, description, type, location, price, currency, area_sqft, bedrooms, bathrooms, year_built, location_description, agent, listed_at)
    select 'bench-' || d, 'Bench property', 'A generated property.', 'Apartment', 'Pune', 10000000000, 'INR',
      1000, 2, 2, 2015, 'Generated.', '{"name":"A","email":"a@example.com","phone":"1","company":"C","photo":null}'::jsonb, ${fundedAt}::timestamptz - interval '30 days'
    from unnest(${pgArray(deals.map((deal) => deal.id))}::text[]) d`);
  await db.execute(sql`
    insert into deals (id, property_id, proposer_id, campaign_type, asset_class, currency, target, minimum_ticket, projected_roi_bps,
      holding_period_months, projection, lifecycle, raised, listed_at, deadline, original_deadline, closed_at, reporting_health)
    select d, 'bench-' || d, p, 'buy_n_hold', 'Residential', 'INR', 100000000, 100000, 1200, 96, ${projection}::jsonb, l::deal_lifecycle,
      case when l = 'funded' then 100000000 else 0 end,
      ${fundedAt}::timestamptz - interval '30 days',
      case when l = 'live' then ${at}::timestamptz + interval '20 days' else ${fundedAt}::timestamptz end,
      case when l = 'live' then ${at}::timestamptz + interval '20 days' else ${fundedAt}::timestamptz end,
      case when l = 'live' then null else ${fundedAt}::timestamptz end,
      case when l = 'funded' then (case when i % 9 = 0 then 'late' else 'on_time' end)::reporting_health end
    from unnest(${pgArray(deals.map((deal) => deal.id))}::uuid[], ${pgArray(deals.map((deal) => deal.proposer))}::uuid[],
      ${pgArray(deals.map((deal) => deal.lifecycle))}::text[]) with ordinality as v(d, p, l, i)`);
  // Every funded deal: a paid distribution and an accepted report for each quarter since funding (the last few sometimes short or still submitted).
  await db.execute(sql`
    insert into distributions (deal_id, period, status, currency, lines, distributable, management_fee, split_interest, split_dividend, split_rent,
      split_return_of_capital, split_capital_gain, reference, author_id, submitted_at, funded_at, approved_at, paid_at, created_at, updated_at)
    select d.id, q, 'paid', 'INR', jsonb_build_array(jsonb_build_object('kind', 'gross_rent', 'label', 'Rent', 'amount', a::text, 'evidenceUrl', null)),
      a, 25000, 0, a, 0, 0, 0, 'DST-' || upper(substr(md5(d.id::text || q), 1, 10)), d.proposer_id, t, t, t, t, t, t
    from deals d
      cross join unnest(${pgArray(ended)}::text[]) with ordinality as e(q, k)
      cross join lateral (select 1400000 + (k * 7919 % 200000) as a, ${at}::timestamptz - (${QUARTERS_SINCE_FUNDING} - k) * interval '91 days' as t) as x
    where d.lifecycle = 'funded'`);
  await db.execute(sql`
    insert into reports (deal_id, quarter, status, narrative, occupancy_bps, rent_collected, expenses, capex, reserve_balance, author_id,
      submitted_at, accepted_at, created_at, updated_at)
    select d.id, q, (case when k < ${QUARTERS_SINCE_FUNDING - 1} or d.reporting_health = 'on_time' then 'accepted' else 'submitted' end)::report_status,
      'Fully let; rent collected on time; the lift was serviced.', 9500, 1800000, 200000, 0, 500000, d.proposer_id,
      t, case when k < ${QUARTERS_SINCE_FUNDING - 1} or d.reporting_health = 'on_time' then t end, t, t
    from deals d
      cross join unnest(${pgArray(ended)}::text[]) with ordinality as e(q, k)
      cross join lateral (select ${at}::timestamptz - (${QUARTERS_SINCE_FUNDING} - k) * interval '91 days' + interval '30 days' as t) as x
    where d.lifecycle = 'funded'`);
  // The deal measured holds two quarters' management fees for reporting.
  await db.execute(sql`
    insert into ledger_accounts (owner_id, purpose, currency, no_overdraft, credits_posted)
    values (${DEAL}::uuid, 'fee_hold', 'INR', true, 50000)`);
  await db.execute(sql`
    insert into questions (deal_id, asked_by, body, asked_at, answer_body, answered_by, answered_as, answered_at)
    select deal_id, md5('asker' || (i % ${ASKERS} + 1))::uuid, left(repeat('How is the rent collected, and who pays the repairs? ', 1 + i % 8), 2000), asked_at,
      case when i % 3 <> 0 then 'The tenant pays by bank transfer on the first of each month.' end,
      case when i % 3 <> 0 then proposer_id end,
      (case when i % 3 <> 0 then 'sponsor' end)::question_answerer,
      case when i % 3 <> 0 then asked_at + (1 + i % 90) * interval '1 hour' end
    from (
      select i, d.id as deal_id, d.proposer_id, ${at}::timestamptz - interval '720 days' + (i * 7919 % 1036800) * interval '1 minute' as asked_at
      from deals d cross join lateral generate_series(1, case when d.id = ${DEAL}::uuid then ${DEAL_QUESTIONS}::int else ${OTHER_QUESTIONS_EACH}::int end) i
      where d.lifecycle = 'funded'
    ) as planned`);
  await db.execute(sql`analyze`);
  return {
    distributions: funded.length * QUARTERS_SINCE_FUNDING,
    reports: funded.length * QUARTERS_SINCE_FUNDING,
    questions: DEAL_QUESTIONS + (funded.length - 1) * OTHER_QUESTIONS_EACH,
  };
}

interface Result {
  trackRecord: Timing;
  performance: Timing;
  questions: Timing;
  /** GET /api/health, interleaved. */
  floor: { p50: number; p95: number };
}

const READS = [
  { name: 'trackRecord', url: `/api/proposers/${PROPOSER}` },
  { name: 'performance', url: `/api/deals/${DEAL}/performance` },
  { name: 'questions', url: `/api/deals/${DEAL}/questions` },
] as const;

async function measure(database: Database): Promise<Result> {
  console.log(`PostgreSQL: writing ${FUNDED + LIVE + FAILED} deals of the proposer measured and ${OTHER_PROPOSERS * OTHER_DEALS_EACH} of others…`);
  const started = performance.now();
  const written = await generate(database, new Date());
  console.log(
    `  written in ${((performance.now() - started) / 1000).toFixed(1)} s: ${written.distributions.toLocaleString('en-US')} paid distributions, ` +
      `${written.reports.toLocaleString('en-US')} reports, ${written.questions.toLocaleString('en-US')} questions in all`,
  );
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: SECRET }),
    database,
    jwtSecret: SECRET,
    encryptionKey: SECRET,
    serveWeb: false,
    logger: false,
  });
  try {
    const times: Record<(typeof READS)[number]['name'], number[]> = { trackRecord: [], performance: [], questions: [] };
    const floor: number[] = [];
    const answers: Record<string, unknown> = {};
    for (let iteration = -20; iteration < ITERATIONS; iteration += 1) {
      for (const read of READS) {
        const t0 = performance.now();
        const response = await app.inject({ method: 'GET', url: read.url });
        const ms = performance.now() - t0;
        if (response.statusCode !== 200) throw new Error(`GET ${read.url} answered ${response.statusCode}: ${response.body}`);
        answers[read.name] = response.json();
        if (iteration >= 0) times[read.name].push(ms);
      }
      const t0 = performance.now();
      await app.inject({ method: 'GET', url: '/api/health' });
      if (iteration >= 0) floor.push(performance.now() - t0);
    }
    // What was timed is the whole history: the proposer's 100 deals, the deal's 32 quarters, its 500 questions.
    const record = answers.trackRecord as { deals: { total: number }; paid: { amount: number }[] };
    const figures = answers.performance as { quarters: unknown[]; fees_held: number };
    const questions = answers.questions as { items: unknown[] };
    if (record.deals.total !== FUNDED + LIVE + FAILED) throw new Error(`The track record counts ${record.deals.total} deals.`);
    if (figures.quarters.length !== PROJECTED_QUARTERS + 1 && figures.quarters.length !== PROJECTED_QUARTERS) {
      throw new Error(`The performance has ${figures.quarters.length} quarters.`);
    }
    if (questions.items.length !== DEAL_QUESTIONS) throw new Error(`The deal lists ${questions.items.length} questions.`);
    const result: Result = {
      trackRecord: timing(times.trackRecord),
      performance: timing(times.performance),
      questions: timing(times.questions),
      floor: median95(floor),
    };
    console.log(`  load average ${os.loadavg()[0]!.toFixed(1)}`);
    console.log(timingLine(`GET /api/proposers/:id (${record.deals.total} deals)`, ITERATIONS, result.trackRecord));
    console.log(timingLine(`GET /api/deals/:id/performance (${figures.quarters.length} quarters)`, ITERATIONS, result.performance));
    console.log(timingLine(`GET /api/deals/:id/questions (${questions.items.length} questions)`, ITERATIONS, result.questions));
    console.log(`  GET /api/health between them (the floor of a public request): p50 ${result.floor.p50} ms, p95 ${result.floor.p95} ms`);
    return result;
  } finally {
    await app.close();
  }
}

if (!(await postgresAnswers(POSTGRES_URL))) {
  console.error(`PostgreSQL at ${POSTGRES_URL} does not answer: the budget is PostgreSQL's (set BENCH_POSTGRES_URL).`);
  process.exit(1);
}
const result = await onFreshPostgres(POSTGRES_URL, 'bench_track_record', measure);
const misses = READS.filter((read) => result[read.name].p95 >= P95_BUDGET_MS).map(
  (read) => `GET ${read.url}: p95 ${result[read.name].p95} ms (budget < ${P95_BUDGET_MS})`,
);
await writeReport('bench-track-record.json', { machine: machine(), iterations: ITERATIONS, ...result, misses });
console.log(misses.length ? `\nBudget misses:\n  ${misses.join('\n  ')}` : '\nWithin budget.');
process.exitCode = misses.length ? 1 : 0;
