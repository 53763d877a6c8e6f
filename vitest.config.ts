import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogues } from './scripts/vite-catalogues.ts';

// The browser-side code runs in jsdom, the API in Node against a real database.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on CI's 2-core machine. The API tests
    // spend much of their time waiting on the database, and the two projects' files interleave, so
    // two workers keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react(), catalogues()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'],
          setupFiles: ['src/client/test/setup.ts'],
          // A ceiling, not a measure: a component test takes under a second, but a slow CI machine
          // must not fail one by chance (5 s, the default, was seen to be too little under load).
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          // Proofs that need a server: concurrency on PostgreSQL (*.pg.test.ts), Redis commands
          // (*.redis.test.ts). They run where DATABASE_URL / REDIS_URL are set: CI's second pass.
          exclude: [...(process.env.DATABASE_URL ? [] : ['src/server/**/*.pg.test.ts']), ...(process.env.REDIS_URL ? [] : ['src/server/**/*.redis.test.ts'])],
          globalSetup: ['src/server/test/global-setup.ts'],
          // Each file builds its own app on its own database, and no file mocks a module or leaves
          // a global changed, so a worker keeps its modules between files: importing the app again
          // for each file took 210 s of worker time (the project ran in 8m24 isolated, 4m10 not).
          isolate: false,
          // A ceiling, not a measure: the 500-run hostile tests take ~10 s alone and three times that
          // on a busy 2-core machine; a slow CI machine must not fail them by chance.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
