import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, recoveryCodes, users } from '../../db/schema/index.ts';
import { registerTestUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { KeyedHash } from './keyed-hash.ts';

const PASSWORD = 'banyan-courtyard-19';
/** A key ENCRYPTION_KEY replaced, still listed in ENCRYPTION_KEY_PREVIOUS. */
const ROTATED_OUT_KEY = 'rotated-out-encryption-key-for-tests-0001';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { LOGIN_PAIR_MAX_FAILURES: '4', ENCRYPTION_KEY_PREVIOUS: ROTATED_OUT_KEY } });
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, token: string | undefined, payload?: object, address = '203.0.113.20') =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}), remoteAddress: address });
const login = (user: TestUser, address?: string) => post('/api/auth/login', undefined, { email: user.email, password: PASSWORD, role: 'backer' }, address);
const epoch = () => Math.floor(t.clock.now().getTime() / 1000);
/** The code of the secret at the app's clock, moved by whole steps. */
const codeAt = (secret: string, steps = 0) => generate({ secret, epoch: epoch() + steps * 30 });

/** Enrols the user; the secret and the recovery codes. */
async function enrol(user: TestUser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post('/api/me/2fa/setup', user.token);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const enabled = await post('/api/me/2fa/enable', user.token, { code: await codeAt(secret) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { secret, recoveryCodes: enabled.json().recovery_codes as string[] };
}

describe('two-factor enrolment', () => {
  it('sets up a secret with its otpauth URI and QR code, confirms it with a code, and gives ten recovery codes once', async () => {
    const user = await registerTestUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/2fa', headers: bearer(user.token) })).json()).toEqual({ enabled: false, recovery_codes_left: 0 });

    const setup = await post('/api/me/2fa/setup', user.token);
    const body = setup.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauth_uri).toBe(`otpauth://totp/Sharestead:${encodeURIComponent(user.email)}?secret=${body.secret}&issuer=Sharestead`);
    expect(Buffer.from(body.qr_code.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg/);

    // Not yet on: a sign-in still takes the password alone.
    expect((await login(user)).json()).toHaveProperty('access_token');
    const wrong = await post('/api/me/2fa/enable', user.token, { code: await codeAt(body.secret, 10) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'wrong_code' });

    const enabled = await post('/api/me/2fa/enable', user.token, { code: await codeAt(body.secret) });
    expect(enabled.statusCode).toBe(200);
    const codes = enabled.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // 16 characters of base32, 80 bits each, shown in groups of four.
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}-[a-z2-7]{4}$/);

    // Stored sealed and hashed: neither the secret nor a code appears in the database.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.totpEnabledAt).not.toBeNull();
    expect(row!.totpSecret).not.toContain(body.secret);
    const stored = await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replaceAll('-', ''));
    // Keyed (ENCRYPTION_KEY), not a bare SHA-256 anyone could try codes against.
    const bare = codes.map((code) => createHash('sha256').update(code.replaceAll('-', '')).digest('base64url'));
    for (const row of stored) expect(bare).not.toContain(row.codeHash);
    const audit = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, user.id));
    expect(audit.map((event) => event.action)).toContain('account.two_factor_enabled');

    expect((await t.app.inject({ method: 'GET', url: '/api/me/2fa', headers: bearer(user.token) })).json()).toEqual({ enabled: true, recovery_codes_left: 10 });
    expect((await post('/api/me/2fa/setup', user.token)).statusCode).toBe(409);
  });

  it('signs in with the password and then a code; a code works once', async () => {
    const user = await registerTestUser(t.app);
    const { secret } = await enrol(user);
    t.clock.advance(30_000);

    const first = await login(user);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ two_factor_required: true, challenge_token: expect.any(String) });
    const challenge = first.json().challenge_token as string;
    // The challenge is no session token.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(challenge) })).statusCode).toBe(401);

    const code = await codeAt(secret);
    const signedIn = await post('/api/auth/2fa', undefined, { challenge_token: challenge, code });
    expect(signedIn.statusCode).toBe(200);
    // Only the whole sign-in makes the browser a known device.
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(signedIn.headers['set-cookie']).toMatch(/^device_/);
    const token = signedIn.json().access_token as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) })).statusCode).toBe(200);

    // The same code again (a replay) is refused.
    const again = await post('/api/auth/2fa', undefined, { challenge_token: (await login(user)).json().challenge_token, code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'wrong_code' });
  });

  it('signs in with a recovery code, each only once, typed in any case with or without its dash', async () => {
    const user = await registerTestUser(t.app);
    const { recoveryCodes: codes } = await enrol(user);
    const challenge = async () => (await login(user)).json().challenge_token as string;

    const typed = codes[0]!.toUpperCase().replaceAll('-', '');
    expect((await post('/api/auth/2fa', undefined, { challenge_token: await challenge(), recovery_code: typed })).statusCode).toBe(200);
    const reused = await post('/api/auth/2fa', undefined, { challenge_token: await challenge(), recovery_code: codes[0] });
    expect(reused.statusCode).toBe(401);
    expect((await post('/api/auth/2fa', undefined, { challenge_token: await challenge(), recovery_code: codes[1] })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/2fa', headers: bearer(user.token) })).json()).toEqual({ enabled: true, recovery_codes_left: 8 });
  });

  it('still takes a recovery code of the old kind (10 characters, bare SHA-256), once', async () => {
    const user = await registerTestUser(t.app);
    await enrol(user);
    const old = 'abcde-fgh23';
    const legacy = createHash('sha256').update('abcdefgh23').digest('base64url');
    await t.database.db.insert(recoveryCodes).values({ userId: user.id, codeHash: legacy });
    const challenge = async () => (await login(user, '198.51.100.39')).json().challenge_token as string;
    expect((await post('/api/auth/2fa', undefined, { challenge_token: await challenge(), recovery_code: old }, '198.51.100.39')).statusCode).toBe(200);
    const again = await post('/api/auth/2fa', undefined, { challenge_token: await challenge(), recovery_code: old }, '198.51.100.39');
    expect(again.statusCode).toBe(401);
  });

  it('takes a recovery code hashed under a previous ENCRYPTION_KEY while it is listed, and none under an unknown key', async () => {
    const user = await registerTestUser(t.app);
    await enrol(user);
    const underRotatedKey = 'mnop-qrst-uvwx-yz23';
    const underUnknownKey = 'abcd-efgh-ijkl-mn45';
    await t.database.db.insert(recoveryCodes).values([
      { userId: user.id, codeHash: new KeyedHash(ROTATED_OUT_KEY, 'recovery-code').digest(underRotatedKey.replaceAll('-', '')) },
      { userId: user.id, codeHash: new KeyedHash('some-other-key-never-configured-0002', 'recovery-code').digest(underUnknownKey.replaceAll('-', '')) },
    ]);
    const address = '198.51.100.41';
    const challenge = async () => (await login(user, address)).json().challenge_token as string;
    expect((await post('/api/auth/2fa', undefined, { challenge_token: await challenge(), recovery_code: underRotatedKey }, address)).statusCode).toBe(200);
    expect((await post('/api/auth/2fa', undefined, { challenge_token: await challenge(), recovery_code: underRotatedKey }, address)).statusCode).toBe(401);
    expect((await post('/api/auth/2fa', undefined, { challenge_token: await challenge(), recovery_code: underUnknownKey }, address)).statusCode).toBe(401);
  });

  it('refuses an expired or forged challenge', async () => {
    const user = await registerTestUser(t.app);
    const { secret } = await enrol(user);
    const challenge = (await login(user, '198.51.100.40')).json().challenge_token as string;
    const forged = await post('/api/auth/2fa', undefined, { challenge_token: user.token, code: await codeAt(secret) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'challenge_expired' });
    t.clock.advance(6 * 60_000);
    const expired = await post('/api/auth/2fa', undefined, { challenge_token: challenge, code: await codeAt(secret) });
    expect(expired.json()).toMatchObject({ code: 'challenge_expired' });
  });

  it('kills a challenge after 5 wrong codes; a new one still takes a right code', async () => {
    const user = await registerTestUser(t.app);
    const { secret } = await enrol(user);
    t.clock.advance(30_000);
    const challenge = (await login(user, '198.51.100.41')).json().challenge_token as string;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await post('/api/auth/2fa', undefined, { challenge_token: challenge, code: '000000' }, '198.51.100.41');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ code: 'wrong_code' });
    }
    const dead = await post('/api/auth/2fa', undefined, { challenge_token: challenge, code: await codeAt(secret) }, '198.51.100.41');
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toMatchObject({ code: 'challenge_expired' });
    const fresh = (await login(user, '198.51.100.42')).json().challenge_token as string;
    expect((await post('/api/auth/2fa', undefined, { challenge_token: fresh, code: await codeAt(secret) }, '198.51.100.42')).statusCode).toBe(200);
  });

  it('counts wrong codes per account, apart from passwords: a right password resets nothing, 429 after 10 in a row', async () => {
    const user = await registerTestUser(t.app);
    const { secret } = await enrol(user);
    t.clock.advance(30_000);
    // Two challenges, from two addresses, each with a right password: ten wrong codes in a row.
    for (const address of ['198.51.100.43', '198.51.100.44']) {
      const challenge = (await login(user, address)).json().challenge_token as string;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await post('/api/auth/2fa', undefined, { challenge_token: challenge, code: '000000' }, address)).statusCode).toBe(401);
      }
    }
    const third = await login(user, '198.51.100.45');
    expect(third.statusCode).toBe(200);
    const locked = await post('/api/auth/2fa', undefined, { challenge_token: third.json().challenge_token, code: await codeAt(secret) }, '198.51.100.45');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Nor can the signed-in owner turn it off meanwhile by guessing.
    expect((await post('/api/me/2fa/disable', user.token, { code: await codeAt(secret) })).statusCode).toBe(429);
  });

  it("keeps a pair's run of wrong passwords through a right one until the whole sign-in succeeds", async () => {
    const user = await registerTestUser(t.app);
    const { secret } = await enrol(user);
    t.clock.advance(30_000);
    const address = '198.51.100.46';
    const wrongPassword = () => post('/api/auth/login', undefined, { email: user.email, password: 'not-the-password', role: 'backer' }, address);
    for (let attempt = 0; attempt < 2; attempt += 1) expect((await wrongPassword()).statusCode).toBe(401);
    const first = (await login(user, address)).json().challenge_token as string;
    expect((await post('/api/auth/2fa', undefined, { challenge_token: first, code: await codeAt(secret) }, address)).statusCode).toBe(200);
    // The sign-in succeeded: the run starts again. Three wrong and a right password fill it (4).
    t.clock.advance(30_000);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await wrongPassword()).statusCode).toBe(401);
    expect((await login(user, address)).statusCode).toBe(200);
    expect((await login(user, address)).statusCode).toBe(429);
  });

  it('refuses a challenge issued before a password change, with a right code', async () => {
    const user = await registerTestUser(t.app);
    const { secret } = await enrol(user);
    t.clock.advance(30_000);
    const challenge = (await login(user, '198.51.100.50')).json().challenge_token as string;
    const change = await post('/api/me/password', user.token, { current_password: PASSWORD, new_password: 'monsoon-veranda-42' }, '198.51.100.51');
    expect(change.statusCode).toBe(204);
    const late = await post('/api/auth/2fa', undefined, { challenge_token: challenge, code: await codeAt(secret) }, '198.51.100.50');
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'challenge_expired' });
  });

  it('asks for exactly one of a code and a recovery code', async () => {
    const response = await post('/api/auth/2fa', undefined, { challenge_token: 'x', code: '123456', recovery_code: 'abcd-efgh-ijkl-mnop' });
    expect(response.statusCode).toBe(422);
    expect((await post('/api/auth/2fa', undefined, { challenge_token: 'x' })).statusCode).toBe(422);
    expect((await post('/api/auth/2fa', undefined, { challenge_token: 'x', code: '12345' })).statusCode).toBe(422);
    const short = await post('/api/auth/2fa', undefined, { challenge_token: 'x', recovery_code: 'abcd-efgh-ijkl' });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('A recovery code has 16 letters and digits, as xxxx-xxxx-xxxx-xxxx.');
  });

  it('turns off only with a current code; then the password alone signs in again', async () => {
    const user = await registerTestUser(t.app);
    const { secret } = await enrol(user);
    t.clock.advance(30_000);
    const wrong = await post('/api/me/2fa/disable', user.token, { code: await codeAt(secret, 20) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'wrong_code' });
    // A wrong code is no reason to end the session.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(user.token) })).statusCode).toBe(200);
    expect((await post('/api/me/2fa/disable', user.token, { code: await codeAt(secret) })).statusCode).toBe(204);
    expect((await login(user)).json()).toHaveProperty('access_token');
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    expect((await post('/api/me/2fa/disable', user.token, { code: await codeAt(secret) })).statusCode).toBe(409);
  });

  it("drives the admin's two_factor_auth setting: true only when enrolled, whatever a PUT says; the demo admin starts without", async () => {
    const signIn = await post('/api/auth/login', undefined, { email: 'admin@sharestead.test', password: 'Admin123!', role: 'admin' });
    const token = signIn.json().access_token as string;
    const settings = (await t.app.inject({ method: 'GET', url: '/api/me/settings', headers: bearer(token) })).json();
    expect(settings.two_factor_auth).toBe(false);
    const put = await t.app.inject({ method: 'PUT', url: '/api/me/settings', headers: bearer(token), payload: { ...settings, two_factor_auth: true } });
    expect(put.json().two_factor_auth).toBe(false);

    const admin = { id: '', token, email: 'admin@sharestead.test' };
    await enrol(admin);
    expect((await t.app.inject({ method: 'GET', url: '/api/me/settings', headers: bearer(token) })).json().two_factor_auth).toBe(true);
    const off = await t.app.inject({ method: 'PUT', url: '/api/me/settings', headers: bearer(token), payload: { ...settings, two_factor_auth: false } });
    expect(off.json().two_factor_auth).toBe(true);
  });
});
