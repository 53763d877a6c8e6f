import { act, render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useQueryParams } from './use-query-params.ts';

type Update = ReturnType<typeof useQueryParams>[1];

function Probe({ onReady }: { onReady: (update: Update, search: string) => void }) {
  const [, update] = useQueryParams();
  onReady(update, useLocation().search);
  return null;
}

function renderProbe(initial: string) {
  const seen: { update?: Update; search?: string } = {};
  render(
    <MemoryRouter initialEntries={[initial]}>
      <Probe onReady={(update, search) => Object.assign(seen, { update, search })} />
    </MemoryRouter>,
  );
  return seen;
}

const withParam = (key: string, value: string) => (latest: URLSearchParams) => {
  const next = new URLSearchParams(latest);
  next.set(key, value);
  return next;
};

describe('useQueryParams', () => {
  it('keeps both of two changes asked for before the next render (two filters chosen quickly)', () => {
    const seen = renderProbe('/properties?type=villa');
    const update = seen.update!;
    act(() => {
      update(withParam('minPrice', '5000000'));
      update(withParam('maxPrice', '1000000'));
    });
    expect(seen.search).toBe('?type=villa&minPrice=5000000&maxPrice=1000000');
  });

  it('starts from the query a later navigation brought, and replaces it when given params', () => {
    const seen = renderProbe('/properties?page=2');
    act(() => seen.update!(new URLSearchParams('q=goa')));
    act(() => seen.update!(withParam('page', '1')));
    expect(seen.search).toBe('?q=goa&page=1');
  });
});
