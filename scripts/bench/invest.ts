/*
 * npm run bench:invest: commitments per second on one hot deal, through the built server on
 * PostgreSQL, against pgbench running the deal's conditional `update` alone on the same row in the
 * same run (domain.md, "No overselling"; budget: the app at least half of pgbench). Then the
 * Overview's p95 with 1,000,000 commitments (scripts/bench/overview.ts).
 *
 * Each commitment is the whole route: token check, KYC, the amount rules, the conditional update,
 * the hold wallet → escrow, the commitment row, the proposer's notification, the running totals
 * and the Idempotency-Key, in one transaction. pgbench runs with as many clients as the server
 * has connections in its pool (10), so both meet the row lock with the same concurrency.
 * Rounds alternate (server, pgbench, server spread over many deals) so a slow moment of the
 * machine hits all of them. The spread rounds send the same commitments to many deals, where no
 * row is shared and few commitments to one deal arrive together: the batches (KeyedBatches) stay
 * small, so one deal / spread shows what gathering a busy deal's commitments gains. Last in each round,
 * the cheapest signed-in request (GET /api/auth/me) at the same concurrency: the ceiling of any
 * request through this server on this machine, to read the ratio against.
 * Needs `npm run build` and a PostgreSQL server (BENCH_POSTGRES_URL, else DATABASE_URL, else the
 * local one) with pgbench on the PATH. Writes reports/bench-invest.json; exits 1 below budget.
 * Flags: --seconds=<per round> (default 10), --rounds=<n> (default 2), --connections=<HTTP> (default 32),
 * --backers=<n> (default 40), --deals=<n> for the spread rounds (default 20).
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase } from '../../src/server/db/client.ts';
import { deals } from '../../src/server/db/schema/index.ts';
import { insertTestProperty } from '../../src/server/test/factories.ts';
import { freshPostgresDatabase, seedDemoAccountsAt } from '../../src/server/test/fresh-postgres.ts';
import { machine, startServer, table, writeReport } from '../lib/server.ts';

const flag = (name: string, fallback: number) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = flag('seconds', 10);
const ROUNDS = flag('rounds', 2);
const CONNECTIONS = flag('connections', 32);
const BACKERS = flag('backers', 40);
const SPREAD = flag('deals', 20);
/** The server's pool (src/server/db/client.ts): the most transactions it runs at once. */
const POOL = 10;
const BUDGET = 0.5;
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
const ADMIN = { email: 'admin@sharestead.test', password: 'Admin123!', role: 'admin' };
const PASSWORD = 'banyan-courtyard-19';
/** ₹100 a commitment, on a deal with room for a hundred thousand crore: the target never stops the run. */
const AMOUNT = 100_00;
const run = promisify(execFile);

async function call(base: string, method: string, url: string, token: string | undefined, body?: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(base + url, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const subjectOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

/** People as the app makes them: registered, KYC verified by the admin, a confirmed deposit in the wallet. */
async function register(base: string, role: 'backer' | 'proposer', n: number): Promise<string> {
  const answer = await call(base, 'POST', '/api/auth/register', undefined, {
    user_type: role,
    first_name: 'Bench',
    last_name: `${role} ${n}`,
    email: `bench-${role}-${n}@example.com`,
    password: PASSWORD,
  });
  return answer.access_token as string;
}

async function fundedBacker(base: string, admin: string, n: number): Promise<string> {
  const token = await register(base, 'backer', n);
  await call(base, 'PUT', '/api/me/kyc', token, {
    legal_name: `Bench Backer ${n}`,
    date_of_birth: '1990-04-12',
    pan: 'ABCDE1234F',
    address: '14 Palm Grove Road, Bengaluru 560001',
    bank_account: { account_number: '001234567890', ifsc: 'HDFC0000123' },
  });
  await call(base, 'POST', `/api/admin/kyc/${subjectOf(token)}/verify`, admin);
  const deposit = await call(base, 'POST', '/api/wallet/deposits', token, { amount: 10_00_000_00, currency: 'INR' });
  await call(base, 'POST', `/api/admin/deposits/${deposit.id as string}/confirm`, admin);
  return token;
}

/** Requests per second through the server at CONNECTIONS, the n-th request made by `nth`: every answer must be 2xx. */
async function httpRound(
  base: string,
  what: string,
  nth: (n: number) => { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string },
): Promise<number> {
  let next = 0;
  const first = nth(0);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: first.method, path: first.path, setupRequest: (request) => ({ ...request, ...nth(next++) }) }],
  });
  const refused = result.non2xx + result.errors + result.timeouts;
  if (refused > 0) throw new Error(`${refused} ${what} were refused or failed (${JSON.stringify(result.statusCodeStats)}).`);
  return result['2xx'] / (result.duration || SECONDS);
}

/** Commitments per second, each to the next of `dealIds`. */
const serverRound = (base: string, dealIds: string[], tokens: string[]) =>
  httpRound(base, 'commitments', (n) => ({
    method: 'POST',
    path: `/api/deals/${dealIds[n % dealIds.length]}/commitments`,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % tokens.length]}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ amount: AMOUNT }),
  }));

/**
 * The cheapest signed-in request, GET /api/auth/me (the session check and one row read), at the
 * same concurrency: the most any signed-in request gets through this server on this machine, so
 * the ceiling a commitment (which also writes seven rows) is measured under.
 */
const signedInReadRound = (base: string, tokens: string[]) =>
  httpRound(base, 'reads', (n) => ({ method: 'GET', path: '/api/auth/me', headers: { authorization: `Bearer ${tokens[n % tokens.length]}` } }));

/** The same conditional update, bare, through pgbench: the ceiling of one hot row on this server. */
async function pgbenchRound(url: string, script: string, dealId: string): Promise<number> {
  const { stdout } = await run('pgbench', [
    '-n',
    '-M',
    'prepared',
    '-c',
    String(POOL),
    '-j',
    '2',
    '-T',
    String(SECONDS),
    '-f',
    script,
    '-D',
    `deal=${dealId}`,
    url,
  ]);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Number(tps[1]);
}

const fresh = await freshPostgresDatabase(POSTGRES_URL, 'bench_invest');
const scratch = await mkdtemp(path.join(os.tmpdir(), 'sharestead-bench-invest-'));
let server: Awaited<ReturnType<typeof startServer>> | undefined;
try {
  await seedDemoAccountsAt(fresh.url);
  server = await startServer({
    NODE_ENV: 'test',
    DATABASE_URL: fresh.url,
    JWT_SECRET: SECRET,
    LOG_LEVEL: 'warn',
    AUTH_REQUESTS_PER_MINUTE: '1000000',
    FORMS_PER_HOUR: '1000000',
  });
  const base = server.url;
  console.log(`Setting up ${BACKERS} verified, funded backers and ${SPREAD} live deals on ${fresh.name}…`);
  const admin = (await call(base, 'POST', '/api/auth/login', undefined, ADMIN)).access_token as string;
  const proposer = await register(base, 'proposer', 1);
  const tokens: string[] = [];
  for (let n = 1; n <= BACKERS; n += 1) tokens.push(await fundedBacker(base, admin, n));
  const dealIds: string[] = [];
  const database = await openDatabase({ databaseUrl: fresh.url });
  try {
    for (let n = 0; n < SPREAD; n += 1) {
      const property = await insertTestProperty(database.db);
      const [deal] = await database.db
        .insert(deals)
        .values({
          propertyId: property.id,
          proposerId: subjectOf(proposer),
          campaignType: 'buy_n_hold',
          assetClass: 'Residential',
          currency: 'INR',
          target: 10n ** 15n,
          minimumTicket: 1_00n,
          projectedRoiBps: 1500,
          holdingPeriodMonths: 36,
          lifecycle: 'approved',
        })
        .returning({ id: deals.id });
      dealIds.push(deal!.id);
    }
  } finally {
    await database.close();
  }
  for (const id of dealIds) await call(base, 'POST', `/api/deals/${id}/publish`, proposer);
  const hot = dealIds[0]!;

  // What dealsRepository.takeRoom sends, with its values bound as parameters (-M prepared) as the server binds them.
  const script = path.join(scratch, 'take-room.sql');
  await writeFile(
    script,
    `\\set amount ${AMOUNT}\n` +
      `update deals set raised = raised + :amount, updated_at = now() where id = :deal and lifecycle = 'live' and deadline > now() and raised + :amount <= target returning *;\n`,
  );

  const hotRates: number[] = [];
  const spreadRates: number[] = [];
  const pgbenchRates: number[] = [];
  const readRates: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    hotRates.push(await serverRound(base, [hot], tokens));
    pgbenchRates.push(await pgbenchRound(fresh.url, script, hot));
    spreadRates.push(await serverRound(base, dealIds, tokens));
    readRates.push(await signedInReadRound(base, tokens));
    console.log(
      `  round ${round}: one deal ${hotRates.at(-1)!.toFixed(0)}/s, pgbench ${pgbenchRates.at(-1)!.toFixed(0)}/s, ${SPREAD} deals ${spreadRates.at(-1)!.toFixed(0)}/s, GET /api/auth/me ${readRates.at(-1)!.toFixed(0)}/s`,
    );
  }
  const mean = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);
  const ratioOf = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  const hotRate = mean(hotRates);
  const spreadRate = mean(spreadRates);
  const pgbenchRate = mean(pgbenchRates);
  const readRate = mean(readRates);
  const readCeiling = ratioOf(readRate, pgbenchRate);
  const ratio = ratioOf(hotRate, pgbenchRate);
  const lockCost = ratioOf(hotRate, spreadRate);

  // The books still balance after the run.
  const books = await call(base, 'GET', '/api/admin/ledger/check', admin);
  console.log(
    '\n' +
      table(
        ['commitments, PostgreSQL', 'per second'],
        [
          [`POST /api/deals/:id/commitments, one hot deal (${CONNECTIONS} HTTP connections)`, hotRate],
          [`the same, spread over ${SPREAD} deals (no shared row)`, spreadRate],
          [`pgbench: the conditional update alone on the hot deal (${POOL} clients)`, pgbenchRate],
          ['one deal / pgbench (budget >= 0.5)', ratio],
          ['one deal / spread (on a busy deal, commitments share transactions)', lockCost],
          [`GET /api/auth/me, the cheapest signed-in request (${CONNECTIONS} HTTP connections)`, readRate],
          ['GET /api/auth/me / pgbench (the ceiling of any signed-in request here)', readCeiling],
        ],
      ),
  );
  console.log(`  ledger check: ${JSON.stringify(books)}; load average ${os.loadavg()[0]!.toFixed(1)}`);
  const misses = ratio < BUDGET ? [`server/pgbench ${ratio} (budget >= ${BUDGET})`] : [];
  await writeReport('bench-invest.json', {
    machine: machine(),
    seconds: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    pool: POOL,
    hotRates,
    spreadRates,
    pgbenchRates,
    readRates,
    hotRate,
    spreadRate,
    pgbenchRate,
    ratio,
    lockCost,
    readRate,
    readCeiling,
    misses,
  });
  if (misses.length > 0) {
    console.error(`\nMissed: ${misses.join('; ')}`);
    process.exitCode = 1;
  }
} finally {
  await server?.stop();
  await fresh.drop();
  await rm(scratch, { recursive: true, force: true });
}
