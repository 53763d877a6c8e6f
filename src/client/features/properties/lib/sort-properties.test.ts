import { describe, expect, it } from 'vitest';
import { sortProperties } from './sort-properties.ts';
import { FIXTURES, ids, makeProperty } from './test-fixtures.ts';

describe('sortProperties', () => {
  it('featured: featured listings first, each group newest first', () => {
    expect(ids(sortProperties(FIXTURES, 'featured'))).toEqual([
      'bandra-flat', // featured, 2025-06-02
      'lonavala-cottage', // featured, 2025-02-27
      'goa-villa', // featured, 2025-01-18
      'whitefield-townhouse', // 2025-05-20
      'pune-flat', // 2025-04-05
      'noida-house', // 2025-02-14
      'jaipur-starter', // 2024-12-12
    ]);
  });

  it('price-asc: cheapest first by parsed rupees, ties in input order', () => {
    expect(ids(sortProperties(FIXTURES, 'price-asc'))).toEqual([
      'jaipur-starter', // 38 L
      'pune-flat', // 50 L
      'lonavala-cottage', // 95 L
      'noida-house', // 2.4 Cr
      'whitefield-townhouse', // 2.4 Cr (after noida-house, as in the input)
      'goa-villa', // 4.5 Cr
      'bandra-flat', // 6.8 Cr
    ]);
  });

  it('price-desc: dearest first, ties still in input order', () => {
    expect(ids(sortProperties(FIXTURES, 'price-desc'))).toEqual([
      'bandra-flat',
      'goa-villa',
      'noida-house',
      'whitefield-townhouse',
      'lonavala-cottage',
      'pune-flat',
      'jaipur-starter',
    ]);
  });

  it('sorts "95 L" below "1.2 Cr" although its digits are larger', () => {
    const list = [makeProperty({ id: 'crore', price: '1.2 Cr' }), makeProperty({ id: 'lakh', price: '95 L' })];
    expect(ids(sortProperties(list, 'price-asc'))).toEqual(['lakh', 'crore']);
  });

  it('puts unreadable prices last in both directions', () => {
    const list = [
      makeProperty({ id: 'unknown', price: 'on request' }),
      makeProperty({ id: 'cheap', price: '40 L' }),
      makeProperty({ id: 'dear', price: '3 Cr' }),
    ];
    expect(ids(sortProperties(list, 'price-asc'))).toEqual(['cheap', 'dear', 'unknown']);
    expect(ids(sortProperties(list, 'price-desc'))).toEqual(['dear', 'cheap', 'unknown']);
  });

  it('newest: by listedAt, latest first', () => {
    expect(ids(sortProperties(FIXTURES, 'newest'))).toEqual([
      'bandra-flat',
      'whitefield-townhouse',
      'pune-flat',
      'lonavala-cottage',
      'noida-house',
      'goa-villa',
      'jaipur-starter',
    ]);
  });

  it('is stable for equal dates', () => {
    const list = ['a', 'b', 'c'].map((id) => makeProperty({ id, listedAt: '2025-03-01' }));
    expect(ids(sortProperties(list, 'newest'))).toEqual(['a', 'b', 'c']);
    expect(ids(sortProperties([...list].reverse(), 'featured'))).toEqual(['c', 'b', 'a']);
  });

  it('returns a new array and leaves the input order alone', () => {
    const input = [...FIXTURES];
    const before = ids(input);
    const result = sortProperties(input, 'price-desc');
    expect(result).not.toBe(input);
    expect(ids(input)).toEqual(before);
  });

  it('handles an empty list', () => {
    expect(sortProperties([], 'newest')).toEqual([]);
  });
});
