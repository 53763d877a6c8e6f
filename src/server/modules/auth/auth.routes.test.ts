import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.ts';
import { INVALID_CREDENTIALS } from './auth.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (body: unknown, remoteAddress = '10.0.0.1') => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress });
const register = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body as object });

function backerPayload(email: string, extra: Record<string, unknown> = {}) {
  return {
    user_type: 'backer',
    first_name: 'Meera',
    last_name: 'Iyer',
    email,
    password: 'terracotta-balcony-42',
    phone_number: '+91 98765 43210',
    address: '12 Residency Road, Bengaluru',
    investment_preferences: 'Residential rentals in metro cities',
    risk_profile: 'moderate',
    ...extra,
  };
}

describe('GET /api/health', () => {
  it('answers ok once the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('POST /api/auth/login', () => {
  it.each([
    ['admin', 'admin@sharestead.test', 'Admin123!'],
    ['backer', 'backer@sharestead.test', 'Backer123!'],
    ['proposer', 'proposer@sharestead.test', 'Proposer123!'],
  ])('signs in the %s demo account with a 1-day token', async (role, email, password) => {
    const response = await login({ email, password, role });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'bearer', role, user: { email } });
    expect(typeof body.user.name).toBe('string');
    expect(body.user).toHaveProperty('avatar');
    const payload = decodeJwt(body.access_token);
    expect(Object.keys(payload).sort()).toEqual(['aud', 'avatar', 'email', 'exp', 'iat', 'iss', 'jti', 'name', 'role', 'sub']);
    expect(payload.role).toBe(role);
    expect(payload.exp! - payload.iat!).toBe(24 * 60 * 60);
  });

  it('gives a 30-day token when remember is true', async () => {
    const response = await login({ email: 'backer@sharestead.test', password: 'Backer123!', role: 'backer', remember: true });
    const payload = decodeJwt(response.json().access_token);
    expect(payload.exp! - payload.iat!).toBe(30 * 24 * 60 * 60);
  });

  it('compares email and role case-insensitively', async () => {
    const response = await login({ email: 'BACKER@Sharestead.test', password: 'Backer123!', role: 'Backer' });
    expect(response.statusCode).toBe(200);
    expect(response.json().role).toBe('backer');
  });

  it('answers wrong email, wrong password and wrong role with one 401 sentence', async () => {
    const answers = await Promise.all([
      login({ email: 'nobody@sharestead.test', password: 'Backer123!', role: 'backer' }, '10.0.1.1'),
      login({ email: 'backer@sharestead.test', password: 'wrong-password', role: 'backer' }, '10.0.1.2'),
      login({ email: 'backer@sharestead.test', password: 'Backer123!', role: 'admin' }, '10.0.1.3'),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: INVALID_CREDENTIALS, detail: INVALID_CREDENTIALS, code: 'invalid_credentials' });
    }
  });

  it('rejects a body with missing or wrong fields with 422 and a sentence', async () => {
    const response = await login({ email: 'backer@sharestead.test', role: 'backer' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe('Password is required.');
    expect(response.json().detail).toBe('Password is required.');
    const badRole = await login({ email: 'backer@sharestead.test', password: 'x', role: 'landlord' });
    expect(badRole.statusCode).toBe(422);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "backer@',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The request body is not valid JSON.',
      detail: 'The request body is not valid JSON.',
      code: 'invalid_json',
    });
  });

  it('answers 413 to a body over 100 KB', async () => {
    const response = await login({ email: 'a@b.co', password: 'x'.repeat(101 * 1024), role: 'backer' });
    expect(response.statusCode).toBe(413);
    expect(response.json().detail).toBe('The request body is larger than 100 KB.');
  });
});

describe('POST /api/auth/register', () => {
  it('creates a backer, stores every field and signs them in', async () => {
    const response = await register(backerPayload('Meera.Iyer@Example.com'));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'bearer', role: 'backer', user: { name: 'Meera Iyer', email: 'meera.iyer@example.com' } });

    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${body.access_token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      role: 'backer',
      first_name: 'Meera',
      last_name: 'Iyer',
      email: 'meera.iyer@example.com',
      phone_number: '+91 98765 43210',
      address: '12 Residency Road, Bengaluru',
      investment_preferences: 'Residential rentals in metro cities',
      risk_profile: 'moderate',
      company_name: null,
      pitch_deck_url: null,
    });
    expect(JSON.stringify(me.json())).not.toMatch(/argon2|password/);

    const again = await login({ email: 'meera.iyer@example.com', password: 'terracotta-balcony-42', role: 'backer' });
    expect(again.statusCode).toBe(200);
  });

  it('creates a proposer with company and pitch deck, phone and address optional', async () => {
    const response = await register({
      user_type: 'proposer',
      first_name: 'Vikram',
      last_name: 'Rao',
      email: 'vikram@rao-estates.in',
      password: 'monsoon-courtyard-7',
      phone_number: null,
      company_name: 'Rao Estates',
      pitch_deck_url: 'https://rao-estates.in/deck.pdf',
    });
    expect(response.statusCode).toBe(201);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${response.json().access_token}` },
    });
    expect(me.json().user).toMatchObject({
      role: 'proposer',
      company_name: 'Rao Estates',
      pitch_deck_url: 'https://rao-estates.in/deck.pdf',
      phone_number: null,
      address: null,
    });
  });

  it('answers 409 to a taken email, whatever its case', async () => {
    const response = await register(backerPayload('BACKER@sharestead.test'));
    expect(response.statusCode).toBe(409);
    expect(response.json().detail).toMatch(/already exists/);
  });

  it('lets exactly one of two simultaneous registrations of one email succeed', async () => {
    const [first, second] = await Promise.all([
      register(backerPayload('race@example.com')),
      register(backerPayload('race@example.com', { first_name: 'Other' })),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([201, 409]);
  });

  it('refuses admin as a user type with 422', async () => {
    const response = await register(backerPayload('sneaky@example.com', { user_type: 'admin' }));
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe('Please select a valid role (Backer or Proposer).');
  });

  it.each([
    [{ password: 'short1!' }, 'Password must be at least 8 characters.'],
    [{ password: 'password123' }, 'This password is too common. Choose one that is harder to guess.'],
    [{ password: 'Qwerty123' }, 'This password is too common. Choose one that is harder to guess.'],
    [{ first_name: '  ' }, 'First name is required.'],
    [{ email: 'not-an-email' }, 'Email must be a valid email address.'],
    [{ risk_profile: 'reckless' }, 'Risk profile must be low, moderate or high.'],
    [{ phone_number: 'call me' }, 'Phone number may hold only digits, spaces, brackets, dashes and a leading +.'],
  ])('rejects %o with 422: %s', async (change, sentence) => {
    const response = await register(backerPayload('invalid@example.com', change));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: sentence, detail: sentence });
  });

  it('accepts long passphrases with any characters', async () => {
    const password = 'ग्रीन पार्क में 🏡 "quotes" \\ and 64+ characters of passphrase, all fine!';
    expect(password.length).toBeGreaterThan(64);
    const response = await register(backerPayload('passphrase@example.com', { password }));
    expect(response.statusCode).toBe(201);
    expect((await login({ email: 'passphrase@example.com', password, role: 'backer' })).statusCode).toBe(200);
  });

  it('stores nothing from a rejected request', async () => {
    await register(backerPayload('rejected@example.com', { password: 'password' }));
    const response = await login({ email: 'rejected@example.com', password: 'password', role: 'backer' }, '10.9.9.9');
    expect(response.statusCode).toBe(401);
  });
});

describe('tokens', () => {
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('rejects a missing token with 401', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/not signed in/);
  });

  it('rejects a tampered token with 401', async () => {
    const token = (await login({ email: 'backer@sharestead.test', password: 'Backer123!', role: 'backer' })).json().access_token as string;
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(token), role: 'admin' })).toString('base64url');
    expect((await me(`${header}.${forged}.${signature}`)).statusCode).toBe(401);
    expect((await me(`${header}.${payload}.${signature}x`)).statusCode).toBe(401);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('rejects an expired token with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ email: 'backer@sharestead.test', name: 'Rohan Mehta', avatar: null, role: 'backer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await me(expired)).statusCode).toBe(401);
  });

  it('gives 403 to a signed-in user of the wrong role and 200 to the right one', async () => {
    const signIn = async (email: string, password: string, role: string) => (await login({ email, password, role })).json().access_token as string;
    const backer = await signIn('backer@sharestead.test', 'Backer123!', 'backer');
    const admin = await signIn('admin@sharestead.test', 'Admin123!', 'admin');
    const asBacker = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { authorization: `Bearer ${backer}` } });
    expect(asBacker.statusCode).toBe(403);
    expect(asBacker.json().detail).toBe('Your role does not allow this.');
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/admin/users?page_size=2', headers: { authorization: `Bearer ${admin}` } });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().items).toHaveLength(2);
    expect(asAdmin.json().total).toBeGreaterThanOrEqual(3);
  });
});

describe('unknown API paths', () => {
  it('get a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('There is no API endpoint at GET /api/nothing-here.');
  });
});
