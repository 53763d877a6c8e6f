import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from './security-headers.ts';

/*
 * SECURITY_HEADERS is built once instead of asking helmet per request (npm run bench). This pins
 * it to what @fastify/helmet 13 sends for the same policy, so dropping the plugin from the server
 * lost no header; if helmet hardens a default, this fails and the set should follow.
 */
describe('SECURITY_HEADERS', () => {
  it('is exactly the set @fastify/helmet sends for the same policy', async () => {
    const app = Fastify({ logger: false });
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
    });
    app.get('/', async () => ({ ok: true }));
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    const fromHelmet = Object.fromEntries(
      Object.entries(response.headers).filter(([name]) => !['content-type', 'content-length', 'date', 'connection'].includes(name)),
    );
    expect(SECURITY_HEADERS).toEqual(fromHelmet);
  });
});
