import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HEADERS_BEYOND_HELMET, SECURITY_HEADERS } from './security-headers.ts';

/*
 * SECURITY_HEADERS is built once instead of asking helmet per request (npm run bench). This pins
 * it to what @fastify/helmet 13 sends for the same policy, plus the documented additions of
 * HEADERS_BEYOND_HELMET, so dropping the plugin from the server lost no header; if helmet hardens
 * a default, this fails and the set should follow.
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
    // Additions add headers helmet does not send; they never replace one of helmet's.
    for (const name of Object.keys(HEADERS_BEYOND_HELMET)) expect(fromHelmet).not.toHaveProperty(name);
    expect(SECURITY_HEADERS).toEqual({ ...fromHelmet, ...HEADERS_BEYOND_HELMET });
  });

  it('adds a Permissions-Policy that denies the features the product never uses', () => {
    const policy = new Map(SECURITY_HEADERS['permissions-policy']!.split(',').map((entry) => entry.trim().split('=') as [string, string]));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture']) {
      expect(policy.get(feature), feature).toBe('()');
    }
    // Every feature is denied outright: none is allowed to any origin, not even this one.
    expect([...policy.values()].every((allowlist) => allowlist === '()')).toBe(true);
  });
});
