import { expect, open, test } from './support/fixtures.ts';

test.describe('home', () => {
  test('the hero headline and tagline rotate every 5 s with a 500 ms fade, and show the ₹25,000 minimum', async ({ page }) => {
    // The page's clock starts at a fixed moment, so the pause below is at a moment still ahead of it
    // however slow the machine (a moment read from the page could already be past).
    const start = Date.parse('2026-06-01T09:00:00Z');
    await page.clock.install({ time: start });
    await open(page, '/');
    const hero = page.getByRole('region', { name: "Own a share of India's best homes" });
    await expect(hero).toContainText('₹25,000');
    const slide = page.getByTestId('hero-slide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Own a share of India's best homes");
    await expect(slide).toContainText('without buying the whole property');

    // Stop the cycle, freeze the page's clock, then restart the cycle at a known moment.
    await page.getByRole('button', { name: 'Pause headline rotation' }).click();
    await page.clock.pauseAt(start + 60 * 60_000);
    await page.getByRole('button', { name: 'Play headline rotation' }).click();
    await expect(slide).toHaveCSS('transition-duration', '0.5s');

    await page.clock.runFor(4_900);
    await expect(slide).toHaveAttribute('style', /opacity: 1/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Own a share of India's best homes");
    await page.clock.runFor(100);
    await expect(slide).toHaveAttribute('style', /opacity: 0/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Own a share of India's best homes");
    await page.clock.runFor(400);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Own a share of India's best homes");

    await page.clock.runFor(100);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real estate, one share at a time');
    await expect(slide).toContainText('paid to your bank account');
    await expect(slide).toHaveAttribute('style', /opacity: 1/);

    await page.clock.runFor(5_500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every deal checked before you see it');
    await page.clock.runFor(5_500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Own a share of India's best homes");
  });

  test('the rotation can be paused', async ({ page }) => {
    await page.clock.install();
    await open(page, '/');
    await page.getByRole('button', { name: 'Pause headline rotation' }).click();
    await page.clock.runFor(12_000);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Own a share of India's best homes");
    await page.getByRole('button', { name: 'Play headline rotation' }).click();
    await page.clock.runFor(5_500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Real estate, one share at a time');
  });

  test('shows every section with the marketing claims', async ({ page }) => {
    await open(page, '/');
    for (const heading of [
      'Property investing without the usual barriers',
      'From first look to first payout in four steps',
      'Two clear strategies, chosen for each property',
      'The documents behind every listing',
      'Ready to own your first share?',
      'Questions backers ask us',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const main = page.getByRole('main');
    await expect(main).toContainText('lasts 30 days and can be extended by 15 days');
    await expect(main.getByRole('article').filter({ hasText: "Buy 'N' Hold" })).toContainText(/6-month contractual period.*High risk.*High return/s);
    await expect(main.getByRole('article').filter({ hasText: "Fix 'N' Flip" })).toContainText(/3-year holding.*Low risk/s);
    await expect(main).toContainText('8-20%');
    await expect(page.getByRole('region', { name: 'The documents behind every listing' }).getByRole('listitem')).toHaveCount(6);
  });

  test('the FAQ keeps one item open at a time', async ({ page }) => {
    await open(page, '/');
    const faq = page.getByRole('region', { name: 'Questions backers ask us' });
    const buttons = faq.getByRole('button');
    await expect(buttons).toHaveCount(6);
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');

    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(faq.getByText('with a 6-month contractual period')).toBeVisible();
    await expect(faq.getByText('You can own your first share from ₹25,000.')).toBeHidden();
    const expanded = await buttons.evaluateAll((all) => all.filter((button) => button.getAttribute('aria-expanded') === 'true').length);
    expect(expanded).toBe(1);

    await buttons.nth(2).click();
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('the hero image loads eagerly with high priority and responsive sources', async ({ page }) => {
    await open(page, '/');
    const hero = page.locator('img[src="/images/hero-1600.webp"]');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('srcset', /hero-800\.webp 800w/);
    await expect(hero).toHaveAttribute('width', '1600');
  });
});

test('how it works quotes the ₹10,000 minimum', async ({ page }) => {
  await open(page, '/how-it-works');
  await expect(page).toHaveTitle('How It Works | Sharestead');
  await expect(page.getByRole('main')).toContainText('Minimum investment: ₹10,000');
  await expect(page.getByRole('main')).toContainText('30 days and can be extended by 15');
});

test('about introduces the team', async ({ page }) => {
  await open(page, '/about');
  await expect(page).toHaveTitle('About | Sharestead');
  const team = page.getByRole('region', { name: 'The people who check every deal' });
  for (const [name, role] of [
    ['Ananya Desai', 'Co-founder & Chief Executive'],
    ['Vikram Sethi', 'Co-founder & Chief Investment Officer'],
    ['Meera Krishnan', 'Head of Due Diligence'],
    ['Farhan Qureshi', 'Chief Technology Officer'],
  ]) {
    const member = team.getByRole('listitem').filter({ has: page.getByRole('heading', { name: name! }) });
    await expect(member).toContainText(role!);
    await expect(member.getByRole('img', { name: `Portrait of ${name}` })).toBeVisible();
  }
});
