import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackRecord } from '../../../shared/contracts/track-record.ts';
import { activateLanguage } from '../../lib/i18n.ts';
import { stubApiRoutes } from '../../test/api-routes-stub.ts';
import { errorResponse, jsonResponse } from '../../test/fetch-stub.ts';
import ProposerRoute from './proposer.tsx';

const RECORD: TrackRecord = {
  id: 'proposer-1',
  name: 'Arjun Mehta',
  company: 'Coastal Homes',
  member_since: '2025-06-01T10:00:00Z',
  deals: { total: 5, live: 1, funded: 2, failed: 2, exited: 0 },
  raised: [
    { currency: 'INR', amount: 8_75_00_000_00 },
    { currency: 'USD', amount: 1_850_000_00 },
  ],
  promised: [{ currency: 'INR', amount: 12_00_000_00 }],
  paid: [{ currency: 'INR', amount: 10_80_000_00 }],
  delivered_bps: 9000,
  realised_xirr_bps: null,
  reporting_health: 'on_time',
  median_answer_hours: 3.5,
};

function renderRecord(answer: () => Response) {
  const calls = stubApiRoutes({ 'GET /api/proposers/proposer-1': answer });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/proposers/proposer-1']}>
        <Routes>
          <Route path="/proposers/:id" element={<ProposerRoute />} />
          <Route path="/not-found" element={<p>Not found page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

/** Each figure's term and value, as a reader meets them. */
const figuresOf = (container: HTMLElement) =>
  Object.fromEntries([...container.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling!.textContent]));

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('a proposer’s track record page', () => {
  it('shows deals by outcome, failed ones included, money raised, promised and paid, and "Not enough history" for the realised XIRR', async () => {
    const calls = renderRecord(() => jsonResponse(200, RECORD));
    expect(await screen.findByRole('heading', { level: 1, name: 'Arjun Mehta' })).toBeInTheDocument();
    expect(screen.getByText(/Coastal Homes/)).toBeInTheDocument();
    const outcomes = screen.getByRole('region', { name: 'Deals by outcome' });
    expect(within(outcomes).getByText('5 deals went live, failed ones included.')).toBeInTheDocument();
    expect(figuresOf(outcomes)).toEqual({ Live: '1', Funded: '2', Exited: '0', Failed: '2' });
    expect(figuresOf(document.body)).toMatchObject({
      'Money raised': '₹8,75,00,000$1,850,000',
      'Distributions promised so far': '₹12,00,000',
      'Distributions paid': '₹10,80,000',
      'Share of the promise delivered': '90%',
      'Realised XIRR of exited deals': 'Not enough history',
      'Median time to answer a question': '3.5 h',
    });
    expect(within(screen.getByRole('region', { name: 'Reporting health' })).getByText('Reports on time')).toBeInTheDocument();
    expect(calls[0]!.headers.authorization).toBeUndefined();
    const results = await axe.run(document.body, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
      resultTypes: ['violations'],
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('says "Not enough history" where nothing is answered yet, and "Nothing promised yet"', async () => {
    renderRecord(() => jsonResponse(200, { ...RECORD, company: null, delivered_bps: null, median_answer_hours: null, raised: [], promised: [], paid: [] }));
    await screen.findByRole('heading', { level: 1, name: 'Arjun Mehta' });
    expect(figuresOf(document.body)).toMatchObject({
      'Money raised': '—',
      'Share of the promise delivered': 'Nothing promised yet',
      'Median time to answer a question': 'Not enough history',
    });
  });

  it('is the 404 page for someone who is not a proposer', async () => {
    renderRecord(() => errorResponse(404, 'There is no proposer at this address.', 'not_found'));
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });
});
