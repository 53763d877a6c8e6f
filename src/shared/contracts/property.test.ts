import { describe, expect, it } from 'vitest';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  MAX_PRICE_OPTIONS,
  PRICE_OPTIONS,
  PROPERTY_SORTS,
  SORT_OPTIONS,
  TYPE_OPTIONS,
  parsePropertySort,
  parsePropertyFilter,
} from './property.ts';

describe('parsePropertyFilter', () => {
  it('reads URL query strings into the clean filter', () => {
    expect(
      parsePropertyFilter({
        location: '  Mumbai ',
        type: 'Villa',
        minPrice: '1,000,000',
        maxPrice: '5000000',
        bedrooms: '3+',
        bathrooms: '2',
      }),
    ).toEqual({ location: 'Mumbai', type: 'villa', minPrice: 1_000_000, maxPrice: 5_000_000, bedrooms: 3, bathrooms: 2 });
  });

  it('accepts numbers as they are', () => {
    expect(parsePropertyFilter({ minPrice: 200_000, bedrooms: 1 })).toMatchObject({ minPrice: 200_000, bedrooms: 1 });
  });

  it('drops blank and "any" values', () => {
    const parsed = parsePropertyFilter({ location: ' ', type: 'any', minPrice: '', bedrooms: 'Any' });
    expect(parsed.location).toBeUndefined();
    expect(parsed.type).toBeUndefined();
    expect(parsed.minPrice).toBeUndefined();
    expect(parsed.bedrooms).toBeUndefined();
  });

  it('drops values it cannot read instead of failing', () => {
    const parsed = parsePropertyFilter({ minPrice: 'cheap', maxPrice: '-5', bedrooms: '2.5', bathrooms: ['1'], location: 42 });
    expect(parsed).toStrictEqual({});
    expect(parsePropertyFilter({ minPrice: Number.POSITIVE_INFINITY, maxPrice: 1.5, bedrooms: '1e3' })).toStrictEqual({});
  });

  it('strips unknown keys', () => {
    expect(parsePropertyFilter({ sort: 'newest', page: '2' } as never)).toStrictEqual({});
  });
});

describe('sort', () => {
  it('has the four spec sorts', () => {
    expect(PROPERTY_SORTS).toEqual(['featured', 'price-asc', 'price-desc', 'newest']);
    expect(SORT_OPTIONS.map((option) => option.value)).toEqual([...PROPERTY_SORTS]);
  });

  it('falls back to featured for anything unknown', () => {
    expect(parsePropertySort('price-desc')).toBe('price-desc');
    expect(parsePropertySort('cheapest')).toBe('featured');
    expect(parsePropertySort(undefined)).toBe('featured');
  });
});

describe('option lists (spec §9)', () => {
  it('price options: no min, then the eight steps in rupees', () => {
    expect(PRICE_OPTIONS.map((option) => option.value)).toEqual(['', '100000', '200000', '300000', '500000', '750000', '1000000', '2000000', '5000000']);
    expect(PRICE_OPTIONS[0]?.label).toBe('No min');
    expect(PRICE_OPTIONS[1]?.label).toBe('₹1,00,000');
    expect(PRICE_OPTIONS[8]?.label).toBe('₹50,00,000');
    expect(MAX_PRICE_OPTIONS[0]?.label).toBe('No max');
    expect(MAX_PRICE_OPTIONS.slice(1)).toEqual(PRICE_OPTIONS.slice(1));
  });

  it('type options as the spec lists them, each readable by the filter schema', () => {
    expect(TYPE_OPTIONS.map((option) => option.label)).toEqual(['Any type', 'Apartment', 'House', 'Villa', 'Condo', 'Townhouse', 'Land']);
    for (const option of TYPE_OPTIONS.slice(1)) {
      expect(parsePropertyFilter({ type: option.value }).type).toBe(option.label.toLowerCase());
    }
  });

  it('bedrooms any, 1+ to 5+; bathrooms any, 1+ to 4+', () => {
    expect(BEDROOM_OPTIONS.map((option) => option.label)).toEqual(['Any', '1+', '2+', '3+', '4+', '5+']);
    expect(BATHROOM_OPTIONS.map((option) => option.label)).toEqual(['Any', '1+', '2+', '3+', '4+']);
    expect(parsePropertyFilter({ bedrooms: BEDROOM_OPTIONS[5]?.value }).bedrooms).toBe(5);
  });
});
