/*
 * What every benchmark repeats, written once: percentiles of a series of timings, rounded to
 * hundredths of a millisecond, as the reports (reports/bench-*.json) and the printed lines show
 * them, whether a PostgreSQL server answers before a run picks its database, and that database
 * made fresh and removed afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { freshPostgresDatabase } from '../../src/server/test/fresh-postgres.ts';

/** The value at quantile `q` (0.95 = p95) of the values: the nearest rank, no interpolation. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Milliseconds to hundredths, as the reports write them. */
export const round = (value: number) => Math.round(value * 100) / 100;

export interface Timing {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function timing(times: readonly number[]): Timing {
  return { p50: round(quantile(times, 0.5)), p95: round(quantile(times, 0.95)), p99: round(quantile(times, 0.99)), max: round(Math.max(...times)) };
}

/** The two figures of a comparison run beside the one measured (GET /api/auth/me, the bare SQL). */
export function median95(times: readonly number[]): { p50: number; p95: number } {
  return { p50: round(quantile(times, 0.5)), p95: round(quantile(times, 0.95)) };
}

/** `  <name> × 300: p50 … ms, p95 … ms, p99 … ms, max … ms`, the line each benchmark prints per series. */
export function timingLine(name: string, iterations: number, times: Timing): string {
  return `  ${name} × ${iterations}: p50 ${times.p50} ms, p95 ${times.p95} ms, p99 ${times.p99} ms, max ${times.max} ms`;
}

/** Whether a PostgreSQL server answers at `url` within 2 s. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Runs `measure` on a database of its own on the PostgreSQL server at `url`, made fresh from the
 * migrations and dropped afterwards (`--keep` leaves it, and prints its URL, for a look at its plans).
 */
export async function onFreshPostgres<Result>(url: string, name: string, measure: (database: Database) => Promise<Result>): Promise<Result> {
  const fresh = await freshPostgresDatabase(url, name);
  const database = await openDatabase({ databaseUrl: fresh.url });
  try {
    return await measure(database);
  } finally {
    await database.close();
    if (process.argv.includes('--keep')) console.log(`  kept: ${fresh.url}`);
    else await fresh.drop();
  }
}

/** Runs `measure` on an embedded database in a temporary folder, removed afterwards. */
export async function onFreshPglite<Result>(name: string, measure: (database: Database) => Promise<Result>): Promise<Result> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `sharestead-${name}-`));
  const database = await openDatabase({ dataDir });
  try {
    return await measure(database);
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
