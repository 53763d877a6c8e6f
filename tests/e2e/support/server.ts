import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface StartedServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * The data folder every server of the run starts from (global-setup makes it): migrated and seeded
 * with the demo accounts and history once. Seeding a new folder costs ~30 s of CPU, opening a copy
 * ~7 s, and the run starts a dozen servers.
 */
const TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

/**
 * Starts the built production server on a free port with a database of its own (a copy of the
 * run's seeded template, or a new folder seeded on this start when there is none yet), with `env`
 * added to the environment, and resolves once it answers /api/health. `keepData` leaves the folder
 * in place on stop (the template itself).
 */
export async function startServer(env: Record<string, string> = {}, { keepData = false } = {}): Promise<StartedServer & { dataDir: string }> {
  const entry = path.resolve('dist/node/server/server.js');
  if (!existsSync(entry) || !existsSync(path.resolve('dist/web/index.html'))) {
    throw new Error('The app is not built: run `npm run build` before the end-to-end tests.');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sharestead-e2e-'));
  const template = process.env[TEMPLATE_ENV];
  if (template) await cp(template, dataDir, { recursive: true });
  const server = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    if (!keepData) await rm(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  // A busy machine (CI's, or helpers' tests beside the run) can take long to seed a new folder.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with code ${server.exitCode} during start-up.`);
    }
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('The server did not become healthy within 300 s.');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseURL, stop, dataDir };
}

/** Seeds the run's template folder once (a server started and stopped on it); returns its removal. */
export async function prepareTemplate(): Promise<() => Promise<void>> {
  const seeded = await startServer({}, { keepData: true });
  await seeded.stop();
  process.env[TEMPLATE_ENV] = seeded.dataDir;
  return () => rm(seeded.dataDir, { recursive: true, force: true });
}
