import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isStorableText } from '../../../shared/contracts/storable-text.ts';
import { users } from '../../db/schema/index.ts';
import {
  expectSafeAnswer,
  hostileObject,
  hostileRequest,
  isForeignMediaType,
  scriptFragments,
  sqlFragments,
  UNLIMITED_ENV,
  type HostileRequest,
} from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/*
 * Hostile input to the profile and settings routes, in the style of messages.hostile.test.ts:
 * RUNS generated requests to each PUT (wrong types, missing and extra fields, huge strings,
 * unicode, nulls, nested objects, SQL and script fragments, edge numbers, invalid JSON, wrong
 * content types), sent by each role. Never a 5xx, always {message, detail, code} without stack
 * or SQL text, and the account row unchanged by every rejected request.
 */

const RUNS = 400;
const ROLES = ['admin', 'backer', 'proposer'] as const;
type DemoRole = (typeof ROLES)[number];
const DEMO: Record<DemoRole, { email: string; password: string }> = {
  admin: { email: 'admin@sharestead.test', password: 'Admin123!' },
  backer: { email: 'backer@sharestead.test', password: 'Backer123!' },
  proposer: { email: 'proposer@sharestead.test', password: 'Proposer123!' },
};

let t: TestApp;
const tokens = {} as Record<DemoRole, string>;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  for (const role of ROLES) {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...DEMO[role], role } });
    tokens[role] = login.json().access_token;
  }
});
afterAll(async () => {
  await t.close();
});

async function accountRow(role: DemoRole) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, DEMO[role].email));
  return row!;
}

const send = (url: string, role: DemoRole, request: HostileRequest) =>
  t.app.inject({
    method: 'PUT',
    url,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    headers: { authorization: `Bearer ${tokens[role]}`, ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }) },
  });

const text = (maxLength: number) => fc.oneof(fc.string({ minLength: 1, maxLength }), fc.constantFrom(...sqlFragments, ...scriptFragments));
const nullableText = (maxLength: number) => fc.oneof(text(maxLength), fc.constant(null), fc.constant(''));
const phones = fc.constantFrom('+91 98450 12345', '+1 (512) 555-0178', '020-1234567', '', '   ', null);

const profileFields: Record<DemoRole, Record<string, fc.Arbitrary<unknown>>> = {
  admin: { name: text(60), phone: phones, location: nullableText(60), bio: nullableText(300) },
  backer: {
    name: text(60),
    phone: phones,
    location: nullableText(60),
    bio: nullableText(300),
    investment_preferences: hostileObject({
      property_types: fc.uniqueArray(fc.constantFrom('Residential', 'Commercial', 'Industrial', 'Mixed-Use'), { maxLength: 4 }),
      investment_range: nullableText(40),
      risk_tolerance: fc.constantFrom('Low', 'Moderate', 'High', null),
    }),
  },
  proposer: {
    name: text(60),
    phone: phones,
    location: nullableText(60),
    bio: nullableText(300),
    company: nullableText(60),
    license_number: nullableText(40),
    experience: fc.oneof(fc.integer({ min: 0, max: 80 }), fc.constant(null)),
    specialties: fc.array(text(40), { maxLength: 5 }),
  },
};

const amounts = fc.integer({ min: 1, max: 2_000_000 });
const settingsBase = {
  email_notifications: fc.boolean(),
  sms_notifications: fc.boolean(),
  language: fc.constantFrom('en', 'es', 'fr'),
  timezone: fc.constantFrom('UTC-8', 'UTC-5', 'UTC+0', 'UTC+1', 'UTC+5:30'),
  theme: fc.constantFrom('light', 'dark', 'system'),
};
const settingsFields: Record<DemoRole, Record<string, fc.Arbitrary<unknown>>> = {
  admin: { ...settingsBase, two_factor_auth: fc.boolean() },
  backer: { ...settingsBase, investment_alerts: fc.boolean(), auto_invest: fc.boolean(), minimum_investment: amounts, maximum_investment: amounts },
  proposer: { ...settingsBase, deal_alerts: fc.boolean(), auto_publish: fc.boolean(), minimum_investment_required: amounts, maximum_funding_goal: amounts },
};

/**
 * Each generated request goes as one of the roles, with a body built from that role's fields;
 * sometimes a complete set of valid values, since a PUT needs every field and a generated body
 * of optional hostile fields seldom has them all.
 */
const requests = (fields: Record<DemoRole, Record<string, fc.Arbitrary<unknown>>>) =>
  fc
    .constantFrom(...ROLES)
    .chain((role) =>
      fc
        .oneof(
          { arbitrary: hostileRequest(fields[role]), weight: 4 },
          { arbitrary: fc.record(fields[role]).map((body) => ({ payload: JSON.stringify(body), contentType: 'application/json' })), weight: 1 },
        )
        .map((request: HostileRequest) => ({ role, request })),
    );

/** Every text in an answer was trimmed and is storable; nothing of another role slipped in. */
function expectCleanStrings(value: unknown) {
  if (typeof value === 'string') {
    expect(value).toBe(value.trim());
    expect(isStorableText(value)).toBe(true);
  } else if (Array.isArray(value)) value.forEach(expectCleanStrings);
  else if (value && typeof value === 'object') Object.values(value).forEach(expectCleanStrings);
}

/** The columns a successful PUT to `url` must leave as they were. */
function untouched(url: string, row: Awaited<ReturnType<typeof accountRow>>) {
  // A profile edit may change the number, and with it its verification.
  const { profile, settings, firstName, lastName, phoneNumber, phoneVerifiedAt, riskProfile, companyName, ...rest } = row;
  return url.endsWith('/settings') ? { ...rest, profile, firstName, lastName, phoneNumber, phoneVerifiedAt, riskProfile, companyName } : { ...rest, settings };
}

async function assertHostilePut(url: string, fields: Record<DemoRole, Record<string, fc.Arbitrary<unknown>>>) {
  let saved = 0;
  await fc.assert(
    fc.asyncProperty(requests(fields), async ({ role, request }) => {
      const before = await accountRow(role);
      const response = await send(url, role, request);
      const body = expectSafeAnswer(response, `${role} ${url} ${request.contentType} ${request.payload?.slice(0, 200)}`);
      expect([200, 400, 413, 422], response.body).toContain(response.statusCode);
      if (request.payload && isForeignMediaType(request.contentType)) expect([400, 413], response.body).toContain(response.statusCode);
      if (response.statusCode === 200) {
        saved++;
        expectCleanStrings(body);
        // What was saved reads back exactly.
        const read = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[role]}` } });
        expect(read.json()).toEqual(body);
        // Nothing beyond what the route edits.
        expect(untouched(url, await accountRow(role))).toEqual(untouched(url, before));
      } else {
        expect(await accountRow(role), `a rejected request changed the account: ${response.body}`).toEqual(before);
      }
    }),
    { numRuns: RUNS },
  );
  // The generators are not so hostile that nothing ever gets through.
  expect(saved).toBeGreaterThan(0);
}

describe('hostile input to the profile and settings', () => {
  it(`PUT /api/me/profile: ${RUNS} generated bodies from each role; a rejected one changes nothing`, async () => {
    await assertHostilePut('/api/me/profile', profileFields);
  });

  it(`PUT /api/me/settings: ${RUNS} generated bodies from each role; a rejected one changes nothing`, async () => {
    await assertHostilePut('/api/me/settings', settingsFields);
  });

  it('answers 401 to every route for hostile Authorization headers, and changes nothing', async () => {
    const before = await Promise.all(ROLES.map(accountRow));
    const headers = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom(...sqlFragments, ...scriptFragments).map((fragment) => `Bearer ${fragment}`),
      fc.constantFrom('Bearer', 'Bearer ', 'Basic YWRtaW46YWRtaW4=', `Bearer ${'a'.repeat(5000)}`, 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'),
    );
    const routes = fc.constantFrom(
      ['GET', '/api/me/profile'],
      ['PUT', '/api/me/profile'],
      ['GET', '/api/me/settings'],
      ['PUT', '/api/me/settings'],
    ) as fc.Arbitrary<['GET' | 'PUT', string]>;
    await fc.assert(
      fc.asyncProperty(routes, headers, async ([method, url], authorization) => {
        // Header values may not hold control characters; a client could not send them.
        const value = authorization.replace(/[^\t\x20-\x7e]/g, '');
        const response = await t.app.inject({ method, url, headers: { authorization: value }, ...(method === 'PUT' ? { payload: { name: 'x' } } : {}) });
        expectSafeAnswer(response, `${method} ${url} ${value.slice(0, 80)}`);
        expect(response.statusCode).toBe(401);
      }),
      { numRuns: 200 },
    );
    expect(await Promise.all(ROLES.map(accountRow))).toEqual(before);
  });
});
