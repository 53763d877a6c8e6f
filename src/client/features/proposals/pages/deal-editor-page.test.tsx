import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '../../../../shared/contracts/deals.ts';
import { stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { signInAs } from '../../../test/session-stub.ts';
import { EditDealPage, NewDealPage } from './deal-editor-page.tsx';

const AT = '2026-11-20T10:00:00.000Z';

function renderAt(path: string) {
  signInAs('proposer', { id: 'proposer-1' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/proposer_dashboard/deals/new" element={<NewDealPage />} />
          <Route path="/proposer_dashboard/deals/:id" element={<EditDealPage dealId="deal-1" />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const form = () => screen.getByRole('form', { name: 'Deal form' });
const field = (label: string) => within(form()).getByLabelText(label, { exact: true });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the deal form', { timeout: 20_000 }, () => {
  it('checks the fields with the shared contract before asking the server, then saves a new draft', async () => {
    const user = userEvent.setup();
    const draft: Deal = testDeal({ lifecycle: 'draft', status: null, name: 'Banyan Court', missing: ['target'] });
    const calls = stubApiRoutes({ 'POST /api/deals': () => jsonResponse(201, draft), 'GET /api/deals/deal-1': () => jsonResponse(200, draft) });
    renderAt('/proposer_dashboard/deals/new');

    await user.type(field('Title'), 'Banyan Court');
    await user.type(field('Year built'), '1700');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Year built must be at least 1800.')).toBeInTheDocument();
    expect(field('Year built')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);

    await user.clear(field('Year built'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Draft saved.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'POST', body: { property: { title: 'Banyan Court' }, currency: 'INR', campaign_type: 'buy_n_hold', projection: [] } });
  });

  it('shows the server’s sentence under the field it concerns when it refuses', async () => {
    const user = userEvent.setup();
    const draft = testDeal({ lifecycle: 'draft', status: null, missing: [] });
    stubApiRoutes({
      'GET /api/deals/deal-1': () => jsonResponse(200, draft),
      'PATCH /api/deals/deal-1': () =>
        errorResponse(422, 'The target must be at most 1000000 (your Maximum funding goal setting).', 'invalid_request', [
          { field: 'target', message: 'The target must be at most 1000000 (your Maximum funding goal setting).' },
        ]),
    });
    renderAt('/proposer_dashboard/deals/deal-1');
    await user.click(await screen.findByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The target must be at most 1000000');
    expect(field('Target')).toHaveAccessibleDescription(/Maximum funding goal setting/);
  });

  it('shows the admin’s comment beside the terms and marks what is missing when changes were requested', async () => {
    const deal = testDeal({
      lifecycle: 'changes_requested',
      status: null,
      missing: ['property.agent.phone'],
      reviews: [
        { stage: 'documents', decision: 'pass', comment: '', created_at: AT },
        { stage: 'valuation', decision: 'changes_requested', comment: 'Lower the target to 80 lakh.', created_at: AT },
      ],
    });
    stubApiRoutes({ 'GET /api/deals/deal-1': () => jsonResponse(200, deal) });
    renderAt('/proposer_dashboard/deals/deal-1');
    const note = await screen.findByTestId('review-note-valuation');
    expect(note).toHaveTextContent('Valuation review: Changes requested');
    expect(note).toHaveTextContent('Lower the target to 80 lakh.');
    expect(screen.queryByTestId('review-note-documents')).not.toBeInTheDocument();
    expect(screen.getByTestId('missing-fields')).toHaveTextContent('Still needed before you can submit for review: 1');
    expect(field('Agent phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeEnabled();
  });

  it('is read-only while submitted for review', async () => {
    stubApiRoutes({ 'GET /api/deals/deal-1': () => jsonResponse(200, testDeal({ lifecycle: 'submitted', status: null })) });
    renderAt('/proposer_dashboard/deals/deal-1');
    await screen.findByRole('form', { name: 'Deal form' });
    expect(field('Title')).toHaveAttribute('readonly');
    expect(field('Property type')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('once live: terms locked, Extend campaign asks first, View All Backers lists them', async () => {
    const user = userEvent.setup();
    stubApiRoutes({
      'GET /api/deals/deal-1': () => jsonResponse(200, testDeal()),
      'GET /api/deals/deal-1/backers': () =>
        jsonResponse(200, {
          total: 1,
          page: 1,
          page_size: 100,
          items: [
            { commitment_id: 'c-1', backer_id: 'b-1', name: 'Kavya Sharma', amount: 25_000_00, currency: 'INR', status: 'committed', extension_consent: null, created_at: AT },
          ],
        }),
    });
    renderAt('/proposer_dashboard/deals/deal-1');
    await screen.findByRole('form', { name: 'Deal form' });
    expect(field('Title')).not.toHaveAttribute('readonly');
    expect(field('Target')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save listing' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Extend campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend campaign' });
    expect(dialog).toHaveTextContent('Every backer will be asked to stay in or take their money back');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'View All Backers' }));
    const table = await screen.findByRole('table', { name: 'Backers of this deal' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Kavya Sharma₹25,000CommittedNot asked or no answer yet');
  });
});
