import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.ts';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../test/test-app.ts';
import { NOT_SIGNED_IN } from '../../plugins/authentication.ts';
import { argon2Hasher, type PasswordHasher } from './password.ts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './tokens.ts';

/*
 * Every token names its session (`jti`), and every signed-in request checks it against the
 * database: logout, a deleted user, a changed role and tokens_valid_after all end a token.
 */

let t: TestApp;
let calls: { hash: number; verify: string[] };
/** When set, the next password check waits on it after argon2 has answered (a sign-in paused mid-check). */
let holdNextVerify: (() => Promise<void>) | undefined;
beforeAll(async () => {
  calls = { hash: 0, verify: [] };
  const counting: PasswordHasher = {
    hash: (password) => {
      calls.hash++;
      return argon2Hasher.hash(password);
    },
    verify: async (hash, password) => {
      calls.verify.push(hash);
      const right = await argon2Hasher.verify(hash, password);
      const hold = holdNextVerify;
      holdNextVerify = undefined;
      await hold?.();
      return right;
    },
  };
  t = await createTestApp({ passwords: counting });
});
afterAll(async () => {
  await t.close();
});

let address = 0;
async function signIn(email = 'backer@sharestead.test', password = 'Backer123!', role = 'backer'): Promise<string> {
  // Each sign-in from its own address, so no test here meets the per-address limits.
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, role },
    remoteAddress: `198.18.0.${++address}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().access_token as string;
}

const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
const logout = (token?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) });

async function registerBacker(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { user_type: 'backer', first_name: 'Session', last_name: 'Test', email, password: 'terracotta-balcony-42' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().access_token as string;
}

function expectNotSignedIn(response: Awaited<ReturnType<typeof me>>) {
  expect(response.statusCode, response.body).toBe(401);
  expect(response.json().message).toBe(NOT_SIGNED_IN);
}

describe('sessions', () => {
  it('made the decoy hash at start-up: an unknown email verifies against it and hashes nothing', async () => {
    // The one hash of buildApp; the demo accounts were hashed when the snapshot was seeded.
    expect(calls.hash).toBe(1);
    const verifiedBefore = calls.verify.length;
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@sharestead.test', password: 'Backer123!', role: 'backer' },
      remoteAddress: '198.18.1.1',
    });
    expect(unknown.statusCode).toBe(401);
    expect(calls.hash).toBe(1);
    expect(calls.verify.length).toBe(verifiedBefore + 1);
    expect(calls.verify.at(-1)).toMatch(/^\$argon2id\$/);
  });

  it('signs in with a token naming a new session row, issued by sharestead for its API', async () => {
    const token = await signIn();
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, jti: expect.any(String) });
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, claims.jti!));
    expect(row).toMatchObject({ userId: claims.sub, endedAt: null });
    expect(Math.floor(row!.expiresAt.getTime() / 1000)).toBe(claims.exp);
    expect(Math.floor(row!.createdAt.getTime() / 1000)).toBe(claims.iat);
  });

  it('registers with a session too', async () => {
    const token = await registerBacker('session-register@example.com');
    const claims = decodeJwt(token);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, claims.jti!));
    expect(row?.userId).toBe(claims.sub);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('logout ends that token only: another sign-in of the same user goes on', async () => {
    const phone = await signIn();
    const laptop = await signIn();
    const response = await logout(phone);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expectNotSignedIn(await me(phone));
    expectNotSignedIn(await logout(phone));
    expect((await me(laptop)).statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, decodeJwt(phone).jti!));
    expect(row?.endedAt).toBeInstanceOf(Date);
  });

  it('logout needs a token', async () => {
    expectNotSignedIn(await logout());
  });

  it("refuses a deleted user's token, on every route", async () => {
    await t.database.db.insert(users).values({
      email: 'session-deleted@example.com',
      passwordHash: await argon2Hasher.hash('terracotta-balcony-42'),
      role: 'admin',
      firstName: 'Gone',
      lastName: 'Admin',
    });
    const token = await signIn('session-deleted@example.com', 'terracotta-balcony-42', 'admin');
    const adminUsers = () => t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { authorization: `Bearer ${token}` } });
    expect((await adminUsers()).statusCode).toBe(200);
    await t.database.db.delete(users).where(eq(users.email, 'session-deleted@example.com'));
    expectNotSignedIn(await me(token));
    expectNotSignedIn(await adminUsers());
  });

  it('refuses a token whose role is no longer the user’s, also where the route would allow the new one', async () => {
    const token = await registerBacker('session-promoted@example.com');
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, 'session-promoted@example.com'));
    expectNotSignedIn(await me(token));
    // Nor does the old token reach an admin route: the role is read from the row, not trusted from the token.
    const admin = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { authorization: `Bearer ${token}` } });
    expect(admin.statusCode).toBe(401);
  });

  it('refuses a token issued before the user’s tokens_valid_after, and accepts one issued after it', async () => {
    const before = await registerBacker('session-valid-after@example.com');
    t.clock.advance(5_000);
    await t.database.db.update(users).set({ tokensValidAfter: t.clock.now() }).where(eq(users.email, 'session-valid-after@example.com'));
    expectNotSignedIn(await me(before));
    t.clock.advance(2_000);
    const after = await signIn('session-valid-after@example.com', 'terracotta-balcony-42');
    expect((await me(after)).statusCode).toBe(200);
  });

  it('refuses a token of ours without its session, issuer or audience', async () => {
    const valid = decodeJwt(await signIn());
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const sign = (claims: { iss?: string; aud?: string; jti?: string }) => {
      const jwt = new SignJWT({ email: valid.email, name: valid.name, avatar: null, role: 'backer' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(valid.sub!)
        .setIssuedAt(now)
        .setExpirationTime(now + 600);
      if (claims.iss) jwt.setIssuer(claims.iss);
      if (claims.aud) jwt.setAudience(claims.aud);
      if (claims.jti) jwt.setJti(claims.jti);
      return jwt.sign(key);
    };
    const full = { iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE, jti: valid.jti! };
    // The same claims as a real token pass: what follows fails for the one claim it changes.
    expect((await me(await sign(full))).statusCode).toBe(200);
    expectNotSignedIn(await me(await sign({ ...full, jti: undefined })));
    expectNotSignedIn(await me(await sign({ ...full, jti: '00000000-0000-4000-8000-000000000000' })));
    expectNotSignedIn(await me(await sign({ ...full, jti: 'not-a-uuid' })));
    expectNotSignedIn(await me(await sign({ ...full, iss: undefined })));
    expectNotSignedIn(await me(await sign({ ...full, iss: 'someone-else' })));
    expectNotSignedIn(await me(await sign({ ...full, aud: undefined })));
    expectNotSignedIn(await me(await sign({ ...full, aud: 'another-service' })));
  });

  it("refuses another user's session id in a token", async () => {
    const admin = decodeJwt(await signIn('admin@sharestead.test', 'Admin123!', 'admin'));
    const backer = decodeJwt(await signIn());
    const key = new TextEncoder().encode(TEST_JWT_SECRET);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const mixed = await new SignJWT({ email: admin.email, name: admin.name, avatar: null, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(admin.sub!)
      .setJti(backer.jti!)
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(key);
    expectNotSignedIn(await me(mixed));
  });

  it('forgets the user’s expired sessions at the next sign-in, and keeps the live ones', async () => {
    const token = await registerBacker('session-prune@example.com');
    const userId = decodeJwt(token).sub!;
    const now = t.clock.now().getTime();
    await t.database.db.insert(sessions).values([
      { userId, createdAt: new Date(now - 3 * 86_400_000), expiresAt: new Date(now - 2 * 86_400_000) },
      { userId, createdAt: new Date(now - 2 * 86_400_000), expiresAt: new Date(now - 86_400_000), endedAt: new Date(now - 1.5 * 86_400_000) },
    ]);
    const count = async () => (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
    expect(await count()).toBe(3);
    const second = await signIn('session-prune@example.com', 'terracotta-balcony-42');
    // The two expired rows are gone; the registration's session and the new one remain.
    expect(await count()).toBe(2);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('refuses a sign-in whose password check was under way when the password changed: no session, 401', async () => {
    const token = await registerBacker('session-change-race@example.com');
    const userId = decodeJwt(token).sub!;
    let reached!: () => void;
    let release!: () => void;
    const checking = new Promise<void>((resolve) => (reached = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    holdNextVerify = () => {
      reached();
      return released;
    };
    const login = t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'session-change-race@example.com', password: 'terracotta-balcony-42', role: 'backer' },
      remoteAddress: '198.18.2.1',
    });
    // The old password has been found right; before the sign-in goes on, the password changes.
    await checking;
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { current_password: 'terracotta-balcony-42', new_password: 'monsoon-veranda-42' },
      remoteAddress: '198.18.2.2',
    });
    expect(change.statusCode, change.body).toBe(204);
    release();
    const response = await login;
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_credentials' });
    // Only the session that changed the password: the paused sign-in made none.
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(rows.map((row) => row.id)).toEqual([decodeJwt(token).jti]);
    expect((await me(token)).statusCode).toBe(200);
  });

  it('sets tokens_valid_after on a password change: an older session is refused even if its row were left open', async () => {
    const token = await registerBacker('session-change-valid-after@example.com');
    const other = await signIn('session-change-valid-after@example.com', 'terracotta-balcony-42');
    t.clock.advance(1_000);
    const before = t.clock.now();
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/me/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { current_password: 'terracotta-balcony-42', new_password: 'monsoon-veranda-42' },
      remoteAddress: '198.18.2.3',
    });
    expect(change.statusCode, change.body).toBe(204);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, 'session-change-valid-after@example.com'));
    expect(user!.tokensValidAfter!.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(user!.tokensValidAfter!.getTime()).toBeLessThanOrEqual(t.clock.now().getTime());
    await t.database.db
      .update(sessions)
      .set({ endedAt: null })
      .where(eq(sessions.id, decodeJwt(other).jti!));
    expectNotSignedIn(await me(other));
    // The session that made the change goes on, and so does a later sign-in of the same second.
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(await signIn('session-change-valid-after@example.com', 'monsoon-veranda-42'))).statusCode).toBe(200);
  });
});
