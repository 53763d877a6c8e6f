import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Raised limits so that the rate limiter never hides what a hostile request would do. */
export const UNLIMITED_ENV = {
  AUTH_REQUESTS_PER_MINUTE: '1000000',
  LOGIN_PAIR_MAX_FAILURES: '1000000',
  LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR: '1000000',
  FORMS_PER_HOUR: '1000000',
  QUESTIONS_PER_HOUR: '1000000',
};

/** A declared media type that is not JSON: such a body is a 400 (or 413), whatever it holds. */
export const isForeignMediaType = (contentType: string | undefined) =>
  contentType !== undefined && contentType !== '' && !/^application\/json\s*(;|$)/i.test(contentType);

/** encodeURIComponent throws on lone surrogates; a browser would send U+FFFD for them. */
export const encodeLikeABrowser = (raw: string) =>
  encodeURIComponent(
    raw.replace(/[\uD800-\uDFFF]/g, (char, index: number, all: string) => {
      const code = char.charCodeAt(0);
      const next = all.charCodeAt(index + 1);
      const previous = all.charCodeAt(index - 1);
      const paired = code < 0xdc00 ? next >= 0xdc00 && next <= 0xdfff : previous >= 0xd800 && previous < 0xdc00;
      return paired ? char : '\uFFFD';
    }),
  );

const KB = 1024;

export const sqlFragments = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "admin@sharestead.test' --",
  '1; SELECT pg_sleep(5)',
  "' UNION SELECT password_hash FROM users --",
  '"; DELETE FROM users WHERE "1"="1',
  "\\'; truncate users cascade; --",
  '$1',
  '%',
  '_',
];

export const scriptFragments = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '__proto__',
  'constructor',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  '\uFEFF',
  'ﷺ'.repeat(200),
  '👩‍👩‍👧‍👦'.repeat(50),
  'Ｅｍａｉｌ＠ｅｘａｍｐｌｅ．ｃｏｍ',
];

export const edgeNumbers = [
  0,
  -0,
  1,
  -1,
  0.5,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e21,
];

/** Strings around the 100 KB body limit (the JSON wrapper pushes the top ones over). */
const hugeString = fc
  .constantFrom(255, 257, 1_000, 10_000, 99 * KB, 100 * KB - 200, 100 * KB + 1, 150 * KB)
  .chain((length) => fc.constantFrom('a', 'é', '😀', "'", '\\').map((unit) => unit.repeat(Math.ceil(length / unit.length))));

/** Any one hostile value for a field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 100 }),
  fc.constantFrom(...sqlFragments, ...scriptFragments),
  fc.constantFrom(...edgeNumbers),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(''),
  fc.constant('   '),
  { arbitrary: hugeString, weight: 1 },
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }),
);

/**
 * A body built from a route's field names: each field valid, hostile or missing, plus
 * extra fields sometimes.
 */
export function hostileObject(valid: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(valid).map(([name, arbitrary]) => [name, fc.oneof({ arbitrary, weight: 3 }, { arbitrary: hostileValue, weight: 2 })]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(
        fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'id', 'role', 'password_hash', 'is_admin')),
        hostileValue,
        { maxKeys: 3 },
      ),
      fc.boolean(),
    )
    .map(([known, extra, withExtra]) => (withExtra ? Object.assign(Object.create(null) as object, extra, known) : known));
}

export interface HostileRequest {
  payload: string | undefined;
  contentType: string | undefined;
}

const contentTypes = fc.oneof(
  { arbitrary: fc.constant('application/json'), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      undefined,
      'application/json; charset=utf-8',
      'application/JSON',
      'application/json; charset=latin1',
      'text/plain',
      'text/html',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
      'application/json, text/plain',
      ';;;',
      '',
    ),
    weight: 3,
  },
);

const invalidJsonText = fc.oneof(
  fc.constantFrom(
    '{',
    '}',
    '{"email":',
    "{'email':'a@b.c'}",
    '{"email":"a@b.c",}',
    'undefined',
    'NaN',
    '{"a":1}{"b":2}',
    '\u0000',
    '[',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"admin":true}}}',
    '<xml/>',
    'email=a@b.c&password=x',
    '{"a":' + '['.repeat(5000) + ']'.repeat(5000) + '}',
  ),
  fc.string({ maxLength: 50 }),
);

/** A request body: JSON of a hostile object or any JSON value, or text that is not JSON; any content type. */
export function hostileRequest(valid: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<HostileRequest> {
  const body = fc.oneof(
    { arbitrary: hostileObject(valid).map((value) => JSON.stringify(value)), weight: 8 },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value) ?? 'null'), weight: 1 },
    { arbitrary: invalidJsonText, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: 1 },
  );
  return fc.record({ payload: body, contentType: contentTypes });
}

const STACK_OR_SQL = [
  /\n\s+at\s/, // stack frame
  /\.(?:ts|js|mjs|cjs):\d+/, // source positions
  /node_modules/,
  /Failed query/i,
  /\bSQLSTATE\b/,
  /syntax error at or near/i,
  /violates .* constraint/i,
  /duplicate key value/i,
  /relation "/i,
  /invalid input syntax/i,
  /\bselect\s+[\w"*]+.*\bfrom\s/i,
  /\binsert into\b/i,
  /drizzle|pglite|postgres/i,
  /FST_ERR/,
];

/** The checks every answer of the API must pass, whatever was sent. */
export function expectSafeAnswer(response: LightMyRequestResponse, context: string, echoed = '') {
  const where = `${context} → ${response.statusCode} ${response.body.slice(0, 300)}`;
  expect(response.statusCode, where).toBeLessThan(500);
  expect(response.headers['content-type'], where).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as Record<string, unknown>;
  if (response.statusCode >= 400) {
    expect(typeof body.message, where).toBe('string');
    expect(typeof body.detail, where).toBe('string');
    expect((body.message as string).length, where).toBeGreaterThan(0);
    const text = `${body.message as string}\n${body.detail as string}\n${JSON.stringify(body.errors ?? '')}`.replaceAll(echoed || '\u0000none', '');
    for (const pattern of STACK_OR_SQL) expect(pattern.test(text), `${where} matches ${pattern}`).toBe(false);
    expect(body).not.toHaveProperty('stack');
    // A stable code of our own (invalid_request, not_found, …), never an internal one (FST_ERR_…, a SQLSTATE).
    expect(body.code, where).toMatch(/^[a-z]+(_[a-z]+)*$/);
  }
  return body;
}

/**
 * Ids that are not the one asked for, for a route's 500 generated ids: unknown UUIDs, SQL and
 * script fragments, noise, edge values, and near misses of a real id (`real` is read when a value
 * is generated, so it may be set in `beforeAll`): a character off, spaces, a suffix, a path step.
 */
export const foreignIds = (real: () => string) =>
  fc.oneof(
    { arbitrary: fc.uuid(), weight: 2 },
    { arbitrary: fc.constantFrom(...sqlFragments, ...scriptFragments).map(encodeLikeABrowser), weight: 2 },
    { arbitrary: fc.string({ maxLength: 40 }).map(encodeLikeABrowser), weight: 2 },
    { arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }).map(encodeLikeABrowser), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1e400',
        'null',
        'undefined',
        'true',
        '%00',
        '%zz',
        '..',
        '..%2F..%2Fetc%2Fpasswd',
        '00000000-0000-0000-0000-000000000000',
        'ffffffff-ffff-ffff-ffff-ffffffffffff',
        '{}',
        '%7B%7D',
        'a'.repeat(5_000),
      ),
      weight: 2,
    },
    {
      arbitrary: fc
        .tuple(
          fc.constant(null).map(real),
          fc.constantFrom<(id: string) => string>(
            (id) => id.slice(0, -1),
            (id) => `${id}0`,
            (id) => `${id}%20`,
            (id) => `%20${id}`,
            (id) => id.replaceAll('-', ''),
            (id) => `{${id}}`,
            (id) => `${id}'`,
            (id) => `${id}.pdf`,
            (id) => `${id}%2F..`,
          ),
        )
        .map(([id, change]) => change(id)),
      weight: 2,
    },
  );
