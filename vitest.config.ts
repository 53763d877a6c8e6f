import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogues } from './scripts/vite-catalogues.ts';

const WEB_TESTS = ['src/client/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'];

/** The web test files that mock a module (vi.mock): read from the files, so a new one is never missed. */
const MOCKING_WEB_TESTS = ['src/client', 'src/shared']
  .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => path.join(folder, file)))
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')));

/** The browser-side code's tests, in jsdom. */
function webProject(name: string, test: { include: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    plugins: [react(), catalogues()],
    test: {
      name,
      environment: 'jsdom' as const,
      setupFiles: ['src/client/test/setup.ts'],
      // A ceiling, not a measure: a component test takes under a second, but a slow CI machine
      // must not fail one by chance (5 s, the default, was seen to be too little under load).
      testTimeout: 30_000,
      ...test,
    },
  };
}

// The browser-side code runs in jsdom, the API in Node against a real database.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's 2-core machine. The API tests
    // spend much of their time waiting on the database, and the two projects' files interleave, so
    // two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      // Component tests share one module graph per worker (not isolated): each file re-importing
      // React, the router, Lingui and jsdom's set-up cost more than its tests (the web tests ran ~4x
      // faster so). Files that replace a module with vi.mock need their own graph: they run isolated.
      webProject('web', { include: WEB_TESTS, exclude: MOCKING_WEB_TESTS, isolate: false }),
      webProject('web-mocking', { include: MOCKING_WEB_TESTS, isolate: true }),
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          // Proofs that need a server: concurrency on PostgreSQL (*.pg.test.ts), Redis commands
          // (*.redis.test.ts). They run where DATABASE_URL / REDIS_URL are set: CI's second pass.
          exclude: [...(process.env.DATABASE_URL ? [] : ['src/server/**/*.pg.test.ts']), ...(process.env.REDIS_URL ? [] : ['src/server/**/*.redis.test.ts'])],
          globalSetup: ['src/server/test/global-setup.ts'],
          // A ceiling, not a measure: the 500-run hostile tests take ~10 s alone and three times that
          // on a busy 2-core machine; a slow CI machine must not fail them by chance.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
