import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ValuationList } from '../../../../shared/contracts/holdings.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { stubApiRoutes, type StubbedCall } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { FakeUpload } from '../../../test/fake-upload.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { DealValuationsPage } from './deal-valuations-page.tsx';

const PATH = '/admin_dashboard/deals/deal-1/valuations';
const FUNDED = testDeal({
  lifecycle: 'funded',
  status: 'completed',
  viewer_can_manage: true,
  funded_at: '2026-06-30T10:00:00Z',
  face_value_total: 1_00_00_000_00,
  price_bps: 10_200,
});
type Item = ValuationList['items'][number];
const EARLIER: Item = {
  id: 'val-1',
  valued_on: '2026-09-30',
  price_bps: 10_200,
  note: 'Knight Frank, half-year',
  report_url: '/api/deals/deal-1/valuations/val-1/report',
};

/** The deal and its valuations as the server holds them; `more` adds routes (the writes). */
function stubValuations(items: Item[], more: Record<string, (call: StubbedCall) => Response> = {}, deal = FUNDED) {
  const state = { items };
  const calls = stubApiRoutes({
    'GET /api/deals/deal-1': () => jsonResponse(200, deal),
    'GET /api/deals/deal-1/valuations': () => jsonResponse(200, { items: state.items }),
    ...more,
  });
  return { state, calls };
}

function renderPage() {
  signInAs('admin', { id: 'admin-1' });
  renderRoutes([{ path: '/admin_dashboard/deals/:id/valuations', element: <DealValuationsPage dealId="deal-1" /> }], PATH);
}

const form = () => screen.getByRole('form', { name: 'Record a valuation' });
const writes = (calls: StubbedCall[]) => calls.filter((call) => call.method !== 'GET').map(({ method, url, body }) => ({ method, url, body }));

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  signOut();
  await activateLanguage('en');
});

describe("the admin's valuations of a deal", { timeout: 30_000 }, () => {
  it('shows the face value and the latest price, and each valuation with its note and its public report', async () => {
    stubValuations([EARLIER, { id: 'val-2', valued_on: '2026-12-31', price_bps: 10_450, note: '', report_url: null }]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Valuations' })).toBeInTheDocument();
    expect(await screen.findByText('Sea Breeze Villa: ₹1,00,00,000 of face value, last valued at 102%.')).toBeInTheDocument();
    const items = await screen.findAllByTestId('valuation');
    // Newest first.
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Dec 31, 2026104.5% of face value', 'Sep 30, 2026102% of face value']);
    expect(within(items[1]!).getByText('Knight Frank, half-year')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('link', { name: "Valuer's report (Sep 30, 2026)" })).toHaveAttribute(
      'href',
      '/api/deals/deal-1/valuations/val-1/report',
    );
    expect(within(items[0]!).getByText("No valuer's report yet.")).toBeInTheDocument();
    expect(within(items[0]!).getByLabelText("Attach the valuer's report")).toBeInTheDocument();
    expect(within(items[1]!).getByLabelText("Replace the valuer's report")).toBeInTheDocument();
  });

  it("records a valuation from a percentage of face value, then sends the valuer's PDF", async () => {
    const user = userEvent.setup();
    const recorded = {
      id: 'val-9',
      deal_id: 'deal-1',
      valued_on: '2027-03-31',
      price_bps: 10_450,
      note: 'Knight Frank, March',
      report_url: null,
      created_at: '2027-04-02T10:00:00Z',
    };
    const { state, calls } = stubValuations([], {
      'POST /api/admin/deals/deal-1/valuations': () => {
        state.items = [{ id: recorded.id, valued_on: recorded.valued_on, price_bps: recorded.price_bps, note: recorded.note, report_url: null }];
        return jsonResponse(201, recorded);
      },
    });
    renderPage();
    expect(await screen.findByText('No valuation has been recorded yet.')).toBeInTheDocument();

    await user.type(within(form()).getByLabelText('Valuation date'), '2027-03-31');
    await user.type(within(form()).getByLabelText('Price (% of face value)'), '104.5');
    await user.type(within(form()).getByLabelText('Note'), 'Knight Frank, March');
    await user.upload(within(form()).getByLabelText("Valuer's report"), new File(['%PDF-1.4'], 'march.pdf', { type: 'application/pdf' }));
    await user.click(within(form()).getByRole('button', { name: 'Record valuation' }));

    await waitFor(() => expect(FakeUpload.sent).toHaveLength(1));
    expect(writes(calls)).toEqual([
      { method: 'POST', url: '/api/admin/deals/deal-1/valuations', body: { valued_on: '2027-03-31', price_bps: 10_450, note: 'Knight Frank, March' } },
    ]);
    expect(FakeUpload.sent[0]!.url).toBe('/api/admin/deals/deal-1/valuations/val-9/report');
    expect((FakeUpload.sent[0]!.body!.get('file') as File).name).toBe('march.pdf');
    act(() => FakeUpload.sent[0]!.answer(201, { url: '/api/deals/deal-1/valuations/val-9/report' }));
    expect(
      await within(screen.getByRole('region', { name: 'Record a valuation' })).findByText(
        "The valuation of Mar 31, 2027 is recorded at 104.5% of face value. The valuer's report is attached.",
      ),
    ).toBeInTheDocument();
    // The form is empty again, and the list shows the new valuation.
    expect(within(form()).getByLabelText('Price (% of face value)')).toHaveValue('');
    expect(await screen.findByRole('heading', { name: 'Mar 31, 2027104.5% of face value' })).toBeInTheDocument();
  });

  it('checks the form before asking the server: a price with three decimals, a date that is not one, a file that is not a PDF', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = stubValuations([]);
    renderPage();
    await screen.findByText('No valuation has been recorded yet.');
    await user.type(within(form()).getByLabelText('Price (% of face value)'), '104.567');
    await user.upload(within(form()).getByLabelText("Valuer's report"), new File(['x'], 'march.png', { type: 'image/png' }));
    await user.click(within(form()).getByRole('button', { name: 'Record valuation' }));
    expect(await screen.findByText('Some fields need attention: see the sentences under them.')).toBeInTheDocument();
    expect(within(form()).getByLabelText('Price (% of face value)')).toHaveAccessibleDescription(
      '100 is the price the backers paid: 104.5 means the equity is worth 4.5% more. Enter the price as a percentage of face value with at most two decimals, such as 104.5.',
    );
    expect(within(form()).getByLabelText('Valuation date')).toHaveAccessibleDescription('The valuation date must be a date such as 2027-03-31.');
    expect(within(form()).getByLabelText("Valuer's report")).toHaveAccessibleDescription(/march\.png is not a PDF\.$/);
    expect(writes(calls)).toEqual([]);
  });

  it("shows the server's refusal in its sentence: a deal that is not funded (409 deal_not_funded), a field it names (422)", async () => {
    const user = userEvent.setup();
    let answer = errorResponse(409, 'Only a funded deal has a value to record.', 'deal_not_funded');
    stubValuations([], { 'POST /api/admin/deals/deal-1/valuations': () => answer });
    renderPage();
    await screen.findByText('No valuation has been recorded yet.');
    await user.type(within(form()).getByLabelText('Valuation date'), '2027-03-31');
    await user.type(within(form()).getByLabelText('Price (% of face value)'), '104.5');
    await user.click(within(form()).getByRole('button', { name: 'Record valuation' }));
    expect(await within(screen.getByRole('region', { name: 'Record a valuation' })).findByRole('alert')).toHaveTextContent(
      'Only a funded deal has a value to record.',
    );
    // Nothing was recorded: what was typed stays.
    expect(within(form()).getByLabelText('Price (% of face value)')).toHaveValue('104.5');

    answer = errorResponse(422, 'The note contains characters that are not allowed.', 'invalid_request', [
      { field: 'note', message: 'The note contains characters that are not allowed.' },
    ]);
    await user.click(within(form()).getByRole('button', { name: 'Record valuation' }));
    await waitFor(() =>
      expect(within(form()).getByLabelText('Note')).toHaveAccessibleDescription(
        "Optional. Shown with the valuation on the deal's page, like the valuer's report. The note contains characters that are not allowed.",
      ),
    );
  });

  it('attaches a report to a valuation from the list', async () => {
    const user = userEvent.setup();
    stubValuations([{ ...EARLIER, report_url: null }]);
    renderPage();
    const [item] = await screen.findAllByTestId('valuation');
    await user.upload(within(item!).getByLabelText("Attach the valuer's report"), new File(['%PDF-1.4'], 'half-year.pdf', { type: 'application/pdf' }));
    expect(FakeUpload.sent[0]!.url).toBe('/api/admin/deals/deal-1/valuations/val-1/report');
    act(() => FakeUpload.sent[0]!.answer(201, { url: '/api/deals/deal-1/valuations/val-1/report' }));
    expect(await within(item!).findByText('1 document added.')).toBeInTheDocument();
  });

  it('offers no form for a deal that has not funded', async () => {
    stubValuations([], {}, testDeal({ lifecycle: 'live', viewer_can_manage: true }));
    renderPage();
    expect(await screen.findByText('Only a funded deal has a value to record.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('speaks Spanish, and reads its decimal comma', async () => {
    await activateLanguage('es');
    const user = userEvent.setup();
    const { calls } = stubValuations([], {
      'POST /api/admin/deals/deal-1/valuations': () =>
        jsonResponse(201, {
          id: 'val-9',
          deal_id: 'deal-1',
          valued_on: '2027-03-31',
          price_bps: 10_450,
          note: '',
          report_url: null,
          created_at: '2027-04-02T10:00:00Z',
        }),
    });
    renderPage();
    const esForm = await screen.findByRole('form', { name: 'Registrar una valoración' });
    await user.type(within(esForm).getByLabelText('Fecha de la valoración'), '2027-03-31');
    await user.type(within(esForm).getByLabelText('Precio (% del valor nominal)'), '104,5');
    await user.click(within(esForm).getByRole('button', { name: 'Registrar valoración' }));
    await waitFor(() => expect(writes(calls)[0]?.body).toEqual({ valued_on: '2027-03-31', price_bps: 10_450, note: '' }));
  });
});
