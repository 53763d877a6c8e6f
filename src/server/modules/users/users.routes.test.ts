import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserListItem } from '../../../shared/contracts/users.ts';
import { FORBIDDEN, NOT_SIGNED_IN } from '../../plugins/authentication.ts';
import { adminToken, registerTestUser, rejectTestKyc, submitTestKyc, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let admin: string;
const people: Record<'verified' | 'rejected' | 'submitted' | 'fresh' | 'proposer', TestUser> = {} as never;

const auth = (token: string | null) => (token ? { authorization: `Bearer ${token}` } : {});
/** The list as `token` reads it; the admin by default, nobody with null. */
const list = (query = '', token: string | null = admin) => t.app.inject({ method: 'GET', url: `/api/admin/users${query}`, headers: auth(token) });
const page = async (query = '') => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { total: number; page: number; page_size: number; items: UserListItem[] };
};

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  admin = await adminToken(t.app);
  // A minute apart, so "newest first" has one answer.
  const next = async (role: 'backer' | 'proposer', first_name: string, last_name: string) => {
    t.clock.advance(60_000);
    return registerTestUser(t.app, role, { first_name, last_name });
  };
  people.verified = await next('backer', 'Ananya', 'Menon');
  people.rejected = await next('backer', 'Vikram', 'Joshi');
  people.submitted = await next('backer', 'Farah', 'Khan');
  people.fresh = await next('backer', 'Dev', 'Patel_Shah');
  people.proposer = await next('proposer', 'Rohan', 'Kapoor');
  await verifyTestKyc(t.app, people.verified);
  await rejectTestKyc(t.app, people.rejected);
  await submitTestKyc(t.app, people.submitted);
});
afterAll(async () => {
  await t.close();
});

describe('who may list the accounts', () => {
  it('answers 401 without a token or with a bad one, 403 to a backer or a proposer', async () => {
    for (const token of [null, 'not-a-token']) {
      const response = await list('', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'not_signed_in', message: NOT_SIGNED_IN });
    }
    for (const user of [people.verified, people.proposer]) {
      const response = await list('?role=admin', user.token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden', message: FORBIDDEN });
    }
  });
});

describe('GET /api/admin/users', () => {
  it('lists every account newest first, with name, email, role, KYC status and created date', async () => {
    const first = await page('?page_size=5');
    expect(first).toMatchObject({ page: 1, page_size: 5 });
    expect(first.items).toEqual([
      {
        id: people.proposer.id,
        name: 'Rohan Kapoor',
        email: people.proposer.email,
        role: 'proposer',
        kyc_status: 'not_started',
        created_at: expect.any(String),
      },
      { id: people.fresh.id, name: 'Dev Patel_Shah', email: people.fresh.email, role: 'backer', kyc_status: 'not_started', created_at: expect.any(String) },
      expect.objectContaining({ id: people.submitted.id, kyc_status: 'submitted' }),
      expect.objectContaining({ id: people.rejected.id, kyc_status: 'rejected' }),
      expect.objectContaining({ id: people.verified.id, kyc_status: 'verified' }),
    ]);
    const created = first.items.map((item) => Date.parse(item.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    // The demo accounts of the seed are there too.
    const demo = await page('?search=admin%40sharestead.test');
    expect(demo.items).toEqual([expect.objectContaining({ email: 'admin@sharestead.test', role: 'admin', kyc_status: 'not_started' })]);
    expect(first.total).toBeGreaterThan(5);
  });

  it('searches names and emails, every word, in any case, taking % and _ literally', async () => {
    expect((await page('?search=ANANYA%20menon')).items.map((item) => item.id)).toEqual([people.verified.id]);
    expect((await page(`?search=${encodeURIComponent(people.rejected.email.toUpperCase())}`)).items.map((item) => item.id)).toEqual([people.rejected.id]);
    expect((await page('?search=patel_')).items.map((item) => item.id)).toEqual([people.fresh.id]);
    expect((await page('?search=%25')).total).toBe(0);
    expect((await page('?search=nobody-by-this-name')).total).toBe(0);
    // A blank search is no search.
    expect((await page('?search=%20%20')).total).toBe((await page()).total);
  });

  it('filters by role, alone and with a search', async () => {
    const proposers = await page('?role=proposer&page_size=100');
    expect(proposers.items.length).toBeGreaterThanOrEqual(2);
    expect(proposers.items.every((item) => item.role === 'proposer')).toBe(true);
    expect((await page('?role=admin')).items.every((item) => item.role === 'admin')).toBe(true);
    expect((await page('?role=backer&search=rohan')).total).toBe(0);
    expect((await page('?role=proposer&search=rohan%20kapoor')).items.map((item) => item.id)).toEqual([people.proposer.id]);
  });

  it('pages without gaps or repeats, and answers an empty page past the end', async () => {
    const six = await page('?page_size=6');
    const first = await page('?page_size=3');
    const second = await page('?page=2&page_size=3');
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(six.items.map((item) => item.id));
    expect(await page(`?page=${six.total + 1}&page_size=1`)).toMatchObject({ total: six.total, items: [] });
  });

  it.each([
    ['role=owner', 'role', 'Role must be admin, backer or proposer.'],
    [`search=${'s'.repeat(101)}`, 'search', 'Search must be at most 100 characters.'],
    ['search=a%00b', 'search', 'Search contains characters that are not allowed.'],
    ['page=0', 'page', 'Page must be at least 1.'],
    ['page_size=0', 'page_size', 'Page size must be at least 1.'],
    ['page_size=2.5', 'page_size', 'Page size must be a whole number.'],
  ])('answers 422 to ?%s', async (query, field, message) => {
    const response = await list(`?${query}`);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'invalid_request', message, errors: [{ field, message }] });
  });
});
