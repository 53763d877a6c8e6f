import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerTestUser, TEST_DEAL_FORM, type TestUser } from './test/factories.ts';
import { DRAIN_LIMIT_BYTES } from './plugins/unread-body.ts';
import { multipartBody } from './test/multipart.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

/*
 * An upload over its limit is answered 413 before the rest of its body is read. The connection
 * must not be left holding that unread rest: a browser sends its next request on the same
 * connection, which would then never be answered. One socket for the agent, kept alive, as a
 * browser's connection to the site; the server's own code on a real port.
 */

let t: TestApp;
let port: number;
let owner: TestUser;
let dealId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerTestUser(t.app, 'proposer');
  const draft = await t.app.inject({ method: 'POST', url: '/api/deals', headers: { authorization: `Bearer ${owner.token}` }, payload: TEST_DEAL_FORM });
  expect(draft.statusCode).toBe(201);
  dealId = draft.json().id as string;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  // A request left waiting (the failure this file is about) must not hold the server open.
  t.app.server.closeAllConnections();
  await t.close();
});

interface Answer {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** One request through `agent`; an error after its answer arrived (the server closed while the body was still going out) is not a failure. */
function send(agent: http.Agent, options: { method: string; path: string; headers?: Record<string, string>; body?: Buffer }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request({ host: '127.0.0.1', port, agent, method: options.method, path: options.path, headers: options.headers });
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: Buffer.concat(chunks).toString(), headers: response.headers }));
      response.on('error', reject);
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    request.end(options.body);
  });
}

const MB = 1024 * 1024;
const auth = () => ({ authorization: `Bearer ${owner.token}` });

describe('uploads on a kept-alive connection', { timeout: 10_000 }, () => {
  it.each([
    ['a deal photo over 10 MB', () => `/api/deals/${dealId}/photos`, 'image/jpeg', 12 * MB, 'keep-alive'],
    ['a deal document over 20 MB', () => `/api/deals/${dealId}/documents`, 'application/pdf', 21 * MB, 'keep-alive'],
    ['an avatar over 5 MB', () => '/api/me/avatar', 'image/png', 6 * MB, 'keep-alive'],
    // Past the drain limit the rest is not read: the connection closes and the next request takes a new one.
    ['a deal photo past the drain limit', () => `/api/deals/${dealId}/photos`, 'image/jpeg', DRAIN_LIMIT_BYTES, 'close'],
  ])('%s: answered 413 before its body was read, the next request on the same agent is answered', async (_name, path, type, size, connection) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { payload, headers } = multipartBody({ filename: 'big', type, content: Buffer.alloc(size, 0x61) });
      const refused = await send(agent, { method: 'POST', path: path(), headers: { ...headers, ...auth() }, body: payload });
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body).code).toBe('file_too_large');
      expect(refused.headers.connection).toBe(connection);

      const next = await send(agent, { method: 'GET', path: `/api/deals/${dealId}`, headers: auth() });
      expect(next.status).toBe(200);
      expect(JSON.parse(next.body).id).toBe(dealId);
    } finally {
      agent.destroy();
    }
  });

  it('keeps the connection of an upload read to its end', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { payload, headers } = multipartBody({ filename: 'notes.png', type: 'image/png', content: Buffer.from('not a picture') });
      const refused = await send(agent, { method: 'POST', path: '/api/me/avatar', headers: { ...headers, ...auth() }, body: payload });
      expect(refused.status).toBe(415);
      expect(refused.headers.connection).toBe('keep-alive');
    } finally {
      agent.destroy();
    }
  });
});
