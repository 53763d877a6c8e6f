import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Distribution } from '../../../../shared/contracts/distributions.ts';
import { stubApiRoutes, type StubbedCall } from '../../../test/api-routes-stub.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { testDistribution } from '../lib/test-distributions.ts';
import { AdminDistributionsPage } from './admin-distributions-page.tsx';

const PATH = '/admin_dashboard/distributions';

const SUBMITTED = testDistribution({ id: 'd-sub', status: 'submitted', reference: 'SHD-SUBMIT01', deal_name: 'Sea Breeze Villa', period: '2026-Q3' });
const FUNDED = testDistribution({ id: 'd-fun', status: 'funded', reference: 'SHD-FUNDED01', deal_id: 'deal-2', deal_name: 'Banyan Court', period: '2026-Q2' });
const APPROVED = testDistribution({
  id: 'd-app',
  status: 'approved',
  reference: 'SHD-APPROV01',
  deal_id: 'deal-3',
  deal_name: 'Palm Grove',
  period: '2026-Q2',
});

/** The queue as the server holds it: each step moves a distribution on, or takes it out. */
function stubQueue(items: Distribution[], refuse?: (call: StubbedCall) => Response | undefined) {
  let queue = items;
  const step = (status: Distribution['status']) => (call: StubbedCall) => {
    const refusal = refuse?.(call);
    if (refusal) return refusal;
    const id = call.url.split('/')[4]!;
    const moved = { ...queue.find((item) => item.id === id)!, status };
    queue = status === 'rejected' ? queue.filter((item) => item.id !== id) : queue.map((item) => (item.id === id ? moved : item));
    return jsonResponse(200, moved);
  };
  return stubApiRoutes({
    'GET /api/admin/distributions': () => jsonResponse(200, { items: queue }),
    'POST /api/admin/distributions/d-sub/funds-received': step('funded'),
    'POST /api/admin/distributions/d-sub/reject': step('rejected'),
    'POST /api/admin/distributions/d-fun/approve': step('approved'),
    'POST /api/admin/distributions/d-fun/reject': step('rejected'),
  });
}

function renderPage() {
  signInAs('admin', { id: 'admin-1' });
  renderRoutes([{ path: PATH, element: <AdminDistributionsPage /> }], PATH);
}

const posts = (calls: StubbedCall[]) => calls.filter((call) => call.method === 'POST').map(({ url, body }) => ({ url, body }));
const rowOf = (reference: string) => screen.getAllByTestId('distribution-row').find((row) => row.textContent?.includes(reference))!;

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe("the admin's distributions", { timeout: 30_000 }, () => {
  it('lists the queue with the step each status allows', async () => {
    stubQueue([SUBMITTED, FUNDED, APPROVED]);
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Distributions' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Distributions waiting' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Deal', 'Period', 'Distributable', 'To fund', 'Reference', 'Status', 'Action']);
    expect(screen.getByTestId('distribution-count')).toHaveTextContent('3 distributions');

    const submitted = rowOf('SHD-SUBMIT01');
    expect(submitted).toHaveTextContent('Sea Breeze Villa2026-Q3₹2,57,654.33₹2,87,654.33SHD-SUBMIT01Awaiting funds');
    expect(within(submitted).getByRole('link', { name: 'Sea Breeze Villa' })).toHaveAttribute('href', '/admin_dashboard/deals/deal-1/distributions');
    expect(
      within(submitted)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Funds received SHD-SUBMIT01', 'Reject SHD-SUBMIT01']);
    expect(
      within(rowOf('SHD-FUNDED01'))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Reject']);
    const approved = rowOf('SHD-APPROV01');
    expect(approved).toHaveTextContent('Paying…');
    expect(within(approved).queryByRole('button')).not.toBeInTheDocument();
  });

  it('confirms the money first, then the row offers Approve', async () => {
    const user = userEvent.setup();
    const calls = stubQueue([SUBMITTED]);
    renderPage();

    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Funds received SHD-SUBMIT01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Funds received' });
    expect(dialog).toHaveTextContent('Has ₹2,87,654.33 with reference SHD-SUBMIT01 arrived for the distribution of Sea Breeze Villa, 2026-Q3?');
    await user.click(within(dialog).getByRole('button', { name: 'Funds received' }));
    expect(
      await screen.findByText('The money for the distribution of Sea Breeze Villa, 2026-Q3 is in its distribution account: it can be approved.'),
    ).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ url: '/api/admin/distributions/d-sub/funds-received', body: undefined }]);
    await waitFor(() => expect(within(rowOf('SHD-SUBMIT01')).getByRole('button', { name: 'Approve SHD-SUBMIT01' })).toBeInTheDocument());
    expect(rowOf('SHD-SUBMIT01')).toHaveTextContent('Funds received');
  });

  it('shows the server’s refusal when the admin drafted the distribution', async () => {
    const user = userEvent.setup();
    stubQueue([FUNDED], () => errorResponse(403, 'Whoever drafted a distribution may not approve or reject it: another admin must.', 'same_author'));
    renderPage();

    await user.click(within(await screen.findByRole('table')).getByRole('button', { name: 'Approve SHD-FUNDED01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve' });
    expect(dialog).toHaveTextContent('Approve the distribution of Banyan Court, 2026-Q2: ₹2,57,654.33 to its holders?');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Whoever drafted a distribution may not approve or reject it: another admin must.');
    expect(screen.getByRole('dialog', { name: 'Approve' })).toBeInTheDocument();
  });

  it('rejects with a reason, by keyboard alone', async () => {
    const user = userEvent.setup();
    const calls = stubQueue([SUBMITTED, FUNDED]);
    renderPage();

    const table = await screen.findByRole('table');
    within(table).getByRole('button', { name: 'Reject SHD-FUNDED01' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Reject distribution' });
    expect(dialog).toHaveAccessibleDescription(
      'Say what is wrong with the distribution of Banyan Court, 2026-Q2. Its proposer reads the reason beside it; any money paid in goes back.',
    );
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await waitFor(() => expect(reason).toHaveFocus());

    // An empty reason is the contract's sentence, and nothing is sent.
    await user.tab();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Reject' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(reason).toHaveAccessibleDescription('A reason is required.');
    expect(posts(calls)).toEqual([]);

    // Escape closes it, and focus goes back to the row's button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Reject SHD-FUNDED01' })).toHaveFocus());

    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Reject distribution' });
    await waitFor(() => expect(within(again).getByRole('textbox', { name: 'Reason' })).toHaveFocus());
    await user.keyboard('The fee is above the agreed 10%.');
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The distribution of Banyan Court, 2026-Q2 is rejected; its proposer reads your reason.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ url: '/api/admin/distributions/d-fun/reject', body: { reason: 'The fee is above the agreed 10%.' } }]);
    await waitFor(() => expect(screen.queryByText('SHD-FUNDED01')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Distributions waiting' })).toHaveFocus());
  });

  it('says when nothing is waiting', async () => {
    stubQueue([]);
    renderPage();
    expect(await screen.findByText('No distributions are waiting.')).toBeInTheDocument();
  });
});
