import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PASSWORD = 'banyan-courtyard-19';
const NEW_PASSWORD = 'monsoon-veranda-42';
let t: TestApp;

beforeAll(async () => {
  // Three failures in a row lock the pair: enough room for the tests that expect a plain 401.
  t = await createTestApp({ env: { LOGIN_PAIR_MAX_FAILURES: '3' } });
});
afterAll(async () => {
  await t.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const change = (token: string, payload: object, address = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/me/password', headers: bearer(token), payload, remoteAddress: address });

async function signIn(user: TestUser, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password, role: 'backer' } });
}

describe('POST /api/me/password', () => {
  it('replaces the password and ends every other session at once; the one that asked goes on', async () => {
    const user = await registerTestUser(t.app);
    const other = (await signIn(user, PASSWORD)).json().access_token as string;
    expect((await me(other)).statusCode).toBe(200);

    const response = await change(user.token, { current_password: PASSWORD, new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(204);

    expect((await me(other)).statusCode).toBe(401);
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await signIn(user, PASSWORD)).statusCode).toBe(401);
    const fresh = await signIn(user, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    expect((await me(fresh.json().access_token as string)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with wrong_password, and the session stands', async () => {
    const user = await registerTestUser(t.app);
    const other = (await signIn(user, PASSWORD)).json().access_token as string;
    const response = await change(user.token, { current_password: 'not-the-password', new_password: NEW_PASSWORD });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'wrong_password', message: 'The current password is not right.' });
    expect((await me(user.token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
    expect((await signIn(user, PASSWORD)).statusCode).toBe(200);
  });

  it('checks the new password as registration does', async () => {
    const user = await registerTestUser(t.app);
    const short = await change(user.token, { current_password: PASSWORD, new_password: 'short' });
    expect(short.statusCode).toBe(422);
    expect(short.json().message).toBe('Password must be at least 8 characters.');
    const common = await change(user.token, { current_password: PASSWORD, new_password: 'Password123' });
    expect(common.statusCode).toBe(422);
    expect(common.json()).toMatchObject({ errors: [{ field: 'new_password' }] });
    const missing = await change(user.token, { new_password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(422);
    expect((await signIn(user, PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong current passwords with the sign-in limits of the account and address', async () => {
    const user = await registerTestUser(t.app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await change(user.token, { current_password: 'guess-' + attempt, new_password: NEW_PASSWORD }, '198.51.100.9')).statusCode).toBe(401);
    }
    const locked = await change(user.token, { current_password: PASSWORD, new_password: NEW_PASSWORD }, '198.51.100.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    // The same lock as sign-in's: this pair cannot sign in either, and the owner elsewhere still can.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: PASSWORD, role: 'backer' },
      remoteAddress: '198.51.100.9',
    });
    expect(login.statusCode).toBe(429);
    expect((await change(user.token, { current_password: PASSWORD, new_password: NEW_PASSWORD })).statusCode).toBe(204);
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/me/password', payload: { current_password: PASSWORD, new_password: NEW_PASSWORD } });
    expect(response.statusCode).toBe(401);
  });
});
