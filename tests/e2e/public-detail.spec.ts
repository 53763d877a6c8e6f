import { expect, open, signIn, test } from './support/fixtures.ts';

const BANDRA = '/properties/skyline-residences-bandra'; // 8 photos
const KOREGAON = '/properties/koregaon-park-apartment'; // 4 photos

test.describe('property detail', () => {
  test('shows the property, titled with its name, with facts and the agent card', async ({ page }) => {
    await open(page, BANDRA);
    await expect(page).toHaveTitle('Skyline Residences, Sea-View 3 BHK | Sharestead');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Skyline Residences, Sea-View 3 BHK');
    await expect(page.getByRole('main')).toContainText('₹6.8 Cr');
    const agent = page.getByRole('region', { name: 'Listing agent' });
    await expect(agent).toContainText('Priya Menon');
    await expect(agent.getByRole('link', { name: 'priya.menon@sharestead.in' })).toHaveAttribute('href', 'mailto:priya.menon@sharestead.in');
  });

  test('thumbnails show the first five photos and "+N more" for the rest', async ({ page }) => {
    await open(page, BANDRA);
    const thumbnails = page.getByRole('list', { name: 'Photo thumbnails' });
    await expect(thumbnails.getByRole('button', { name: /^Open photo/ })).toHaveCount(5);
    await expect(thumbnails.getByRole('button', { name: '+3 more photos' })).toHaveText('+3 more');
    await expect(thumbnails.locator('img').first()).toHaveAttribute('srcset', /1-640\.webp 640w/);

    await open(page, KOREGAON);
    await expect(page.getByRole('list', { name: 'Photo thumbnails' }).getByRole('button', { name: /^Open photo/ })).toHaveCount(4);
    await expect(page.getByRole('button', { name: /more photos/ })).toHaveCount(0);
  });

  test('the gallery opens as a named dialog, counts, wraps around and returns focus', async ({ page }) => {
    await open(page, BANDRA);
    const opener = page.getByRole('button', { name: 'Open gallery: 8 photos' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Skyline Residences, Sea-View 3 BHK: photos' });
    await expect(dialog).toBeVisible();
    const counter = dialog.getByTestId('gallery-counter');
    await expect(counter).toHaveText('1 / 8');
    await expect(dialog.getByRole('img')).toHaveAttribute('src', '/images/properties/skyline-residences-bandra/1.webp');

    await dialog.getByRole('button', { name: 'Previous photo' }).click();
    await expect(counter).toHaveText('8 / 8');
    await expect(dialog.getByRole('img')).toHaveAttribute('src', '/images/properties/skyline-residences-bandra/8.webp');
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('1 / 8');
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await dialog.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText('3 / 8');

    await dialog.getByRole('button', { name: 'Close gallery' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('the keyboard moves through the gallery and Escape closes it', async ({ page }) => {
    await open(page, BANDRA);
    const sixth = page.getByRole('button', { name: '+3 more photos' });
    await sixth.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    const counter = dialog.getByTestId('gallery-counter');
    await expect(counter).toHaveText('6 / 8');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('8 / 8');
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText('1 / 8');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText('8 / 8');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(sixth).toBeFocused();

    const third = page.getByRole('button', { name: /^Open photo 3:/ });
    await third.click();
    await expect(page.getByRole('dialog').getByTestId('gallery-counter')).toHaveText('3 / 8');
    await page.keyboard.press('Escape');
    await expect(third).toBeFocused();
  });

  test('tabs switch between overview, features and location', async ({ page }) => {
    await open(page, BANDRA);
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Overview', 'Features', 'Location']);
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Year built');

    await page.getByRole('tab', { name: 'Features' }).click();
    await expect(page.getByRole('tab', { name: 'Features' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('tabpanel')).not.toContainText('Year built');

    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Location' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('Bandra West, Mumbai');
  });

  test('the enquiry form checks required fields, thanks for 3 s, then resets', async ({ page }) => {
    await open(page, BANDRA);
    const form = page.getByRole('region', { name: 'Ask about this property' });
    const message = form.getByLabel('Message', { exact: true });
    await expect(message).toHaveValue(/interested in Skyline Residences, Sea-View 3 BHK and would like more information/);

    await message.fill('');
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(form.getByText('Please enter your name.')).toBeVisible();
    await expect(form.getByText('Please enter your email address.')).toBeVisible();
    await expect(form.getByText('Please write a message.')).toBeVisible();

    await form.getByLabel('Name', { exact: true }).fill('Kiran Shah');
    await form.getByLabel('Email', { exact: true }).fill('kiran@example.com');
    await form.getByLabel('Phone', { exact: true }).fill('+91 98450 12345');
    await message.fill('Is the corporate lease transferable?');
    // The page's clock stands still from before the click, ten seconds on (far enough that no slow
    // machine is already past it). While the real request is answered, it is moved a millisecond at
    // a time: the query library hands results on with zero-delay timers. So the thanks start within
    // a few dozen milliseconds of the pause, and only runFor moves them through their three seconds.
    await page.clock.install();
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    await expect(async () => {
      await page.clock.runFor(1);
      await expect(form.getByRole('status')).toContainText('Thank you for your enquiry!', { timeout: 100 });
    }).toPass();
    await page.clock.runFor(2_800);
    await expect(form.getByRole('status')).toBeVisible();
    await page.clock.runFor(300);
    await expect(form.getByRole('status')).toHaveCount(0);
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Phone', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue(/would like more information/);
  });

  test('an unknown id answers 404, shows the not-found page at once and puts /not-found in place of its address', async ({ page }) => {
    // Records whether the detail skeleton ("Loading property…") is ever drawn, and whether the 404
    // heading, once shown, ever leaves the page (a flash of another page, or of nothing).
    await page.addInitScript(() => {
      const seen = window as unknown as { sawSkeleton?: boolean; saw404?: boolean; lost404?: boolean };
      new MutationObserver(() => {
        const text = document.body.textContent ?? '';
        if (text.includes('Loading property…')) seen.sawSkeleton = true;
        if (text.includes('404 - Page Not Found')) seen.saw404 = true;
        else if (seen.saw404) seen.lost404 = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await open(page, '/properties');
    const response = await page.goto('/properties/no-such-home');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await expect(page).toHaveURL('/not-found');
    await expect(page).toHaveTitle('Page Not Found | Sharestead');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    const seen = await page.evaluate(() => {
      const marks = window as unknown as { sawSkeleton?: boolean; lost404?: boolean };
      return { sawSkeleton: marks.sawSkeleton ?? false, lost404: marks.lost404 ?? false };
    });
    expect(seen).toEqual({ sawSkeleton: false, lost404: false });
    // The address was replaced, not added to: Back leaves for the page before, not the unknown id.
    await page.goBack();
    await expect(page).toHaveURL('/properties');
  });

  test('an unknown id reached inside the app also replaces the entry', async ({ page }) => {
    await open(page, '/properties');
    await page.evaluate(() => {
      window.history.pushState({}, '', '/properties/missing');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/not-found');
  });
});

test('a role home shows the featured properties', async ({ page }) => {
  await signIn(page, 'backer');
  await expect(page).toHaveTitle('Backer Home | Sharestead');
  await expect(page.getByRole('heading', { name: 'Welcome back', exact: false })).toBeVisible();
  const featured = page.getByRole('region', { name: 'Featured properties' });
  await expect(featured.locator('article h3')).toHaveCount(6);
  await expect(featured.locator('article h3').first()).toHaveText('Skyline Residences, Sea-View 3 BHK');
  await expect(featured.getByText('Featured', { exact: true })).toHaveCount(6);
});
