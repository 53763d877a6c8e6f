import { defineConfig } from 'vitest/config';

// Tests that start the built server as child processes (npm run build first); .ci/run runs them
// after `npm test`, with PostgreSQL and Redis at hand.
export default defineConfig({
  test: {
    name: 'faults',
    environment: 'node',
    include: ['tests/faults/**/*.test.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
