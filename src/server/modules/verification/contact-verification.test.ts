import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users, type OutboxRow } from '../../db/schema/index.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { authOf, creditTestWallet, registerTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import { readableMail, startMessageCatchers, type CaughtMail, type CaughtText } from '../../test/message-catchers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Issue 19 §1.5: registration and notifications send nothing but the verification message to an
 * e-mail address or phone number its owner has not proved is theirs. Against real transports in
 * this process, as outbox.test.ts: an SMTP server that keeps what it receives and an HTTP
 * endpoint standing in for the SMS provider; the outbox job sends.
 */

let catchers: Awaited<ReturnType<typeof startMessageCatchers>>;
let mails: CaughtMail[];
let texts: CaughtText[];

let t: TestApp;

beforeAll(async () => {
  catchers = await startMessageCatchers();
  ({ mails, texts } = catchers);
  t = await createTestApp({
    env: {
      ...UNLIMITED_ENV,
      SMTP_URL: catchers.smtpUrl,
      SMS_WEBHOOK_URL: catchers.smsUrl,
      PUBLIC_URL: 'https://app.sharestead.example',
    },
  });
});

afterAll(async () => {
  await t.close();
  await catchers.close();
});

afterEach(() => {
  catchers.reset();
});

let phones = 0;
/** A phone number of the test's own: the per-number limit counts across accounts. */
const freshPhone = () => `+91 98100 ${String(10_000 + (phones += 1)).slice(-5)}`;

/** A new backer with a phone number nobody else in this file has. */
async function newBacker(firstName = 'Meera'): Promise<TestUser> {
  const backer = await registerTestUser(t.app, 'backer', { first_name: firstName, last_name: 'Iyer' });
  await t.database.db.update(users).set({ phoneNumber: freshPhone() }).where(eq(users.id, backer.id));
  return backer;
}

const messagesOf = (user: TestUser): Promise<OutboxRow[]> => t.database.db.select().from(outbox).where(eq(outbox.userId, user.id)).orderBy(outbox.createdAt);

async function runOutboxJob(): Promise<void> {
  await t.app.outboxJob.wake();
  await t.app.jobs.runDue(t.clock.now());
}

const mailsTo = (user: TestUser) => mails.filter((mail) => mail.to.includes(user.email)).map((mail) => readableMail(mail.raw));

/** The token of the last verification link e-mailed to the user. */
function linkToken(user: TestUser): string {
  const link = /https:\/\/app\.sharestead\.example\/verify-email\?token=(\S+)/.exec(mailsTo(user).at(-1) ?? '');
  expect(link, 'a verification link').not.toBeNull();
  return decodeURIComponent(link![1]!);
}

/** The code of the last SMS to `phone`. */
function smsCode(phone: string): string {
  const code = /\b(\d{6})\b/.exec(texts.filter((text) => text.to === phone).at(-1)?.message ?? '');
  expect(code, 'a code by SMS').not.toBeNull();
  return code![1]!;
}

const post = (url: string, user: TestUser | null, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: user ? authOf(user) : {}, ...(payload ? { payload } : {}) });
const verifyEmail = (token: string) => post('/api/auth/verify-email', null, { token });
const profileOf = async (user: TestUser) => (await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: authOf(user) })).json();
const phoneOf = async (user: TestUser) => (await profileOf(user)).phone as string;

describe('registration', () => {
  it('sends the new address its verification link only: no welcome by e-mail or SMS, the welcome in the app without the first name', async () => {
    const backer = await newBacker('Zephyrine');
    const queued = await messagesOf(backer);
    expect(queued.map((row) => [row.channel, row.kind, row.recipient])).toEqual([['email', 'verification', backer.email]]);

    await runOutboxJob();
    const [mail, ...more] = mailsTo(backer);
    expect(more).toEqual([]);
    expect(mail).toContain('Subject: Confirm your e-mail address');
    expect(mail).toMatch(/https:\/\/app\.sharestead\.example\/verify-email\?token=[\w.-]+/);
    // The outbox kept the link only sealed: a copy of the database cannot verify the address.
    const token = /verify-email\?token=([\w.-]+)/.exec(mail!)![1]!;
    expect(JSON.stringify(await messagesOf(backer))).not.toContain(token);
    expect(JSON.stringify(await messagesOf(backer))).not.toContain('verify-email');
    // Nothing the registrant typed: not the name, not the address in the text, not the phone.
    expect(mail).not.toContain('Zephyrine');
    expect(mail).not.toContain('Iyer');
    const body = mail!
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n');
    expect(body).not.toContain(backer.email);
    expect(body).not.toContain(await phoneOf(backer));
    expect(texts).toEqual([]);

    const notifications = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: authOf(backer) });
    const welcome = notifications.json().items[0];
    expect(welcome).toMatchObject({ title: 'Welcome to Sharestead', read: false });
    expect(welcome.message).toMatch(/^Welcome to Sharestead! /);
    expect(welcome.message).not.toContain('Zephyrine');
  });

  it('shows the new account unverified in its profile, and the demo accounts verified', async () => {
    const backer = await newBacker();
    expect(await profileOf(backer)).toMatchObject({ email_verified: false, phone_verified: false });
    for (const role of ['admin', 'backer', 'proposer'] as const) {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `${role}@sharestead.test`, password: `${role[0]!.toUpperCase()}${role.slice(1)}123!`, role },
      });
      const profile = await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: { authorization: `Bearer ${signIn.json().access_token}` } });
      expect(profile.json(), role).toMatchObject({ email_verified: true, phone_verified: true });
    }
  });
});

describe('the e-mail link', () => {
  it('verifies the address; from then on notifications are e-mailed there too', async () => {
    const backer = await newBacker();
    const phone = await phoneOf(backer);
    await runOutboxJob();
    const token = linkToken(backer);

    // Unverified: the KYC decision is in the app, and nothing is written for e-mail or SMS.
    await verifyTestKyc(t.app, backer);
    expect((await messagesOf(backer)).map((row) => row.kind)).toEqual(['verification']);
    const listed = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: authOf(backer) });
    expect(listed.json().items[0]).toMatchObject({ title: 'KYC verified' });

    const verified = await verifyEmail(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email_verified: true, phone_verified: false });
    expect(await profileOf(backer)).toMatchObject({ email_verified: true, phone_verified: false });
    // The link works again (a second click), and changes nothing.
    expect((await verifyEmail(token)).statusCode).toBe(200);

    await creditTestWallet(t.app, backer, 1_000_00n);
    await runOutboxJob();
    // The deposit's e-mail; still no SMS (the phone is unverified).
    expect(mailsTo(backer).some((mail) => mail.includes('Subject: Deposit confirmed'))).toBe(true);
    expect(texts.filter((text) => text.to === phone)).toEqual([]);
    expect((await messagesOf(backer)).filter((row) => row.channel === 'sms')).toEqual([]);
  });

  it('refuses a tampered token, a token of another account, an expired one, and one for an address the account no longer has', async () => {
    const backer = await newBacker();
    const other = await newBacker();
    await runOutboxJob();
    const token = linkToken(backer);
    const [userId, expiry, mac] = token.split('.') as [string, string, string];

    const refusals = [
      `${userId}.${expiry}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`,
      `${userId}.${(parseInt(expiry, 36) + 3600).toString(36)}.${mac}`,
      `${other.id}.${expiry}.${mac}`,
      'not-a-token',
    ];
    for (const refused of refusals) {
      const answer = await verifyEmail(refused);
      expect(answer.statusCode, refused).toBe(422);
      expect(answer.json()).toMatchObject({ code: 'invalid_link', message: 'This verification link is not valid. Send a new one from your profile.' });
    }
    expect((await verifyEmail('')).statusCode).toBe(422);
    expect(await profileOf(backer)).toMatchObject({ email_verified: false });
    expect(await profileOf(other)).toMatchObject({ email_verified: false });

    // The link is bound to the address: another address on the account makes it useless.
    const [row] = await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, backer.id));
    await t.database.db
      .update(users)
      .set({ email: `changed-${row!.email}` })
      .where(eq(users.id, backer.id));
    expect((await verifyEmail(token)).json()).toMatchObject({ code: 'invalid_link' });
    await t.database.db.update(users).set({ email: row!.email }).where(eq(users.id, backer.id));

    // 24 hours later it has expired.
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    try {
      const expired = await verifyEmail(token);
      expect(expired.statusCode).toBe(422);
      expect(expired.json()).toMatchObject({ code: 'link_expired', message: 'This verification link has expired. Send a new one from your profile.' });
    } finally {
      t.clock.advance(-(24 * 60 * 60 * 1000 + 1000));
    }
    expect(await profileOf(backer)).toMatchObject({ email_verified: false });
  });

  it('answers any other text as a token with 422, and verifies nothing', async () => {
    const backer = await newBacker();
    await runOutboxJob();
    const [userId, expiry] = linkToken(backer).split('.') as [string, string];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string({ maxLength: 210 }),
          fc
            .base64String({ minLength: 44, maxLength: 44 })
            .map((mac) => `${userId}.${expiry}.${mac.slice(0, 43).replace(/=/g, 'A').replace(/\+/g, '-').replace(/\//g, '_')}`),
        ),
        async (token) => {
          const answer = await verifyEmail(token);
          expect(answer.statusCode, token).toBe(422);
          expect(['invalid_link', 'invalid_request']).toContain(answer.json().code);
        },
      ),
      { numRuns: 60 },
    );
    expect(await profileOf(backer)).toMatchObject({ email_verified: false });
  });

  it('is sent again by the resend button, at most 3 messages an hour to one address, the 4th refused with 429', async () => {
    const backer = await newBacker();
    // Registration sent the first.
    expect((await post('/api/me/email/verification', backer)).statusCode).toBe(204);
    expect((await post('/api/me/email/verification', backer)).statusCode).toBe(204);
    const fourth = await post('/api/me/email/verification', backer);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({
      code: 'too_many_verification_messages',
      message: 'At most 3 verification messages an hour go to one address or phone number. Please try again later.',
    });
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await messagesOf(backer)).filter((row) => row.kind === 'verification')).toHaveLength(3);

    // Any of the links works; then there is nothing to resend.
    await runOutboxJob();
    expect(mailsTo(backer)).toHaveLength(3);
    expect((await verifyEmail(linkToken(backer))).statusCode).toBe(200);
    const again = await post('/api/me/email/verification', backer);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'already_verified' });
    expect((await post('/api/me/email/verification', null)).statusCode).toBe(401);
  });
});

describe('the phone code', () => {
  it('verifies the number with the code the SMS carried; a wrong code is refused; then SMS notifications go there', async () => {
    const backer = await newBacker('Zephyrine');
    const phone = await phoneOf(backer);
    expect((await post('/api/me/phone/verification', backer)).statusCode).toBe(204);
    const sms = (await messagesOf(backer)).find((row) => row.channel === 'sms');
    expect(sms).toMatchObject({ kind: 'verification', recipient: phone });
    await runOutboxJob();
    const code = smsCode(phone);
    const [text] = texts.filter((entry) => entry.to === phone);
    expect(text!.message).toBe(`Your Sharestead code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this message.`);
    // The code is kept only as an HMAC, and the message that carried it only sealed.
    expect(JSON.stringify(await t.database.db.select().from(users).where(eq(users.id, backer.id)))).not.toContain(code);
    expect(JSON.stringify(await messagesOf(backer))).not.toContain(code);

    const wrong = await post('/api/me/phone/verify', backer, { code: code === '000000' ? '000001' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'wrong_code', errors: [{ field: 'code' }] });
    expect((await post('/api/me/phone/verify', backer, { code: 'abc' })).statusCode).toBe(422);

    const right = await post('/api/me/phone/verify', backer, { code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ email_verified: false, phone_verified: true });
    // Used up.
    expect((await post('/api/me/phone/verify', backer, { code })).json()).toMatchObject({ code: 'code_expired' });

    await verifyTestKyc(t.app, backer);
    await runOutboxJob();
    expect(texts.filter((entry) => entry.to === phone).map((entry) => entry.message)).toContainEqual(expect.stringMatching(/^KYC verified: /));
    // The address is still unverified: no e-mail of it.
    expect((await messagesOf(backer)).filter((row) => row.channel === 'email').map((row) => row.kind)).toEqual(['verification']);
  });

  it('refuses an expired code, and any code after 5 wrong guesses', async () => {
    const backer = await newBacker();
    const phone = await phoneOf(backer);
    await post('/api/me/phone/verification', backer);
    await runOutboxJob();
    const code = smsCode(phone);
    t.clock.advance(10 * 60_000 + 1000);
    try {
      const expired = await post('/api/me/phone/verify', backer, { code });
      expect(expired.statusCode).toBe(422);
      expect(expired.json()).toMatchObject({ code: 'code_expired', message: 'This code has expired or was tried too often. Send a new code.' });
    } finally {
      t.clock.advance(-(10 * 60_000 + 1000));
    }

    await post('/api/me/phone/verification', backer);
    await runOutboxJob();
    const fresh = smsCode(phone);
    const wrongCode = fresh === '000000' ? '000001' : '000000';
    // Five guesses at once: each is counted before it is checked.
    const guesses = await Promise.all(Array.from({ length: 5 }, () => post('/api/me/phone/verify', backer, { code: wrongCode })));
    expect(guesses.map((guess) => guess.json().code)).toEqual(Array(5).fill('wrong_code'));
    expect((await post('/api/me/phone/verify', backer, { code: fresh })).json()).toMatchObject({ code: 'code_expired' });
    expect(await profileOf(backer)).toMatchObject({ phone_verified: false });
  });

  it('allows 3 codes an hour to one number, whichever account asks', async () => {
    const first = await newBacker();
    const second = await newBacker();
    const phone = await phoneOf(first);
    await t.database.db.update(users).set({ phoneNumber: phone }).where(eq(users.id, second.id));
    expect((await post('/api/me/phone/verification', first)).statusCode).toBe(204);
    expect((await post('/api/me/phone/verification', first)).statusCode).toBe(204);
    expect((await post('/api/me/phone/verification', second)).statusCode).toBe(204);
    const fourth = await post('/api/me/phone/verification', second);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 'too_many_verification_messages' });
    // The same number written differently is the same destination.
    await t.database.db
      .update(users)
      .set({ phoneNumber: phone.replace(/ /g, '') })
      .where(eq(users.id, second.id));
    expect((await post('/api/me/phone/verification', second)).statusCode).toBe(429);
  });

  it('makes a changed number unverified again, and refuses the code sent to the old one', async () => {
    const backer = await newBacker();
    const phone = await phoneOf(backer);
    await post('/api/me/phone/verification', backer);
    await runOutboxJob();
    expect((await post('/api/me/phone/verify', backer, { code: smsCode(phone) })).statusCode).toBe(200);

    const profile = await profileOf(backer);
    const edit = (number: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/me/profile',
        headers: authOf(backer),
        payload: {
          name: profile.name,
          phone: number,
          location: null,
          bio: 'Same number, new bio.',
          investment_preferences: { property_types: [], investment_range: null, risk_tolerance: null },
        },
      });
    // Saving the profile with the same number keeps it verified; another number is unverified,
    // and going back to the first does not bring its verification back.
    expect((await edit(phone)).json()).toMatchObject({ phone_verified: true });
    const changed = await edit(freshPhone());
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ phone_verified: false });
    expect(await profileOf(backer)).toMatchObject({ phone_verified: false });
    expect((await edit(phone)).json()).toMatchObject({ phone_verified: false });

    // A code asked for before a change is of no use for the new number.
    await post('/api/me/phone/verification', backer);
    await runOutboxJob();
    const oldCode = smsCode(phone);
    await edit(freshPhone());
    expect((await post('/api/me/phone/verify', backer, { code: oldCode })).json()).toMatchObject({ code: 'code_expired' });
    expect(await profileOf(backer)).toMatchObject({ phone_verified: false });

    // Without a number there is nothing to send a code to.
    await edit(null as unknown as string);
    const none = await post('/api/me/phone/verification', backer);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'no_phone' });
  });
});

describe('the outbox at send time', () => {
  it('withholds a copy to an address that is not verified (written before verification began), and sends it once verified', async () => {
    const backer = await newBacker();
    await runOutboxJob();
    const token = linkToken(backer);
    const [early] = await t.database.db
      .insert(outbox)
      .values({
        userId: backer.id,
        channel: 'email',
        recipient: backer.email,
        subject: 'Written under the old rules',
        body: 'Hello.',
        nextAttemptAt: t.clock.now(),
      })
      .returning();
    await runOutboxJob();
    const [withheld] = await t.database.db.select().from(outbox).where(eq(outbox.id, early!.id));
    expect(withheld).toMatchObject({ status: 'failed', lastError: 'Not sent: the address or phone number is not verified.', attempts: 0 });
    expect(mailsTo(backer).some((mail) => mail.includes('Written under the old rules'))).toBe(false);

    // Verified, the admin's retry sends it.
    expect((await verifyEmail(token)).statusCode).toBe(200);
    await t.database.db.update(outbox).set({ status: 'pending', nextAttemptAt: t.clock.now() }).where(eq(outbox.id, early!.id));
    await runOutboxJob();
    expect(mailsTo(backer).some((mail) => mail.includes('Written under the old rules'))).toBe(true);
  });
});

describe('messages in the language of the app', () => {
  it('writes the verification e-mail and SMS in the language the request asks for', async () => {
    const backer = await newBacker();
    const phone = await phoneOf(backer);
    const headers = { ...authOf(backer), 'accept-language': 'fr' };
    expect((await t.app.inject({ method: 'POST', url: '/api/me/email/verification', headers })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'POST', url: '/api/me/phone/verification', headers })).statusCode).toBe(204);
    await runOutboxJob();
    expect(mailsTo(backer).at(-1)).toContain('Subject: Confirmez votre adresse e-mail');
    expect(mailsTo(backer).at(-1)).toContain('Ouvrez ce lien dans les 24 heures');
    expect(texts.filter((entry) => entry.to === phone).at(-1)!.message).toMatch(/^Votre code Sharestead est \d{6}\./);
    const refused = await t.app.inject({ method: 'POST', url: '/api/me/phone/verify', headers, payload: { code: '12' } });
    expect(refused.json().message).toBe('Le code comporte 6 chiffres.');
  });
});
