import { describe, expect, it } from 'vitest';
import { inboxSearchForKind, inboxSearchForPage, readInboxParams } from './inbox-params.ts';

const read = (query: string) => readInboxParams(new URLSearchParams(query));

describe('readInboxParams', () => {
  it('reads the kind and the page', () => {
    expect(read('kind=enquiry&page=3')).toEqual({ kind: 'enquiry', page: 3 });
    expect(read('')).toEqual({ kind: undefined, page: 1 });
  });

  it.each(['kind=Contact', 'kind=all', 'kind=', 'kind=contact,enquiry'])('an unknown kind (%s) lists every kind', (query) => {
    expect(read(query).kind).toBeUndefined();
  });

  it.each(['page=0', 'page=-2', 'page=1.5', 'page=abc', 'page=', 'page=1e3', 'page=99999999999999999999'])('an unreadable page (%s) is the first', (query) => {
    expect(read(query).page).toBe(1);
  });
});

describe('inbox searches', () => {
  it('choosing a kind starts from its first page; All drops the kind', () => {
    const params = new URLSearchParams('kind=contact&page=4');
    expect(inboxSearchForKind(params, 'newsletter')).toBe('?kind=newsletter');
    expect(inboxSearchForKind(params, undefined)).toBe('');
  });

  it('a page keeps the kind; the first page keeps the plain address', () => {
    const params = new URLSearchParams('kind=enquiry');
    expect(inboxSearchForPage(params, 2)).toBe('?kind=enquiry&page=2');
    expect(inboxSearchForPage(new URLSearchParams('page=2'), 1)).toBe('');
  });

  it('leaves the given params untouched', () => {
    const params = new URLSearchParams('kind=contact&page=4');
    inboxSearchForKind(params, 'enquiry');
    inboxSearchForPage(params, 9);
    expect(params.toString()).toBe('kind=contact&page=4');
  });
});
