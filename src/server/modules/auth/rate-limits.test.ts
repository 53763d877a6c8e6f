import { Redis } from 'ioredis';
import { generate } from 'otplib';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { authOf, registerTestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { INVALID_CREDENTIALS, TOO_MANY_ATTEMPTS } from './auth.service.ts';
import { TOO_MANY_REQUESTS } from './auth.routes.ts';
import { argon2Hasher, type PasswordHasher } from './password.ts';

const backer = { email: 'backer@sharestead.test', password: 'Backer123!', role: 'backer' };

// The same rules must hold in memory (one instance) and in Redis (several); Redis runs where REDIS_URL is set.
const stores = [
  { name: 'memory', redis: () => undefined },
  ...(process.env.REDIS_URL ? [{ name: 'redis', redis: () => new Redis(process.env.REDIS_URL!) }] : []),
];

describe.each(stores)('rate limits with the $name store', ({ redis: makeRedis }) => {
  let t: TestApp | undefined;
  let redis: Redis | undefined;
  const start = async (env: Record<string, string> = {}, passwords?: PasswordHasher) => {
    redis = makeRedis();
    await redis?.flushdb();
    t = await createTestApp({ env, ...(redis ? { redis } : {}), ...(passwords ? { passwords } : {}) });
    return t;
  };
  afterEach(async () => {
    await t?.close();
    redis?.disconnect();
  });
  afterAll(() => redis?.disconnect());

  const login = (app: TestApp, body: object, remoteAddress: string) => app.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });

  it('locks one account from one address after 10 failures in a row, for 15 minutes', async () => {
    const app = await start();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login(app, { ...backer, password: `guess-${attempt}` }, '203.0.113.5');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(INVALID_CREDENTIALS);
    }
    const locked = await login(app, backer, '203.0.113.5');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: TOO_MANY_ATTEMPTS, detail: TOO_MANY_ATTEMPTS, code: 'too_many_attempts' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The owner, elsewhere, is not locked out by someone else's guesses.
    expect((await login(app, backer, '198.51.100.7')).statusCode).toBe(200);
  });

  it('resets the run of failures on a success', async () => {
    const app = await start();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 9; attempt++) {
        expect((await login(app, { ...backer, password: 'nope-nope' }, '203.0.113.9')).statusCode).toBe(401);
      }
      expect((await login(app, backer, '203.0.113.9')).statusCode).toBe(200);
    }
  });

  it('counts parallel guesses before checking them: 50 at once cost at most 10 argon2 verifications', async () => {
    let verifications = 0;
    const counting: PasswordHasher = {
      hash: argon2Hasher.hash,
      verify: (hash, password) => {
        verifications++;
        return argon2Hasher.verify(hash, password);
      },
    };
    const app = await start({}, counting);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, attempt) => login(app, { ...backer, password: `parallel-guess-${attempt}` }, '203.0.113.66')),
    );
    const statuses = answers.map((response) => response.statusCode);
    expect(verifications).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 401)).toHaveLength(verifications);
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - verifications);
    // The pair stays locked, the right password included.
    expect((await login(app, backer, '203.0.113.66')).statusCode).toBe(429);
    expect(verifications).toBeLessThanOrEqual(10);
  });

  it('keeps only failures in the hourly count: a success neither lowers it nor adds to it', async () => {
    const app = await start({ LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR: '3' });
    expect((await login(app, { ...backer, password: 'wrong-one' }, '192.0.2.1')).statusCode).toBe(401);
    expect((await login(app, { ...backer, password: 'wrong-two' }, '192.0.2.2')).statusCode).toBe(401);
    // The owner signs in, several times: each attempt is counted before its check, and taken back after it.
    for (let success = 0; success < 3; success++) expect((await login(app, backer, '192.0.2.3')).statusCode).toBe(200);
    // Two failures still count: the third fills the hour, whoever signed in meanwhile.
    expect((await login(app, { ...backer, password: 'wrong-three' }, '192.0.2.4')).statusCode).toBe(401);
    expect((await login(app, backer, '192.0.2.3')).statusCode).toBe(429);
  });

  it('locks an account after too many failures in an hour from anywhere', async () => {
    const app = await start({ LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR: '5' });
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login(app, { ...backer, password: 'wrong-one' }, `192.0.2.${attempt}`)).statusCode).toBe(401);
    }
    const locked = await login(app, backer, '192.0.2.200');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(59 * 60);
    // Other accounts are untouched.
    const admin = await login(app, { email: 'admin@sharestead.test', password: 'Admin123!', role: 'admin' }, '192.0.2.200');
    expect(admin.statusCode).toBe(200);
  });

  describe('device cookies', () => {
    /** The device cookie a sign-in answered, as a Cookie header sends it back. */
    const deviceCookie = (response: { headers: Record<string, unknown> }) => {
      const header = response.headers['set-cookie'];
      expect(header, 'a device cookie').toEqual(expect.stringMatching(/^device_/));
      return (header as string).split(';')[0]!;
    };
    const withCookie = (app: TestApp, body: object, remoteAddress: string, cookie: string) =>
      app.app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress, headers: { cookie } });

    it('lets a device that signed in before past an account others have locked, with the right password only', async () => {
      const app = await start({ LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR: '5' });
      const earlier = await login(app, backer, '198.51.100.60');
      expect(earlier.headers['set-cookie']).toMatch(/^device_[\w-]+=[\w-]+\.[\w-]+; Path=\/api\/auth; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
      const cookie = deviceCookie(earlier);
      // Someone who knows the email fills the account's hour.
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await login(app, { ...backer, password: `guess-${attempt}` }, `192.0.2.${attempt}`)).statusCode).toBe(401);
      }
      expect((await login(app, backer, '198.51.100.60')).statusCode).toBe(429);
      const known = await withCookie(app, backer, '198.51.100.60', cookie);
      expect(known.statusCode).toBe(200);
      // Each sign-in renews the cookie.
      expect(deviceCookie(known)).not.toBe(cookie);
      expect((await withCookie(app, { ...backer, password: 'wrong-again' }, '198.51.100.60', cookie)).statusCode).toBe(401);

      // An altered cookie, or another account's, is no device of this one.
      const [name, value] = cookie.split('=') as [string, string];
      const altered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await withCookie(app, backer, '198.51.100.60', altered)).statusCode).toBe(429);
      const admin = deviceCookie(await login(app, { email: 'admin@sharestead.test', password: 'Admin123!', role: 'admin' }, '198.51.100.61'));
      expect((await withCookie(app, backer, '198.51.100.61', `${name}=${admin.split('=')[1]}`)).statusCode).toBe(429);
    });

    it('makes the browser that registered a known device of the new account', async () => {
      const app = await start({ LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR: '3' });
      const account = { email: 'device-at-registration@example.com', password: 'lantern-harbour-47', role: 'backer' };
      const registered = await app.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: '198.51.100.80',
        payload: { user_type: 'backer', first_name: 'Mirela', last_name: 'Dutt', email: account.email, password: account.password },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      const cookie = deviceCookie(registered);
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await login(app, { ...account, password: `guess-${attempt}` }, `192.0.2.${40 + attempt}`)).statusCode).toBe(401);
      }
      expect((await login(app, account, '198.51.100.80')).statusCode).toBe(429);
      expect((await withCookie(app, account, '198.51.100.80', cookie)).statusCode).toBe(200);
    });

    it("locks a device that sends too many wrong passwords, not the account's other devices", async () => {
      const app = await start({ LOGIN_PAIR_MAX_FAILURES: '3' });
      const cookie = deviceCookie(await login(app, backer, '198.51.100.70'));
      // From three addresses, so no pair is locked: the device's own count is.
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await withCookie(app, { ...backer, password: `guess-${attempt}` }, `198.51.100.7${attempt + 1}`, cookie)).statusCode).toBe(401);
      }
      const locked = await withCookie(app, backer, '198.51.100.75', cookie);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect((await login(app, backer, '198.51.100.75')).statusCode).toBe(200);
    });

    it('is Secure when the request came over HTTPS', async () => {
      const app = await start({ TRUST_PROXY: '1' });
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: backer,
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '203.0.113.140', 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toMatch(/; HttpOnly; SameSite=Lax; Secure$/);
    });
  });

  it('limits auth requests per address per minute', async () => {
    const app = await start({ AUTH_REQUESTS_PER_MINUTE: '5' });
    for (let request = 0; request < 5; request++) {
      expect((await login(app, { email: 'x@y.co', role: 'backer' }, '203.0.113.77')).statusCode).toBe(422);
    }
    const limited = await login(app, backer, '203.0.113.77');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: TOO_MANY_REQUESTS, detail: TOO_MANY_REQUESTS, code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(app, backer, '203.0.113.78')).statusCode).toBe(200);
  });

  it('counts wrong codes before checking them: a challenge checks 5 of 20 sent at once, the account 10 in a row', async () => {
    const app = await start();
    const user = await registerTestUser(app.app);
    const setup = await app.app.inject({ method: 'POST', url: '/api/me/2fa/setup', headers: authOf(user) });
    const secret = setup.json().secret as string;
    const codeNow = () => generate({ secret, epoch: Math.floor(app.clock.now().getTime() / 1000) });
    const enabled = await app.app.inject({ method: 'POST', url: '/api/me/2fa/enable', headers: authOf(user), payload: { code: await codeNow() } });
    expect(enabled.statusCode).toBe(200);
    app.clock.advance(30_000);
    const challenge = async (address: string) => {
      const response = await login(app, { email: user.email, password: 'banyan-courtyard-19', role: 'backer' }, address);
      return response.json().challenge_token as string;
    };
    const give = (token: string, code: string, address: string) =>
      app.app.inject({ method: 'POST', url: '/api/auth/2fa', payload: { challenge_token: token, code }, remoteAddress: address });
    const codes = (responses: { json(): { code: string } }[]) => responses.map((response) => response.json().code).sort();

    for (const address of ['203.0.113.120', '203.0.113.121']) {
      const token = await challenge(address);
      const answers = await Promise.all(Array.from({ length: 20 }, () => give(token, '000000', address)));
      expect(codes(answers)).toEqual([...Array(15).fill('challenge_expired'), ...Array(5).fill('wrong_code')]);
    }
    const locked = await give(await challenge('203.0.113.122'), await codeNow(), '203.0.113.122');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('counts an IPv6 client by its /64: the addresses of one /64 share the per-address limit', async () => {
    const app = await start({ AUTH_REQUESTS_PER_MINUTE: '4' });
    for (const address of ['2001:db8:7:1::1', '2001:db8:7:1::2', '2001:db8:7:1:aaaa:bbbb:cccc:3', '2001:db8:7:1::4']) {
      expect((await login(app, {}, address)).statusCode).toBe(422);
    }
    expect((await login(app, backer, '2001:db8:7:1::ffff')).statusCode).toBe(429);
    // The next /64 is another client; an IPv4-mapped address is its IPv4 one.
    expect((await login(app, backer, '2001:db8:7:2::1')).statusCode).toBe(200);
    for (let request = 0; request < 4; request++) expect((await login(app, {}, '203.0.113.44')).statusCode).toBe(422);
    expect((await login(app, backer, '::ffff:203.0.113.44')).statusCode).toBe(429);
  });

  it('locks an account from one /64 after 10 failures in a row, whichever of its addresses guessed', async () => {
    const app = await start();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await login(app, { ...backer, password: `guess-${attempt}` }, `2001:db8:9:9::${attempt.toString(16)}`)).statusCode).toBe(401);
    }
    expect((await login(app, backer, '2001:db8:9:9:1:2:3:4')).statusCode).toBe(429);
    expect((await login(app, backer, '2001:db8:9:a::1')).statusCode).toBe(200);
  });

  describe('behind one proxy (TRUST_PROXY=1)', () => {
    // The proxy (10.0.0.2) appends the address it saw; whatever the client wrote comes before it.
    const viaProxy = (app: TestApp, body: object, forwardedFor: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: body,
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': forwardedFor },
      });

    it('counts failed logins against the address the proxy saw, whatever the client forged', async () => {
      const app = await start({ TRUST_PROXY: '1' });
      for (let attempt = 1; attempt <= 10; attempt++) {
        const forged = `198.51.100.${attempt}`;
        expect((await viaProxy(app, { ...backer, password: `guess-${attempt}` }, `${forged}, 203.0.113.5`)).statusCode).toBe(401);
      }
      expect((await viaProxy(app, backer, '198.51.100.99, 203.0.113.5')).statusCode).toBe(429);
      // The proxy's entry is read: another client behind it is not locked, even when it forges the locked one.
      expect((await viaProxy(app, backer, '203.0.113.5, 203.0.113.6')).statusCode).toBe(200);
    });

    it('limits requests per address by the address the proxy saw', async () => {
      const app = await start({ TRUST_PROXY: '1', AUTH_REQUESTS_PER_MINUTE: '3' });
      for (let request = 0; request < 3; request++) {
        expect((await viaProxy(app, {}, `198.51.100.${request}, 203.0.113.80`)).statusCode).toBe(422);
      }
      expect((await viaProxy(app, backer, '198.51.100.50, 203.0.113.80')).statusCode).toBe(429);
      expect((await viaProxy(app, backer, '203.0.113.81')).statusCode).toBe(200);
    });
  });

  it('reads no X-Forwarded-For without TRUST_PROXY', async () => {
    const app = await start({ AUTH_REQUESTS_PER_MINUTE: '3' });
    const send = (forwardedFor: string) =>
      app.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: {},
        remoteAddress: '203.0.113.90',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let request = 0; request < 3; request++) expect((await send(`198.51.100.${request}`)).statusCode).toBe(422);
    expect((await send('198.51.100.200')).statusCode).toBe(429);
  });

  it('lets 50 people register at once from one office', async () => {
    const app = await start();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        app.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '203.0.113.100',
          payload: {
            user_type: index % 2 ? 'backer' : 'proposer',
            first_name: 'Office',
            last_name: `Colleague ${index}`,
            email: `colleague-${index}@office.example`,
            password: `sandstone-window-${index}-x`,
          },
        }),
      ),
    );
    expect(answers.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
  });
});
