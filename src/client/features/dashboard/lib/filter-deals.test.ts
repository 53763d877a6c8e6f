import { describe, expect, it } from 'vitest';
import type { Deal } from '../../../../shared/contracts/dashboard.ts';
import { EMPTY_DEAL_FILTERS, filterDeals, hasActiveDealFilters, type DealFilters } from './filter-deals.ts';

function deal(overrides: Partial<Deal> & Pick<Deal, 'id' | 'name' | 'location' | 'type'>): Deal {
  return {
    date: '2025-11-01',
    target: 1_000_000,
    raised: 500_000,
    backers: 10,
    status: 'pending',
    deadline: '2025-12-01',
    roi: '12%',
    description: 'A deal.',
    amount: 5_000,
    ...overrides,
  };
}

const DEALS: Deal[] = [
  deal({ id: 'a', name: 'Harborview Residences', location: 'Seattle, WA', type: 'Residential' }),
  deal({ id: 'b', name: 'Oakridge Business Park', location: 'Austin, TX', type: 'Commercial' }),
  deal({ id: 'c', name: 'Seaside Cold Storage', location: 'Portland, OR', type: 'Industrial', status: 'completed' }),
  deal({ id: 'd', name: 'Canal Street Lofts', location: 'Denver, CO', type: 'Mixed-Use', status: 'failed' }),
];

const ids = (deals: Deal[]) => deals.map((d) => d.id);
const filters = (overrides: Partial<DealFilters>): DealFilters => ({ ...EMPTY_DEAL_FILTERS, ...overrides });

describe('filterDeals', () => {
  it('returns every deal for the empty filters', () => {
    expect(ids(filterDeals(DEALS, EMPTY_DEAL_FILTERS))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('filters by property type', () => {
    expect(ids(filterDeals(DEALS, filters({ type: 'Commercial' })))).toEqual(['b']);
    expect(ids(filterDeals(DEALS, filters({ type: 'Mixed-Use' })))).toEqual(['d']);
  });

  it('filters by status, with an empty status meaning any', () => {
    expect(ids(filterDeals(DEALS, filters({ status: 'pending' })))).toEqual(['a', 'b']);
    expect(ids(filterDeals(DEALS, filters({ status: 'failed' })))).toEqual(['d']);
    expect(ids(filterDeals(DEALS, filters({ status: '' })))).toHaveLength(4);
  });

  it('searches name and location case-insensitively, ignoring surrounding spaces', () => {
    expect(ids(filterDeals(DEALS, filters({ search: 'LOFTS' })))).toEqual(['d']);
    expect(ids(filterDeals(DEALS, filters({ search: '  austin ' })))).toEqual(['b']);
    // "sea" is in Seattle (location of a) and Seaside (name of c)
    expect(ids(filterDeals(DEALS, filters({ search: 'sea' })))).toEqual(['a', 'c']);
  });

  it('does not search other fields such as the description', () => {
    expect(filterDeals(DEALS, filters({ search: 'A deal' }))).toEqual([]);
  });

  it('combines all three filters', () => {
    expect(ids(filterDeals(DEALS, filters({ type: 'Industrial', status: 'completed', search: 'portland' })))).toEqual(['c']);
    expect(filterDeals(DEALS, filters({ type: 'Industrial', status: 'pending' }))).toEqual([]);
  });

  it('leaves the input list untouched', () => {
    const copy = [...DEALS];
    filterDeals(DEALS, filters({ type: 'Residential' }));
    expect(DEALS).toEqual(copy);
  });
});

describe('EMPTY_DEAL_FILTERS (Reset Filters)', () => {
  it('clears type, status and search', () => {
    expect(EMPTY_DEAL_FILTERS).toEqual({ type: 'All', status: '', search: '' });
    expect(Object.isFrozen(EMPTY_DEAL_FILTERS)).toBe(true);
  });

  it('restores the full list after filtering', () => {
    let current = filters({ type: 'Commercial', status: 'pending', search: 'oak' });
    expect(filterDeals(DEALS, current)).toHaveLength(1);
    current = { ...EMPTY_DEAL_FILTERS };
    expect(filterDeals(DEALS, current)).toHaveLength(DEALS.length);
  });

  it('hasActiveDealFilters tells a narrowed list from a reset one', () => {
    expect(hasActiveDealFilters(EMPTY_DEAL_FILTERS)).toBe(false);
    expect(hasActiveDealFilters(filters({ search: '   ' }))).toBe(false);
    expect(hasActiveDealFilters(filters({ search: 'x' }))).toBe(true);
    expect(hasActiveDealFilters(filters({ type: 'Industrial' }))).toBe(true);
    expect(hasActiveDealFilters(filters({ status: 'failed' }))).toBe(true);
  });
});
