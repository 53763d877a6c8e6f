import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Everything the product loads comes from its own origin, so the policy allows only 'self'.
 * Inline styles stay allowed because React, Chart.js and Headless UI set style attributes;
 * scripts never run inline.
 */
const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
};

/**
 * The headers every answer carries: pages, files, API successes and errors. They do not depend
 * on the request, so they are built once here instead of per request. This is the set
 * @fastify/helmet 13 sent with the policy above (frameguard DENY, referrer policy
 * strict-origin-when-cross-origin, no COEP); security-headers.test.ts checks it still is.
 * Computing them per request through helmet was the largest cost of a read route (npm run bench).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': Object.entries(CSP_DIRECTIVES)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';'),
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * Sets SECURITY_HEADERS on every reply before anything else can answer: the first onRequest hook
 * of the root, so 404s, body-parser errors (400, 413), guards (401, 403) and the rate limit (429)
 * all carry them. Fastify keeps reply headers when an error handler answers.
 * The few answers Fastify gives before any hook runs (an undecodable URL) set them themselves.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (_request, reply, done) => {
    setHeaders(reply, SECURITY_HEADER_LIST);
    done();
  });
}

const SECURITY_HEADER_LIST = headerList(SECURITY_HEADERS);

/** Headers as [name, value] pairs, prepared once for setHeaders. */
export function headerList(headers: Readonly<Record<string, string>>): readonly (readonly [string, string])[] {
  return Object.freeze(Object.entries(headers).map(([name, value]) => Object.freeze([name.toLowerCase(), value] as const)));
}

/**
 * reply.headers(object) reads each value back by name from objects of many shapes (this set,
 * each file's headers in web-pages.ts), which V8 can only do the slow, generic way; in a CPU
 * profile of the health check that lookup cost more than Node's own header writing. A prepared
 * list skips it.
 */
export function setHeaders(reply: FastifyReply, list: readonly (readonly [string, string])[]) {
  for (let i = 0; i < list.length; i++) reply.header(list[i]![0], list[i]![1]);
  return reply;
}
