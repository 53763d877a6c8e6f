import { describe, expect, it } from 'vitest';
import { hasActiveDealFilters, readDealListParams, withDealListParam } from './deal-list-params.ts';

const read = (query: string) => readDealListParams(new URLSearchParams(query));

describe('readDealListParams', () => {
  it('reads type, status, search and page', () => {
    expect(read('type=Mixed-Use&status=completed&q=%20Pune%20&page=3')).toEqual({ type: 'Mixed-Use', status: 'completed', search: 'Pune', page: 3 });
  });

  it('treats anything unknown as "all" and an unreadable page as the first', () => {
    expect(read('type=Land&status=live&page=0')).toEqual({ type: undefined, status: undefined, search: '', page: 1 });
    expect(read('type=residential&page=2.5').type).toBeUndefined();
    expect(read('page=-1').page).toBe(1);
    expect(read('page=99999999999999999999').page).toBe(1);
  });
});

describe('withDealListParam', () => {
  it('sets a filter and goes back to the first page', () => {
    const next = withDealListParam(new URLSearchParams('page=4&q=goa'), 'status', 'pending');
    expect(next.toString()).toBe('q=goa&status=pending');
  });

  it('leaves out empty values and the first page', () => {
    expect(withDealListParam(new URLSearchParams('type=Commercial'), 'type', '').toString()).toBe('');
    expect(withDealListParam(new URLSearchParams('page=2'), 'page', '1').toString()).toBe('');
    expect(withDealListParam(new URLSearchParams('q=goa'), 'page', '2').toString()).toBe('q=goa&page=2');
  });

  it('trims search text', () => {
    expect(withDealListParam(new URLSearchParams(), 'q', '  sea view ').get('q')).toBe('sea view');
  });
});

describe('hasActiveDealFilters', () => {
  it('is true for any filter or search text, not for the page alone', () => {
    expect(hasActiveDealFilters(read('page=2'))).toBe(false);
    expect(hasActiveDealFilters(read('type=Industrial'))).toBe(true);
    expect(hasActiveDealFilters(read('status=failed'))).toBe(true);
    expect(hasActiveDealFilters(read('q=x'))).toBe(true);
  });
});
