import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DealProposer } from '../../../../shared/contracts/deal-workflow.ts';
import { stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { jsonResponse } from '../../../test/fetch-stub.ts';
import { signInAs } from '../../../test/session-stub.ts';
import { ReviewDealPage } from './review-deal-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const proposer: DealProposer = {
  id: 'proposer-1',
  name: 'Arjun Mehta',
  email: 'arjun@example.com',
  past_deals: [
    {
      id: 'deal-0',
      title: 'Lake View Homes',
      lifecycle: 'funded',
      currency: 'INR',
      raised: 50_00_000_00,
      target: 50_00_000_00,
      created_at: '2026-01-10T10:00:00.000Z',
    },
  ],
  past_deals_total: 1,
};

describe('the review page', () => {
  it('shows the terms with the structure, the photos (cover first), the documents and the proposer with their other deals', async () => {
    signInAs('admin');
    const deal = testDeal({
      lifecycle: 'submitted',
      status: null,
      structure: 'llp',
      uploaded_photos: [
        { id: 'p1', url: '/uploads/deals/deal-1/aaaaaaaaaaaaaaaaaaaaaaaa.webp', width: 1200, height: 800 },
        { id: 'p2', url: '/uploads/deals/deal-1/bbbbbbbbbbbbbbbbbbbbbbbb.webp', width: 1200, height: 900 },
      ],
      documents: [{ id: 'doc-1', name: 'Valuation.pdf', bytes: 2_400_000, url: '/api/deals/deal-1/documents/doc-1', created_at: '2026-11-20T10:00:00.000Z' }],
    });
    stubApiRoutes({
      'GET /api/deals/deal-1': () => jsonResponse(200, deal),
      'GET /api/admin/deals/deal-1/proposer': () => jsonResponse(200, proposer),
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ReviewDealPage dealId="deal-1" />
        </MemoryRouter>
      </QueryClientProvider>,
    );

    const gallery = await screen.findByRole('list', { name: 'Photos, the cover first' });
    const terms = Object.fromEntries(screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(terms).toMatchObject({ 'Campaign type': "Buy 'N' Hold", Structure: 'LLP' });
    const images = within(gallery).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(['Sea Breeze Villa, photo 1 of 2 (cover)', 'Sea Breeze Villa, photo 2 of 2']);
    expect(images[1]).toHaveAttribute('height', '900');
    expect(within(gallery).getAllByRole('listitem')[0]).toHaveTextContent('Cover');

    expect(screen.getByRole('button', { name: 'Valuation.pdf (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.getByTestId('deal-document')).toHaveTextContent('2.3 MB');
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    expect(await screen.findByText('Arjun Mehta')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'arjun@example.com' })).toHaveAttribute('href', 'mailto:arjun@example.com');
    const row = screen.getByRole('row', { name: /Lake View Homes/ });
    expect(row).toHaveTextContent('Funded');
    expect(row).toHaveTextContent('₹50,00,000 of ₹50,00,000');
    expect(within(row).getByRole('link', { name: 'Lake View Homes' })).toHaveAttribute('href', '/admin_dashboard/reviews/deal-0');
  });
});
