import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEvents, kycRecords, notifications } from '../../db/schema/index.ts';
import { FORBIDDEN, NOT_SIGNED_IN } from '../../plugins/authentication.ts';
import { SAMPLE_BACKER_KYC } from '../../db/seed/account-samples.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { TEST_ENCRYPTION_KEY } from '../../test/test-secrets.ts';
import { keyIdOf, SEAL_PURPOSES, SecretBox } from '../../lib/secret-box.ts';
import { openKycDetails } from './kyc-sealing.ts';
import { usersRepository } from '../users/users.repository.ts';
import { KYC_ALREADY_VERIFIED, KYC_BACKER_NOT_FOUND, KYC_CHANGED, KYC_NOT_SUBMITTED } from './kyc.service.ts';

let t: TestApp;
const tokens: Record<'admin' | 'backer' | 'proposer', string> = { admin: '', backer: '', proposer: '' };
const DEMO = {
  admin: { email: 'admin@sharestead.test', password: 'Admin123!' },
  backer: { email: 'backer@sharestead.test', password: 'Backer123!' },
  proposer: { email: 'proposer@sharestead.test', password: 'Proposer123!' },
} as const;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  for (const role of ['admin', 'backer', 'proposer'] as const) {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { ...DEMO[role], role } });
    expect(response.statusCode).toBe(200);
    tokens[role] = response.json().access_token as string;
  }
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  // Every test starts on the real date unless it sets its own.
  t.clock.set(new Date());
});

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

let registered = 0;
/** A newly registered backer (or proposer): its token and id. */
async function newAccount(userType: 'backer' | 'proposer' = 'backer', name = 'Kavya Sharma') {
  registered += 1;
  const [first, ...rest] = name.split(' ');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      user_type: userType,
      first_name: first,
      last_name: rest.join(' '),
      email: `kyc-${registered}-${Date.now()}@example.com`,
      password: 'banyan-courtyard-19',
    },
  });
  expect(response.statusCode).toBe(201);
  const token = response.json().access_token as string;
  const { user } = (await call('GET', '/api/auth/me', token)).json();
  return { token, id: user.id as string, email: user.email as string };
}

const VALID = {
  legal_name: 'Kavya Sharma',
  date_of_birth: '1994-08-17',
  pan: 'BQTPS7261K',
  address: '22 Lavelle Road, Bengaluru, Karnataka 560001',
  bank_account: { account_number: '000123456789', ifsc: 'ICIC0000104' },
};

async function submitted(body: Record<string, unknown> = VALID) {
  const backer = await newAccount();
  const response = await call('PUT', '/api/me/kyc', backer.token, body);
  expect(response.statusCode, response.body).toBe(200);
  return { ...backer, kyc: response.json() };
}

const rawRecord = async (userId: string) => (await t.database.db.select().from(kycRecords).where(eq(kycRecords.userId, userId)))[0];
const KYC_BOX = new SecretBox(TEST_ENCRYPTION_KEY, SEAL_PURPOSES.kycDetails);
/** A backer's record with its sealed details opened, as the service reads it. */
const record = async (userId: string) => {
  const row = await rawRecord(userId);
  return row && { ...row, ...openKycDetails(KYC_BOX, row) };
};
const adminId = async () => (await usersRepository.findByEmail(t.database.db, DEMO.admin.email))!.id;

const ROUTES: [Method, string][] = [
  ['GET', '/api/me/kyc'],
  ['PUT', '/api/me/kyc'],
  ['GET', '/api/admin/kyc'],
  ['POST', '/api/admin/kyc/00000000-0000-4000-8000-000000000000/verify'],
  ['POST', '/api/admin/kyc/00000000-0000-4000-8000-000000000000/reject'],
];

describe('who may call', () => {
  it.each(ROUTES)('%s %s answers 401 without a token or with a bad one', async (method, url) => {
    for (const token of [undefined, 'not-a-token']) {
      const response = await call(method, url, token, method === 'GET' ? undefined : {});
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'not_signed_in', message: NOT_SIGNED_IN });
    }
  });

  it.each([
    ['admin', 'GET', '/api/me/kyc'],
    ['admin', 'PUT', '/api/me/kyc'],
    ['proposer', 'GET', '/api/me/kyc'],
    ['proposer', 'PUT', '/api/me/kyc'],
    ...ROUTES.slice(2).flatMap(([method, url]) => [
      ['backer', method, url],
      ['proposer', method, url],
    ]),
  ] as [keyof typeof tokens, Method, string][])('the %s gets 403 forbidden from %s %s, whatever the body', async (role, method, url) => {
    const response = await call(method, url, tokens[role], method === 'GET' ? undefined : VALID);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden', message: FORBIDDEN });
  });

  it('stores nothing for a refused caller', async () => {
    const before = await t.database.db.select().from(kycRecords);
    await call('PUT', '/api/me/kyc', tokens.proposer, VALID);
    await call('PUT', '/api/me/kyc', undefined, VALID);
    expect(await t.database.db.select().from(kycRecords)).toEqual(before);
  });
});

describe('GET /api/me/kyc', () => {
  it('is not_started with every detail null for a new backer', async () => {
    const backer = await newAccount();
    const response = await call('GET', '/api/me/kyc', backer.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'not_started',
      legal_name: null,
      date_of_birth: null,
      pan: null,
      address: null,
      bank_account: null,
      reason: null,
      submitted_at: null,
      decided_at: null,
    });
  });

  it('shows the demo backer verified with the seeded details', async () => {
    const body = (await call('GET', '/api/me/kyc', tokens.backer)).json();
    expect(body).toMatchObject({
      status: 'verified',
      legal_name: SAMPLE_BACKER_KYC.legalName,
      date_of_birth: SAMPLE_BACKER_KYC.dateOfBirth,
      pan: SAMPLE_BACKER_KYC.pan,
      address: SAMPLE_BACKER_KYC.address,
      bank_account: { account_number: SAMPLE_BACKER_KYC.bankAccountNumber, ifsc: SAMPLE_BACKER_KYC.bankIfsc },
      reason: null,
    });
    expect(body.decided_at).toEqual(expect.any(String));
  });
});

describe('PUT /api/me/kyc', () => {
  it('stores the details as submitted, tidied (PAN and IFSC upper-cased, spaces dropped), and GET reads them back', async () => {
    t.clock.set('2026-05-04T09:30:00.000Z');
    const backer = await newAccount();
    const response = await call('PUT', '/api/me/kyc', backer.token, {
      legal_name: '  Kavya   Sharma ',
      date_of_birth: ' 1994-08-17 ',
      pan: ' bqtps7261k ',
      address: ' 22 Lavelle Road,\nBengaluru ',
      bank_account: { account_number: '0001 2345 6789', ifsc: 'icic0000104' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      status: 'submitted',
      legal_name: 'Kavya Sharma',
      date_of_birth: '1994-08-17',
      pan: 'BQTPS7261K',
      address: '22 Lavelle Road,\nBengaluru',
      bank_account: { account_number: '000123456789', ifsc: 'ICIC0000104' },
      reason: null,
      submitted_at: '2026-05-04T09:30:00.000Z',
      decided_at: null,
    };
    expect(response.json()).toEqual({ ...expected, submitted_at: expect.stringMatching(/^2026-05-04T09:30:00\.\d{3}Z$/) });
    expect((await call('GET', '/api/me/kyc', backer.token)).json()).toEqual(response.json());
    expect(await record(backer.id)).toMatchObject({ status: 'submitted', pan: 'BQTPS7261K', bankAccountNumber: '000123456789', decidedAt: null });
  });

  it('takes new details while they await review, and they go to the back of the queue', async () => {
    const backer = await submitted();
    t.clock.advance(60_000);
    const response = await call('PUT', '/api/me/kyc', backer.token, { ...VALID, address: '7 Residency Road, Bengaluru 560025' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'submitted', address: '7 Residency Road, Bengaluru 560025' });
    expect(Date.parse(response.json().submitted_at)).toBeGreaterThan(Date.parse(backer.kyc.submitted_at));
  });

  it.each([
    ['legal_name', { legal_name: '   ' }, 'Legal name is required.'],
    ['legal_name', { legal_name: 42 }, 'Legal name must be text.'],
    ['legal_name', { legal_name: 'a'.repeat(201) }, 'Legal name must be at most 200 characters.'],
    ['legal_name', { legal_name: 'Kavya\u0000Sharma' }, 'Legal name contains characters that are not allowed.'],
    ['date_of_birth', { date_of_birth: '' }, 'Date of birth is required.'],
    ['date_of_birth', { date_of_birth: '17/08/1994' }, 'Date of birth must be a real date written YYYY-MM-DD, for example 1990-04-21.'],
    ['date_of_birth', { date_of_birth: '2001-02-29' }, 'Date of birth must be a real date written YYYY-MM-DD, for example 1990-04-21.'],
    ['date_of_birth', { date_of_birth: '1994-13-01' }, 'Date of birth must be a real date written YYYY-MM-DD, for example 1990-04-21.'],
    ['date_of_birth', { date_of_birth: 19940817 }, 'Date of birth must be text written YYYY-MM-DD.'],
    ['date_of_birth', { date_of_birth: '2999-01-01' }, 'Date of birth cannot be in the future.'],
    ['pan', { pan: 'ABCDE12345' }, 'PAN must be 10 characters: five letters, four digits and a letter, for example ABCDE1234F.'],
    ['pan', { pan: 'ABCD1234F' }, 'PAN must be 10 characters: five letters, four digits and a letter, for example ABCDE1234F.'],
    ['pan', { pan: '' }, 'PAN is required.'],
    ['address', { address: '' }, 'Address is required.'],
    ['address', { address: 'x'.repeat(501) }, 'Address must be at most 500 characters.'],
    ['bank_account', { bank_account: null }, 'Bank account is required: an object with account_number and ifsc.'],
    ['bank_account', { bank_account: { ...VALID.bank_account, branch: 'MG Road' } }, 'Bank account takes only account_number and ifsc.'],
    ['bank_account.account_number', { bank_account: { ...VALID.bank_account, account_number: '12345678' } }, 'Bank account number must be 9 to 18 digits.'],
    ['bank_account.account_number', { bank_account: { ...VALID.bank_account, account_number: '1'.repeat(19) } }, 'Bank account number must be 9 to 18 digits.'],
    ['bank_account.account_number', { bank_account: { ...VALID.bank_account, account_number: '12345678A' } }, 'Bank account number must be 9 to 18 digits.'],
    ['bank_account.account_number', { bank_account: { ifsc: 'ICIC0000104' } }, 'Bank account number is required.'],
    [
      'bank_account.ifsc',
      { bank_account: { ...VALID.bank_account, ifsc: 'ICIC1000104' } },
      'IFSC must be 11 characters: four letters, a zero and six letters or digits, for example HDFC0001234.',
    ],
    [
      'bank_account.ifsc',
      { bank_account: { ...VALID.bank_account, ifsc: 'ICIC000010' } },
      'IFSC must be 11 characters: four letters, a zero and six letters or digits, for example HDFC0001234.',
    ],
    ['body', { status: 'verified' }, 'KYC takes only legal_name, date_of_birth, pan, address and bank_account; leave other fields out.'],
  ])('answers 422 naming %s, and stores nothing: %j', async (field, change, message) => {
    const backer = await newAccount();
    const response = await call('PUT', '/api/me/kyc', backer.token, { ...VALID, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'invalid_request', message, errors: [{ field, message }] });
    expect(await record(backer.id)).toBeUndefined();
  });

  it.each(['pan', 'legal_name', 'date_of_birth', 'address', 'bank_account'])('answers 422 "… is required" when %s is left out', async (field) => {
    const backer = await newAccount();
    const body: Record<string, unknown> = { ...VALID };
    delete body[field];
    const response = await call('PUT', '/api/me/kyc', backer.token, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].field).toBe(field);
    expect(response.json().message).toMatch(/is required/);
  });

  it('answers 422 to a body that is not an object, 400 to one that is not JSON', async () => {
    const backer = await newAccount();
    for (const payload of ['[]', '"kyc"', 'null']) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/me/kyc',
        payload,
        headers: { authorization: `Bearer ${backer.token}`, 'content-type': 'application/json' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'invalid_request', message: 'The request body must be a JSON object.' });
    }
    const broken = await t.app.inject({
      method: 'PUT',
      url: '/api/me/kyc',
      payload: '{"pan":',
      headers: { authorization: `Bearer ${backer.token}`, 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
  });

  describe('18 or older on the Clock’s date', () => {
    const attempt = async (dateOfBirth: string) => {
      const backer = await newAccount();
      const response = await call('PUT', '/api/me/kyc', backer.token, { ...VALID, date_of_birth: dateOfBirth });
      return { response, stored: await record(backer.id) };
    };
    const UNDER_18 = 'You must be 18 or older to invest on Sharestead.';

    it('takes a backer on their 18th birthday, not the day before', async () => {
      t.clock.set('2026-05-01T00:00:00.000Z');
      const birthday = await attempt('2008-05-01');
      expect(birthday.response.statusCode, birthday.response.body).toBe(200);
      expect(birthday.stored?.status).toBe('submitted');

      const dayBefore = await attempt('2008-05-02');
      expect(dayBefore.response.statusCode).toBe(422);
      expect(dayBefore.response.json()).toMatchObject({ code: 'invalid_request', message: UNDER_18, errors: [{ field: 'date_of_birth', message: UNDER_18 }] });
      expect(dayBefore.stored).toBeUndefined();
    });

    it('reads the date from the Clock: the last minute before the birthday is still 17', async () => {
      t.clock.set('2026-04-30T23:59:00.000Z');
      expect((await attempt('2008-05-01')).response.json().message).toBe(UNDER_18);
      t.clock.set('2026-05-01T00:01:00.000Z');
      expect((await attempt('2008-05-01')).response.statusCode).toBe(200);
    });

    it('has someone born on 29 February come of age on 1 March of a common year', async () => {
      t.clock.set('2026-02-28T12:00:00.000Z');
      expect((await attempt('2008-02-29')).response.json().message).toBe(UNDER_18);
      t.clock.set('2026-03-01T12:00:00.000Z');
      expect((await attempt('2008-02-29')).response.statusCode).toBe(200);
    });

    it('refuses a date more than 120 years ago as a typing mistake', async () => {
      t.clock.set('2026-05-01T12:00:00.000Z');
      expect((await attempt('1905-05-02')).response.statusCode).toBe(200);
      const tooOld = await attempt('1905-05-01');
      expect(tooOld.response.statusCode).toBe(422);
      expect(tooOld.response.json().message).toBe('Date of birth is more than 120 years ago; check the year.');
    });
  });

  it('answers 409 kyc_already_verified once verified, and changes nothing', async () => {
    const before = await t.database.db.select().from(kycRecords);
    const response = await call('PUT', '/api/me/kyc', tokens.backer, VALID);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'kyc_already_verified', message: KYC_ALREADY_VERIFIED, detail: KYC_ALREADY_VERIFIED });
    expect(await t.database.db.select().from(kycRecords)).toEqual(before);
  });
});

describe('GET /api/admin/kyc', () => {
  it('lists the submitted ones by default, oldest first, paged, with each backer’s name, email and details', async () => {
    // Later than anything sent so far (and within the admin's token's day).
    const base = Date.now() + 60 * 60_000;
    const made: { id: string; email: string }[] = [];
    for (const [index, name] of ['Aarav Mehta', 'Isha Kapoor', 'Rohan Das'].entries()) {
      t.clock.set(new Date(base + index * 60_000));
      const backer = await newAccount('backer', name);
      expect((await call('PUT', '/api/me/kyc', backer.token, { ...VALID, legal_name: name })).statusCode).toBe(200);
      made.push(backer);
    }
    const all = (await call('GET', '/api/admin/kyc?page_size=100', tokens.admin)).json();
    expect(all.items.every((item: { status: string }) => item.status === 'submitted')).toBe(true);
    const times = all.items.map((item: { submitted_at: string }) => item.submitted_at);
    expect(times).toEqual([...times].sort());
    expect(Math.abs(Date.parse(all.items.at(-3).submitted_at) - base)).toBeLessThan(5_000);
    const ours = all.items.filter((item: { user_id: string }) => made.some((backer) => backer.id === item.user_id));
    expect(ours.map((item: { name: string }) => item.name)).toEqual(['Aarav Mehta', 'Isha Kapoor', 'Rohan Das']);
    expect(ours[0]).toEqual({
      user_id: made[0]!.id,
      name: 'Aarav Mehta',
      email: made[0]!.email,
      status: 'submitted',
      legal_name: 'Aarav Mehta',
      date_of_birth: VALID.date_of_birth,
      pan: VALID.pan,
      address: VALID.address,
      bank_account: VALID.bank_account,
      reason: null,
      submitted_at: expect.any(String),
      decided_at: null,
    });

    // Our three are the newest, so the last page of one holds the last of them.
    const last = (await call('GET', `/api/admin/kyc?status=submitted&page=${all.total}&page_size=1`, tokens.admin)).json();
    expect(last).toMatchObject({ total: all.total, page: all.total, page_size: 1 });
    expect(last.items.map((item: { user_id: string }) => item.user_id)).toEqual([made[2]!.id]);
    expect((await call('GET', `/api/admin/kyc?page=${all.total + 1}&page_size=1`, tokens.admin)).json()).toMatchObject({ items: [], total: all.total });
  });

  it('lists the verified ones with ?status=verified (the demo backer among them)', async () => {
    const body = (await call('GET', '/api/admin/kyc?status=verified', tokens.admin)).json();
    expect(body).toMatchObject({ page: 1, page_size: 20 });
    const demo = body.items.find((item: { email: string }) => item.email === DEMO.backer.email);
    expect(demo).toMatchObject({ name: 'Daniel Reyes', status: 'verified', pan: SAMPLE_BACKER_KYC.pan });
  });

  it.each([
    ['status=pending', 'status', 'Status must be submitted, verified or rejected.'],
    ['status=not_started', 'status', 'Status must be submitted, verified or rejected.'],
    ['page=0', 'page', 'Page must be at least 1.'],
    ['page_size=101', 'page_size', 'Page size must be at most 100.'],
    ['page_size=abc', 'page_size', 'Page size must be a number.'],
  ])('answers 422 to ?%s', async (query, field, message) => {
    const response = await call('GET', `/api/admin/kyc?${query}`, tokens.admin);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'invalid_request', message, errors: [{ field, message }] });
  });
});

describe('POST /api/admin/kyc/:user_id/verify', () => {
  it('verifies, notifies the backer and records the audit event; the backer then sees verified and cannot change it', async () => {
    const backer = await submitted();
    t.clock.advance(5 * 60_000);
    const decidedAt = t.clock.now();
    const response = await call('POST', `/api/admin/kyc/${backer.id}/verify`, tokens.admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user_id: backer.id, status: 'verified', reason: null, name: 'Kavya Sharma', pan: VALID.pan });
    expect(Math.abs(Date.parse(response.json().decided_at) - decidedAt.getTime())).toBeLessThan(5_000);

    const mine = (await call('GET', '/api/me/kyc', backer.token)).json();
    expect(mine).toMatchObject({ status: 'verified', reason: null, decided_at: response.json().decided_at });
    expect(await record(backer.id)).toMatchObject({ status: 'verified', decidedBy: await adminId() });

    const notes = (await call('GET', '/api/notifications', backer.token)).json();
    expect(notes.items[0]).toMatchObject({ title: 'KYC verified', read: false });
    expect(notes.items[0].message).toMatch(/verified/);

    const events = await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, backer.id));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorId: await adminId(),
      action: 'kyc.verified',
      subjectType: 'kyc',
      before: { status: 'submitted', submitted_at: backer.kyc.submitted_at },
      after: { status: 'verified', reason: null },
    });

    const again = await call('PUT', '/api/me/kyc', backer.token, VALID);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('kyc_already_verified');
  });

  it('answers 409 kyc_not_submitted the second time, and writes no second notification or audit event', async () => {
    const backer = await submitted();
    expect((await call('POST', `/api/admin/kyc/${backer.id}/verify`, tokens.admin)).statusCode).toBe(200);
    for (const [url, payload] of [
      [`/api/admin/kyc/${backer.id}/verify`, undefined],
      [`/api/admin/kyc/${backer.id}/reject`, { reason: 'Too late.' }],
    ] as const) {
      const response = await call('POST', url, tokens.admin, payload);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ code: 'kyc_not_submitted', message: KYC_NOT_SUBMITTED, detail: KYC_NOT_SUBMITTED });
    }
    expect(await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, backer.id))).toHaveLength(1);
    const titles = (await call('GET', '/api/notifications', backer.token)).json().items.map((item: { title: string }) => item.title);
    expect(titles.filter((title: string) => title.startsWith('KYC'))).toEqual(['KYC verified']);
  });

  it('answers 409 kyc_not_submitted for a backer who has sent nothing', async () => {
    const backer = await newAccount();
    const response = await call('POST', `/api/admin/kyc/${backer.id}/verify`, tokens.admin);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('kyc_not_submitted');
    expect(await record(backer.id)).toBeUndefined();
  });

  it('answers 404 for an unknown user, a malformed id, a proposer and an admin', async () => {
    const proposer = await newAccount('proposer');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1", proposer.id, await adminId()]) {
      for (const [action, payload] of [
        ['verify', undefined],
        ['reject', { reason: 'Blurred.' }],
      ] as const) {
        const response = await call('POST', `/api/admin/kyc/${encodeURIComponent(id)}/${action}`, tokens.admin, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 'not_found', message: KYC_BACKER_NOT_FOUND, detail: KYC_BACKER_NOT_FOUND });
      }
    }
  });

  it('with the submitted_at the admin saw: decides on those details, and answers 409 kyc_changed when new ones came since', async () => {
    const backer = await submitted();
    const seen = backer.kyc.submitted_at as string;
    t.clock.advance(60_000);
    expect((await call('PUT', '/api/me/kyc', backer.token, { ...VALID, pan: 'BQTPS7261Z' })).statusCode).toBe(200);

    const stale = await call('POST', `/api/admin/kyc/${backer.id}/verify`, tokens.admin, { submitted_at: seen });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ code: 'kyc_changed', message: KYC_CHANGED, detail: KYC_CHANGED });
    const staleReject = await call('POST', `/api/admin/kyc/${backer.id}/reject`, tokens.admin, { reason: 'Blurred.', submitted_at: seen });
    expect(staleReject.json().code).toBe('kyc_changed');
    expect(await record(backer.id)).toMatchObject({ status: 'submitted', pan: 'BQTPS7261Z' });

    const current = (await call('GET', '/api/me/kyc', backer.token)).json().submitted_at;
    const response = await call('POST', `/api/admin/kyc/${backer.id}/verify`, tokens.admin, { submitted_at: current });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'verified', pan: 'BQTPS7261Z' });
  });

  it.each([
    [{ submitted_at: 'yesterday' }, 'submitted_at', 'Submitted at must be the ISO time the list showed.'],
    [{ submitted_at: 5 }, 'submitted_at', 'Submitted at must be the ISO time the list showed.'],
    [{ approve: true }, 'body', 'Verifying takes no fields but submitted_at.'],
  ])('answers 422 to the body %j', async (payload, field, message) => {
    const backer = await submitted();
    const response = await call('POST', `/api/admin/kyc/${backer.id}/verify`, tokens.admin, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'invalid_request', message, errors: [{ field, message }] });
    expect((await record(backer.id))?.status).toBe('submitted');
  });

  it('is one transaction with its notification and audit event: when the audit cannot be written, nothing is', async () => {
    const backer = await submitted();
    const notes = async () => (await t.database.db.select().from(notifications).where(eq(notifications.userId, backer.id))).length;
    const before = await notes();
    await t.database.db.execute(sql`alter table audit_events rename to audit_events_away`);
    try {
      const response = await call('POST', `/api/admin/kyc/${backer.id}/verify`, tokens.admin);
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table audit_events_away rename to audit_events`);
    }
    expect((await record(backer.id))?.status).toBe('submitted');
    expect(await notes()).toBe(before);
  });
});

describe('POST /api/admin/kyc/:user_id/reject', () => {
  it('rejects with the reason, which the backer reads on the page and in a notification; a resubmission clears it', async () => {
    const backer = await submitted();
    const response = await call('POST', `/api/admin/kyc/${backer.id}/reject`, tokens.admin, { reason: '  The PAN does not match the legal name  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'rejected', reason: 'The PAN does not match the legal name' });

    expect((await call('GET', '/api/me/kyc', backer.token)).json()).toMatchObject({
      status: 'rejected',
      reason: 'The PAN does not match the legal name',
      legal_name: VALID.legal_name,
    });
    const [note] = (await call('GET', '/api/notifications', backer.token)).json().items;
    expect(note).toMatchObject({
      title: 'KYC rejected',
      message: 'Your KYC details were not accepted. Reason: The PAN does not match the legal name. Correct them and submit again.',
    });
    const [event] = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectId, backer.id), eq(auditEvents.action, 'kyc.rejected')));
    expect(event).toMatchObject({
      actorId: await adminId(),
      subjectType: 'kyc',
      after: { status: 'rejected', reason: 'The PAN does not match the legal name' },
    });

    const rejected = (await call('GET', '/api/admin/kyc?status=rejected', tokens.admin)).json();
    expect(rejected.items[0]).toMatchObject({ user_id: backer.id, reason: 'The PAN does not match the legal name' });

    const again = await call('PUT', '/api/me/kyc', backer.token, { ...VALID, legal_name: 'Kavya R Sharma' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'submitted', reason: null, decided_at: null, legal_name: 'Kavya R Sharma' });
    expect(await record(backer.id)).toMatchObject({ status: 'submitted', reason: null, decidedAt: null, decidedBy: null });
    const queue = (await call('GET', '/api/admin/kyc?page_size=100', tokens.admin)).json();
    expect(queue.items.map((item: { user_id: string }) => item.user_id)).toContain(backer.id);
  });

  it.each([
    [{}, 'Reason is required: tell the backer what to correct.'],
    [{ reason: '   ' }, 'Reason is required: tell the backer what to correct.'],
    [{ reason: null }, 'Reason must be text.'],
    [{ reason: 'x'.repeat(1001) }, 'Reason must be at most 1000 characters.'],
  ])('answers 422 to %j and leaves the KYC awaiting review', async (payload, message) => {
    const backer = await submitted();
    const response = await call('POST', `/api/admin/kyc/${backer.id}/reject`, tokens.admin, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'invalid_request', message, errors: [{ field: 'reason', message }] });
    expect((await record(backer.id))?.status).toBe('submitted');
  });

  it('answers 422, not 404, when the body is wrong for an unknown user (the body is checked first)', async () => {
    const response = await call('POST', '/api/admin/kyc/00000000-0000-4000-8000-000000000000/reject', tokens.admin, {});
    expect(response.statusCode).toBe(422);
  });
});

describe('the PAN and bank account number at rest (ADR 009)', () => {
  it('are stored sealed under ENCRYPTION_KEY, and the backer and the admin read them as before', async () => {
    const backer = await submitted();
    const raw = (await rawRecord(backer.id))!;
    for (const [stored, plain] of [
      [raw.pan, VALID.pan],
      [raw.bankAccountNumber, VALID.bank_account.account_number],
    ] as const) {
      expect(stored).not.toContain(plain);
      expect(stored.startsWith(`${keyIdOf(TEST_ENCRYPTION_KEY)}.`)).toBe(true);
    }
    // Sealed afresh each time: equal details do not give equal columns.
    const twin = await submitted();
    expect((await rawRecord(twin.id))!.pan).not.toBe(raw.pan);

    const own = (await call('GET', '/api/me/kyc', backer.token)).json();
    expect(own).toMatchObject({ pan: VALID.pan, bank_account: VALID.bank_account });
    const queue = (await call('GET', '/api/admin/kyc?status=submitted&page_size=100', tokens.admin)).json();
    expect(queue.items.find((item: { user_id: string }) => item.user_id === backer.id)).toMatchObject({ pan: VALID.pan, bank_account: VALID.bank_account });
    const verified = await call('POST', `/api/admin/kyc/${backer.id}/verify`, tokens.admin, {});
    expect(verified.json()).toMatchObject({ status: 'verified', pan: VALID.pan, bank_account: VALID.bank_account });
  });

  it('refuses a sealed detail that was altered, moved from another record or field, or written in plain text', async () => {
    const backer = await submitted();
    const other = await submitted({ ...VALID, pan: 'AAAPZ1234C' });
    const raw = (await rawRecord(backer.id))!;
    const theirs = (await rawRecord(other.id))!;
    const parts = raw.pan.split('.');
    const flipped = [...parts.slice(0, 3), `${parts[3]!.startsWith('A') ? 'B' : 'A'}${parts[3]!.slice(1)}`].join('.');
    const shortTag = [parts[0], parts[1], parts[2]!.slice(0, 6), parts[3]].join('.');
    for (const altered of [{ pan: flipped }, { pan: shortTag }, { pan: theirs.pan }, { bankAccountNumber: raw.pan }, { pan: VALID.pan }]) {
      await t.database.db.update(kycRecords).set(altered).where(eq(kycRecords.userId, backer.id));
      const response = await call('GET', '/api/me/kyc', backer.token);
      expect(response.statusCode, JSON.stringify(altered)).toBe(500);
      expect(response.json().code).toBe('internal_error');
      expect(response.body).not.toContain('AAAPZ1234C');
      await t.database.db.update(kycRecords).set({ pan: raw.pan, bankAccountNumber: raw.bankAccountNumber }).where(eq(kycRecords.userId, backer.id));
    }
    expect((await call('GET', '/api/me/kyc', backer.token)).json()).toMatchObject({ pan: VALID.pan });
  });
});
