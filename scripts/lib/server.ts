import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');
export const serverEntry = path.join(root, 'dist/node/server/server.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote, for a failure report. */
  output(): string;
  /** SIGTERM and wait for the exit. */
  stop(): Promise<void>;
  /** SIGKILL and wait for the exit. */
  kill(): Promise<void>;
}

export function assertBuilt() {
  if (!existsSync(serverEntry) || !existsSync(path.join(root, 'dist/web/index.html'))) {
    throw new Error('The app is not built: run `npm run build` first.');
  }
}

/** Starts a node program (the built server by default) on a free port and waits until /api/health answers 200. */
export async function startServer(
  env: Record<string, string>,
  options: { entry?: string; args?: string[]; healthPath?: string; timeoutMs?: number } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const entry = options.entry ?? serverEntry;
  if (!options.entry) assertBuilt();
  let output = '';
  const child = spawn(process.execPath, [...(options.args ?? []), entry], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`The server exited (${child.exitCode ?? child.signalCode}) during start-up:\n${output}`);
    }
    try {
      if ((await fetch(url + (options.healthPath ?? '/api/health'))).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return { url, port, child, output: () => output, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') };
}

export function machine() {
  return {
    date: new Date().toISOString(),
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadAverage1m: Number(os.loadavg()[0]!.toFixed(2)),
  };
}

export async function writeReport(name: string, data: unknown) {
  const folder = path.join(root, 'reports');
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, name);
  await writeFile(file, JSON.stringify(data, null, 2) + '\n');
  return file;
}

/** A plain-text table with right-aligned numbers. */
export function table(headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  const line = (row: string[]) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ');
  return [line(cells[0]!), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.slice(1).map(line)].join('\n');
}
