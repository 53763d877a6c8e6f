/*
 * npm run bench: one run that measures, on this machine and in this order,
 *   argon2id hashes a second the machine makes (the parameters of src/server/modules/auth/password.ts),
 *   the ceiling (a bare Fastify app with one route), the same bare app with the product's security
 *   headers (a reference: what the mandatory headers cost by themselves), GET /api/health, the home
 *   page HTML, a static JS asset, the ceiling again, one path of each kind the app serves (home, public
 *   pages, a property page, a dashboard page, an unknown path, a public file) in interleaved rounds,
 *   the entry JS chunk, POST /api/auth/login (the demo
 *   backer), POST /api/auth/register (a new email each request), login again with the server on
 *   PostgreSQL (a fresh database; skipped when no PostgreSQL answers), and argon2id hashes a second again.
 * All servers are started first and sit idle while another is measured. Read routes are compared with
 * the mean of the two ceiling measurements taken just before and just after them, login with the
 * mean of the two argon2 measurements, so that load that changes during the run skews neither way.
 * Page paths are compared with the home page: every round measures each of them for a short slice
 * (the order reversed every other round), and each path's ratio is the median of its per-round
 * ratios to `/`; every page path must reach 0.9 of `/`.
 * It prints req/s, p50, p99 and errors per route and the ratios, and writes reports/bench.json.
 * Each route gets 3 s of unrecorded warm-up first. Requests carry no Accept-Encoding (autocannon's
 * default), so pages and assets go out uncompressed: autocannon decodes every body into a string,
 * which for brotli or gzip bytes costs the client more than the server's whole answer, so it cannot
 * measure compressed answers fairly.
 * Flags: --no-build (use the existing dist/), --duration=<seconds per route> (default 10).
 * BENCH_POSTGRES_URL (else DATABASE_URL, else the local server) names the PostgreSQL server.
 */
import { execSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { hashPassword } from '../../src/server/modules/auth/password.ts';
import { freshPostgresDatabase, seedDemoAccountsAt } from '../../src/server/test/fresh-postgres.ts';
import { machine, root, startServer, table, writeReport } from '../lib/server.ts';
import { jsChunksBySize, PAGE_PATHS, startBenchServers } from './servers.ts';

const args = process.argv.slice(2);
const duration = Number(args.find((arg) => arg.startsWith('--duration='))?.split('=')[1] ?? 10);
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 3;
const BUDGET = { readRatio: 0.8, loginRatio: 0.9, pageRatio: 0.9 };
// The page paths share the duration of one route between them: 5 rounds of 2 s each by default.
const PAGE_ROUNDS = 5;
const pageSlice = Math.max(1, Math.round(duration / PAGE_ROUNDS));
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
// Every request of the bench comes from one address, so the auth limits are raised.
const AUTH_LIMITS_RAISED = {
  AUTH_REQUESTS_PER_MINUTE: '100000000',
  LOGIN_PAIR_MAX_FAILURES: '100000000',
  LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR: '100000000',
};
const LOGIN = 'POST /api/auth/login';
const LOGIN_ON_POSTGRES = `${LOGIN} (on PostgreSQL)`;

function loginRequest(serverUrl: string): autocannon.Options {
  return {
    url: `${serverUrl}/api/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'backer@sharestead.test', password: 'Backer123!', role: 'backer' }),
  };
}

interface RouteResult {
  name: string;
  kind: 'ceiling' | 'reference' | 'read' | 'info' | 'auth' | 'page';
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  ratio?: number;
  ratioTo?: string;
  /** Page paths: the lowest and highest per-round ratio to `/`. */
  ratioRange?: [number, number];
  budgeted?: boolean;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Every page path against the home page, on the same server and in the same rounds: a slice of
 * each per round, the order reversed every other round so that load drifting during a round
 * favours no path. Each path's ratio is the median of its per-round ratios to `/`.
 */
async function measurePagePaths(serverUrl: string): Promise<RouteResult[]> {
  const home = PAGE_PATHS.findIndex((page) => page.path === '/');
  for (const page of PAGE_PATHS) await autocannon({ connections: CONNECTIONS, duration: WARM_UP_SECONDS, url: serverUrl + page.path });
  const samples = PAGE_PATHS.map(() => [] as autocannon.Result[]);
  for (let round = 0; round < PAGE_ROUNDS; round++) {
    const order = PAGE_PATHS.map((_, index) => index);
    if (round % 2 === 1) order.reverse();
    for (const index of order) {
      samples[index]!.push(await autocannon({ connections: CONNECTIONS, duration: pageSlice, url: serverUrl + PAGE_PATHS[index]!.path }));
    }
    process.stdout.write(`  page paths: round ${round + 1}/${PAGE_ROUNDS}, load average ${os.loadavg()[0]!.toFixed(1)}\n`);
  }
  const perSecond = (result: autocannon.Result) => result.requests.total / pageSlice;
  return PAGE_PATHS.map((page, index) => {
    const results = samples[index]!;
    const ratios = results.map((result, round) => perSecond(result) / perSecond(samples[home]![round]!));
    const row: RouteResult = {
      name: `GET ${page.path} (${page.kind})`,
      kind: 'page',
      requestsPerSecond: Math.round(results.reduce((sum, result) => sum + perSecond(result), 0) / results.length),
      p50Ms: median(results.map((result) => result.latency.p50)),
      p99Ms: Math.max(...results.map((result) => result.latency.p99)),
      requests: results.reduce((sum, result) => sum + result.requests.total, 0),
      errors: results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0),
      ratio: median(ratios),
      ratioTo: 'GET /, same rounds',
      ratioRange: [Math.min(...ratios), Math.max(...ratios)],
      budgeted: page.budgeted,
    };
    console.log(
      `  ${row.name} … ${row.requestsPerSecond} req/s, ${row.ratio!.toFixed(2)} of / (rounds ${row.ratioRange![0].toFixed(2)}-${row.ratioRange![1].toFixed(2)}), ${row.errors} errors`,
    );
    return row;
  });
}

async function measure(name: string, kind: RouteResult['kind'], options: autocannon.Options): Promise<RouteResult> {
  process.stdout.write(`  ${name} … `);
  // A fresh process answers its first thousands of requests slowly (JIT, lazy set-up); warm up unrecorded.
  await autocannon({ connections: CONNECTIONS, duration: WARM_UP_SECONDS, ...options });
  const result = await autocannon({ connections: CONNECTIONS, duration, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  const row: RouteResult = {
    name,
    kind,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors,
  };
  console.log(`${row.requestsPerSecond} req/s, ${errors} errors`);
  return row;
}

/** Hashes a second with every core busy (the server hashes on libuv's thread pool, so does this). */
async function argon2Bound(seconds: number): Promise<number> {
  await hashPassword('warm-up-password');
  const workers = os.availableParallelism();
  let count = 0;
  const end = Date.now() + seconds * 1000;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (Date.now() < end) {
        await hashPassword(`password-${count}`);
        count++;
      }
    }),
  );
  return count / ((Date.now() - started) / 1000);
}

/**
 * Login once more with the production server on PostgreSQL, where the query runs in the database's
 * own process instead of on the server's main thread (the embedded database runs in-process).
 * Undefined, with a note, when no PostgreSQL answers.
 */
async function measureLoginOnPostgres(): Promise<RouteResult | undefined> {
  let database;
  try {
    database = await freshPostgresDatabase(POSTGRES_URL, 'sharestead_bench');
  } catch (error) {
    console.log(`  ${LOGIN_ON_POSTGRES} … skipped: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  try {
    const app = await startServer({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', DATABASE_URL: database.url, ...AUTH_LIMITS_RAISED });
    try {
      // The server creates the demo backer on the embedded database only.
      await seedDemoAccountsAt(database.url);
      return await measure(LOGIN_ON_POSTGRES, 'auth', loginRequest(app.url));
    } finally {
      await app.stop();
    }
  } finally {
    await database.drop();
  }
}

function ratioCell(row: RouteResult): string {
  if (row.ratio === undefined) return '';
  const range = row.ratioRange ? ` (rounds ${row.ratioRange[0].toFixed(2)}-${row.ratioRange[1].toFixed(2)})` : '';
  return `${row.ratio.toFixed(2)} of ${row.ratioTo}${range}${row.budgeted === false ? ', no budget' : ''}`;
}

async function main() {
  if (!args.includes('--no-build')) {
    console.log('Building (npm run build) …');
    execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sharestead-bench-'));
  const results: RouteResult[] = [];
  let hashesPerSecond: number;
  const bounds: number[] = [];
  const ceilings: number[] = [];
  try {
    console.log(`Measuring, ${duration} s per route, ${CONNECTIONS} connections:`);
    // The bound is measured before and after the server's routes; the mean is what login is compared
    // with, so that a machine whose load changes during the run does not skew the ratio one way.
    process.stdout.write('  argon2id hashes a second (before) … ');
    const boundBefore = await argon2Bound(Math.min(duration, 5));
    console.log(boundBefore.toFixed(1));
    bounds.push(boundBefore);

    // The production build as `npm start` runs it: default log level, the embedded database.
    const { bare, bareHeaders, app: server, stopAll } = await startBenchServers({ DATA_DIR: dataDir, ...AUTH_LIMITS_RAISED });
    try {
      // The smallest JS chunk measures what serving a file costs; the entry chunk (~300 KB) measures
      // bytes on the loopback, so it is reported without a ratio.
      const chunks = await jsChunksBySize();
      const asset = chunks[0]!.file;
      const entry = chunks.find((chunk) => chunk.file.startsWith('index-'))?.file;
      if (!entry) throw new Error('No entry chunk (index-*.js) in dist/web/assets to measure.');

      const before = await measure('bare Fastify (ceiling, before)', 'ceiling', { url: `${bare.url}/api/health` });
      results.push(before);
      results.push(await measure('bare Fastify + security headers', 'reference', { url: `${bareHeaders.url}/api/health` }));
      results.push(await measure('GET /api/health', 'read', { url: `${server.url}/api/health` }));
      results.push(await measure('GET / (home page HTML)', 'read', { url: `${server.url}/` }));
      results.push(await measure(`GET /assets/${asset} (smallest JS)`, 'read', { url: `${server.url}/assets/${asset}` }));
      const after = await measure('bare Fastify (ceiling, after)', 'ceiling', { url: `${bare.url}/api/health` });
      results.push(after);
      ceilings.push(before.requestsPerSecond, after.requestsPerSecond);
      await Promise.all([bare.stop(), bareHeaders.stop()]);

      results.push(...(await measurePagePaths(server.url)));

      results.push(await measure(`GET /assets/${entry} (entry JS)`, 'info', { url: `${server.url}/assets/${entry}` }));
      results.push(await measure(LOGIN, 'auth', loginRequest(server.url)));
      let n = 0;
      const run = `${Date.now().toString(36)}`;
      results.push(
        await measure('POST /api/auth/register', 'auth', {
          url: `${server.url}/api/auth/register`,
          requests: [
            {
              method: 'POST',
              path: '/api/auth/register',
              headers: { 'content-type': 'application/json' },
              setupRequest: (request) => ({
                ...request,
                body: JSON.stringify({
                  user_type: 'backer',
                  first_name: 'Bench',
                  last_name: 'User',
                  email: `bench-${run}-${n++}@example.com`,
                  password: 'terracotta-balcony-42',
                }),
              }),
            },
          ],
        }),
      );
    } finally {
      await stopAll();
    }
    const onPostgres = await measureLoginOnPostgres();
    if (onPostgres) results.push(onPostgres);

    process.stdout.write('  argon2id hashes a second (after) … ');
    const boundAfter = await argon2Bound(Math.min(duration, 5));
    console.log(boundAfter.toFixed(1));
    bounds.push(boundAfter);
    hashesPerSecond = (boundBefore + boundAfter) / 2;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }

  const ceiling = (ceilings[0]! + ceilings[1]!) / 2;
  for (const row of results) {
    if (row.kind === 'read' || row.kind === 'reference') Object.assign(row, { ratio: row.requestsPerSecond / ceiling, ratioTo: 'ceiling' });
    if (row.name === LOGIN || row.name === LOGIN_ON_POSTGRES) Object.assign(row, { ratio: row.requestsPerSecond / hashesPerSecond, ratioTo: 'argon2 bound' });
  }
  const failures: string[] = [];
  for (const row of results) {
    if (row.errors > 0) failures.push(`${row.name}: ${row.errors} errors`);
    if (row.kind === 'read' && row.ratio! < BUDGET.readRatio)
      failures.push(`${row.name}: ${row.ratio!.toFixed(2)} of the ceiling (budget ${BUDGET.readRatio})`);
    if (row.kind === 'page' && row.budgeted && row.ratio! < BUDGET.pageRatio)
      failures.push(`${row.name}: ${row.ratio!.toFixed(2)} of / (budget ${BUDGET.pageRatio})`);
    if (row.ratioTo === 'argon2 bound' && row.ratio! < BUDGET.loginRatio)
      failures.push(`${row.name}: ${row.ratio!.toFixed(2)} of the argon2 bound (budget ${BUDGET.loginRatio})`);
  }

  console.log(
    '\n' +
      table(
        ['route', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ratio'],
        [
          ...results.map((row) => [row.name, row.requestsPerSecond, row.p50Ms, row.p99Ms, row.errors, ratioCell(row)]),
          ['bare Fastify (ceiling, mean)', Math.round(ceiling), '', '', '', ''],
          ['argon2id hashes/s (bound)', hashesPerSecond.toFixed(1), '', '', '', ''],
        ],
      ),
  );
  const report = {
    machine: machine(),
    durationSeconds: duration,
    connections: CONNECTIONS,
    budget: BUDGET,
    ceiling,
    ceilingSamples: ceilings,
    argon2HashesPerSecond: hashesPerSecond,
    argon2Samples: bounds,
    routes: results,
    budgetMisses: failures,
  };
  console.log(`\nWritten to ${path.relative(root, await writeReport('bench.json', report))}`);
  if (failures.length) {
    console.log(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  } else console.log('\nAll routes within budget.');
}

await main();
