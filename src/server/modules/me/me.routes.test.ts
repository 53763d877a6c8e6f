import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/contracts/settings.ts';
import { users } from '../../db/schema/index.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const DEMO = {
  admin: { email: 'admin@sharestead.test', password: 'Admin123!' },
  backer: { email: 'backer@sharestead.test', password: 'Backer123!' },
  proposer: { email: 'proposer@sharestead.test', password: 'Proposer123!' },
} as const;
type DemoRole = keyof typeof DEMO;

async function signIn(role: DemoRole): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...DEMO[role], role } });
  expect(response.statusCode).toBe(200);
  return response.json().access_token as string;
}

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const put = (url: string, token: string | undefined, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function accountRow(email: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

/** The spec's sample profiles (the profile screens' samples), as the demo accounts show them. */
const DEMO_PROFILES = {
  admin: {
    role: 'admin',
    name: 'Sarah Mitchell',
    email: 'admin@sharestead.test',
    phone: '+1 (415) 555-0142',
    location: 'San Francisco, CA',
    bio: 'Platform operations lead. Oversees deal onboarding, compliance reviews and investor support.',
    avatar: null,
    // The demo accounts start verified (the seed).
    email_verified: true,
    phone_verified: true,
  },
  backer: {
    role: 'backer',
    name: 'Daniel Reyes',
    email: 'backer@sharestead.test',
    phone: '+1 (512) 555-0178',
    location: 'Austin, TX',
    bio: 'Software engineer building a long-term rental income portfolio alongside index funds.',
    avatar: null,
    // The demo accounts start verified (the seed).
    email_verified: true,
    phone_verified: true,
    investment_preferences: {
      property_types: ['Residential', 'Commercial', 'Industrial'],
      investment_range: '$5,000 - $50,000',
      risk_tolerance: 'Moderate',
    },
  },
  proposer: {
    role: 'proposer',
    name: 'Rachel Nguyen',
    email: 'proposer@sharestead.test',
    phone: '+1 (206) 555-0163',
    location: 'Seattle, WA',
    bio: 'Founder of Summit Ridge Developments, repositioning mid-size residential and mixed-use assets in growing West Coast and Midwest cities.',
    avatar: null,
    // The demo accounts start verified (the seed).
    email_verified: true,
    phone_verified: true,
    company: 'Summit Ridge Developments',
    license_number: 'WA-RE-2013-048213',
    experience: 12,
    specialties: ['Multifamily residential', 'Mixed-use redevelopment', 'Light industrial'],
  },
} as const;

/** The spec's sample settings and limits (product-spec §9), which are also a new account's defaults; two-factor sign-in is off until enrolment. */
const SPEC_SETTINGS = {
  admin: { email_notifications: true, sms_notifications: false, two_factor_auth: false, language: 'en', timezone: 'UTC-8', theme: 'system' },
  backer: {
    email_notifications: true,
    sms_notifications: true,
    investment_alerts: true,
    auto_invest: false,
    minimum_investment: 5000,
    maximum_investment: 50000,
    language: 'en',
    timezone: 'UTC-5',
    theme: 'light',
  },
  proposer: {
    email_notifications: true,
    sms_notifications: false,
    deal_alerts: true,
    auto_publish: false,
    minimum_investment_required: 10000,
    maximum_funding_goal: 1000000,
    language: 'en',
    timezone: 'UTC-8',
    theme: 'system',
  },
} as const;

describe('signed-out callers', () => {
  it.each([
    ['GET', '/api/me/profile'],
    ['PUT', '/api/me/profile'],
    ['GET', '/api/me/settings'],
    ['PUT', '/api/me/settings'],
  ] as const)('%s %s answers 401 without a token or with a bad one, and changes nothing', async (method, url) => {
    const before = await accountRow(DEMO.backer.email);
    for (const token of [undefined, 'not-a-token']) {
      const response = await t.app.inject({
        method,
        url,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        ...(method === 'PUT' ? { payload: { name: 'Intruder' } } : {}),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('not_signed_in');
    }
    expect(await accountRow(DEMO.backer.email)).toEqual(before);
  });
});

describe('GET /api/me/profile and /api/me/settings of the demo accounts', () => {
  it.each(['admin', 'backer', 'proposer'] as const)("show the spec's sample profile and settings for the %s", async (role) => {
    const token = await signIn(role);
    const profile = await get('/api/me/profile', token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual(DEMO_PROFILES[role]);
    const settings = await get('/api/me/settings', token);
    expect(settings.statusCode).toBe(200);
    expect(settings.json()).toEqual(SPEC_SETTINGS[role]);
    // Nothing saved yet: {} means the defaults, and the defaults are the spec's.
    expect((await accountRow(DEMO[role].email)).settings).toEqual({});
    expect(DEFAULT_SETTINGS[role]).toEqual(SPEC_SETTINGS[role]);
  });
});

describe('PUT /api/me/profile', () => {
  const backerEdit = {
    name: '  Daniel   Alejandro  Reyes ',
    phone: '+1 (512) 555-0199',
    location: 'Denver, CO',
    bio: 'Now investing in mixed-use assets too.',
    investment_preferences: { property_types: ['Mixed-Use', 'Residential'], investment_range: '$10,000 - $40,000', risk_tolerance: 'High' },
  };

  it('saves the whole profile; GET and a new sign-in show the saved values, the account and header name too', async () => {
    const token = await signIn('backer');
    const response = await put('/api/me/profile', token, backerEdit);
    expect(response.statusCode).toBe(200);
    const expected = {
      ...DEMO_PROFILES.backer,
      name: 'Daniel Alejandro Reyes',
      phone: '+1 (512) 555-0199',
      location: 'Denver, CO',
      bio: 'Now investing in mixed-use assets too.',
      investment_preferences: backerEdit.investment_preferences,
      // Another number: unverified until its code is typed.
      phone_verified: false,
    };
    expect(response.json()).toEqual(expected);
    expect((await get('/api/me/profile', token)).json()).toEqual(expected);

    const again = await signIn('backer');
    expect((await get('/api/me/profile', again)).json()).toEqual(expected);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...DEMO.backer, role: 'backer' } });
    expect(login.json().user.name).toBe('Daniel Alejandro Reyes');
    const me = (await get('/api/auth/me', again)).json().user;
    expect(me).toMatchObject({ first_name: 'Daniel', last_name: 'Alejandro Reyes', phone_number: '+1 (512) 555-0199', risk_profile: 'high' });
  });

  it('saves a proposer profile with its extras; blank text and null both mean "not given"', async () => {
    const token = await signIn('proposer');
    const response = await put('/api/me/profile', token, {
      name: 'Rachel Nguyen',
      phone: '',
      location: '   ',
      bio: null,
      company: 'Summit Ridge Partners',
      license_number: null,
      experience: 0,
      specialties: ['Student housing', ' student housing ', 'Retail'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...DEMO_PROFILES.proposer,
      phone: null,
      phone_verified: false,
      location: null,
      bio: null,
      company: 'Summit Ridge Partners',
      license_number: null,
      experience: 0,
      specialties: ['Student housing', 'Retail'],
    });
    expect((await accountRow(DEMO.proposer.email)).companyName).toBe('Summit Ridge Partners');
  });

  it('saves an admin profile, which has only the shared fields', async () => {
    const token = await signIn('admin');
    const response = await put('/api/me/profile', token, { name: 'Sarah Mitchell', phone: null, location: 'Oakland, CA', bio: 'Operations.' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...DEMO_PROFILES.admin, phone: null, phone_verified: false, location: 'Oakland, CA', bio: 'Operations.' });
  });

  it('answers 422 with a sentence per field, and changes nothing', async () => {
    const token = await signIn('backer');
    const before = await accountRow(DEMO.backer.email);
    const response = await put('/api/me/profile', token, {
      name: '',
      phone: 'call me',
      location: 42,
      investment_preferences: { property_types: ['Villa'], investment_range: null, risk_tolerance: 'Extreme' },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ code: 'invalid_request', message: 'Name is required.' });
    expect(body.errors).toEqual([
      { field: 'name', message: 'Name is required.' },
      { field: 'phone', message: 'Phone may hold only digits, spaces, brackets, dashes and a leading +, at least 6 characters.' },
      { field: 'location', message: 'Location must be text or null.' },
      { field: 'bio', message: 'Bio is missing; send null to leave it empty.' },
      {
        field: 'investment_preferences.property_types.0',
        message: 'Each preferred property type must be one of Residential, Commercial, Industrial, Mixed-Use.',
      },
      { field: 'investment_preferences.risk_tolerance', message: 'Risk tolerance must be Low, Moderate, High or null.' },
    ]);
    expect(await accountRow(DEMO.backer.email)).toEqual(before);
  });

  it.each([
    ['the read-only email', { email: 'someone@else.test' }, 'Email, role and avatar cannot be changed here (the avatar changes by upload); leave them out.'],
    ['a proposer field from a backer', { company: 'Acme' }, "The request has a field that is not part of the backer profile; send only the profile's fields."],
  ])('answers 422 to %s', async (_case, extra, message) => {
    const token = await signIn('backer');
    const before = await accountRow(DEMO.backer.email);
    const response = await put('/api/me/profile', token, { ...backerEdit, ...extra });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'invalid_request', message, errors: [{ field: 'body', message }] });
    expect(await accountRow(DEMO.backer.email)).toEqual(before);
  });

  it.each([
    ['an array', '[]', 422],
    ['null', 'null', 422],
    ['a string', '"name"', 422],
    ['no JSON at all', '{name:', 400],
  ])('answers %s as a body with %i', async (_case, payload, status) => {
    const token = await signIn('admin');
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/me/profile',
      payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(status);
    if (status === 422) expect(response.json().message).toBe('The request body must be a JSON object.');
  });
});

describe('PUT /api/me/settings', () => {
  it('saves the whole set (India time included); GET and a new sign-in show it', async () => {
    const token = await signIn('backer');
    const saved = {
      ...SPEC_SETTINGS.backer,
      sms_notifications: false,
      auto_invest: true,
      minimum_investment: 10000,
      maximum_investment: 20000,
      language: 'fr',
      timezone: 'UTC+5:30',
      theme: 'dark',
    };
    const response = await put('/api/me/settings', token, saved);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(saved);
    expect((await get('/api/me/settings', token)).json()).toEqual(saved);
    expect((await get('/api/me/settings', await signIn('backer'))).json()).toEqual(saved);
    expect((await accountRow(DEMO.backer.email)).settings).toEqual(saved);
  });

  it('remembers the theme in a cookie the page shell reads, on saving and on reading the settings', async () => {
    const token = await signIn('admin');
    const cookie = (theme: string) => `theme=${theme}; Path=/; Max-Age=34560000; SameSite=Lax; HttpOnly`;
    const saved = await put('/api/me/settings', token, { ...SPEC_SETTINGS.admin, theme: 'light' });
    expect(saved.statusCode).toBe(200);
    expect(saved.headers['set-cookie']).toBe(cookie('light'));
    expect((await get('/api/me/settings', token)).headers['set-cookie']).toBe(cookie('light'));
    const refused = await put('/api/me/settings', token, { ...SPEC_SETTINGS.admin, theme: 'blue' });
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await put('/api/me/settings', token, { ...SPEC_SETTINGS.admin, theme: 'dark' })).headers['set-cookie']).toBe(cookie('dark'));
    expect((await get('/api/me/settings')).headers['set-cookie']).toBeUndefined();
    expect((await put('/api/me/settings', token, SPEC_SETTINGS.admin)).statusCode).toBe(200);
  });

  it.each(['admin', 'proposer'] as const)("saves the %s's own set", async (role) => {
    const token = await signIn(role);
    const saved = { ...SPEC_SETTINGS[role], theme: 'dark', timezone: 'UTC+1', email_notifications: false };
    const response = await put('/api/me/settings', token, saved);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(saved);
    expect((await get('/api/me/settings', token)).json()).toEqual(saved);
  });

  it.each([
    ['a missing setting', (s: Record<string, unknown>) => ({ ...s, theme: undefined }), 'theme', 'Theme must be light, dark or system.'],
    ['a wrong type', (s: Record<string, unknown>) => ({ ...s, auto_invest: 'yes' }), 'auto_invest', 'Auto-invest must be true or false.'],
    ['an unknown language', (s: Record<string, unknown>) => ({ ...s, language: 'de' }), 'language', 'Language must be en, es or fr.'],
    [
      'an unknown timezone',
      (s: Record<string, unknown>) => ({ ...s, timezone: 'UTC+5:45' }),
      'timezone',
      'Timezone must be one of UTC-8, UTC-5, UTC+0, UTC+1 and UTC+5:30.',
    ],
    [
      'an amount in minor units with a fraction',
      (s: Record<string, unknown>) => ({ ...s, minimum_investment: 5000.5 }),
      'minimum_investment',
      'Minimum investment must be a whole number.',
    ],
    [
      'a maximum below the minimum',
      (s: Record<string, unknown>) => ({ ...s, minimum_investment: 9000, maximum_investment: 8000 }),
      'maximum_investment',
      'Maximum investment must not be less than the minimum investment.',
    ],
    [
      "another role's setting",
      (s: Record<string, unknown>) => ({ ...s, deal_alerts: true }),
      'body',
      "The request has a field that is not one of the backer settings; send exactly the role's settings.",
    ],
  ])('answers 422 to %s with the field and its sentence, and changes nothing', async (_case, change, field, message) => {
    const token = await signIn('backer');
    const current = (await get('/api/me/settings', token)).json();
    const before = await accountRow(DEMO.backer.email);
    const response = await put('/api/me/settings', token, JSON.parse(JSON.stringify(change(current))));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'invalid_request', message });
    expect(response.json().errors).toContainEqual({ field, message });
    expect(await accountRow(DEMO.backer.email)).toEqual(before);
  });

  it("refuses a proposer's set that lacks the proposer's settings, naming each", async () => {
    const token = await signIn('proposer');
    const response = await put('/api/me/settings', token, SPEC_SETTINGS.admin);
    expect(response.statusCode).toBe(422);
    const fields = response.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['deal_alerts', 'auto_publish', 'minimum_investment_required', 'maximum_funding_goal', 'body']));
  });
});

describe('a newly registered account', () => {
  it("shows what registration gave it in the profile, and the role's defaults as settings", async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        user_type: 'backer',
        first_name: 'Meera',
        last_name: 'Iyer',
        email: 'meera.profile@example.com',
        password: 'terracotta-balcony-42',
        phone_number: '+91 98765 43210',
        risk_profile: 'low',
      },
    });
    expect(registered.statusCode).toBe(201);
    const token = registered.json().access_token;
    expect((await get('/api/me/profile', token)).json()).toEqual({
      role: 'backer',
      name: 'Meera Iyer',
      email: 'meera.profile@example.com',
      phone: '+91 98765 43210',
      location: null,
      bio: null,
      avatar: null,
      email_verified: false,
      phone_verified: false,
      investment_preferences: { property_types: [], investment_range: null, risk_tolerance: 'Low' },
    });
    expect((await get('/api/me/settings', token)).json()).toEqual(SPEC_SETTINGS.backer);
  });
});
