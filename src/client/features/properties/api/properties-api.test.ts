import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_PROPERTIES } from '../data/sample-properties.ts';
import {
  featuredPropertiesQueryOptions,
  getFeaturedProperties,
  getProperties,
  getProperty,
  normalizePropertiesQuery,
  propertiesQueryOptions,
  propertyKeys,
  propertyQueryOptions,
  simulateDelay,
  useProperty,
} from './index.ts';

const ids = (list: readonly { id: string }[]): string[] => list.map((item) => item.id);

/** Resolves the promise by running the fake clock to just before and then past `ms`. */
async function expectDelay<T>(promise: Promise<T>, ms: number): Promise<T> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms - 1);
  expect(settled).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(settled).toBe(true);
  return promise;
}

describe('simulated latency (fake timers)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('getProperties waits 500 ms', async () => {
    const result = await expectDelay(getProperties(), 500);
    expect(result).toHaveLength(SAMPLE_PROPERTIES.length);
  });

  it('getFeaturedProperties waits 300 ms', async () => {
    await expectDelay(getFeaturedProperties(), 300);
  });

  it('getProperty waits 300 ms', async () => {
    const property = await expectDelay(getProperty('jubilee-hills-villa'), 300);
    expect(property?.title).toBe('Jubilee Hills Courtyard Villa');
  });

  it('queryOptions fetch through the same functions', async () => {
    const client = new QueryClient();
    const fetched = client.fetchQuery(propertyQueryOptions('assagao-cottage-goa'));
    await vi.advanceTimersByTimeAsync(300);
    expect((await fetched)?.id).toBe('assagao-cottage-goa');
    expect(client.getQueryData(propertyQueryOptions('assagao-cottage-goa').queryKey)?.type).toBe('Cottage');
  });

  it('stops waiting when the signal aborts', async () => {
    const controller = new AbortController();
    const pending = getProperties({}, { signal: controller.signal });
    const assertion = expect(pending).rejects.toThrow('navigated away');
    controller.abort(new Error('navigated away'));
    await assertion;
    await expect(simulateDelay(10, controller.signal)).rejects.toThrow('navigated away');
  });
});

describe('getProperties', () => {
  const now = { delayMs: 0 };

  it('returns every listing, featured first, by default', async () => {
    const result = await getProperties({}, now);
    expect(result).toHaveLength(SAMPLE_PROPERTIES.length);
    const featuredCount = SAMPLE_PROPERTIES.filter((property) => property.featured).length;
    expect(result.slice(0, featuredCount).every((property) => property.featured)).toBe(true);
    expect(result[0]?.id).toBe('skyline-residences-bandra');
  });

  it('applies search, raw URL filters and sort together', async () => {
    const result = await getProperties(
      { search: 'apartment', filters: { maxPrice: '5000000', bedrooms: '1+' }, sort: 'price-desc' },
      now,
    );
    expect(ids(result)).toEqual(['gachibowli-studio-apartment', 'malviya-nagar-starter-apartment']);
  });

  it('filters the sample data by location and type', async () => {
    expect(ids(await getProperties({ filters: { location: 'goa', type: 'Villa' } }, now))).toEqual([
      'sea-breeze-villa-anjuna',
    ]);
    expect(ids(await getProperties({ filters: { location: 'bengaluru' }, sort: 'price-asc' }, now))).toEqual([
      'palm-grove-townhouse-whitefield',
      'indiranagar-garden-house',
    ]);
  });

  it('returns the newest listing first for the newest sort', async () => {
    const result = await getProperties({ sort: 'newest' }, now);
    expect(result[0]?.id).toBe('gachibowli-studio-apartment');
    expect(result.at(-1)?.id).toBe('malviya-nagar-starter-apartment');
  });

  it('returns an empty list when nothing matches', async () => {
    expect(await getProperties({ filters: { type: 'condo' } }, now)).toEqual([]);
    expect(await getProperties({ search: 'castle in scotland' }, now)).toEqual([]);
  });

  it('hands out copies, so callers cannot change the sample data', async () => {
    const [first] = await getProperties({}, now);
    first!.title = 'Changed';
    const again = await getProperty(first!.id, now);
    expect(again?.title).not.toBe('Changed');
  });
});

describe('getFeaturedProperties', () => {
  it('returns only featured listings, newest first', async () => {
    const result = await getFeaturedProperties({ delayMs: 0 });
    expect(ids(result)).toEqual([
      'skyline-residences-bandra',
      'palm-grove-townhouse-whitefield',
      'jubilee-hills-villa',
      'golf-course-road-penthouse',
      'lonavala-hillside-cottage',
      'sea-breeze-villa-anjuna',
    ]);
  });
});

describe('getProperty', () => {
  it('finds a listing by id', async () => {
    const property = await getProperty('sea-breeze-villa-anjuna', { delayMs: 0 });
    expect(property?.images).toHaveLength(10);
    expect(property?.agent.name).toBe('Priya Menon');
  });

  it('resolves null for an unknown id', async () => {
    expect(await getProperty('no-such-property', { delayMs: 0 })).toBeNull();
  });
});

describe('query keys and options', () => {
  it('normalises equivalent queries to the same key', () => {
    const a = propertiesQueryOptions({ search: ' villa ', filters: { type: 'Villa', bedrooms: '' } }).queryKey;
    const b = propertiesQueryOptions({ search: 'villa', filters: { type: 'villa' }, sort: 'featured' }).queryKey;
    expect(a).toEqual(b);
    expect(normalizePropertiesQuery({ sort: 'bogus' }).sort).toBe('featured');
  });

  it('keeps list, featured and detail keys apart under one root', () => {
    expect(featuredPropertiesQueryOptions().queryKey).toEqual(['properties', 'featured']);
    expect(propertyQueryOptions('x').queryKey).toEqual(['properties', 'detail', 'x']);
    expect(propertyKeys.detail('x')).toEqual(propertyQueryOptions('x').queryKey);
    expect(propertiesQueryOptions().queryKey[1]).toBe('list');
  });
});

describe('useProperty', () => {
  it('loads a listing through TanStack Query', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useProperty('coonoor-tea-garden-cottage'), { wrapper });
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.location).toBe('Coonoor, Nilgiris, Tamil Nadu');
  });

  it('settles on null for an unknown id so the screen can redirect', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useProperty('missing'), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBeNull();
  });
});
