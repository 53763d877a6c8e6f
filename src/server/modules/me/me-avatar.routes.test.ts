import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { registerTestUser, type TestUser } from '../../test/factories.ts';
import { multipartBody, testImage, TEST_PDF, type FormFile } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let uploadDir: string;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sharestead-avatars-test-'));
  t = await createTestApp({ env: { UPLOAD_DIR: uploadDir } });
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

/** Every avatar file on disk is some account's avatar, and no upload is left in tmp/. */
afterEach(async () => {
  const onDisk = (await readdir(uploadDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => `/uploads/${path.relative(uploadDir, path.join(entry.parentPath, entry.name))}`)
    .sort();
  const rows = await t.database.db.selectDistinct({ avatar: users.avatar }).from(users).where(isNotNull(users.avatar));
  expect(onDisk).toEqual(rows.map((row) => row.avatar).sort());
});

const as = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});

function upload(user: TestUser | null, file: FormFile) {
  const { payload, headers } = multipartBody(file);
  return t.app.inject({ method: 'POST', url: '/api/me/avatar', headers: { ...headers, ...as(user?.token ?? null) }, payload });
}

const remove = (user: TestUser) => t.app.inject({ method: 'DELETE', url: '/api/me/avatar', headers: as(user.token) });
const profile = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/me/profile', headers: as(user.token) })).json() as { avatar: string | null };

describe('POST /api/me/avatar', () => {
  it.each([
    ['png', 'image/png', 600, 300],
    ['jpeg', 'image/jpeg', 40, 90],
  ] as const)('takes a %s, answers 201 {url}, cuts it to a 256 px WebP square and serves it from that URL', async (format, type, width, height) => {
    const user = await registerTestUser(t.app, 'backer');
    const response = await upload(user, { filename: `me.${format}`, type, content: await testImage(format, { width, height, seed: width }) });
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json())).toEqual(['url']);
    const { url: avatar } = response.json() as { url: string };
    expect(avatar).toMatch(/^\/uploads\/avatars\/[0-9a-f]{24}\.webp$/);
    expect((await profile(user)).avatar).toBe(avatar);

    const served = await t.app.inject({ method: 'GET', url: avatar });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });
  });

  it('refuses a file that is not an image by its content, whatever its name and type say', async () => {
    const user = await registerTestUser(t.app, 'proposer');
    for (const content of [Buffer.from('Just some notes, not a picture.\n'), TEST_PDF, Buffer.alloc(0)]) {
      const response = await upload(user, { filename: 'notes.png', type: 'image/png', content });
      expect(response.statusCode).toBe(415);
      expect(response.json().code).toBe('unsupported_media_type');
    }
    expect((await profile(user)).avatar).toBeNull();
  });

  it('answers 413 file_too_large past 5 MB and keeps the avatar it had', async () => {
    const user = await registerTestUser(t.app, 'backer');
    const first = (await upload(user, { filename: 'a.png', type: 'image/png', content: await testImage('png', { seed: 7 }) })).json().url as string;
    const huge = Buffer.concat([await testImage('jpeg', { seed: 8 }), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload(user, { filename: 'huge.jpg', type: 'image/jpeg', content: huge });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('file_too_large');
    expect((await profile(user)).avatar).toBe(first);
  });

  it('answers 422 file_required without a part named file, and 415 for a body that is not multipart', async () => {
    const user = await registerTestUser(t.app, 'backer');
    const wrongField = await upload(user, { field: 'picture', filename: 'a.png', type: 'image/png', content: await testImage('png') });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().code).toBe('file_required');
    const json = await t.app.inject({ method: 'POST', url: '/api/me/avatar', headers: as(user.token), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
  });

  it('answers 401 to a caller who is not signed in, for upload and removal', async () => {
    expect((await upload(null, { filename: 'a.png', type: 'image/png', content: await testImage('png') })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/me/avatar' })).statusCode).toBe(401);
  });

  it('removes the replaced file, but keeps one another account still shows', async () => {
    const [one, two] = [await registerTestUser(t.app, 'backer'), await registerTestUser(t.app, 'proposer')];
    const shared = await testImage('png', { seed: 21 });
    const url = (await upload(one, { filename: 'a.png', type: 'image/png', content: shared })).json().url as string;
    expect((await upload(two, { filename: 'b.png', type: 'image/png', content: shared })).json().url).toBe(url);

    const next = (await upload(one, { filename: 'c.jpg', type: 'image/jpeg', content: await testImage('jpeg', { seed: 22 }) })).json().url as string;
    expect(next).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    // The same picture again changes nothing and keeps its file.
    expect((await upload(two, { filename: 'b.png', type: 'image/png', content: shared })).json().url).toBe(url);

    expect((await remove(two)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: next })).statusCode).toBe(200);
  });
});

describe('DELETE /api/me/avatar', () => {
  it('clears the avatar (initials are shown) and removes its file; again is a no-op', async () => {
    const user = await registerTestUser(t.app, 'backer');
    const url = (await upload(user, { filename: 'a.webp', type: 'image/webp', content: await testImage('webp', { seed: 31 }) })).json().url as string;
    const response = await remove(user);
    expect(response.statusCode).toBe(200);
    expect(response.json().avatar).toBeNull();
    expect((await profile(user)).avatar).toBeNull();
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await remove(user)).json().avatar).toBeNull();
  });

  it('serves only avatar names it could have made', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/uploads/avatars/${'a'.repeat(24)}.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/avatars/..%2F..%2Fsecret.webp' })).statusCode).toBe(404);
  });
});
