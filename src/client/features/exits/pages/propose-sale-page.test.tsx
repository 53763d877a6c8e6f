import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ExitProposal } from '../../../../shared/contracts/exits.ts';
import { stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { FakeUpload } from '../../../test/fake-upload.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { proposal } from '../lib/test-fixtures.ts';
import { ProposeSalePage } from './propose-sale-page.tsx';

const FUNDED = testDeal({ id: 'deal-9', name: 'Sea Breeze Villa', lifecycle: 'funded', status: 'completed', viewer_can_manage: true, currency: 'INR' });
const PATH = '/proposer_dashboard/deals/deal-9/sale';

function renderPage() {
  signInAs('proposer');
  renderRoutes([{ path: '/proposer_dashboard/deals/:id/sale', element: <ProposeSalePage dealId="deal-9" role="proposer" /> }], PATH);
}

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

const pdf = () => new File(['%PDF-1.7'], 'offer.pdf', { type: 'application/pdf' });

describe('Propose sale', { timeout: 20_000 }, () => {
  it('proposes a sale, then sends the offer, and shows the proposal with its tally', async () => {
    const user = userEvent.setup();
    let items: ExitProposal[] = [];
    const calls = stubApiRoutes({
      'GET /api/deals/deal-9': () => jsonResponse(200, FUNDED),
      'GET /api/deals/deal-9/exit-proposals': () => jsonResponse(200, { items }),
      'POST /api/deals/deal-9/exit-proposals': () => {
        items = [proposal({ offer_url: null })];
        return jsonResponse(201, items[0]);
      },
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Propose a sale' });
    expect(screen.getByText('No sale proposed.')).toBeInTheDocument();
    // Nothing is sent while a field is wrong: the offer is required, and the costs must be below the price.
    await user.type(within(form).getByLabelText('Sale price'), '6,00,00,000');
    await user.clear(within(form).getByLabelText('Costs'));
    await user.type(within(form).getByLabelText('Costs'), '7,00,00,000');
    await user.type(within(form).getByLabelText('Expected completion date'), '2027-12-31');
    await user.click(within(form).getByRole('button', { name: 'Propose sale' }));
    expect(within(form).getByLabelText('Costs')).toHaveAccessibleDescription(
      'Brokerage, taxes and fees of the sale: the holders share the rest. The costs must be less than the sale price.',
    );
    expect(within(form).getByLabelText('The buyer’s offer')).toHaveAccessibleDescription(/Attach the buyer’s offer as a PDF\.$/);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(within(form).getByLabelText('Costs'));
    await user.type(within(form).getByLabelText('Costs'), '20,00,000');
    await user.upload(within(form).getByLabelText('The buyer’s offer'), pdf());
    await user.type(within(form).getByLabelText('Note'), 'A family office offers cash.');
    await user.click(within(form).getByRole('button', { name: 'Propose sale' }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { sale_price: 6_00_00_000_00, costs: 20_00_000_00, expected_on: '2027-12-31', note: 'A family office offers cash.' },
    ]);
    expect(FakeUpload.sent[0]!.url).toBe('/api/exit-proposals/prop-1/offer');
    expect((FakeUpload.sent[0]!.body!.get('file') as File).name).toBe('offer.pdf');
    items = [proposal()];
    FakeUpload.sent[0]!.answer(200, items[0]);
    expect(await screen.findByText('The sale at ₹6,00,00,000.00 is proposed: the holders are asked to vote. The offer is attached.')).toBeInTheDocument();
    const sale = await screen.findByRole('article', { name: 'Sale at ₹6,00,00,000.00' });
    expect(within(sale).getByTestId('tally')).toHaveTextContent('40.0% of the face value');
    // A vote is open: no second proposal until it is decided.
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Propose a sale' })).not.toBeInTheDocument());
  });

  it("shows the server's sentence when it refuses", async () => {
    const user = userEvent.setup();
    stubApiRoutes({
      'GET /api/deals/deal-9': () => jsonResponse(200, FUNDED),
      'GET /api/deals/deal-9/exit-proposals': () => jsonResponse(200, { items: [] }),
      'POST /api/deals/deal-9/exit-proposals': () => errorResponse(409, 'A vote on a sale of this deal is already open.', 'vote_open'),
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Propose a sale' });
    await user.type(within(form).getByLabelText('Sale price'), '6,00,00,000');
    await user.type(within(form).getByLabelText('Expected completion date'), '2027-12-31');
    await user.upload(within(form).getByLabelText('The buyer’s offer'), pdf());
    await user.click(within(form).getByRole('button', { name: 'Propose sale' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A vote on a sale of this deal is already open.');
    expect(FakeUpload.sent).toEqual([]);
  });
});
