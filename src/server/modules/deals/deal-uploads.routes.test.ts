import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, dealDocuments, dealPhotos } from '../../db/schema/index.ts';
import { adminToken, createLiveTestDeal, registerTestUser, TEST_DEAL_FORM, type TestUser } from '../../test/factories.ts';
import { multipartBody, TEST_PDF, testImage, type FormFile } from '../../test/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let uploadDir: string;
let admin: string;
let owner: TestUser;
let other: TestUser;
let backer: TestUser;

beforeAll(async () => {
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'sharestead-uploads-test-'));
  t = await createTestApp({ env: { UPLOAD_DIR: uploadDir } });
  admin = await adminToken(t.app);
  owner = await registerTestUser(t.app, 'proposer');
  other = await registerTestUser(t.app, 'proposer');
  backer = await registerTestUser(t.app, 'backer');
});
afterAll(async () => {
  await t.close();
  await rm(uploadDir, { recursive: true, force: true });
});

/** Every file on disk belongs to a row (two WebP sizes a photo, one PDF a document), and no upload is left in tmp/. */
afterEach(async () => {
  const onDisk = (await readdir(uploadDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadDir, path.join(entry.parentPath, entry.name)))
    .sort();
  const photos = await t.database.db.select().from(dealPhotos);
  const documents = await t.database.db.select().from(dealDocuments);
  const expected = [
    ...photos.flatMap((photo) => {
      const large = photo.url.replace(/^\/uploads\//, '');
      return [large, large.replace(/\.webp$/, '-640.webp')];
    }),
    ...documents.map((document) => document.file),
  ].sort();
  expect(onDisk).toEqual(expected);
});

const as = (token: string | null | undefined) => (token ? { authorization: `Bearer ${token}` } : {});

async function newDraft(user: TestUser = owner): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/deals', headers: as(user.token), payload: TEST_DEAL_FORM });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

function upload(dealId: string, kind: 'photos' | 'documents', file: FormFile, token: string | null = owner.token) {
  const { payload, headers } = multipartBody(file);
  return t.app.inject({ method: 'POST', url: `/api/deals/${dealId}/${kind}`, headers: { ...headers, ...as(token) }, payload });
}

const jpeg = async (seed = 0): Promise<FormFile> => ({ filename: `photo-${seed}.jpg`, type: 'image/jpeg', content: await testImage('jpeg', { seed }) });
const pdf: FormFile = { filename: 'Title deed.pdf', type: 'application/pdf', content: TEST_PDF };

async function getDeal(dealId: string, token: string | null = owner.token) {
  const response = await t.app.inject({ method: 'GET', url: `/api/deals/${dealId}`, headers: as(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    photos: string[];
    uploaded_photos: { id: string; url: string; width: number; height: number }[];
    documents: { id: string; name: string; url: string; bytes: number }[];
  };
}

describe('POST /api/deals/:id/photos', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('takes a %s and serves it as WebP, 1200 and 640 wide, cached for good', async (format) => {
    const dealId = await newDraft();
    const content = await testImage(format, { width: 2000, height: 1000, seed: 3 });
    const response = await upload(dealId, 'photos', { filename: `garden.${format}`, type: `image/${format}`, content });
    expect(response.statusCode).toBe(201);
    const { id, url } = response.json() as { id: string; url: string };
    expect(url).toMatch(new RegExp(`^/uploads/deals/${dealId}/[0-9a-f]{24}\\.webp$`));

    const large = await t.app.inject({ method: 'GET', url });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(large.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 600 });
    const small = await t.app.inject({ method: 'GET', url: url.replace(/\.webp$/, '-640.webp') });
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 320 });

    const deal = await getDeal(dealId);
    expect(deal.photos).toEqual([url]);
    expect(deal.uploaded_photos).toEqual([{ id, url, width: 1200, height: 600 }]);
  });

  it('keeps a small photo its own size', async () => {
    const dealId = await newDraft();
    const response = await upload(dealId, 'photos', await jpeg(4));
    expect(response.statusCode).toBe(201);
    expect((await getDeal(dealId)).uploaded_photos[0]).toMatchObject({ width: 32, height: 24 });
  });

  it('answers 404 for a photo name it does not hold', async () => {
    const dealId = await newDraft();
    expect((await t.app.inject({ method: 'GET', url: `/uploads/deals/${dealId}/${'a'.repeat(24)}.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/deals/${dealId}/..%2F..%2Fsecret.webp` })).statusCode).toBe(404);
  });

  it('refuses by content, not by name or declared type: a PDF named .jpg, an SVG with a script, a truncated JPEG', async () => {
    const dealId = await newDraft();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cut = (await testImage('jpeg', { width: 400, height: 400, seed: 5 })).subarray(0, 200);
    for (const content of [TEST_PDF, svg, cut, Buffer.alloc(0)]) {
      const response = await upload(dealId, 'photos', { filename: 'photo.jpg', type: 'image/jpeg', content });
      expect(response.statusCode, content.subarray(0, 8).toString()).toBe(415);
      expect(response.json().code).toBe('unsupported_media_type');
    }
    expect((await getDeal(dealId)).photos).toEqual([]);
  });

  it('answers 413 file_too_large as soon as a photo passes 10 MB, before the rest of the body is sent', async () => {
    const dealId = await newDraft();
    const { payload, headers } = multipartBody({ filename: 'huge.jpg', type: 'image/jpeg', content: Buffer.alloc(0) });
    const split = payload.indexOf('\r\n\r\n') + 4;
    // Over a real connection: the answer arrives while the client is still sending.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const total = 64 * 1024 * 1024;
    const chunk = Buffer.alloc(64 * 1024, 0xff);
    const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const request = http.request({
        host: '127.0.0.1',
        port,
        agent: false,
        method: 'POST',
        path: `/api/deals/${dealId}/photos`,
        headers: { ...headers, ...as(owner.token) },
      });
      request.on('response', (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (data: Buffer) => chunks.push(data));
        response.on('end', () => {
          resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString(), sent });
          response.socket.destroy();
        });
      });
      request.on('error', (error) => {
        if (!answered) reject(error);
      });
      request.write(payload.subarray(0, split));
      const pump = () => {
        while (!answered && sent < total) {
          sent += chunk.length;
          if (!request.write(chunk)) {
            request.once('drain', pump);
            return;
          }
        }
        if (!answered) request.end(payload.subarray(split));
      };
      pump();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).code).toBe('file_too_large');
    expect(answer.sent).toBeLessThan(total / 2);
  });

  it('answers 413 for a document over 20 MB', async () => {
    const dealId = await newDraft();
    const content = Buffer.concat([TEST_PDF, Buffer.alloc(20 * 1024 * 1024)]);
    const response = await upload(dealId, 'documents', { ...pdf, content });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('file_too_large');
  });

  it('takes 20 concurrent uploads to one deal and no more: the 21st and 22nd get 409 too_many_photos', async () => {
    const dealId = await newDraft();
    const files = await Promise.all(Array.from({ length: 22 }, (_, seed) => jpeg(seed + 10)));
    const answers = await Promise.all(files.map((file) => upload(dealId, 'photos', file)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(20).fill(201), 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('too_many_photos');
    const deal = await getDeal(dealId);
    expect(deal.photos).toHaveLength(20);
    expect(deal.uploaded_photos.map((photo) => photo.url)).toEqual(deal.photos);
    const another = await upload(dealId, 'photos', await jpeg(99));
    expect(another.statusCode).toBe(409);
    expect(another.json().code).toBe('too_many_photos');
  });

  it('refuses the same photo twice in one gallery (409 duplicate_photo)', async () => {
    const dealId = await newDraft();
    const file = await jpeg(7);
    expect((await upload(dealId, 'photos', file)).statusCode).toBe(201);
    const again = await upload(dealId, 'photos', file);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('duplicate_photo');
  });

  it('leaves nothing behind from a truncated multipart body (400 upload_incomplete)', async () => {
    const dealId = await newDraft();
    const { payload, headers } = multipartBody({
      filename: 'photo.jpg',
      type: 'image/jpeg',
      content: await testImage('jpeg', { width: 600, height: 600, seed: 8 }),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/deals/${dealId}/photos`,
      headers: { ...headers, ...as(owner.token) },
      payload: payload.subarray(0, payload.length - 400),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('upload_incomplete');
  });

  it('wants multipart with a field named file (415, 422 file_required)', async () => {
    const dealId = await newDraft();
    const json = await t.app.inject({ method: 'POST', url: `/api/deals/${dealId}/photos`, headers: as(owner.token), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    const wrongField = await upload(dealId, 'photos', { ...(await jpeg(9)), field: 'photo' });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().code).toBe('file_required');
  });

  it('as PATCH: another proposer 404, a backer 403, signed out 401, the admin 201, the proposer 409 once submitted', async () => {
    const dealId = await newDraft();
    expect((await upload(dealId, 'photos', await jpeg(20), other.token)).statusCode).toBe(404);
    expect((await upload(dealId, 'photos', await jpeg(20), backer.token)).statusCode).toBe(403);
    expect((await upload(dealId, 'photos', await jpeg(20), null)).statusCode).toBe(401);
    expect((await upload(dealId, 'photos', await jpeg(20), admin)).statusCode).toBe(201);
    await t.app.inject({ method: 'PATCH', url: `/api/deals/${dealId}`, headers: as(owner.token), payload: {} });
    const submitted = await t.app.inject({ method: 'POST', url: `/api/deals/${dealId}/submit`, headers: as(owner.token) });
    expect(submitted.statusCode).toBe(200);
    const locked = await upload(dealId, 'photos', await jpeg(21));
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('deal_locked');
  });

  it("makes the first photo the cover of a live deal's property; reorder and delete keep the listing in step", async () => {
    const live = await createLiveTestDeal(t.app, t.database.db, owner);
    const urls: string[] = [];
    const ids: string[] = [];
    for (const seed of [30, 31, 32]) {
      const response = await upload(live.id, 'photos', await jpeg(seed));
      expect(response.statusCode).toBe(201);
      urls.push(response.json().url as string);
      ids.push(response.json().id as string);
    }
    const property = async () =>
      ((await t.app.inject({ method: 'GET', url: `/api/properties/${live.propertyId}` })).json() as { property: { images: string[] } }).property;
    expect((await property()).images).toEqual(urls);

    const reordered = await t.app.inject({
      method: 'PUT',
      url: `/api/deals/${live.id}/photos/order`,
      headers: as(owner.token),
      payload: { ids: [ids[2], ids[0], ids[1]] },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().photos).toEqual([urls[2], urls[0], urls[1]]);
    expect((await property()).images).toEqual([urls[2], urls[0], urls[1]]);
    const incomplete = await t.app.inject({ method: 'PUT', url: `/api/deals/${live.id}/photos/order`, headers: as(owner.token), payload: { ids: [ids[0]] } });
    expect(incomplete.statusCode).toBe(422);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/deals/${live.id}/photos/${ids[2]}`, headers: as(owner.token) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photos).toEqual([urls[0], urls[1]]);
    expect((await property()).images).toEqual([urls[0], urls[1]]);
    expect((await t.app.inject({ method: 'GET', url: urls[2]! })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/deals/${live.id}/photos/${ids[2]}`, headers: as(owner.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/deals/${live.id}/photos/${ids[0]}`, headers: as(other.token) })).statusCode).toBe(403);
  });
});

describe('ids written in capitals', () => {
  it("upload through an upper-case deal id: the photo URL loads; deleting through upper-case ids removes that photo's files and no other's", async () => {
    const dealId = await newDraft();
    const upper = dealId.toUpperCase();
    const first = await upload(dealId, 'photos', await jpeg(40));
    expect(first.statusCode).toBe(201);
    const { id: firstId, url: firstUrl } = first.json() as { id: string; url: string };

    const second = await upload(upper, 'photos', await jpeg(41));
    expect(second.statusCode).toBe(201);
    const secondUrl = second.json().url as string;
    expect(secondUrl).toMatch(new RegExp(`^/uploads/deals/${dealId}/[0-9a-f]{24}\\.webp$`));
    expect((await t.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: secondUrl.replace(/\.webp$/, '-640.webp') })).statusCode).toBe(200);
    // The same picture again, in the id's other spelling, is the same photo of the same gallery.
    const again = await upload(upper, 'photos', await jpeg(40));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('duplicate_photo');

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/deals/${upper}/photos/${firstId.toUpperCase()}`, headers: as(owner.token) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().photos).toEqual([secondUrl]);
    expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: secondUrl })).statusCode).toBe(200);
    // The audit log names the deal as the database does, so the deal's filter finds every event.
    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, dealId));
    expect(events.map((event) => event.action).sort()).toEqual(['deal.created', 'deal.photo_added', 'deal.photo_added', 'deal.photo_removed']);
    // (afterEach: every file on disk still belongs to a row.)
  });
});

describe('POST /api/deals/:id/documents', () => {
  it('keeps a PDF for the proposer and the admin only', async () => {
    const live = await createLiveTestDeal(t.app, t.database.db, owner);
    const response = await upload(live.id, 'documents', pdf);
    expect(response.statusCode).toBe(201);
    const { id, url } = response.json() as { id: string; url: string };
    expect(url).toBe(`/api/deals/${live.id}/documents/${id}`);

    expect((await getDeal(live.id)).documents).toMatchObject([{ id, name: 'Title deed.pdf', bytes: TEST_PDF.length, url }]);
    expect((await getDeal(live.id, admin)).documents).toHaveLength(1);
    expect((await getDeal(live.id, backer.token)).documents).toEqual([]);
    expect((await getDeal(live.id, null)).documents).toEqual([]);

    for (const token of [owner.token, admin]) {
      const download = await t.app.inject({ method: 'GET', url, headers: as(token) });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain('Title deed.pdf');
      expect(download.rawPayload.equals(TEST_PDF)).toBe(true);
    }
    for (const token of [other.token, backer.token, null]) {
      expect((await t.app.inject({ method: 'GET', url, headers: as(token) })).statusCode).toBe(404);
    }
  });

  it('refuses by content: a JPEG named .pdf is 415', async () => {
    const dealId = await newDraft();
    const response = await upload(dealId, 'documents', { filename: 'deed.pdf', type: 'application/pdf', content: await testImage('jpeg') });
    expect(response.statusCode).toBe(415);
    expect(response.json().code).toBe('unsupported_media_type');
  });

  it('as PATCH: another proposer 404, a backer 403, signed out 401', async () => {
    const dealId = await newDraft();
    expect((await upload(dealId, 'documents', pdf, other.token)).statusCode).toBe(404);
    expect((await upload(dealId, 'documents', pdf, backer.token)).statusCode).toBe(403);
    expect((await upload(dealId, 'documents', pdf, null)).statusCode).toBe(401);
  });
});

describe('DELETE /api/deals/:id/documents/:docId', () => {
  it("removes the document and its file, audited; a live deal's documents can be removed as its listing can change", async () => {
    const live = await createLiveTestDeal(t.app, t.database.db, owner);
    const kept = (await upload(live.id, 'documents', pdf)).json() as { id: string; url: string };
    const gone = (await upload(live.id, 'documents', { ...pdf, filename: 'Survey.pdf' })).json() as { id: string; url: string };

    const removed = await t.app.inject({ method: 'DELETE', url: gone.url, headers: as(owner.token) });
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as { documents: { id: string }[] }).documents.map((document) => document.id)).toEqual([kept.id]);
    expect((await t.app.inject({ method: 'GET', url: gone.url, headers: as(owner.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: gone.url, headers: as(owner.token) })).statusCode).toBe(404);
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, live.id), eq(auditEvents.action, 'deal.document_removed')));
    expect(audit).toMatchObject({ actorId: owner.id, before: { name: 'Survey.pdf' } });

    expect((await t.app.inject({ method: 'DELETE', url: kept.url, headers: as(other.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: kept.url, headers: as(admin) })).statusCode).toBe(200);
    expect((await getDeal(live.id)).documents).toEqual([]);
  });

  it('is refused while the deal is under review (409 deal_locked), and keeps the file', async () => {
    const dealId = await newDraft();
    const { url } = (await upload(dealId, 'documents', pdf)).json() as { url: string };
    expect((await t.app.inject({ method: 'POST', url: `/api/deals/${dealId}/submit`, headers: as(owner.token) })).statusCode).toBe(200);
    const locked = await t.app.inject({ method: 'DELETE', url, headers: as(owner.token) });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('deal_locked');
    expect((await t.app.inject({ method: 'GET', url, headers: as(owner.token) })).statusCode).toBe(200);
  });
});

describe('temporary files', () => {
  it('start-up removes what a killed upload left in tmp/ an hour ago or more, and keeps what is newer', async () => {
    const tmp = path.join(uploadDir, 'tmp');
    await mkdir(tmp, { recursive: true });
    const stale = path.join(tmp, 'left-by-a-crash.part');
    const running = path.join(tmp, 'still-arriving.part');
    await writeFile(stale, 'half a photo');
    await writeFile(running, 'a photo on its way');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    const restarted = await createTestApp({ env: { UPLOAD_DIR: uploadDir } });
    try {
      await restarted.app.ready();
      expect((await readdir(tmp)).sort()).toEqual(['still-arriving.part']);
    } finally {
      await rm(running, { force: true });
      await restarted.close();
    }
  });
});
