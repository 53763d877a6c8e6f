import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, open, signIn, test } from './support/fixtures.ts';

/**
 * The budget: the JavaScript a public page loads first is at most 120 KB gzip, and
 * Chart.js is not part of it. "Loads first" is counted strictly: every script the page fetches
 * until the network is idle, each gzipped at level 9 (what the server sends, or smaller).
 * The same scripts are what the page's Link header preloads (server/web/page-preloads.ts),
 * no more and no fewer.
 */
// Public pages check their answers with Shapes generated from the zod contracts (ADR 008), and
// forms load their zod rules when first reached for, so zod is not part of any first load.
const BUDGET_BYTES = 120 * 1024;
// A property Chart.js sets on every chart's canvas; no other code in the app uses the name.
const CHART_JS_MARKER = '_chartjs';

const PUBLIC_PAGES = ['/', '/properties', '/properties/skyline-residences-bandra', '/how-it-works', '/about', '/contact', '/login', '/register', '/not-found'];

interface LoadedScripts {
  gzipBytes: number;
  withChartJs: string[];
  /** Paths of every script fetched, sorted. */
  paths: string[];
  /** Paths the page's own Link header names as rel=modulepreload, sorted. */
  preloaded: string[];
}

/** `ready` waits for what the page draws late (the dashboard's charts come after its data). */
async function scriptsLoadedBy(page: Page, path: string, ready?: () => Promise<void>): Promise<LoadedScripts> {
  const bodies: Promise<{ url: string; body: Buffer }>[] = [];
  let linkHeader = '';
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script') bodies.push(response.body().then((body) => ({ url: response.url(), body })));
    if (type === 'document') linkHeader = response.headers().link ?? '';
  });
  await open(page, path);
  await ready?.();
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  return {
    gzipBytes: scripts.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0),
    withChartJs: scripts.filter(({ body }) => body.toString('utf8').includes(CHART_JS_MARKER)).map(({ url }) => url),
    paths: [...new Set(scripts.map(({ url }) => new URL(url).pathname))].sort(),
    preloaded: [...linkHeader.matchAll(/<([^>]+)>; rel=modulepreload/g)].map((match) => match[1]!).sort(),
  };
}

test.describe('first-load JavaScript of public pages', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} loads at most ${BUDGET_BYTES / 1024} KB gzip of JavaScript, without Chart.js, all preloaded with the page`, async ({ page }) => {
      const loaded = await scriptsLoadedBy(page, path);
      test.info().annotations.push({ type: 'gzip KB', description: (loaded.gzipBytes / 1024).toFixed(1) });
      expect(loaded.gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);
      expect(loaded.withChartJs).toEqual([]);
      expect(loaded.preloaded).toEqual(loaded.paths);
    });
  }

  // The control: the marker really is what Chart.js ships, so its absence above means something.
  test('a dashboard does load Chart.js, with the marker the public pages lack', async ({ page, context }) => {
    await signIn(page, 'backer');
    // A page of its own (same session), so no response of the sign-in pages is counted or lost.
    const dashboard = await context.newPage();
    const loaded = await scriptsLoadedBy(dashboard, '/backer_dashboard', () =>
      expect(dashboard.getByRole('img', { name: /^Monthly Revenue \(\d{4}\)$/ })).toBeVisible(),
    );
    expect(loaded.withChartJs.length).toBeGreaterThan(0);
    // Its own code is preloaded with the page, Chart.js is not: the figures show without waiting for it.
    expect(loaded.preloaded.length).toBeGreaterThan(0);
    expect(loaded.paths).toEqual(expect.arrayContaining(loaded.preloaded));
    expect(loaded.preloaded.filter((path) => loaded.withChartJs.some((url) => url.endsWith(path)))).toEqual([]);
  });
});
