import { describe, expect, it } from 'vitest';
import { withListParam } from '../../../lib/list-params.ts';
import { readUserListParams } from './user-list-params.ts';

const read = (query: string) => readUserListParams(new URLSearchParams(query));

describe('readUserListParams', () => {
  it('reads the search, the role and the page', () => {
    expect(read('q=%20meera%20iyer%20&role=backer&page=3')).toEqual({ search: 'meera iyer', role: 'backer', page: 3 });
  });

  it('lists every role for an unknown one and the first page for an unreadable one', () => {
    expect(read('role=Owner&page=0')).toEqual({ search: '', role: undefined, page: 1 });
    expect(read('role=ADMIN&page=2.5')).toEqual({ search: '', role: undefined, page: 1 });
    expect(read('page=99999999999999999999').page).toBe(1);
  });
});

describe('withListParam', () => {
  it('sets a filter and goes back to the first page; blank removes it', () => {
    expect(withListParam(new URLSearchParams('page=4&q=goa'), 'role', 'proposer').toString()).toBe('q=goa&role=proposer');
    expect(withListParam(new URLSearchParams('role=admin&page=2'), 'role', '').toString()).toBe('');
    expect(withListParam(new URLSearchParams(), 'q', '  sea view ').get('q')).toBe('sea view');
  });

  it('keeps the filters when paging, and the first page is the plain address', () => {
    expect(withListParam(new URLSearchParams('q=goa'), 'page', '2').toString()).toBe('q=goa&page=2');
    expect(withListParam(new URLSearchParams('q=goa&page=2'), 'page', '1').toString()).toBe('q=goa');
  });
});
