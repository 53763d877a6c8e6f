/*
 * npm run load: 60 s of 50 concurrent simulated backers against the built production server
 * (fresh temporary DATA_DIR). Each user, in a loop: signs in (POST /api/auth/login), opens the
 * listing (/properties), a property page and the dashboard overview (/backer_dashboard) - the HTML
 * plus what the app then asks of the API (/api/auth/me with the token); on its first visit it also
 * loads the page's script and stylesheet (hashed files are cached for a year after that).
 * Zero errors expected; prints p50 and p99 per step and writes reports/load.json.
 * Every user has its own account, registered first. All users come from one address, so
 * AUTH_REQUESTS_PER_MINUTE is raised for the run (the login limits per account stay as shipped).
 * Flags: --no-build, --seconds=<n> (default 60), --users=<n> (default 50).
 */
import { execSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { machine, root, startServer, table, writeReport } from '../lib/server.ts';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = flag('seconds', 60);
const USERS = flag('users', 50);
const PROPERTIES = ['sea-breeze-villa-anjuna', 'skyline-residences-bandra', 'palm-grove-townhouse-whitefield'];
const STEPS = ['sign in', 'listing', 'property', 'overview'] as const;
type Step = (typeof STEPS)[number];

const samples: Record<Step, number[]> = { 'sign in': [], listing: [], property: [], overview: [] };
const errors: string[] = [];
let requests = 0;

async function call(url: string, init: RequestInit = {}, expected = 200): Promise<Response> {
  requests++;
  const response = await fetch(url, init);
  const body = await response.arrayBuffer();
  if (response.status !== expected)
    throw new Error(`${init.method ?? 'GET'} ${new URL(url).pathname} → ${response.status} ${Buffer.from(body).toString().slice(0, 120)}`);
  return new Response(body, { status: response.status, headers: response.headers });
}

async function timed(step: Step, work: () => Promise<void>) {
  const started = performance.now();
  try {
    await work();
    samples[step].push(performance.now() - started);
  } catch (error) {
    errors.push(`${step}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function main() {
  if (!args.includes('--no-build')) {
    console.log('Building (npm run build) …');
    execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const html = await readFile(path.join(root, 'dist/web/index.html'), 'utf8');
  const pageAssets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sharestead-load-'));
  const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info', AUTH_REQUESTS_PER_MINUTE: '1000000' });
  try {
    console.log(`Registering ${USERS} users …`);
    const run = Date.now().toString(36);
    const accounts = await Promise.all(
      Array.from({ length: USERS }, async (_, index) => {
        const email = `load-${run}-${index}@example.com`;
        const password = `terracotta-balcony-${index}`;
        await call(
          `${server.url}/api/auth/register`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ user_type: 'backer', first_name: 'Load', last_name: `User ${index}`, email, password }),
          },
          201,
        );
        return { email, password };
      }),
    );

    console.log(`Running ${USERS} users for ${SECONDS} s (AUTH_REQUESTS_PER_MINUTE raised to 1000000: every user shares this machine's address) …`);
    const end = Date.now() + SECONDS * 1000;
    let iterations = 0;
    await Promise.all(
      accounts.map(async (account, index) => {
        let firstVisit = true;
        while (Date.now() < end) {
          let token = '';
          await timed('sign in', async () => {
            const response = await call(`${server.url}/api/auth/login`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ ...account, role: 'backer' }),
            });
            token = ((await response.json()) as { access_token: string }).access_token;
          });
          if (!token) continue;
          const auth = { headers: { authorization: `Bearer ${token}` } };
          const page = async (pathname: string) => {
            await call(server.url + pathname);
            if (firstVisit) await Promise.all(pageAssets.map((asset) => call(server.url + asset)));
            firstVisit = false;
            await call(`${server.url}/api/auth/me`, auth); // the app checks the session with the server
          };
          await timed('listing', () => page('/properties'));
          await timed('property', () => page(`/properties/${PROPERTIES[(index + iterations) % PROPERTIES.length]}`));
          await timed('overview', () => page('/backer_dashboard'));
          iterations++;
        }
      }),
    );

    const rows = STEPS.map((step) => ({
      step,
      count: samples[step].length,
      p50Ms: Math.round(percentile(samples[step], 50)),
      p99Ms: Math.round(percentile(samples[step], 99)),
    }));
    console.log(
      '\n' +
        table(
          ['step', 'count', 'p50 ms', 'p99 ms'],
          rows.map((row) => [row.step, row.count, row.p50Ms, row.p99Ms]),
        ),
    );
    console.log(`\n${iterations} user journeys, ${requests} requests (${Math.round(requests / SECONDS)}/s), ${errors.length} errors.`);
    if (errors.length) console.log(`First errors:\n  ${errors.slice(0, 10).join('\n  ')}`);
    const report = {
      machine: machine(),
      seconds: SECONDS,
      users: USERS,
      note: 'AUTH_REQUESTS_PER_MINUTE raised to 1000000 for the run: all simulated users share one address.',
      journeys: iterations,
      requests,
      errors: errors.length,
      firstErrors: errors.slice(0, 20),
      steps: rows,
    };
    console.log(`Written to ${path.relative(root, await writeReport('load.json', report))}`);
    if (errors.length) process.exitCode = 1;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
