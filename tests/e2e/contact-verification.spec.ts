import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { expect, expectNoAxeViolations, open, test, uniqueEmail } from './support/fixtures.ts';
import { startServer, type StartedServer } from './support/server.ts';

/*
 * Issue 19 §1.5 end to end: a new backer's address and number are unverified (Profile and Settings
 * say so); the verification e-mail, read from an SMTP server in this process, carries a link and
 * nothing the registrant typed; the link's page verifies the address; the code of the SMS, read
 * from a stand-in for the SMS provider, verifies the number in Profile. On a server of the test's
 * own, whose outbox delivers to both.
 */

interface Outbox {
  server: StartedServer;
  mails: { to: string[]; raw: string }[];
  texts: { to: string; message: string }[];
}

const listening = (server: { listen(port: number, host: string, done: () => void): unknown }) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

const verificationTest = test.extend<{ outbox: Outbox }>({
  outbox: [
    async ({}, use) => {
      const mails: Outbox['mails'] = [];
      const texts: Outbox['texts'] = [];
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['AUTH', 'STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            mails.push({ to: session.envelope.rcptTo.map((address) => address.address), raw: Buffer.concat(chunks).toString() });
            callback();
          });
        },
      });
      const sms: Server = createServer((request, response) => {
        let body = '';
        request.on('data', (chunk: Buffer) => (body += chunk.toString()));
        request.on('end', () => {
          texts.push(JSON.parse(body) as { to: string; message: string });
          response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        });
      });
      await listening(smtp.server);
      await listening(sms);
      const server = await startServer({
        SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
        SMS_WEBHOOK_URL: `http://127.0.0.1:${(sms.address() as AddressInfo).port}/sms`,
      });
      await use({ server, mails, texts });
      await server.stop();
      await new Promise<void>((resolve) => smtp.close(resolve));
      await new Promise<void>((resolve) => sms.close(() => resolve()));
    },
    { timeout: 90_000 },
  ],
  baseURL: async ({ outbox }, use) => {
    await use(outbox.server.baseURL);
  },
});

const PASSWORD = 'banyan-courtyard-19';
const PHONE = '+91 98860 44321';
const panel = (page: Page) => page.getByRole('region', { name: 'Verify your contact details' });

/** A mail's text as written: quoted-printable soft breaks joined and its UTF-8 bytes decoded. */
const readable = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

verificationTest(
  'a new backer verifies the e-mail address by the link and the phone number by the code; until then Profile and Settings say so',
  async ({ page, outbox }) => {
    verificationTest.setTimeout(120_000);
    const email = uniqueEmail('verify');
    await open(page, '/register');
    await page.getByLabel('Role').selectOption('backer');
    await page.getByLabel('First name').fill('Zephyrine');
    await page.getByLabel('Last name').fill('Iyer');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone number').fill(PHONE);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL('/dashboard');

    // Settings names both, and leads to Profile for the code.
    await open(page, '/backer_dashboard/settings');
    await expect(panel(page).getByRole('heading', { name: 'E-mail address not verified' })).toBeVisible();
    await expect(panel(page).getByRole('link', { name: 'Type the code in your profile' })).toHaveAttribute('href', '/backer_dashboard/profile');
    await expectNoAxeViolations(page);

    await open(page, '/backer_dashboard/profile');
    await expect(panel(page).getByRole('heading', { name: 'E-mail address not verified' })).toBeVisible();
    await expect(panel(page).getByRole('heading', { name: 'Phone number not verified' })).toBeVisible();
    await expectNoAxeViolations(page);

    // The one message registration sent: the link, to the new address, without the registrant's words.
    await expect.poll(() => outbox.mails.filter((mail) => mail.to.includes(email)).length, { timeout: 30_000 }).toBe(1);
    const mail = readable(outbox.mails.find((entry) => entry.to.includes(email))!.raw);
    expect(mail).toContain('Subject: Confirm your e-mail address');
    expect(mail).not.toContain('Zephyrine');
    expect(outbox.texts).toEqual([]);
    const link = new URL(/http:\/\/\S+\/verify-email\?token=\S+/.exec(mail)![0]);
    expect(link.port).toBe(new URL(outbox.server.baseURL).port);

    // The link's page, on the origin this session lives on (the link names localhost, the test 127.0.0.1).
    await open(page, `${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
    await expect(page.getByRole('status')).toHaveText('Your e-mail address is verified. Notifications now reach you there too, as your settings say.');
    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect(panel(page).getByRole('heading', { name: 'Phone number not verified' })).toBeVisible();
    await expect(panel(page).getByRole('heading', { name: 'E-mail address not verified' })).toHaveCount(0);

    // The number: a code by SMS, typed in Profile (by keyboard).
    await panel(page).getByRole('button', { name: 'Send a code' }).click();
    await expect(panel(page).getByRole('status')).toHaveText('A code is on its way. It works for 10 minutes.');
    await expect.poll(() => outbox.texts.filter((text) => text.to === PHONE).length, { timeout: 30_000 }).toBe(1);
    const code = /\b(\d{6})\b/.exec(outbox.texts.find((text) => text.to === PHONE)!.message)![1]!;
    await panel(page).getByLabel('Code from the text message').fill(code);
    await page.keyboard.press('Enter');
    await expect(panel(page).getByText('Your phone number is verified.')).toBeVisible();
    await expect(panel(page).getByRole('heading', { name: /not verified/ })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Verified: another visit shows no panel, in Profile or in Settings.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
    await open(page, '/backer_dashboard/settings');
    await expect(page.getByRole('switch').first()).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
  },
);
