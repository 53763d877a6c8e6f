import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { root, startServer, type RunningServer } from '../lib/server.ts';

/**
 * The three servers both benches measure, each in its own process, started before any
 * measurement and idle while another is measured: the bare one-route Fastify app (the ceiling),
 * the same app with the product's security headers (the reference), and the production build.
 */
export async function startBenchServers(appEnv: Record<string, string>) {
  const running: RunningServer[] = [];
  const start = async (...args: Parameters<typeof startServer>) => {
    const started = await startServer(...args);
    running.push(started);
    return started;
  };
  const stopAll = () => Promise.all(running.map((started) => started.stop()));
  try {
    const tsx = { args: ['--import', 'tsx'] };
    const bare = await start({}, { ...tsx, entry: path.join(root, 'scripts/bench/bare-server.ts') });
    const bareHeaders = await start({}, { ...tsx, entry: path.join(root, 'scripts/bench/bare-headers-server.ts') });
    const app = await start({ LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', ...appEnv });
    return { bare, bareHeaders, app, stopAll };
  } catch (error) {
    // A later server that fails to start must not leave the earlier ones running.
    await stopAll();
    throw error;
  }
}

/**
 * One path of each kind the app serves, for the page-path comparison of both benches: each must
 * cost what the home page costs (npm run bench enforces 0.9 of `/`, measured in the same rounds).
 * The public file is reported beside them, without a budget.
 */
export const PAGE_PATHS: { kind: string; path: string; budgeted: boolean }[] = [
  { kind: 'home', path: '/', budgeted: true },
  { kind: 'public page', path: '/properties', budgeted: true },
  { kind: 'public page', path: '/login', budgeted: true },
  { kind: 'property page', path: '/properties/sea-breeze-villa-anjuna', budgeted: true },
  { kind: 'dashboard page', path: '/backer_dashboard/stats', budgeted: true },
  { kind: "unknown path (the app's 404)", path: '/no/such/page', budgeted: true },
  { kind: 'public file', path: '/robots.txt', budgeted: false },
];

/** The built JS chunks, smallest first. */
export async function jsChunksBySize(): Promise<{ file: string; size: number }[]> {
  const folder = path.join(root, 'dist/web/assets');
  const chunks = await Promise.all(
    (await readdir(folder)).filter((file) => file.endsWith('.js')).map(async (file) => ({ file, size: (await stat(path.join(folder, file))).size })),
  );
  if (chunks.length === 0) throw new Error('No JS chunks in dist/web/assets to measure.');
  return chunks.sort((a, b) => a.size - b.size);
}
