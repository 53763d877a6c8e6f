import { formatDeadline } from '../../../lib/relative-time.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import type { Deal } from '../../../../shared/contracts/deals.ts';
import { stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { signInAs } from '../../../test/session-stub.ts';
import { EditDealPage, NewDealPage } from './deal-editor-page.tsx';

const AT = '2026-11-20T10:00:00.000Z';

function renderAt(path: string, role: 'proposer' | 'admin' = 'proposer') {
  signInAs(role, { id: `${role}-1` });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={`/${role}_dashboard/deals/new`} element={<NewDealPage />} />
          <Route path={`/${role}_dashboard/deals/:id`} element={<EditDealPage dealId="deal-1" />} />
          <Route path={`/${role}_dashboard/deals/:id/backers`} element={<p>Backers page</p>} />
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
    // The structure is a term of its own, a private company unless chosen.
    expect(
      within(field('Structure'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Private limited company (SPV)', 'SM REIT scheme', 'LLP', 'Category II AIF']);
    expect(field('Structure')).toHaveValue('private_spv');
    await user.selectOptions(field('Structure'), 'SM REIT scheme');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // The new draft's page replaces the form (its address has the id): look again until it has settled.
    await waitFor(() => expect(screen.getByText('Draft saved.')).toBeInTheDocument());
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { property: { title: 'Banyan Court' }, currency: 'INR', campaign_type: 'buy_n_hold', structure: 'sm_reit', projection: [] },
    });
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

  it('reads the projected ROI with the Spanish decimal comma, as its hint says', async () => {
    await activateLanguage('es');
    const user = userEvent.setup();
    const draft = testDeal({ lifecycle: 'draft', status: null, missing: [], projected_roi_bps: 1525, projection: [] });
    const calls = stubApiRoutes({ 'GET /api/deals/deal-1': () => jsonResponse(200, draft), 'PATCH /api/deals/deal-1': () => jsonResponse(200, draft) });
    try {
      renderAt('/proposer_dashboard/deals/deal-1');
      const roi = await within(await screen.findByRole('form', { name: 'Formulario del proyecto' })).findByLabelText('Rentabilidad prevista (%)', {
        exact: true,
      });
      expect(roi).toHaveValue('15,25');
      expect(roi).toHaveAccessibleDescription('Como 15 o 15,25.');
      await user.clear(roi);
      await user.type(roi, '12,5');
      await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
      await waitFor(() => expect(calls.find((call) => call.method === 'PATCH')).toMatchObject({ body: { projected_roi_bps: 1250 } }));
    } finally {
      await activateLanguage('en');
    }
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

  it('once live: terms locked, Extend campaign asks first, View All Backers opens the backers page', async () => {
    const user = userEvent.setup();
    stubApiRoutes({ 'GET /api/deals/deal-1': () => jsonResponse(200, testDeal({ structure: 'aif', extended_deadline: '2026-12-20T10:30:00.000Z' })) });
    renderAt('/proposer_dashboard/deals/deal-1');
    await screen.findByRole('form', { name: 'Deal form' });
    expect(field('Title')).not.toHaveAttribute('readonly');
    expect(field('Target')).toHaveAttribute('readonly');
    expect(field('Structure')).toBeDisabled();
    expect(field('Structure')).toHaveValue('aif');
    expect(screen.getByTestId('terms-locked')).toHaveTextContent('Terms are locked while the campaign is live');
    expect(screen.getByRole('button', { name: 'Save listing' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Extend campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extend campaign' });
    expect(dialog).toHaveTextContent(`The deadline moves to ${formatDeadline('2026-12-20T10:30:00.000Z')}, once only.`);
    expect(dialog).toHaveTextContent('Every backer will be asked to stay in or take their money back');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('link', { name: 'View All Backers' }));
    expect(await screen.findByText('Backers page')).toBeInTheDocument();
  });

  it('once funded: Distributions beside View All Backers (none while live)', async () => {
    stubApiRoutes({ 'GET /api/deals/deal-1': () => jsonResponse(200, testDeal({ lifecycle: 'funded', status: 'completed' })) });
    renderAt('/proposer_dashboard/deals/deal-1');
    await screen.findByRole('form', { name: 'Deal form' });
    expect(screen.getByRole('link', { name: 'View All Backers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Distributions' })).toHaveAttribute('href', '/proposer_dashboard/deals/deal-1/distributions');
    expect(screen.getByRole('link', { name: 'Propose sale' })).toHaveAttribute('href', '/proposer_dashboard/deals/deal-1/sale');
    // Valuations are the admin's to record.
    expect(screen.queryByRole('link', { name: 'Valuations' })).not.toBeInTheDocument();
  });
});

describe('the deal form for the admin', { timeout: 20_000 }, () => {
  const PROPOSERS = {
    total: 2,
    page: 1,
    page_size: 100,
    items: [
      { id: 'proposer-7', name: 'Rohan Mehta', email: 'rohan@example.com', role: 'proposer', kyc_status: 'not_started', created_at: AT },
      { id: 'proposer-8', name: 'Isha Kapoor', email: 'isha@example.com', role: 'proposer', kyc_status: 'not_started', created_at: AT },
    ],
  };

  it('a new deal is for a proposer the admin chooses: none chosen is refused before the server, the chosen one goes in the body', async () => {
    const user = userEvent.setup();
    const draft = testDeal({ lifecycle: 'draft', status: null, proposer_id: 'proposer-8', viewer_can_manage: true });
    const calls = stubApiRoutes({
      'GET /api/admin/users': () => jsonResponse(200, PROPOSERS),
      'POST /api/deals': () => jsonResponse(201, draft),
      'GET /api/deals/deal-1': () => jsonResponse(200, draft),
    });
    renderAt('/admin_dashboard/deals/new', 'admin');
    expect(screen.getByRole('link', { name: 'Back to Live Deals' })).toHaveAttribute('href', '/admin_dashboard/live-deals');
    // The proposer submits: the admin has no Submit for review.
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    await user.type(field('Title'), 'Banyan Court');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Choose the proposer this deal is for.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    expect(calls[0]?.url).toContain('role=proposer');

    const proposer = within(form()).getByRole('combobox', { name: 'Proposer' });
    await within(proposer).findByRole('option', { name: 'Isha Kapoor (isha@example.com)' });
    await user.selectOptions(proposer, 'proposer-8');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // The new draft's page replaces the form (its address has the id): look again until it has settled.
    await waitFor(() => expect(screen.getByText('Draft saved.')).toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ property: { title: 'Banyan Court' }, proposer_id: 'proposer-8' });
  });

  it('once funded: Valuations beside Distributions', async () => {
    stubApiRoutes({ 'GET /api/deals/deal-1': () => jsonResponse(200, testDeal({ lifecycle: 'funded', status: 'completed', viewer_can_manage: true })) });
    renderAt('/admin_dashboard/deals/deal-1', 'admin');
    await screen.findByRole('form', { name: 'Deal form' });
    expect(screen.getByRole('link', { name: 'Distributions' })).toHaveAttribute('href', '/admin_dashboard/deals/deal-1/distributions');
    expect(screen.getByRole('link', { name: 'Valuations' })).toHaveAttribute('href', '/admin_dashboard/deals/deal-1/valuations');
    expect(screen.getByRole('link', { name: 'Sale votes' })).toHaveAttribute('href', '/admin_dashboard/deals/deal-1/sale');
  });

  it("corrects a deal under review (Save changes), and takes none of its proposer's steps", async () => {
    stubApiRoutes({ 'GET /api/deals/deal-1': () => jsonResponse(200, testDeal({ lifecycle: 'submitted', status: null, viewer_can_manage: true })) });
    renderAt('/admin_dashboard/deals/deal-1', 'admin');
    await screen.findByRole('form', { name: 'Deal form' });
    expect(field('Target')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
    expect(screen.queryByText(/Waiting for review/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Proposer' })).not.toBeInTheDocument();
    for (const name of ['Submit for review', 'Publish', 'Extend campaign']) expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it("once live: the terms locked with the note, the listing editable, View All Backers under the admin's dashboard, no Extend", async () => {
    stubApiRoutes({ 'GET /api/deals/deal-1': () => jsonResponse(200, testDeal({ viewer_can_manage: true })) });
    renderAt('/admin_dashboard/deals/deal-1', 'admin');
    await screen.findByRole('form', { name: 'Deal form' });
    expect(screen.getByTestId('terms-locked')).toHaveTextContent('Terms are locked while the campaign is live');
    expect(field('Target')).toHaveAttribute('readonly');
    expect(field('Campaign type')).toBeDisabled();
    expect(field('Structure')).toBeDisabled();
    expect(field('Title')).not.toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Save listing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Backers' })).toHaveAttribute('href', '/admin_dashboard/deals/deal-1/backers');
    expect(screen.queryByRole('button', { name: 'Extend campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Distributions' })).not.toBeInTheDocument();
  });
});
