import { describe, expect, it } from 'vitest';
import { parsePropertyFilter } from '../../../../shared/contracts/property.ts';
import { filterProperties, matchesFilters, matchesSearch } from './filter-properties.ts';
import { FIXTURES, ids, makeProperty } from './test-fixtures.ts';

describe('filterProperties — search text', () => {
  it('returns everything, in order, for an empty or blank search', () => {
    expect(ids(filterProperties(FIXTURES))).toEqual(ids(FIXTURES));
    expect(ids(filterProperties(FIXTURES, { search: '   ' }))).toEqual(ids(FIXTURES));
  });

  it('matches the title case-insensitively', () => {
    expect(ids(filterProperties(FIXTURES, { search: 'SKYLINE' }))).toEqual(['bandra-flat']);
  });

  it('matches the location', () => {
    expect(ids(filterProperties(FIXTURES, { search: 'pune' }))).toEqual(['lonavala-cottage', 'pune-flat']);
  });

  it('matches the description', () => {
    expect(ids(filterProperties(FIXTURES, { search: 'valley views' }))).toEqual(['lonavala-cottage']);
  });

  it('matches the type', () => {
    expect(ids(filterProperties(FIXTURES, { search: 'cottage' }))).toEqual(['lonavala-cottage']);
    expect(ids(filterProperties(FIXTURES, { search: 'townhouse' }))).toEqual(['whitefield-townhouse']);
  });

  it('needs every word, but each word may come from a different field', () => {
    expect(ids(filterProperties(FIXTURES, { search: 'villa goa' }))).toEqual(['goa-villa']);
    expect(filterProperties(FIXTURES, { search: 'villa mumbai' })).toEqual([]);
  });

  it('does not search fields outside title, location, description and type', () => {
    // "Parking" is only in the features list of every fixture.
    expect(filterProperties(FIXTURES, { search: 'parking' })).toEqual([]);
    expect(matchesSearch(FIXTURES[0]!, 'test agent')).toBe(false);
  });
});

describe('filterProperties — filters', () => {
  it('filters location as a case-insensitive substring', () => {
    expect(ids(filterProperties(FIXTURES, { filters: { location: 'MUMBAI' } }))).toEqual(['bandra-flat']);
    expect(ids(filterProperties(FIXTURES, { filters: { location: 'delhi ncr' } }))).toEqual(['noida-house']);
    expect(ids(filterProperties(FIXTURES, { filters: { location: 'nagar' } }))).toEqual(['jaipur-starter']);
  });

  it('filters type by case-insensitive exact match', () => {
    expect(ids(filterProperties(FIXTURES, { filters: { type: 'apartment' } }))).toEqual([
      'bandra-flat',
      'jaipur-starter',
      'pune-flat',
    ]);
    expect(ids(filterProperties(FIXTURES, { filters: { type: 'HOUSE' } }))).toEqual(['noida-house']);
  });

  it('does not treat type as a substring ("house" is not "townhouse")', () => {
    expect(ids(filterProperties(FIXTURES, { filters: { type: 'house' } }))).not.toContain('whitefield-townhouse');
  });

  it('gives no results for a type option that no property has', () => {
    expect(filterProperties(FIXTURES, { filters: { type: 'condo' } })).toEqual([]);
    expect(filterProperties(FIXTURES, { filters: { type: 'land' } })).toEqual([]);
  });

  it('applies minPrice to the parsed rupee price, inclusively', () => {
    expect(ids(filterProperties(FIXTURES, { filters: { minPrice: 24_000_000 } }))).toEqual([
      'goa-villa',
      'bandra-flat',
      'noida-house',
      'whitefield-townhouse',
    ]);
    expect(ids(filterProperties(FIXTURES, { filters: { minPrice: 24_000_001 } }))).toEqual([
      'goa-villa',
      'bandra-flat',
    ]);
  });

  it('applies maxPrice to the parsed rupee price, inclusively', () => {
    // 50 L is exactly 5,000,000, the top price option.
    expect(ids(filterProperties(FIXTURES, { filters: { maxPrice: 5_000_000 } }))).toEqual([
      'jaipur-starter',
      'pune-flat',
    ]);
    expect(ids(filterProperties(FIXTURES, { filters: { maxPrice: 4_999_999 } }))).toEqual(['jaipur-starter']);
  });

  it('combines minPrice and maxPrice as a range', () => {
    expect(ids(filterProperties(FIXTURES, { filters: { minPrice: 5_000_000, maxPrice: 10_000_000 } }))).toEqual([
      'lonavala-cottage',
      'pune-flat',
    ]);
  });

  it('compares crore prices numerically, not by their digits', () => {
    // The digits of "4.5 Cr" read as 45, which would wrongly pass a 1,00,000 maximum.
    expect(ids(filterProperties(FIXTURES, { filters: { maxPrice: 100_000 } }))).toEqual([]);
  });

  it('keeps properties with an unreadable price out of price-filtered results only', () => {
    const odd = makeProperty({ id: 'odd', price: 'on request' });
    expect(matchesFilters(odd, { minPrice: 0 })).toBe(false);
    expect(matchesFilters(odd, { maxPrice: 1_000_000_000 })).toBe(false);
    expect(matchesFilters(odd, {})).toBe(true);
  });

  it('treats bedrooms as "at least N"', () => {
    expect(ids(filterProperties(FIXTURES, { filters: { bedrooms: 4 } }))).toEqual(['goa-villa', 'noida-house']);
    expect(ids(filterProperties(FIXTURES, { filters: { bedrooms: 3 } }))).toEqual([
      'goa-villa',
      'bandra-flat',
      'noida-house',
      'whitefield-townhouse',
    ]);
    expect(filterProperties(FIXTURES, { filters: { bedrooms: 5 } })).toEqual([]);
  });

  it('treats bathrooms as "at least N"', () => {
    expect(ids(filterProperties(FIXTURES, { filters: { bathrooms: 4 } }))).toEqual(['goa-villa']);
    expect(filterProperties(FIXTURES, { filters: { bathrooms: 2 } })).toHaveLength(6);
  });

  it('reads filters straight from URL query values through the schema', () => {
    const filters = parsePropertyFilter({ type: 'Apartment', bedrooms: '2+', maxPrice: '5000000', location: '' });
    expect(ids(filterProperties(FIXTURES, { filters }))).toEqual(['jaipur-starter', 'pune-flat']);
  });
});

describe('filterProperties — combinations', () => {
  it('applies search and every filter together', () => {
    const result = filterProperties(FIXTURES, {
      search: 'apartment',
      filters: { location: 'pune', type: 'apartment', minPrice: 1_000_000, maxPrice: 5_000_000, bedrooms: 2, bathrooms: 2 },
    });
    expect(ids(result)).toEqual(['pune-flat']);
  });

  it('returns an empty list when the filters exclude each other', () => {
    expect(filterProperties(FIXTURES, { filters: { type: 'villa', maxPrice: 5_000_000 } })).toEqual([]);
    expect(filterProperties(FIXTURES, { search: 'cottage', filters: { location: 'mumbai' } })).toEqual([]);
  });

  it('returns an empty list for an empty input', () => {
    expect(filterProperties([], { search: 'villa' })).toEqual([]);
  });

  it('does not mutate its input and returns a new array', () => {
    const input = [...FIXTURES];
    const snapshot = structuredClone(input);
    const result = filterProperties(input, {});
    expect(result).not.toBe(input);
    expect(input).toEqual(snapshot);
  });
});
