import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, open, signIn, test } from './support/fixtures.ts';

/**
 * The budget: the JavaScript a public page loads first is at most 120 KB gzip, and
 * Chart.js is not part of it. "Loads first" is counted strictly: every script the page fetches
 * until the network is idle, each gzipped at level 9 (what the server sends, or smaller).
 */
const BUDGET_BYTES = 120 * 1024;
// A property Chart.js sets on every chart's canvas; no other code in the app uses the name.
const CHART_JS_MARKER = '_chartjs';

const PUBLIC_PAGES = [
  '/',
  '/properties',
  '/properties/skyline-residences-bandra',
  '/how-it-works',
  '/about',
  '/contact',
  '/login',
  '/register',
  '/not-found',
];

interface LoadedScripts {
  gzipBytes: number;
  withChartJs: string[];
}

async function scriptsLoadedBy(page: Page, path: string): Promise<LoadedScripts> {
  const bodies: Promise<{ url: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      bodies.push(response.body().then((body) => ({ url: response.url(), body })));
    }
  });
  await open(page, path);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(bodies);
  expect(scripts.length).toBeGreaterThan(0);
  return {
    gzipBytes: scripts.reduce((sum, { body }) => sum + gzipSync(body, { level: 9 }).length, 0),
    withChartJs: scripts.filter(({ body }) => body.toString('utf8').includes(CHART_JS_MARKER)).map(({ url }) => url),
  };
}

test.describe('first-load JavaScript of public pages', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} loads at most 120 KB gzip of JavaScript, without Chart.js`, async ({ page }) => {
      const loaded = await scriptsLoadedBy(page, path);
      test.info().annotations.push({ type: 'gzip KB', description: (loaded.gzipBytes / 1024).toFixed(1) });
      expect(loaded.gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);
      expect(loaded.withChartJs).toEqual([]);
    });
  }

  // The control: the marker really is what Chart.js ships, so its absence above means something.
  test('a dashboard does load Chart.js, with the marker the public pages lack', async ({ page, context }) => {
    await signIn(page, 'backer');
    // A page of its own (same session), so no response of the sign-in pages is counted or lost.
    const dashboard = await context.newPage();
    const loaded = await scriptsLoadedBy(dashboard, '/backer_dashboard');
    expect(loaded.withChartJs.length).toBeGreaterThan(0);
  });
});
