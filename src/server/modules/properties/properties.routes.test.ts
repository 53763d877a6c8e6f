import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PropertyListResponse, PropertySummary } from '../../../shared/contracts/properties.ts';
import { SAMPLE_PROPERTIES } from '../../db/seed/properties.ts';
import { insertTestProperty } from '../../test/factories.ts';
import { properties } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FEATURED_COUNT, PROPERTY_NOT_FOUND } from './properties.service.ts';

/*
 * The listing against an oracle: the seeded sample properties filtered and sorted in plain
 * JavaScript, compared with what the SQL answers.
 */
const SAMPLES = SAMPLE_PROPERTIES.map((row) => ({
  id: row.id!,
  title: row.title,
  location: row.location,
  type: row.type,
  price: Number(row.price),
  bedrooms: row.bedrooms,
  bathrooms: row.bathrooms,
  featured: row.featured ?? false,
  listedAt: row.listedAt.getTime(),
}));
type Sample = (typeof SAMPLES)[number];
const byId = (a: Sample, b: Sample) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const ORDERS: Record<string, (a: Sample, b: Sample) => number> = {
  featured: (a, b) => Number(b.featured) - Number(a.featured) || b.listedAt - a.listedAt || byId(a, b),
  'price-asc': (a, b) => a.price - b.price || byId(a, b),
  'price-desc': (a, b) => b.price - a.price || byId(a, b),
  newest: (a, b) => b.listedAt - a.listedAt || byId(a, b),
};
const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function list(query: string): Promise<PropertyListResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/properties${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const ids = (items: PropertySummary[]) => items.map((item) => item.id);

describe('GET /api/properties', () => {
  it('lists every sample property, featured first then newest, 20 to a page, in the API shape', async () => {
    const body = await list('');
    expect(body.total).toBe(SAMPLES.length);
    expect(body.total_capped).toBe(false);
    expect(body.page).toBe(1);
    expect(body.page_size).toBe(20);
    expect(ids(body.items)).toEqual([...SAMPLES].sort(ORDERS.featured).map((sample) => sample.id));
    const villa = body.items.find((item) => item.id === 'sea-breeze-villa-anjuna')!;
    expect(villa).toEqual({
      id: 'sea-breeze-villa-anjuna',
      title: 'Sea Breeze Villa',
      location: 'Anjuna, North Goa',
      type: 'Villa',
      price: 4_50_00_000_00,
      currency: 'INR',
      bedrooms: 4,
      bathrooms: 5,
      area_sqft: 4200,
      images: Array.from({ length: 10 }, (_, index) => `/images/properties/sea-breeze-villa-anjuna/${index + 1}.webp`),
      featured: true,
      is_new: false,
      listed_at: '2025-01-18T04:30:00.000Z',
      deal: null,
    });
  });

  it.each(Object.keys(ORDERS))('sorts by %s', async (sort) => {
    expect(ids((await list(`?sort=${sort}`)).items)).toEqual([...SAMPLES].sort(ORDERS[sort]).map((sample) => sample.id));
  });

  it.each([
    ['search on title, any case', '?search=VILLA', (s: Sample) => has(s.title, 'villa') || has(s.location, 'villa')],
    ['search on location', '?search=mumbai', (s: Sample) => has(s.title, 'mumbai') || has(s.location, 'mumbai')],
    [
      'search word by word, each in the title or the location',
      '?search=villa%20%20goa',
      (s: Sample) => (has(s.title, 'villa') || has(s.location, 'villa')) && (has(s.title, 'goa') || has(s.location, 'goa')),
    ],
    ['location substring', '?location=goa', (s: Sample) => has(s.location, 'goa')],
    ['type, any case', '?type=aPaRtMeNt', (s: Sample) => s.type.toLowerCase() === 'apartment'],
    ['min price (paise)', '?min_price=2000000000', (s: Sample) => s.price >= 2_000_000_000],
    ['max price (paise)', '?max_price=1000000000', (s: Sample) => s.price <= 1_000_000_000],
    ['bedrooms at least', '?bedrooms=4', (s: Sample) => s.bedrooms >= 4],
    ['bathrooms at least', '?bathrooms=3', (s: Sample) => s.bathrooms >= 3],
    [
      'every filter at once',
      '?location=a&type=villa&min_price=1000000000&max_price=9000000000&bedrooms=3&bathrooms=2&sort=price-asc',
      (s: Sample) => has(s.location, 'a') && s.type === 'Villa' && s.price >= 1e9 && s.price <= 9e9 && s.bedrooms >= 3 && s.bathrooms >= 2,
    ],
  ])('filters: %s', async (_name, query, keep) => {
    const sort = new URLSearchParams(query).get('sort') ?? 'featured';
    const expected = SAMPLES.filter(keep)
      .sort(ORDERS[sort])
      .map((sample) => sample.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(SAMPLES.length);
    const body = await list(query);
    expect(ids(body.items)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('answers a minimum price above the maximum with no results, not an error (the listing’s empty state)', async () => {
    expect(await list('?min_price=5000000000&max_price=1000000000')).toMatchObject({ items: [], total: 0, total_capped: false });
  });

  it('takes the visitor’s % and _ literally, and a blank search as none', async () => {
    expect((await list('?search=%25')).total).toBe(0);
    expect((await list('?search=_')).total).toBe(0);
    expect((await list('?search=%20%20&location=')).total).toBe(SAMPLES.length);
  });

  it('pages with the total of all matches, and answers an empty page past the end', async () => {
    const expected = [...SAMPLES].sort(ORDERS.newest).map((sample) => sample.id);
    const second = await list('?sort=newest&page=2&page_size=5');
    expect(second).toMatchObject({ total: SAMPLES.length, page: 2, page_size: 5 });
    expect(ids(second.items)).toEqual(expected.slice(5, 10));
    const beyond = await list('?sort=newest&page=9&page_size=5');
    expect(beyond).toMatchObject({ total: SAMPLES.length, items: [] });
  });

  it.each([
    ['?page=0', 'Page must be at least 1.'],
    ['?page_size=101', 'Page size must be at most 100.'],
    ['?page=1.5', 'Page must be a whole number.'],
    ['?min_price=abc', 'Minimum price must be a number.'],
    ['?max_price=-1', 'Maximum price must be at least 0.'],
    ['?bedrooms=2.5', 'Bedrooms must be a whole number.'],
    ['?sort=cheapest', 'Sort must be featured, price-asc, price-desc or newest.'],
    [`?search=${'x'.repeat(101)}`, 'Search must be at most 100 characters.'],
    ['?search=a%00b', 'Search contains characters that are not allowed.'],
    ['?location=%01', 'Location contains characters that are not allowed.'],
  ])('refuses %s with 422 and a sentence', async (query, sentence) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties${query}` });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ code: 'invalid_request', message: sentence });
  });
});

describe('counting many matches', () => {
  it('counts exactly up to 1,000 and says when there are more', async () => {
    const other = await createTestApp();
    try {
      await insertGeneratedListings(other, 1_001);
      const all = (await other.app.inject({ method: 'GET', url: '/api/properties?page=2&page_size=5' })).json();
      expect(all).toMatchObject({ total: 1000, total_capped: true, page: 2 });
      expect(all.items).toHaveLength(5);
      const one = (await other.app.inject({ method: 'GET', url: '/api/properties?search=BULK%20listing%20999' })).json();
      expect(one).toMatchObject({ total: 1, total_capped: false });
      expect(one.items.map((item: { id: string }) => item.id)).toEqual(['bulk-999']);
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/properties/featured', () => {
  it('answers the featured listings, newest first, at most six', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/properties/featured' });
    expect(response.statusCode).toBe(200);
    const expected = SAMPLES.filter((sample) => sample.featured)
      .sort(ORDERS.newest)
      .slice(0, FEATURED_COUNT)
      .map((sample) => sample.id);
    expect(ids(response.json().items)).toEqual(expected);
  });
});

describe('GET /api/properties/:id', () => {
  it('answers the property with everything its page shows, and no deal yet', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/properties/skyline-residences-bandra' });
    expect(response.statusCode).toBe(200);
    const { property, deal } = response.json();
    expect(deal).toBeNull();
    expect(property).toMatchObject({
      id: 'skyline-residences-bandra',
      price: 6_80_00_000_00,
      currency: 'INR',
      area_sqft: 1850,
      year_built: 2024,
      agent: { name: 'Priya Menon', photo: '/images/agents/priya-menon.webp' },
    });
    expect(property.features).toContain('Two covered parking spaces');
    expect(property.description.length).toBeGreaterThan(50);
    expect(property.location_description.length).toBeGreaterThan(50);
  });

  it('answers a property added later as soon as it exists', async () => {
    const added = await insertTestProperty(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/properties/${added.id}` })).statusCode).toBe(200);
  });

  it.each(['no-such-home', 'caf%C3%A9', '%00', 'x'.repeat(90)])('answers 404 for %s', async (id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/properties/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PROPERTY_NOT_FOUND, detail: PROPERTY_NOT_FOUND, code: 'not_found' });
  });
});

/** Plain listings in bulk, titled "Bulk listing <n>", for the count cap. */
async function insertGeneratedListings(app: TestApp, count: number) {
  const [template] = SAMPLE_PROPERTIES;
  const rows = Array.from({ length: count }, (_, index) => ({ ...template!, id: `bulk-${index}`, title: `Bulk listing ${index}`, featured: false }));
  for (let start = 0; start < rows.length; start += 500) await app.database.db.insert(properties).values(rows.slice(start, start + 500));
}
