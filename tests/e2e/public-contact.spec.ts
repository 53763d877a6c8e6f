import { DEMO, expect, open, test } from './support/fixtures.ts';

test.describe('contact', () => {
  test.beforeEach(async ({ page }) => {
    await open(page, '/contact');
  });

  test('shows the info cards, business hours and the office map', async ({ page }) => {
    await expect(page).toHaveTitle('Contact | Sharestead');
    for (const card of ['Visit us', 'Call us', 'Email us']) await expect(page.getByRole('heading', { name: card })).toBeVisible();
    const hours = page.getByRole('region', { name: 'Business hours' });
    await expect(hours).toContainText(/Monday - Friday\s*9:00 AM - 6:00 PM/);
    await expect(hours).toContainText(/Saturday\s*10:00 AM - 4:00 PM/);
    await expect(hours).toContainText(/Sunday\s*Closed/);
    const map = page.getByRole('img', { name: /Map of central Bengaluru/ });
    await map.scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('src', '/images/office-map.webp');
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
  });

  test('requires name, email, subject and message, but not phone', async ({ page }) => {
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Please enter your name.', 'Please enter your email address.', 'Please enter a subject.', 'Please write your message.']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Phone', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send Another Message' })).toHaveCount(0);
  });

  test('stores the message, shows the success panel and offers Send Another Message', async ({ page, request }) => {
    const subject = `Minimum investment ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill('Asha Rao');
    await page.getByLabel('Email', { exact: true }).fill('asha@example.com');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('Can I split ₹50,000 across two properties?');
    // The real request is held until the form has shown its in-flight state, then sent on.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();

    const login = await request.post('/api/auth/login', { data: { ...DEMO.admin, role: 'admin' } });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const inbox = await request.get('/api/admin/messages', { headers: { authorization: `Bearer ${token}` } });
    expect(inbox.ok()).toBe(true);
    expect(JSON.stringify(await inbox.json())).toContain(subject);
    await expect(page.getByRole('button', { name: 'Send Another Message' })).toBeFocused();

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});
