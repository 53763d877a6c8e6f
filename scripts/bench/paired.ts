/*
 * npm run bench:paired [rounds=8] [seconds=2]: a check of the read routes that holds up better on a
 * shared machine than npm run bench. The bare ceiling, the bare app with the security headers and
 * the production server (built; run npm run build first) are started together and left idle; then,
 * after 3 s of warm-up each, every round measures every target for a short slice, one after the
 * other: health, one page path of each kind (servers.ts PAGE_PATHS) and the smallest JS chunk.
 * Each read route is compared with the ceiling of the same round (page paths with `/` too), and the medians are
 * printed, with the server's own CPU time per request (utime + stime from /proc, which another
 * process's load disturbs far less than requests a second). Linux only; writes no report.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { jsChunksBySize, PAGE_PATHS, startBenchServers } from './servers.ts';

const rounds = Number(process.argv[2] ?? 8);
const slice = Number(process.argv[3] ?? 2);
const CONNECTIONS = 10;

/** CPU seconds the process has used, in clock ticks (100 a second). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
}
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sharestead-paired-'));
const { bare, bareHeaders, app, stopAll } = await startBenchServers({ DATA_DIR: dataDir });
try {
  const chunks = await jsChunksBySize();
  const targets = [
    { name: 'bare Fastify (ceiling)', url: `${bare.url}/api/health`, pid: bare.child.pid! },
    { name: 'bare Fastify + security headers', url: `${bareHeaders.url}/api/health`, pid: bareHeaders.child.pid! },
    { name: 'GET /api/health', url: `${app.url}/api/health`, pid: app.child.pid! },
    ...PAGE_PATHS.map((page) => ({ name: `GET ${page.path}`, url: `${app.url}${page.path}`, pid: app.child.pid! })),
    { name: `GET /assets/${chunks[0]!.file}`, url: `${app.url}/assets/${chunks[0]!.file}`, pid: app.child.pid! },
  ];
  for (const target of targets) await autocannon({ connections: CONNECTIONS, duration: 3, url: target.url });
  const perSecond = targets.map(() => [] as number[]);
  const cpuMicros = targets.map(() => [] as number[]);
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) {
      const before = cpuTicks(target.pid);
      const result = await autocannon({ connections: CONNECTIONS, duration: slice, url: target.url });
      perSecond[index]!.push(result.requests.total / slice);
      cpuMicros[index]!.push(((cpuTicks(target.pid) - before) * 10_000) / result.requests.total);
    }
    console.log(`round ${round + 1}/${rounds}, load average ${os.loadavg()[0]!.toFixed(1)}`);
  }
  const home = targets.findIndex((target) => target.name === 'GET /');
  for (const [index, target] of targets.entries()) {
    const ratios = perSecond[index]!.map((value, round) => value / perSecond[0]![round]!);
    const ofHome = PAGE_PATHS.some((page) => target.name === `GET ${page.path}`)
      ? `  ${median(perSecond[index]!.map((value, round) => value / perSecond[home]![round]!)).toFixed(2)} of /`
      : '';
    console.log(
      `${target.name.padEnd(44)} ${String(Math.round(median(perSecond[index]!))).padStart(6)} req/s  ` +
        `ratio ${median(ratios).toFixed(2)} (rounds ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)})  ` +
        `server CPU ${median(cpuMicros[index]!).toFixed(1)} us/request${ofHome}`,
    );
  }
} finally {
  await stopAll();
  await rm(dataDir, { recursive: true, force: true });
}
