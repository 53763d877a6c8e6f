import { describe, expect, it } from 'vitest';
import { filterValue, hasActiveFilters, readListingParams, resultCountText, withListingParam } from './listing-params.ts';

describe('readListingParams', () => {
  it('reads the plain listing', () => {
    expect(readListingParams(new URLSearchParams())).toEqual({ search: '', sort: 'featured', filters: {}, page: 1 });
  });

  it('reads search, sort and every filter', () => {
    const state = readListingParams(
      new URLSearchParams('q=%20villa%20&sort=price-desc&location=Goa&type=Villa&minPrice=500000&maxPrice=5000000&bedrooms=3&bathrooms=2&page=3'),
    );
    expect(state).toEqual({
      search: 'villa',
      sort: 'price-desc',
      filters: { location: 'Goa', type: 'villa', minPrice: 500000, maxPrice: 5000000, bedrooms: 3, bathrooms: 2 },
      page: 3,
    });
  });

  it('drops unreadable values instead of failing', () => {
    const state = readListingParams(new URLSearchParams('sort=cheapest&minPrice=lots&bedrooms=-1&colour=red'));
    expect(state).toEqual({ search: '', sort: 'featured', filters: {}, page: 1 });
    for (const page of ['0', '-2', '1.5', 'two', '1e3', '']) expect(readListingParams(new URLSearchParams({ page })).page).toBe(1);
  });
});

describe('withListingParam', () => {
  it('sets a value and keeps the others', () => {
    const next = withListingParam(new URLSearchParams('type=villa'), 'bedrooms', '3');
    expect(next.toString()).toBe('type=villa&bedrooms=3');
  });

  it('removes empty values and the default sort', () => {
    expect(withListingParam(new URLSearchParams('type=villa'), 'type', '').toString()).toBe('');
    expect(withListingParam(new URLSearchParams('sort=newest'), 'sort', 'featured').toString()).toBe('');
    expect(withListingParam(new URLSearchParams(), 'q', '   ').toString()).toBe('');
  });

  it('starts from the first page when anything but the page changes, and leaves page 1 out', () => {
    expect(withListingParam(new URLSearchParams('type=villa&page=3'), 'bedrooms', '3').toString()).toBe('type=villa&bedrooms=3');
    expect(withListingParam(new URLSearchParams('type=villa'), 'page', '2').toString()).toBe('type=villa&page=2');
    expect(withListingParam(new URLSearchParams('type=villa&page=2'), 'page', '1').toString()).toBe('type=villa');
  });

  it('does not change the params it was given', () => {
    const params = new URLSearchParams('type=villa');
    withListingParam(params, 'type', 'house');
    expect(params.get('type')).toBe('villa');
  });
});

describe('helpers', () => {
  it('shows a select value for each filter', () => {
    const state = readListingParams(new URLSearchParams('minPrice=100000'));
    expect(filterValue(state, 'minPrice')).toBe('100000');
    expect(filterValue(state, 'type')).toBe('');
  });

  it('knows when the listing is narrowed', () => {
    expect(hasActiveFilters(readListingParams(new URLSearchParams('sort=newest')))).toBe(false);
    expect(hasActiveFilters(readListingParams(new URLSearchParams('q=goa')))).toBe(true);
    expect(hasActiveFilters(readListingParams(new URLSearchParams('bathrooms=2')))).toBe(true);
  });

  it('counts results in words', () => {
    expect(resultCountText(0)).toBe('0 properties found');
    expect(resultCountText(1)).toBe('1 property found');
    expect(resultCountText(16)).toBe('16 properties found');
    expect(resultCountText(1000, true)).toBe('1,000+ properties found');
  });
});
