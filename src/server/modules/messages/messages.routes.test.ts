import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertTestProperty } from '../../test/factories.ts';
import { tooManySubmissions } from './form-limiter.ts';
import { PROPERTY_NOT_FOUND } from '../properties/properties.service.ts';

const contact = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98450 12345',
  subject: 'Minimum investment',
  message: 'Can I split ₹50,000 across two properties?',
};
const enquiry = { name: 'Kiran Shah', email: 'kiran@example.com', phone: '', message: 'Is the corporate lease transferable?' };

async function count(t: TestApp, table: 'contact_messages' | 'property_enquiries' | 'newsletter_subscriptions'): Promise<number> {
  const result = await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

async function tokenOf(t: TestApp, role: 'admin' | 'backer'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: `${role}@sharestead.test`, password: role === 'admin' ? 'Admin123!' : 'Backer123!', role },
  });
  return response.json().access_token as string;
}

describe('the public forms', () => {
  let t: TestApp;
  let property: { id: string; title: string };
  beforeAll(async () => {
    t = await createTestApp();
    property = await insertTestProperty(t.database.db, { title: 'Sea Breeze Villa' });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown, remoteAddress = '198.51.100.1') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

  describe('POST /api/contact', () => {
    it('stores the message and answers 201 with its id and time', async () => {
      const before = await count(t, 'contact_messages');
      const response = await post('/api/contact', { ...contact, name: '  Asha Rao  ' });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json();
      expect(Object.keys(body).sort()).toEqual(['created_at', 'id']);
      expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
      expect(await count(t, 'contact_messages')).toBe(before + 1);
      const [row] = (
        (await t.database.db.execute(sql`select name, phone from contact_messages where id = ${body.id}`)) as unknown as {
          rows: { name: string; phone: string | null }[];
        }
      ).rows;
      expect(row).toEqual({ name: 'Asha Rao', phone: '+91 98450 12345' });
    });

    it('takes a message without a phone, absent or blank, and stores no phone', async () => {
      const { phone: _, ...withoutPhone } = contact;
      expect((await post('/api/contact', withoutPhone)).statusCode).toBe(201);
      const blank = await post('/api/contact', { ...contact, phone: '   ' });
      expect(blank.statusCode).toBe(201);
      const rows = (
        (await t.database.db.execute(sql`select phone from contact_messages where id = ${blank.json().id}`)) as unknown as {
          rows: { phone: string | null }[];
        }
      ).rows;
      expect(rows[0]!.phone).toBeNull();
    });

    it.each([
      ['name', { name: '  ' }, 'Please enter your name.'],
      ['email', { email: '' }, 'Please enter your email address.'],
      ['email', { email: 'asha@' }, 'Please enter a valid email address.'],
      ['subject', { subject: undefined }, 'Please enter a subject.'],
      ['message', { message: '' }, 'Please write your message.'],
      ['name', { name: 'a'.repeat(101) }, 'Name must be at most 100 characters.'],
      ['subject', { subject: 'a'.repeat(201) }, 'Subject must be at most 200 characters.'],
      ['message', { message: 'a'.repeat(5001) }, 'Message must be at most 5000 characters.'],
      ['phone', { phone: '1'.repeat(33) }, 'Phone must be at most 32 characters.'],
      ['message', { message: 'a\u0000b' }, 'Message contains characters that are not allowed.'],
      ['name', { name: 'Asha \uD800' }, 'Name contains characters that are not allowed.'],
    ])('answers 422 naming %s (case %#) with the form sentence, and stores nothing', async (field, change, sentence) => {
      const before = await count(t, 'contact_messages');
      const response = await post('/api/contact', { ...contact, ...change });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ message: sentence, detail: sentence, code: 'invalid_request' });
      expect(response.json().errors[0]).toEqual({ field, message: sentence });
      expect(await count(t, 'contact_messages')).toBe(before);
    });

    it('keeps a message of exactly the longest allowed length, with line breaks and emoji', async () => {
      const start = 'Line one\nLine two 🏡\t';
      const message = start + 'a'.repeat(5000 - start.length);
      expect((await post('/api/contact', { ...contact, message })).statusCode).toBe(201);
    });
  });

  describe('POST /api/properties/:id/enquiries', () => {
    it('stores an enquiry about a listed property and answers 201', async () => {
      const before = await count(t, 'property_enquiries');
      const response = await post(`/api/properties/${property.id}/enquiries`, enquiry);
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toEqual({ id: expect.any(String), property_id: property.id, created_at: expect.any(String) });
      expect(await count(t, 'property_enquiries')).toBe(before + 1);
    });

    it.each(['no-such-home', 'a'.repeat(100), '%00', '%E2%80%AE', "'%20OR%20'1'='1"])(
      'answers 404 not_found for a property that does not exist (%#), storing nothing',
      async (id) => {
        const before = await count(t, 'property_enquiries');
        const response = await post(`/api/properties/${id}/enquiries`, enquiry);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: PROPERTY_NOT_FOUND, detail: PROPERTY_NOT_FOUND, code: 'not_found' });
        expect(await count(t, 'property_enquiries')).toBe(before);
      },
    );

    it('leaves an address with an over-long id to the router (400), storing nothing', async () => {
      const before = await count(t, 'property_enquiries');
      const response = await post(`/api/properties/${'a'.repeat(101)}/enquiries`, enquiry);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('bad_request');
      expect(await count(t, 'property_enquiries')).toBe(before);
    });

    it('answers 422 with the enquiry form sentence', async () => {
      const response = await post(`/api/properties/${property.id}/enquiries`, { ...enquiry, message: ' ' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual([{ field: 'message', message: 'Please write a message.' }]);
    });
  });

  describe('POST /api/newsletter', () => {
    it('subscribes an address once, however often and in whatever case it is sent', async () => {
      const before = await count(t, 'newsletter_subscriptions');
      const first = await post('/api/newsletter', { email: 'Reader@Example.com' });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toEqual({ email: 'reader@example.com' });
      const again = await post('/api/newsletter', { email: ' reader@example.COM ' });
      expect(again.statusCode).toBe(201);
      // The same answer, so it does not tell anyone the address was on the list already.
      expect(again.json()).toEqual(first.json());
      expect(await count(t, 'newsletter_subscriptions')).toBe(before + 1);
    });

    it('requires a valid email', async () => {
      for (const [payload, sentence] of [
        [{}, 'Please enter your email address.'],
        [{ email: '' }, 'Please enter your email address.'],
        [{ email: 'reader' }, 'Please enter a valid email address.'],
        [{ email: `${'a'.repeat(250)}@example.com` }, 'Email must be at most 254 characters.'],
      ] as const) {
        const response = await post('/api/newsletter', payload);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors[0]).toEqual({ field: 'email', message: sentence });
      }
    });
  });
});

// The same allowance must hold in memory (one instance) and in Redis (several); Redis runs where REDIS_URL is set.
const stores = [
  { name: 'memory', redis: () => undefined },
  ...(process.env.REDIS_URL ? [{ name: 'redis', redis: () => new Redis(process.env.REDIS_URL!) }] : []),
];

describe.each(stores)('FORMS_PER_HOUR with the $name store', ({ redis: makeRedis }) => {
  let t: TestApp;
  let redis: Redis | undefined;
  let propertyId: string;
  beforeAll(async () => {
    redis = makeRedis();
    await redis?.flushdb();
    t = await createTestApp({ env: { FORMS_PER_HOUR: '3' }, ...(redis ? { redis } : {}) });
    propertyId = (await insertTestProperty(t.database.db)).id;
  });
  afterAll(async () => {
    await t.close();
    redis?.disconnect();
  });
  const forms = () =>
    [
      ['contact_messages', '/api/contact', contact],
      ['property_enquiries', `/api/properties/${propertyId}/enquiries`, enquiry],
      ['newsletter_subscriptions', '/api/newsletter', { email: 'limits@example.com' }],
    ] as const;

  it('allows 3 of each form an hour from one address, then answers 429 with Retry-After and a sentence', async () => {
    for (const [, url, payload] of forms()) {
      for (let n = 1; n <= 3; n++) {
        const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.7' });
        expect(response.statusCode, `${url} #${n}`).toBe(201);
      }
    }
    for (const [table, url, payload] of forms()) {
      const before = await count(t, table);
      const limited = await t.app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.7' });
      expect(limited.statusCode).toBe(429);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(59 * 60);
      expect(retryAfter).toBeLessThanOrEqual(60 * 60);
      const sentence = tooManySubmissions(retryAfter);
      expect(sentence).toBe('Too many submissions of this form from your address. Please try again in 60 minutes.');
      expect(limited.json()).toEqual({ message: sentence, detail: sentence, code: 'rate_limited' });
      expect(await count(t, table)).toBe(before);
    }
    // Another address has its own allowance.
    const [, url, payload] = forms()[0];
    expect((await t.app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.8' })).statusCode).toBe(201);
  });

  it('counts an IPv6 client by its /64: changing the last 64 bits gets no fresh allowance', async () => {
    const [table, url, payload] = forms()[2];
    for (let n = 1; n <= 3; n++) {
      const response = await t.app.inject({ method: 'POST', url, payload, remoteAddress: `2001:db8:77:1::${n}` });
      expect(response.statusCode, `#${n}`).toBe(201);
    }
    const before = await count(t, table);
    expect((await t.app.inject({ method: 'POST', url, payload, remoteAddress: '2001:db8:77:1:ffff:1:2:3' })).statusCode).toBe(429);
    expect(await count(t, table)).toBe(before);
    // The next /64 is another subscriber.
    expect((await t.app.inject({ method: 'POST', url, payload, remoteAddress: '2001:db8:77:2::1' })).statusCode).toBe(201);
  });

  it('counts every attempt, valid or not, and each form on its own', async () => {
    const address = '203.0.113.20';
    for (let n = 0; n < 3; n++) {
      const invalid = await t.app.inject({ method: 'POST', url: '/api/contact', payload: {}, remoteAddress: address });
      expect(invalid.statusCode).toBe(422);
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/contact', payload: contact, remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    const newsletter = await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'a@example.com' }, remoteAddress: address });
    expect(newsletter.statusCode).toBe(201);
  });
});

// The memory store reads the system clock, so a test can move it past the hour (Redis keeps its own time).
describe('FORMS_PER_HOUR window', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { FORMS_PER_HOUR: '3' } });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives the allowance back when the hour has passed', async () => {
    const address = '203.0.113.30';
    for (let n = 0; n < 3; n++) {
      expect((await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: `r${n}@example.com` }, remoteAddress: address })).statusCode).toBe(
        201,
      );
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'r9@example.com' }, remoteAddress: address })).statusCode).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60 * 60 * 1000 + 1000);
    expect((await t.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'r9@example.com' }, remoteAddress: address })).statusCode).toBe(201);
  });
});

describe('GET /api/admin/messages', () => {
  let t: TestApp;
  let admin: string;
  let property: { id: string; title: string };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await tokenOf(t, 'admin');
    property = await insertTestProperty(t.database.db, { title: 'Skyline Residences, Sea-View 3 BHK' });
    // One of each kind, a minute apart, oldest first: contact, enquiry, newsletter, contact.
    const send = async (key: string, url: string, payload: object) => {
      const response = await t.app.inject({ method: 'POST', url, payload });
      expect(response.statusCode, response.body).toBe(201);
      ids[key] =
        key === 'newsletter'
          ? ((await t.database.db.execute(sql`select id from newsletter_subscriptions`)) as unknown as { rows: { id: string }[] }).rows[0]!.id
          : response.json().id;
      t.clock.advance(60_000);
    };
    await send('contact1', '/api/contact', contact);
    await send('enquiry', `/api/properties/${property.id}/enquiries`, { ...enquiry, phone: '+91 90000 00000' });
    await send('newsletter', '/api/newsletter', { email: 'Reader@Example.com' });
    await send('contact2', '/api/contact', { ...contact, phone: '', subject: 'Second question' });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (query = '', token: string | null = admin) =>
    t.app.inject({ method: 'GET', url: `/api/admin/messages${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('is for the admin only: 401 signed out, 403 for another role', async () => {
    expect((await list('', null)).statusCode).toBe(401);
    const backer = await tokenOf(t, 'backer');
    const forbidden = await list('', backer);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('forbidden');
    // The guards run before the query is read.
    expect((await list('?page=0', null)).statusCode).toBe(401);
  });

  it('lists every kind newest first, as domain data', async () => {
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 4, page: 1, page_size: 20 });
    expect(body.items.map((item: { id: string }) => item.id)).toEqual([ids.contact2, ids.newsletter, ids.enquiry, ids.contact1]);
    const [second, newsletter, enquiryItem, first] = body.items;
    expect(second).toEqual({
      kind: 'contact',
      id: ids.contact2,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: null,
      subject: 'Second question',
      message: contact.message,
    });
    expect(newsletter).toEqual({ kind: 'newsletter', id: ids.newsletter, created_at: expect.any(String), email: 'reader@example.com' });
    expect(enquiryItem).toEqual({
      kind: 'enquiry',
      id: ids.enquiry,
      created_at: expect.any(String),
      name: 'Kiran Shah',
      email: 'kiran@example.com',
      phone: '+91 90000 00000',
      message: enquiry.message,
      property: { id: property.id, title: 'Skyline Residences, Sea-View 3 BHK' },
    });
    expect(first.phone).toBe('+91 98450 12345');
    expect(Date.parse(second.created_at) - Date.parse(first.created_at)).toBeGreaterThanOrEqual(3 * 60_000);
  });

  it('filters by kind', async () => {
    const contacts = (await list('?kind=contact')).json();
    expect(contacts.total).toBe(2);
    expect(contacts.items.map((item: { id: string }) => item.id)).toEqual([ids.contact2, ids.contact1]);
    const enquiries = (await list('?kind=enquiry')).json();
    expect(enquiries).toMatchObject({ total: 1, items: [{ kind: 'enquiry', id: ids.enquiry }] });
    const subscriptions = (await list('?kind=newsletter')).json();
    expect(subscriptions).toMatchObject({ total: 1, items: [{ kind: 'newsletter', id: ids.newsletter }] });
  });

  it('pages with page and page_size, and answers an empty page past the end', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push((await list(`?page=${page}&page_size=2`)).json());
    expect(pages[0]).toMatchObject({ total: 4, page: 1, page_size: 2 });
    expect(pages.flatMap((page) => page.items.map((item: { id: string }) => item.id))).toEqual([ids.contact2, ids.newsletter, ids.enquiry, ids.contact1]);
    expect(pages[2]).toEqual({ total: 4, page: 3, page_size: 2, items: [] });
    expect((await list('?kind=contact&page=2&page_size=1')).json().items[0].id).toBe(ids.contact1);
  });

  it.each([
    ['?kind=deal', 'Kind must be contact, enquiry or newsletter.'],
    ['?page=0', 'Page must be at least 1.'],
    ['?page=two', 'Page must be a number.'],
    ['?page_size=101', 'Page size must be at most 100.'],
    ['?page_size=1.5', 'Page size must be a whole number.'],
  ])('answers 422 for %s', async (query, sentence) => {
    const response = await list(query);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: sentence, code: 'invalid_request' });
  });

  it('drops the enquiries of a property that is removed, with it', async () => {
    await t.database.db.execute(sql`delete from properties where id = ${property.id}`);
    const body = (await list()).json();
    expect(body.total).toBe(3);
    expect(body.items.map((item: { kind: string }) => item.kind)).toEqual(['contact', 'newsletter', 'contact']);
  });
});
