import { expect, open, signIn, test } from './support/fixtures.ts';
import { STARTUP_SPINNER_MS } from '../../src/client/components/layouts/startup-spinner.ts';

const PUBLIC_TITLES: [string, string][] = [
  ['/', 'Home | Sharestead'],
  ['/properties', 'Properties | Sharestead'],
  ['/how-it-works', 'How It Works | Sharestead'],
  ['/about', 'About | Sharestead'],
  ['/contact', 'Contact | Sharestead'],
  ['/login', 'Login | Sharestead'],
  ['/signin', 'Login | Sharestead'],
  ['/register', 'Register | Sharestead'],
  ['/not-found', 'Page Not Found | Sharestead'],
  ['/somewhere/that/does-not-exist', 'Page Not Found | Sharestead'],
];

test.describe('page titles', () => {
  for (const [path, title] of PUBLIC_TITLES) {
    test(`${path} is titled "${title}"`, async ({ page }) => {
      await open(page, path);
      await expect(page).toHaveTitle(title);
    });
  }

  test('signed-in routes have their titles', async ({ page }) => {
    await signIn(page, 'backer');
    await expect(page).toHaveTitle('Backer Home | Sharestead');
    for (const [path, title] of [
      ['/dashboard', 'Dashboard | Sharestead'],
      ['/backer_dashboard', 'Backer Dashboard | Sharestead'],
      ['/backer_dashboard/live-deals', 'Live Deals | Sharestead'],
      ['/backer_dashboard/stats', 'Stats | Sharestead'],
      ['/backer_dashboard/profile', 'Profile | Sharestead'],
      ['/backer_dashboard/settings', 'Settings | Sharestead'],
    ]) {
      await open(page, path!);
      await expect(page).toHaveTitle(title!);
    }
  });
});

test('the start-up spinner covers the first second', async ({ page }) => {
  // Timed inside the page, from the moment the app's script had arrived (the app cannot start
  // before) to the spinner's removal: a slow machine delays both alike, so it cannot fail by chance.
  await page.addInitScript(() => {
    const times = window as unknown as { spinnerSeen?: boolean; spinnerRemovedAt?: number };
    new MutationObserver((_, observer) => {
      const spinner = document.getElementById('startup-spinner');
      if (spinner) times.spinnerSeen = true;
      else if (times.spinnerSeen) {
        times.spinnerRemovedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/about');
  await expect(page.getByRole('status', { name: 'Loading Sharestead' })).toBeAttached();
  await expect(page.getByRole('status', { name: 'Loading Sharestead' })).toHaveCount(0, { timeout: 10_000 });
  const covered = await page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src;
    const arrived = Math.min(...performance.getEntriesByName(entry).map((timing) => (timing as PerformanceResourceTiming).responseEnd));
    return (window as unknown as { spinnerRemovedAt: number }).spinnerRemovedAt - arrived;
  });
  expect(covered).toBeGreaterThanOrEqual(STARTUP_SPINNER_MS);
});

test('unknown paths show the 404 page with a way home', async ({ page }) => {
  await open(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('every route of the spec renders its own page, not the 404', async ({ page }) => {
  for (const path of ['/', '/properties', '/how-it-works', '/about', '/contact', '/login', '/signin', '/register']) {
    await open(page, path);
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toHaveCount(0);
  }
});

test('the public header has the spec links; Knowledge center leaves the app for the PDF', async ({ page, request }) => {
  await open(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Properties', 'How it works', 'Knowledge center', 'About', 'Contact']);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  const pdf = await request.get('/knowledge-center');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});

test('the footer newsletter needs an email and then thanks the reader', async ({ page }) => {
  await open(page, '/');
  const email = page.getByLabel('Newsletter email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await expect(page.getByText('Thank you for subscribing!')).toHaveCount(0);
  await email.fill('reader@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Thank you for subscribing!' })).toBeVisible();
});

test('the mobile header opens a menu with every link', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(menu.getByRole('link', { name: 'Contact' })).toBeVisible();
  await menu.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  await expect(menu).toHaveCount(0);
});
