import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users, type OutboxRow } from '../../db/schema/index.ts';
import { formatMoney } from '../../../shared/money-format.ts';
import { adminToken, creditTestWallet, markTestContactsVerified, registerTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import { readableMail, startMessageCatchers, type CaughtMail, type CaughtText } from '../../test/message-catchers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep } from '../../steps/run-step.ts';
import { SEAL_PURPOSES, SecretBox } from '../../lib/secret-box.ts';
import { TEST_ENCRYPTION_KEY } from '../../test/test-secrets.ts';
import { OUTBOX_POLICY, OutboxService } from './outbox.service.ts';

const verificationBox = new SecretBox(TEST_ENCRYPTION_KEY, SEAL_PURPOSES.verificationMessage);

/*
 * The outbox against real transports in this process: an SMTP server (smtp-server) that keeps
 * what it receives, or refuses every recipient, and an HTTP endpoint standing in for the SMS
 * provider. Messages are sent by the outbox job (app.jobs.runDue), as in the server.
 */

let catchers: Awaited<ReturnType<typeof startMessageCatchers>>;
let mails: CaughtMail[];
let texts: CaughtText[];

let t: TestApp;

beforeAll(async () => {
  catchers = await startMessageCatchers();
  ({ mails, texts } = catchers);
  t = await createTestApp({ env: { SMTP_URL: catchers.smtpUrl, SMS_WEBHOOK_URL: catchers.smsUrl } });
});

afterAll(async () => {
  await t.close();
  await catchers.close();
});

afterEach(() => {
  catchers.reset();
});

const messagesOf = (user: TestUser): Promise<OutboxRow[]> => t.database.db.select().from(outbox).where(eq(outbox.userId, user.id)).orderBy(outbox.createdAt);
/** The copies of the user's notifications (not the verification link registration sent). */
const copiesOf = async (user: TestUser): Promise<OutboxRow[]> => (await messagesOf(user)).filter((row) => row.kind === 'notification');

/**
 * A new backer whose address and number are verified (contact-verification.test.ts): notification
 * copies go only to verified destinations.
 */
async function verifiedBacker(): Promise<TestUser> {
  const backer = await registerTestUser(t.app, 'backer');
  await markTestContactsVerified(t.database.db, backer);
  return backer;
}

/** What the outbox job does when it comes round: the test wakes it and runs it. */
async function runOutboxJob(): Promise<void> {
  await t.app.outboxJob.wake();
  await t.app.jobs.runDue(t.clock.now());
}

async function saveSettings(user: TestUser, changes: Record<string, unknown>): Promise<void> {
  const headers = { authorization: `Bearer ${user.token}` };
  const current = (await t.app.inject({ method: 'GET', url: '/api/me/settings', headers })).json() as Record<string, unknown>;
  const saved = await t.app.inject({ method: 'PUT', url: '/api/me/settings', headers, payload: { ...current, ...changes } });
  expect(saved.statusCode).toBe(200);
}

describe('the outbox', () => {
  it('writes the e-mail and SMS of a notification with it, and the job delivers them', async () => {
    // A new backer's settings have e-mail and SMS on; the KYC decision notifies.
    const backer = await verifiedBacker();
    await runOutboxJob(); // the verification link registration sent
    mails.length = 0;
    await verifyTestKyc(t.app, backer);
    const queued = await copiesOf(backer);
    expect(queued.map((row) => [row.channel, row.recipient, row.status])).toEqual(
      expect.arrayContaining([
        ['email', backer.email, 'pending'],
        ['sms', '+91 98200 12345', 'pending'],
      ]),
    );
    expect(queued).toHaveLength(2);

    await runOutboxJob();

    const sent = await copiesOf(backer);
    expect(sent.map((row) => [row.status, row.attempts, row.lastError])).toEqual([
      ['sent', 1, null],
      ['sent', 1, null],
    ]);
    expect(sent.every((row) => row.sentAt !== null)).toBe(true);
    const mail = mails.find((entry) => entry.to.includes(backer.email));
    expect(mail?.raw).toContain(`Subject: ${queued[0]!.subject}`);
    expect(mail?.raw).toMatch(/From: Sharestead <notifications@sharestead\.example>/);
    expect(texts).toContainEqual({ to: '+91 98200 12345', message: expect.stringContaining(queued[0]!.subject) as string });

    // Sent rows are not sent again.
    await runOutboxJob();
    expect(mails.filter((entry) => entry.to.includes(backer.email))).toHaveLength(1);
  });

  it('sends a new message once its transaction commits, without waiting for the sweep', async () => {
    await runOutboxJob(); // the sweep's next run is now 30 s away on the test's clock, which stays put
    const backer = await registerTestUser(t.app, 'backer');

    // The registration's commit woke the job: it is due now (no wake() here, no clock moved).
    expect(await t.app.jobs.runDue(t.clock.now())).toBe(1);
    expect((await messagesOf(backer)).map((row) => [row.kind, row.status])).toEqual([['verification', 'sent']]);
    expect(mails.filter((mail) => mail.to.includes(backer.email))).toHaveLength(1);

    // A burst of commits wakes one run, and nothing rolled back wakes one.
    await Promise.all(Array.from({ length: 3 }, () => registerTestUser(t.app, 'backer')));
    expect(await t.app.jobs.runDue(t.clock.now())).toBe(1);
    await expect(
      runStep(t.database.db, t.clock, async (step) => {
        await step.emit(noticeTo(step, backer.id, { title: 'Never sent', message: 'Rolled back.' }));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await t.app.jobs.runDue(t.clock.now())).toBe(0);
    expect(mails.map((mail) => mail.raw).join('')).not.toContain('Never sent');
  });

  it('queues nothing for a user whose e-mail and SMS notifications are off', async () => {
    const backer = await verifiedBacker();
    await runOutboxJob();
    await saveSettings(backer, { email_notifications: false, sms_notifications: false });
    const before = (await messagesOf(backer)).length;

    await verifyTestKyc(t.app, backer); // notifies the backer of the decision
    const notifications = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: `Bearer ${backer.token}` } });
    expect(notifications.json().items.map((item: { title: string }) => item.title)).toContain('KYC verified');

    expect(await messagesOf(backer)).toHaveLength(before);
  });

  it('queues only the e-mail when SMS is off, and no SMS for a user without a phone number', async () => {
    const backer = await verifiedBacker();
    await saveSettings(backer, { sms_notifications: false });
    const before = (await messagesOf(backer)).length;
    await verifyTestKyc(t.app, backer);
    const added = (await messagesOf(backer)).slice(before);
    expect(added.map((row) => row.channel)).toEqual(['email']);

    const withoutPhone = await verifiedBacker();
    await t.database.db.update(users).set({ phoneNumber: null }).where(eq(users.id, withoutPhone.id));
    const had = (await messagesOf(withoutPhone)).length;
    await verifyTestKyc(t.app, withoutPhone);
    expect((await messagesOf(withoutPhone)).slice(had).map((row) => row.channel)).toEqual(['email']);
  });

  it('retries a message the SMTP server refuses, waiting longer each time, then gives it up as failed', async () => {
    catchers.state.refuse = true;
    const backer = await registerTestUser(t.app, 'backer');
    await saveSettings(backer, { sms_notifications: false });
    const [message] = await messagesOf(backer);

    const waits: number[] = [];
    for (let attempt = 1; attempt <= OUTBOX_POLICY.maxAttempts; attempt += 1) {
      const before = t.clock.now().getTime();
      await runOutboxJob();
      const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, message!.id));
      expect(row!.attempts).toBe(attempt);
      // The reason is the server's code and words, without the recipient's address.
      expect(row!.lastError).toMatch(/550/);
      expect(row!.lastError).not.toContain(backer.email);
      if (attempt < OUTBOX_POLICY.maxAttempts) {
        expect(row!.status).toBe('pending');
        const wait = row!.nextAttemptAt.getTime() - before;
        waits.push(Math.round(wait / 60_000));
        // Not due yet: the job leaves it alone.
        await runOutboxJob();
        const [unchanged] = await t.database.db.select().from(outbox).where(eq(outbox.id, message!.id));
        expect(unchanged!.attempts).toBe(attempt);
        t.clock.set(row!.nextAttemptAt);
      } else {
        expect(row!.status).toBe('failed');
      }
    }
    expect(waits).toEqual([1, 2, 4, 8, 16]);
    expect(mails).toEqual([]);

    // The admin sees the failure and sends it again, now that the server accepts it.
    catchers.state.refuse = false;
    const admin = { authorization: `Bearer ${await adminToken(t.app)}` };
    const failed = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?status=failed&channel=email', headers: admin });
    expect(failed.statusCode).toBe(200);
    expect(failed.json().items).toContainEqual(
      expect.objectContaining({ id: message!.id, status: 'failed', attempts: 6, last_error: expect.stringMatching(/550/) as string }),
    );
    const retried = await t.app.inject({ method: 'POST', url: `/api/admin/outbox/${message!.id}/retry`, headers: admin });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'pending', attempts: 0 });
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/outbox/${message!.id}/retry`, headers: admin });
    expect(again.statusCode).toBe(409);
    await runOutboxJob();
    expect(mails.map((mail) => mail.to)).toEqual([[backer.email]]);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry', headers: admin });
    expect(unknown.statusCode).toBe(404);
  });

  it('never lets two workers send one message twice', async () => {
    await runOutboxJob();
    const users = await Promise.all(Array.from({ length: 6 }, () => verifiedBacker()));
    // Each has its verification link, and a notification's e-mail and SMS.
    for (const user of users)
      await runStep(t.database.db, t.clock, (step) => step.emit(noticeTo(step, user.id, { title: 'Six at once', message: 'Sent once each.' })));
    const ids = new Set(users.map((user) => user.id));
    const pending = (await t.database.db.select().from(outbox).where(eq(outbox.status, 'pending'))).filter((row) => ids.has(row.userId));
    expect(pending).toHaveLength(18);

    const sends: string[] = [];
    const slowTransport = async (message: { recipient: string; subject: string }) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      sends.push(message.recipient);
    };
    const worker = () =>
      new OutboxService(t.database.db, t.clock, { email: slowTransport, sms: slowTransport }, verificationBox, {
        ...OUTBOX_POLICY,
        batchSize: 2,
      });
    const reports = await Promise.all([worker().sendDue(), worker().sendDue(), worker().sendDue()]);

    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(18);
    expect(reports.filter((report) => report.sent > 0).length).toBeGreaterThan(1);
    expect(sends).toHaveLength(18);
    expect(new Set(sends).size).toBe(7); // six addresses and one phone number, the phone once per backer
    expect(sends.filter((to) => to === '+91 98200 12345')).toHaveLength(6);
  });

  it('lists the outbox page by page, newest first, filtered by channel', async () => {
    const admin = { authorization: `Bearer ${await adminToken(t.app)}` };
    const page = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?channel=sms&page_size=2', headers: admin });
    expect(page.statusCode).toBe(200);
    const body = page.json() as { total: number; page: number; page_size: number; items: Array<{ channel: string; created_at: string }> };
    expect(body).toMatchObject({ page: 1, page_size: 2 });
    expect(body.total).toBeGreaterThan(2);
    expect(body.items.map((item) => item.channel)).toEqual(['sms', 'sms']);
    expect(body.items[0]!.created_at >= body.items[1]!.created_at).toBe(true);
    const invalid = await t.app.inject({ method: 'GET', url: '/api/admin/outbox?status=lost', headers: admin });
    expect(invalid.statusCode).toBe(422);
  });
});

describe('notifications in the recipient language', () => {
  it('writes the notification, its e-mail and its SMS in French for a backer whose settings say fr', async () => {
    const backer = await verifiedBacker();
    await runOutboxJob();
    await saveSettings(backer, { language: 'fr' });
    await verifyTestKyc(t.app, backer);
    await creditTestWallet(t.app, backer, 25_000_00n);

    const listed = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { authorization: `Bearer ${backer.token}` } });
    const items = listed.json().items as Array<{ title: string; message: string }>;
    const amount = formatMoney(25_000_00n, 'INR', 'fr');
    expect(amount).toMatch(/^25\s000,00\s₹$/);
    expect(items[0]).toEqual(
      expect.objectContaining({
        title: 'Dépôt confirmé',
        message: expect.stringMatching(
          new RegExp(`^${amount} \\(référence \\S+\\) est arrivé et se trouve dans votre portefeuille, prêt à être investi\\.$`),
        ) as string,
      }),
    );
    expect(items[1]).toMatchObject({
      title: 'KYC vérifié',
      message: 'Vos informations KYC ont été vérifiées. Vous pouvez maintenant ajouter des fonds à votre portefeuille et investir dans les projets en cours.',
    });
    // Written when the event happened: the welcome, from before the setting, stays English.
    expect(items.at(-1)).toMatchObject({ title: 'Welcome to Sharestead' });

    await runOutboxJob();
    const mail = mails.find((entry) => entry.to.includes(backer.email) && readableMail(entry.raw).includes('Vos informations KYC ont été vérifiées.'));
    expect(mail).toBeDefined();
    expect(readableMail(mail!.raw)).toContain('Sharestead. Vous recevez cet e-mail car les notifications par e-mail sont activées dans vos paramètres.');
    expect(texts).toContainEqual({ to: '+91 98200 12345', message: `KYC vérifié : ${items[1]!.message}` });
  });

  it('writes in English for a recipient who chose no language', async () => {
    const backer = await registerTestUser(t.app, 'backer');
    await verifyTestKyc(t.app, backer);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { authorization: `Bearer ${backer.token}`, 'accept-language': 'fr' },
    });
    expect(listed.json().items[0]).toMatchObject({ title: 'KYC verified' });
  });
});

describe('the outbox without SMTP_URL or SMS_WEBHOOK_URL', () => {
  it('keeps the messages pending, for the admin to see', async () => {
    const bare = await createTestApp();
    try {
      const backer = await registerTestUser(bare.app, 'backer');
      await markTestContactsVerified(bare.database.db, backer);
      await verifyTestKyc(bare.app, backer);
      await bare.app.outboxJob.wake();
      await bare.app.jobs.runDue(bare.clock.now());
      const listed = await bare.app.inject({
        method: 'GET',
        url: '/api/admin/outbox?status=pending',
        headers: { authorization: `Bearer ${await adminToken(bare.app)}` },
      });
      const mine = (listed.json().items as Array<{ recipient: string; attempts: number; next_attempt_at: string | null }>).filter((item) =>
        [backer.email, '+91 98200 12345'].includes(item.recipient),
      );
      // The verification link, and the KYC decision's e-mail and SMS.
      expect(mine).toHaveLength(3);
      expect(mine.every((item) => item.attempts === 0 && item.next_attempt_at !== null)).toBe(true);
    } finally {
      await bare.close();
    }
  });
});
