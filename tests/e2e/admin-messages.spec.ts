import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, open, signedInState, signIn, test, uniqueEmail } from './support/fixtures.ts';

/**
 * The admin's inbox (/admin_dashboard/messages) on the real API: what visitors send through the
 * public forms shows there, newest first, filtered by kind through the URL; only the admin has it.
 */

const INBOX = '/admin_dashboard/messages';
const PROPERTY = { id: 'sea-breeze-villa-anjuna', title: 'Sea Breeze Villa' };

/** A marker no other test's messages carry, so each test finds its own among everyone's. */
const unique = (label: string) => `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

async function sendEnquiry(request: APIRequestContext, message: string) {
  const response = await request.post(`/api/properties/${PROPERTY.id}/enquiries`, {
    data: { name: 'Vikram Shah', email: uniqueEmail('vikram'), phone: '', message },
  });
  expect(response.status()).toBe(201);
}

async function sendContact(request: APIRequestContext, subject: string) {
  const response = await request.post('/api/contact', {
    data: { name: 'Meera Iyer', email: uniqueEmail('meera'), phone: '+91 98450 12345', subject, message: 'When does the next property open for investment?' },
  });
  expect(response.status()).toBe(201);
}

async function subscribe(request: APIRequestContext, email: string) {
  const response = await request.post('/api/newsletter', { data: { email } });
  expect(response.status()).toBe(201);
}

/** The inbox has answered: its rows (or cards) are on screen, not the skeleton. */
async function inboxLoaded(page: Page) {
  await expect(page.getByTestId('messages-skeleton')).toHaveCount(0);
  await expect(page.getByTestId('message-count')).not.toHaveText(/Loading|^$/);
}

test.describe('admin inbox', () => {
  test('a message sent through /contact shows in the inbox, and the kind filter lives in the URL', async ({ page, request }) => {
    const subject = unique('Visiting the Goa villa');
    const enquiryText = unique('Is the villa rented out at the moment?');
    const subscriber = uniqueEmail('reader');

    // A visitor writes through the real form.
    await open(page, '/contact');
    await page.getByLabel('Name', { exact: true }).fill('Kavya Sharma');
    await page.getByLabel('Email', { exact: true }).fill('kavya@example.com');
    await page.getByLabel('Phone', { exact: true }).fill('+91 99000 11122');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('Can I visit the villa next week?\nAny day after Tuesday works.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toBeVisible();
    await sendEnquiry(request, enquiryText);
    await subscribe(request, subscriber);

    // The admin finds it from the sidebar.
    await signIn(page, 'admin');
    await open(page, '/admin_dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(INBOX);
    await expect(page).toHaveTitle('Messages | Sharestead');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Messages');
    await inboxLoaded(page);

    const table = page.getByRole('table', { name: 'All messages' });
    const contactRow = table.getByRole('row').filter({ hasText: subject });
    await expect(contactRow).toHaveCount(1);
    await expect(contactRow.getByRole('rowheader')).toContainText('Kavya Sharma');
    await expect(contactRow.getByRole('link', { name: 'kavya@example.com' })).toHaveAttribute('href', 'mailto:kavya@example.com');
    await expect(contactRow.getByRole('link', { name: '+91 99000 11122' })).toHaveAttribute('href', 'tel:+919900011122');
    await expect(contactRow).toContainText('Contact');
    await expect(contactRow).toContainText('Can I visit the villa next week?');
    const received = contactRow.locator('time');
    await expect(received).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    await expect(received).toContainText(/just now|minutes? ago/);
    await expect(received).toContainText(/\d{4}, \d{1,2}:\d{2}/);

    const enquiryRow = table.getByRole('row').filter({ hasText: enquiryText });
    await expect(enquiryRow.getByRole('link', { name: PROPERTY.title })).toHaveAttribute('href', `/properties/${PROPERTY.id}`);
    await expect(table.getByRole('row').filter({ hasText: subscriber })).toContainText('Subscribed to the newsletter.');

    // Filtering by kind: the URL says which, and only that kind is listed.
    const kinds = page.getByRole('navigation', { name: 'Message kinds' });
    await kinds.getByRole('link', { name: 'Enquiries' }).click();
    await expect(page).toHaveURL(`${INBOX}?kind=enquiry`);
    await expect(kinds.getByRole('link', { name: 'Enquiries' })).toHaveAttribute('aria-current', 'page');
    const enquiries = page.getByRole('table', { name: 'Property enquiries' });
    await expect(enquiries.getByRole('row').filter({ hasText: enquiryText })).toHaveCount(1);
    await expect(enquiries.getByRole('row').filter({ hasText: subject })).toHaveCount(0);
    await expect(enquiries.getByRole('row').filter({ hasText: /^Contact|Newsletter/ })).toHaveCount(0);

    await kinds.getByRole('link', { name: 'Newsletter' }).click();
    await expect(page).toHaveURL(`${INBOX}?kind=newsletter`);
    const signUps = page.getByRole('table', { name: 'Newsletter sign-ups' });
    await expect(signUps.getByRole('row').filter({ hasText: subscriber })).toHaveCount(1);
    await expect(signUps.getByRole('row').filter({ hasText: subject })).toHaveCount(0);

    await kinds.getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(`${INBOX}?kind=contact`);
    await expect(page.getByRole('table', { name: 'Contact messages' }).getByRole('row').filter({ hasText: subject })).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Contact messages' }).getByRole('row').filter({ hasText: enquiryText })).toHaveCount(0);

    // The filter survives a reload and Back returns to the previous one.
    await page.reload();
    await expect(page.getByRole('table', { name: 'Contact messages' }).getByRole('row').filter({ hasText: subject })).toHaveCount(1);
    await page.goBack();
    await expect(page).toHaveURL(`${INBOX}?kind=newsletter`);
    await expect(page.getByRole('table', { name: 'Newsletter sign-ups' })).toBeVisible();

    await kinds.getByRole('link', { name: 'All' }).click();
    await expect(page).toHaveURL(INBOX);
    await expect(table.getByRole('row').filter({ hasText: subject })).toHaveCount(1);
  });

  test('only the admin has the inbox; its page comes with its code preloaded', async ({ browser, baseURL, request }) => {
    const visit = async (storageState?: Awaited<ReturnType<typeof signedInState>>) => {
      const context = await browser.newContext({ baseURL, ...(storageState ? { storageState } : {}) });
      return { page: await context.newPage(), close: () => context.close() };
    };

    const visitor = await visit();
    await open(visitor.page, INBOX);
    await expect(visitor.page).toHaveURL('/login');
    await visitor.close();

    // Another role is sent to its own dashboard, as from any admin page, and its own has no inbox.
    const backer = await visit(await signedInState('backer'));
    await open(backer.page, INBOX);
    await expect(backer.page).toHaveURL('/backer_dashboard');
    await expect(backer.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link')).toHaveText([
      'Overview',
      'Live Deals',
      'Stats',
      'Profile',
      'Settings',
      'Portfolio',
      'KYC',
      'Wallet',
      'Tax',
    ]);
    await open(backer.page, '/backer_dashboard/messages');
    await expect(backer.page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await backer.close();

    const proposer = await visit(await signedInState('proposer'));
    await open(proposer.page, INBOX);
    await expect(proposer.page).toHaveURL('/proposer_dashboard');
    await proposer.close();

    const served = await request.get(INBOX);
    expect(served.status()).toBe(200);
    expect(served.headers().link ?? '').toMatch(/<\/assets\/admin-messages-page-[\w-]+\.js>; rel=modulepreload/);
  });

  test.describe('accessibility and layout', () => {
    test.use({ storageState: ({}, use) => signedInState('admin').then(use) });

    for (const width of [390, 1440] as const) {
      test(`axe finds nothing at ${width}px, listed and filtered`, async ({ page, request }) => {
        test.slow(); // axe on a busy 2-core machine takes seconds
        const subject = unique(`Layout check at ${width}`);
        await sendContact(request, subject);
        await sendEnquiry(request, unique('A long question about the lease. '.repeat(12)));

        await page.setViewportSize({ width, height: 900 });
        await open(page, INBOX);
        await inboxLoaded(page);
        const phone = width === 390;
        // A table on a wide screen, one card per message on a phone; never both.
        const shown = (list: string) =>
          phone ? page.getByRole('article', { name: subject }) : page.getByRole('table', { name: list }).getByRole('row').filter({ hasText: subject });
        await expect(phone ? page.getByRole('table') : page.getByRole('list', { name: 'All messages' })).toBeHidden();
        await expect(shown('All messages')).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectNoAxeViolations(page);

        await test.step('a long message opened', async () => {
          const toggle = page.getByRole('button', { name: 'Show the whole message' }).first();
          await toggle.click();
          await expect(page.getByRole('button', { name: 'Show less' }).first()).toHaveAttribute('aria-expanded', 'true');
          await expectNoAxeViolations(page);
        });

        await test.step('filtered to contact messages', async () => {
          await page.getByRole('navigation', { name: 'Message kinds' }).getByRole('link', { name: 'Contact' }).click();
          await expect(page).toHaveURL(`${INBOX}?kind=contact`);
          await inboxLoaded(page);
          await expect(shown('Contact messages')).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await expectNoAxeViolations(page);
        });
      });
    }
  });
});
