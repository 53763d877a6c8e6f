import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * A new PGlite takes ~4 s to initialise; one migrated snapshot made here lets every test file
 * open its own fresh database from it in ~0.5 s. With DATABASE_URL set, files use PostgreSQL instead.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), 'sharestead-snapshot-'));
  const file = path.join(folder, 'pglite.tar');
  if (!process.env.DATABASE_URL) {
    const database = await openDatabase({});
    const dump = await database.snapshot!();
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  project.provide('pgliteSnapshot', file);
  return async () => {
    await rm(folder, { recursive: true, force: true });
  };
}
