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
 * Browser features the product never uses, denied to it and to anything that might frame or be
 * framed by it. Only names Chromium recognises: an unknown one is a console warning on every page
 * (and costs Lighthouse's best-practices score).
 */
const DENIED_FEATURES = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** The headers beyond helmet's set, each with its reason (security-headers.test.ts pins the rest to helmet). */
export const HEADERS_BEYOND_HELMET: Readonly<Record<string, string>> = Object.freeze({
  // Helmet 13 sends no Permissions-Policy.
  'permissions-policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
});

/**
 * The headers every answer carries: pages, files, API successes and errors. They do not depend
 * on the request, so they are built once here instead of per request. This is the set
 * @fastify/helmet 13 sent with the policy above (frameguard DENY, referrer policy
 * strict-origin-when-cross-origin, no COEP), plus HEADERS_BEYOND_HELMET;
 * security-headers.test.ts checks it still is.
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
  ...HEADERS_BEYOND_HELMET,
});

/**
 * API answers also say `Cache-Control: no-store`: they hold one user's data (or say who is signed
 * in), and no browser cache or shared proxy may keep them, errors included.
 */
const API_HEADERS: Readonly<Record<string, string>> = Object.freeze({ ...SECURITY_HEADERS, 'cache-control': 'no-store' });

/** `/api`, `/api/…` and `/api?…`: the answers of the API, whatever route (or none) answers them. */
export function isApiUrl(url: string): boolean {
  return url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?');
}

/** The prepared header list for an answer to `url`. */
export function headerListFor(url: string): readonly (readonly [string, string])[] {
  return isApiUrl(url) ? API_HEADER_LIST : SECURITY_HEADER_LIST;
}

/**
 * Sets SECURITY_HEADERS (API_HEADERS under /api) on every reply before anything else can answer:
 * the first onRequest hook of the root, so 404s, body-parser errors (400, 413), guards (401, 403)
 * and the rate limit (429) all carry them. Fastify keeps reply headers when an error handler answers.
 * The few answers Fastify gives before any hook runs (an undecodable URL) set them themselves.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(reply, headerListFor(request.url));
    done();
  });
}

const SECURITY_HEADER_LIST = headerList(SECURITY_HEADERS);
const API_HEADER_LIST = headerList(API_HEADERS);

/** Headers as [name, value] pairs, prepared once for setHeaders. */
export function headerList(headers: Readonly<Record<string, string>>): readonly (readonly [string, string])[] {
  return Object.freeze(Object.entries(headers).map(([name, value]) => Object.freeze([name.toLowerCase(), value] as const)));
}

/**
 * reply.headers(object) reads each value back by name from objects of many shapes (this set,
 * each file's headers in web/web-pages.ts), which V8 can only do the slow, generic way; in a CPU
 * profile of the health check that lookup cost more than Node's own header writing. A prepared
 * list skips it.
 */
export function setHeaders(reply: FastifyReply, list: readonly (readonly [string, string])[]) {
  for (let i = 0; i < list.length; i++) reply.header(list[i]![0], list[i]![1]);
  return reply;
}
