/*
 * npm run bench:listing: the public listing on 100,000 generated properties, on the embedded
 * database (PGlite) and on PostgreSQL (a fresh database; skipped when no PostgreSQL answers).
 * For every filter (none, search, location, type, price bounds, bedrooms, bathrooms, all of them)
 * and every sort it times GET /api/properties through the whole app (app.inject: routing,
 * validation, SQL, serialisation; no network) and, interleaved with it, the same SQL sent bare to
 * the driver (the page query, then the count up to 1,001 when the page is full, as the repository does).
 * Budgets (domain.md): p95 under 30 ms on PostgreSQL; the API's median within 2x of the bare SQL's.
 * Prints a table and writes reports/bench-listing.json; exits 1 when a budget is missed.
 * Flags: --count=<properties> (default 100000), --iterations=<per case> (default 30).
 * BENCH_POSTGRES_URL (else DATABASE_URL, else the local server) names the PostgreSQL server.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { count, sql } from 'drizzle-orm';
import { PROPERTY_SORTS, type PropertySort } from '../../src/shared/contracts/property.ts';
import { propertyListQuerySchema } from '../../src/shared/contracts/properties.ts';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config/env.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { properties } from '../../src/server/db/schema/index.ts';
import { COUNT_CAP, LISTING_ORDER, listingFilter } from '../../src/server/modules/properties/properties.repository.ts';
import { freshPostgresDatabase } from '../../src/server/test/fresh-postgres.ts';
import { root } from '../lib/server.ts';
import { insertGeneratedProperties } from './generate-properties.ts';
import { median95, postgresAnswers, quantile, round } from './measure.ts';

const flag = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const COUNT = flag('count', 100_000);
const ITERATIONS = flag('iterations', 30);
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const P95_BUDGET_MS = 30;
const RATIO_BUDGET = 2;

const FILTERS: Record<string, Record<string, string>> = {
  none: {},
  search: { search: 'villa goa' },
  location: { location: 'bengaluru' },
  type: { type: 'cottage' },
  'min price': { min_price: String(5_00_00_000_00) },
  'max price': { max_price: String(50_00_000_00) },
  bedrooms: { bedrooms: '5' },
  bathrooms: { bathrooms: '4' },
  'all at once': {
    search: 'palm',
    location: 'mumbai',
    type: 'apartment',
    min_price: String(50_00_000_00),
    max_price: String(10_00_00_000_00),
    bedrooms: '2',
    bathrooms: '2',
  },
};
const PAGE_SIZE = 24;

interface CaseResult {
  filter: string;
  sort: PropertySort;
  total: number;
  api: { p50: number; p95: number };
  bare: { p50: number; p95: number };
  ratio: number;
}

/** The repository's two statements for one query, as text and parameters for the bare driver. */
function bareStatements(database: Database, query: Record<string, string>, sort: PropertySort) {
  const params = propertyListQuerySchema.parse({ ...query, sort, page_size: PAGE_SIZE });
  const where = listingFilter(params);
  const page = database.db
    .select({
      id: properties.id,
      title: properties.title,
      location: properties.location,
      type: properties.type,
      price: properties.price,
      currency: properties.currency,
      bedrooms: properties.bedrooms,
      bathrooms: properties.bathrooms,
      areaSqft: properties.areaSqft,
      images: properties.images,
      featured: properties.featured,
      isNew: properties.isNew,
      listedAt: properties.listedAt,
    })
    .from(properties)
    .where(where)
    .orderBy(...LISTING_ORDER[params.sort])
    .limit(PAGE_SIZE)
    .offset(0)
    .toSQL();
  const matches = database.db
    .select({ one: sql`1` })
    .from(properties)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('matches');
  const total = database.db.select({ total: count() }).from(matches).toSQL();
  return { page, total };
}

type BareClient = { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };

async function measure(label: string, database: Database): Promise<CaseResult[]> {
  console.log(`\n${label}: inserting ${COUNT.toLocaleString('en-US')} properties…`);
  const started = performance.now();
  await insertGeneratedProperties(database.db, COUNT);
  await database.db.execute(sql`analyze properties`);
  console.log(`  inserted and analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789' }),
    database,
    jwtSecret: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    encryptionKey: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    serveWeb: false,
    logger: false,
  });
  const bare = (database.db as unknown as { $client: BareClient }).$client;
  const results: CaseResult[] = [];
  try {
    // The app's first requests run cold (JIT, prepared plans): one pass over every case first.
    for (const query of Object.values(FILTERS)) {
      for (const sort of PROPERTY_SORTS) {
        for (let warm = 0; warm < 5; warm += 1) await app.inject({ method: 'GET', url: `/api/properties?${new URLSearchParams({ ...query, sort })}` });
      }
    }
    for (const [filter, query] of Object.entries(FILTERS)) {
      for (const sort of PROPERTY_SORTS) {
        const url = `/api/properties?${new URLSearchParams({ ...query, sort, page_size: String(PAGE_SIZE) })}`;
        const statements = bareStatements(database, query, sort);
        const api: number[] = [];
        const bareTimes: number[] = [];
        let total = 0;
        for (let iteration = -3; iteration < ITERATIONS; iteration += 1) {
          let t0 = performance.now();
          const response = await app.inject({ method: 'GET', url });
          const apiMs = performance.now() - t0;
          if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
          total = (response.json() as { total: number }).total;
          t0 = performance.now();
          const page = await bare.query(statements.page.sql, statements.page.params);
          if (page.rows.length === PAGE_SIZE) await bare.query(statements.total.sql, statements.total.params);
          const bareMs = performance.now() - t0;
          if (iteration >= 0) {
            api.push(apiMs);
            bareTimes.push(bareMs);
          }
        }
        const result: CaseResult = {
          filter,
          sort,
          total,
          api: median95(api),
          bare: median95(bareTimes),
          ratio: round(quantile(api, 0.5) / quantile(bareTimes, 0.5)),
        };
        results.push(result);
        console.log(
          `  ${filter.padEnd(12)} ${sort.padEnd(10)} ${String(total).padStart(6)} matches  API p50 ${result.api.p50.toFixed(2).padStart(6)} p95 ${result.api.p95.toFixed(2).padStart(6)} ms   bare p50 ${result.bare.p50.toFixed(2).padStart(6)} p95 ${result.bare.p95.toFixed(2).padStart(6)} ms   ratio ${result.ratio.toFixed(2)}`,
        );
      }
    }
  } finally {
    await app.close();
  }
  return results;
}

const report: Record<string, CaseResult[]> = {};
const misses: string[] = [];

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sharestead-bench-listing-'));
const embedded = await openDatabase({ dataDir });
try {
  report.pglite = await measure('Embedded (PGlite)', embedded);
} finally {
  await embedded.close();
  await rm(dataDir, { recursive: true, force: true });
}

if (await postgresAnswers(POSTGRES_URL)) {
  const fresh = await freshPostgresDatabase(POSTGRES_URL, 'bench_listing');
  const database = await openDatabase({ databaseUrl: fresh.url });
  try {
    report.postgres = await measure('PostgreSQL', database);
  } finally {
    await database.close();
    await fresh.drop();
  }
  for (const result of report.postgres) {
    if (result.api.p95 >= P95_BUDGET_MS) misses.push(`PostgreSQL ${result.filter}/${result.sort}: p95 ${result.api.p95} ms (budget < ${P95_BUDGET_MS})`);
  }
} else {
  console.log(`\nPostgreSQL at ${POSTGRES_URL} does not answer: measured on the embedded database only.`);
}
for (const [backend, results] of Object.entries(report)) {
  for (const result of results) {
    if (result.ratio > RATIO_BUDGET) misses.push(`${backend} ${result.filter}/${result.sort}: API ${result.ratio}x the bare SQL (budget ${RATIO_BUDGET}x)`);
  }
}

await mkdir(path.join(root, 'reports'), { recursive: true });
await writeFile(path.join(root, 'reports', 'bench-listing.json'), JSON.stringify({ count: COUNT, iterations: ITERATIONS, ...report, misses }, null, 2));
console.log(misses.length ? `\nBudget misses:\n  ${misses.join('\n  ')}` : '\nEvery case is within budget.');
process.exitCode = misses.length ? 1 : 0;
