import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { makeProperty } from '../lib/test-fixtures.ts';
import { getFeaturedProperties } from './get-featured-properties.ts';
import { getProperties, LISTING_PAGE_SIZE } from './get-properties.ts';
import { getProperty, propertyQueryOptions } from './get-property.ts';
import { propertyKeys } from '../../../api/property-keys.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const { deal: _deal, ...detail } = makeProperty({ id: 'sea-breeze-villa-anjuna' });
const summary = {
  id: detail.id,
  title: detail.title,
  location: detail.location,
  type: detail.type,
  price: detail.price,
  currency: detail.currency,
  bedrooms: detail.bedrooms,
  bathrooms: detail.bathrooms,
  area_sqft: detail.area_sqft,
  images: detail.images,
  featured: detail.featured,
  is_new: detail.is_new,
  listed_at: detail.listed_at,
  deal: null,
};
const page = (items: unknown[], total = items.length) => ({ total, total_capped: false, page: 1, page_size: LISTING_PAGE_SIZE, items });

describe('getProperties', () => {
  it('asks the API for the listing with the URL’s filters, prices in paise, and a page of the grid’s size', async () => {
    const calls = stubFetch(jsonResponse(200, page([summary], 31)));
    const result = await getProperties({
      search: ' villa ',
      filters: { location: 'Goa', type: 'Villa', minPrice: '500000', maxPrice: '5000000', bedrooms: '3+', bathrooms: '' },
      sort: 'price-desc',
      page: 2,
    });
    expect(result.total).toBe(31);
    expect(result.items[0]?.id).toBe('sea-breeze-villa-anjuna');
    const url = new URL(calls[0]!.url, 'http://localhost');
    expect(url.pathname).toBe('/api/properties');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      search: 'villa',
      location: 'Goa',
      type: 'villa',
      min_price: '50000000',
      max_price: '500000000',
      bedrooms: '3',
      sort: 'price-desc',
      page: '2',
      page_size: String(LISTING_PAGE_SIZE),
    });
  });

  it('leaves out what the visitor did not choose', async () => {
    const calls = stubFetch(jsonResponse(200, page([])));
    await getProperties();
    expect(calls[0]!.url).toBe(`/api/properties?sort=featured&page=1&page_size=${LISTING_PAGE_SIZE}`);
  });

  it('rejects an answer that breaks the contract', async () => {
    stubFetch(jsonResponse(200, page([{ ...summary, price: '4.5 Cr' }])));
    await expect(getProperties()).rejects.toThrow();
  });
});

describe('getFeaturedProperties', () => {
  it('answers the items of /api/properties/featured', async () => {
    const calls = stubFetch(jsonResponse(200, { items: [summary] }));
    expect((await getFeaturedProperties()).map((item) => item.id)).toEqual(['sea-breeze-villa-anjuna']);
    expect(calls[0]!.url).toBe('/api/properties/featured');
  });
});

describe('getProperty', () => {
  it('answers the property, its id escaped in the path', async () => {
    const calls = stubFetch(jsonResponse(200, { property: { ...detail, deal: null }, deal: null }));
    const property = await getProperty('sea breeze/villa');
    expect(property?.agent.name).toBe('Test Agent');
    expect(calls[0]!.url).toBe('/api/properties/sea%20breeze%2Fvilla');
  });

  it('answers null for a 404, so the page can show not-found instead of an error', async () => {
    stubFetch(errorResponse(404, 'There is no property at this address.', 'not_found'));
    expect(await getProperty('no-such-home')).toBeNull();
  });

  it('lets other failures through as errors to show', async () => {
    stubFetch(errorResponse(503, 'The database is not answering.', 'unavailable'));
    await expect(getProperty('sea-breeze-villa-anjuna')).rejects.toMatchObject({ status: 503 });
  });

  it('caches under the property’s key', async () => {
    stubFetch(jsonResponse(200, { property: { ...detail, deal: null }, deal: null }));
    const client = new QueryClient();
    await client.fetchQuery(propertyQueryOptions('sea-breeze-villa-anjuna'));
    expect(client.getQueryData(propertyQueryOptions('sea-breeze-villa-anjuna').queryKey)?.title).toBe(detail.title);
    expect(propertyQueryOptions('sea-breeze-villa-anjuna').queryKey).toEqual(propertyKeys.detail('sea-breeze-villa-anjuna'));
  });
});
