import { describe, expect, it } from 'vitest';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  MAX_PRICE_OPTIONS,
  PRICE_OPTIONS,
  SORT_OPTIONS,
  TYPE_OPTIONS,
  parsePropertySort,
  parsePropertyFilter,
} from './property.ts';
import { PRICE_TEXT_PATTERN, propertySchema, propertySortSchema, propertyTypeSchema } from './property-schema.ts';

const validProperty = {
  id: 'sea-breeze-villa',
  title: 'Sea Breeze Villa',
  description: 'Pool villa.',
  price: '4.5 Cr',
  location: 'Anjuna, North Goa',
  type: 'Villa',
  area: '4,200 sq ft',
  images: ['/images/properties/sea-breeze-villa/1.webp'],
  features: ['Pool'],
  yearBuilt: 2019,
  isNew: false,
  featured: true,
  locationDescription: 'Near the beach.',
  agent: {
    name: 'Priya Menon',
    email: 'priya.menon@sharestead.in',
    phone: '+91 22 6180 4412',
    company: 'Sharestead Realty',
    photo: '/images/agents/priya-menon.webp',
  },
  bedrooms: 4,
  bathrooms: 5,
  listedAt: '2025-01-18',
};

describe('propertySchema', () => {
  it('accepts a complete property', () => {
    expect(propertySchema.parse(validProperty)).toEqual(validProperty);
  });

  it.each([
    ['type outside the five kinds', { type: 'Condo' }],
    ['price that cannot be read', { price: 'Price on request' }],
    ['area without sq ft', { area: '220 m²' }],
    ['id that is not a slug', { id: 'Sea Breeze' }],
    ['no images', { images: [] }],
    ['listedAt that is not an ISO date', { listedAt: '18/01/2025' }],
    ['fractional bedrooms', { bedrooms: 2.5 }],
  ])('rejects a %s', (_, override) => {
    expect(propertySchema.safeParse({ ...validProperty, ...override }).success).toBe(false);
  });

  it('rejects an agent with a malformed email', () => {
    const result = propertySchema.safeParse({ ...validProperty, agent: { ...validProperty.agent, email: 'nope' } });
    expect(result.success).toBe(false);
  });

  it('knows exactly the five property types', () => {
    expect(propertyTypeSchema.options).toEqual(['Villa', 'Apartment', 'Townhouse', 'House', 'Cottage']);
  });

  it('price pattern accepts lakh and crore forms', () => {
    for (const text of ['75 L', '1.5 Cr', '₹85 Lakh', '4,50,00,000', 'Rs. 2 Crore']) {
      expect(PRICE_TEXT_PATTERN.test(text), text).toBe(true);
    }
    expect(PRICE_TEXT_PATTERN.test('1.5 million')).toBe(false);
  });
});

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
    expect(propertySortSchema.options).toEqual(['featured', 'price-asc', 'price-desc', 'newest']);
    expect(SORT_OPTIONS.map((option) => option.value)).toEqual(propertySortSchema.options);
  });

  it('falls back to featured for anything unknown', () => {
    expect(parsePropertySort('price-desc')).toBe('price-desc');
    expect(parsePropertySort('cheapest')).toBe('featured');
    expect(parsePropertySort(undefined)).toBe('featured');
  });
});

describe('option lists (spec §9)', () => {
  it('price options: no min, then the eight steps in rupees', () => {
    expect(PRICE_OPTIONS.map((option) => option.value)).toEqual([
      '',
      '100000',
      '200000',
      '300000',
      '500000',
      '750000',
      '1000000',
      '2000000',
      '5000000',
    ]);
    expect(PRICE_OPTIONS[0]?.label).toBe('No min');
    expect(PRICE_OPTIONS[1]?.label).toBe('₹1,00,000');
    expect(PRICE_OPTIONS[8]?.label).toBe('₹50,00,000');
    expect(MAX_PRICE_OPTIONS[0]?.label).toBe('No max');
    expect(MAX_PRICE_OPTIONS.slice(1)).toEqual(PRICE_OPTIONS.slice(1));
  });

  it('type options as the spec lists them, each readable by the filter schema', () => {
    expect(TYPE_OPTIONS.map((option) => option.label)).toEqual([
      'Any type',
      'Apartment',
      'House',
      'Villa',
      'Condo',
      'Townhouse',
      'Land',
    ]);
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
