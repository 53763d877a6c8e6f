import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import type { Job } from './job-queue.ts';

let testApp: TestApp | undefined;

afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

describe('scheduled work in the app', () => {
  it('runs due jobs once the app is ready when asked to, and stops with it', async () => {
    testApp = await createTestApp({ runJobs: true });
    const { app } = testApp;
    const runs: Job[] = [];
    app.jobs.work('app.job', async (job) => void runs.push(job));
    await app.jobs.schedule('app.job', 'deal-1', new Date(Date.now() - 1000), { dealId: 'deal-1' });
    await app.ready();

    const started = Date.now();
    while (runs.length === 0 && Date.now() - started < 5000) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs.map((job) => job.key)).toEqual(['deal-1']);

    await app.close();
    await app.jobs.schedule('app.job', 'deal-2', new Date(Date.now() - 1000));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toHaveLength(1);
  });

  it('does not poll unless asked, and a test runs due jobs itself', async () => {
    testApp = await createTestApp();
    const { app } = testApp;
    const runs: Job[] = [];
    app.jobs.work('app.manual', async (job) => void runs.push(job));
    await app.jobs.schedule('app.manual', 'deal-1', new Date(Date.now() - 1000));
    await app.ready();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(runs).toEqual([]);
    expect(await app.jobs.runDue()).toBe(1);
    expect(runs.map((job) => job.key)).toEqual(['deal-1']);
  });
});
