import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
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
 * Starts the built production server on a free port with a fresh embedded database (seeded with
 * the demo accounts and history on its first start), with `env` added to the environment, and
 * resolves once it answers /api/health.
 */
export async function startServer(env: Record<string, string> = {}): Promise<StartedServer> {
  const entry = path.resolve('dist/node/server/server.js');
  if (!existsSync(entry) || !existsSync(path.resolve('dist/web/index.html'))) {
    throw new Error('The app is not built: run `npm run build` before the end-to-end tests.');
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sharestead-e2e-'));
  const server = spawn(process.execPath, [entry], {
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
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
      throw new Error('The server did not become healthy within 60 s.');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseURL, stop };
}
