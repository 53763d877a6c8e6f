import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Commitment } from '../../../../shared/contracts/deals.ts';
import type { Returns } from '../../../../shared/contracts/holdings.ts';
import type { Holding, Portfolio } from '../../../../shared/contracts/investing.ts';
import { stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { PortfolioPage } from './portfolio-page.tsx';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const commitment = (overrides: Partial<Commitment> = {}): Commitment => ({
  id: 'c-1',
  deal_id: 'deal-1',
  amount: 25_000_00,
  currency: 'INR',
  status: 'committed',
  created_at: '2026-02-20T10:00:00Z',
  extension_consent: null,
  cancellable_until: inDays(10),
  ...overrides,
});

const holding = (overrides: Partial<Holding> = {}): Holding => ({
  deal_id: 'deal-1',
  property_id: 'sea-breeze-villa-goa',
  name: 'Sea Breeze Villa',
  location: 'Candolim, Goa',
  amount: 25_000_00,
  currency: 'INR',
  status: 'committed',
  deal_lifecycle: 'live',
  deadline: inDays(12),
  projected_roi_bps: 1520,
  projected_return: 3_800_00,
  received_return: 0,
  ...overrides,
});

const portfolioOf = (holdings: Holding[]): Portfolio => ({
  holdings,
  totals: [{ currency: 'INR', committed: 25_000_00, funded: 1_00_000_00, refunded: 10_000_00 }],
});

const returnsOf = (overrides: Partial<Returns> = {}): Returns => ({
  deal_id: 'deal-2',
  deal_name: 'Palm Grove',
  currency: 'INR',
  invested: 1_00_000_00,
  face_value: 1_00_000_00,
  value: 1_07_600_00,
  received_gross: 6_000_00,
  received_tds: 600_00,
  received_net: 5_400_00,
  equity_multiple_bps: 11_300,
  xirr_bps: 1234,
  xirr_net_bps: 1168,
  realised: false,
  ...overrides,
});

/** A card's figures, term → value, as a reader meets them. */
const figuresIn = (element: HTMLElement) =>
  Object.fromEntries(
    within(element)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PortfolioPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  signInAs('backer');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOut();
});

describe('PortfolioPage', { timeout: 20_000 }, () => {
  it('says "You have not invested yet" with a way to the properties', async () => {
    stubApiRoutes({ 'GET /api/portfolio': () => jsonResponse(200, { holdings: [], totals: [] }) });
    renderPage();
    expect(await screen.findByText('You have not invested yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute('href', '/properties');
  });

  it('shows totals per currency and holdings by deal with amount, status, returns and deadline', async () => {
    stubApiRoutes({
      'GET /api/portfolio': () =>
        jsonResponse(
          200,
          portfolioOf([
            holding(),
            holding({ deal_id: 'deal-2', property_id: 'palm-grove', name: 'Palm Grove', status: 'funded', deal_lifecycle: 'funded', amount: 1_00_000_00 }),
          ]),
        ),
      'GET /api/deals/deal-1': () => jsonResponse(200, testDeal({ deadline: inDays(12), my_commitments: [commitment()] })),
    });
    renderPage();
    const totals = await screen.findByText('Totals in rupees (INR)');
    const card = totals.closest('li')!;
    const figures = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({ Committed: '₹25,000', Funded: '₹1,00,000', Refunded: '₹10,000' });
    const villa = screen.getByRole('article', { name: 'Sea Breeze Villa' });
    expect(within(villa).getByRole('link', { name: 'Sea Breeze Villa' })).toHaveAttribute('href', '/properties/sea-breeze-villa-goa');
    expect(within(villa).getByText('Committed')).toBeInTheDocument();
    expect(within(villa).getByText('₹3,800')).toBeInTheDocument();
    expect(await within(villa).findByRole('button', { name: 'Cancel' })).toBeEnabled();
    // Deadline and the end of the cooling-off period to the minute: a short campaign's day alone misleads.
    const minute = '[A-Z][a-z]{2} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2}\\s[AP]M \\S+';
    const villaFigures = Object.fromEntries(
      within(villa)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(villaFigures.Deadline).toMatch(new RegExp(`^${minute}$`));
    expect(within(villa).getByText(new RegExp(`^You can cancel it until ${minute}\\.$`))).toBeInTheDocument();
    const palm = screen.getByRole('article', { name: 'Palm Grove' });
    expect(within(palm).getByText('Funded')).toBeInTheDocument();
    // A closed deal's holding has nothing left to do: its commitments are not asked for.
    expect(within(palm).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('cancels a commitment after asking, then says the money is back in the wallet', async () => {
    let cancelled = false;
    const calls = stubApiRoutes({
      'GET /api/portfolio': () => jsonResponse(200, portfolioOf([holding()])),
      'GET /api/deals/deal-1': () =>
        jsonResponse(200, testDeal({ deadline: inDays(12), my_commitments: [commitment({ status: cancelled ? 'cancelled' : 'committed' })] })),
      'DELETE /api/commitments/c-1': () => {
        cancelled = true;
        return jsonResponse(200, commitment({ status: 'cancelled', cancellable_until: null }));
      },
    });
    const user = userEvent.setup();
    renderPage();
    const villa = await screen.findByRole('article', { name: 'Sea Breeze Villa' });
    await user.click(await within(villa).findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this commitment?' });
    expect(dialog).toHaveTextContent('Your commitment of ₹25,000 to Sea Breeze Villa is cancelled, and the money returns to your wallet at once.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel commitment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('Your commitment of ₹25,000 to Sea Breeze Villa is cancelled. The money is back in your wallet.');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(within(villa).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
  });

  it('shows the server’s sentence when the cancellation is refused, and Keep it changes nothing', async () => {
    stubApiRoutes({
      'GET /api/portfolio': () => jsonResponse(200, portfolioOf([holding()])),
      'GET /api/deals/deal-1': () => jsonResponse(200, testDeal({ deadline: inDays(12), my_commitments: [commitment()] })),
      'DELETE /api/commitments/c-1': () => errorResponse(409, 'Commitments can be cancelled only until 48 hours before the deadline.', 'cancel_window_closed'),
    });
    const user = userEvent.setup();
    renderPage();
    const villa = await screen.findByRole('article', { name: 'Sea Breeze Villa' });
    await user.click(await within(villa).findByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this commitment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel commitment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Commitments can be cancelled only until 48 hours before the deadline.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('disables Cancel with an explanation once the cooling-off period is over', async () => {
    stubApiRoutes({
      'GET /api/portfolio': () => jsonResponse(200, portfolioOf([holding()])),
      'GET /api/deals/deal-1': () =>
        jsonResponse(200, testDeal({ deadline: inDays(1), my_commitments: [commitment({ cancellable_until: '2026-01-05T10:00:00Z' })] })),
    });
    renderPage();
    const villa = await screen.findByRole('article', { name: 'Sea Breeze Villa' });
    const cancel = await within(villa).findByRole('button', { name: 'Cancel' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription(
      expect.stringMatching(/^The cooling-off period ended on Jan [456], 2026, \d{1,2}:\d{2}\s[AP]M \S+: this commitment stays until the deal closes\.$/),
    );
  });

  it('asks a backer of an extended deal to stay in or take the money back, confirming the latter', async () => {
    let consent: boolean | null = null;
    const calls = stubApiRoutes({
      'GET /api/portfolio': () => jsonResponse(200, portfolioOf([holding(), holding({ deal_id: 'deal-2', property_id: 'palm-grove', name: 'Palm Grove' })])),
      'GET /api/deals/deal-1': () =>
        jsonResponse(
          200,
          testDeal({ extended: true, deadline: inDays(20), original_deadline: inDays(5), my_commitments: [commitment({ extension_consent: consent })] }),
        ),
      'GET /api/deals/deal-2': () =>
        jsonResponse(
          200,
          testDeal({
            id: 'deal-2',
            name: 'Palm Grove',
            extended: true,
            deadline: inDays(20),
            original_deadline: inDays(5),
            my_commitments: [commitment({ id: 'c-2', deal_id: 'deal-2' })],
          }),
        ),
      'POST /api/commitments/c-1/extension-consent': (call) => {
        consent = (call.body as { consent: boolean }).consent;
        return jsonResponse(200, commitment({ extension_consent: consent }));
      },
      'POST /api/commitments/c-2/extension-consent': () =>
        jsonResponse(200, commitment({ id: 'c-2', deal_id: 'deal-2', status: 'refunded', extension_consent: false })),
    });
    const user = userEvent.setup();
    renderPage();
    const villa = await screen.findByRole('article', { name: 'Sea Breeze Villa' });
    const question = await within(villa).findByRole('group');
    expect(question).toHaveTextContent(
      /This campaign was extended to [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M \S+\. .* Without an answer by [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M \S+, it is refunded\./,
    );
    await user.click(within(question).getByRole('button', { name: 'Stay in' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^You stay in Sea Breeze Villa until its new deadline/));
    expect(calls.find((call) => call.url === '/api/commitments/c-1/extension-consent')?.body).toEqual({ consent: true });
    await waitFor(() => expect(within(villa).queryByRole('group')).not.toBeInTheDocument());

    const palm = screen.getByRole('article', { name: 'Palm Grove' });
    await user.click(await within(palm).findByRole('button', { name: 'Take my money back' }));
    const dialog = screen.getByRole('dialog', { name: 'Take your money back?' });
    expect(dialog).toHaveTextContent('You leave Palm Grove after its extension, and ₹25,000 returns to your wallet at once.');
    await user.click(within(dialog).getByRole('button', { name: 'Take my money back' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('You left Palm Grove. ₹25,000 is back in your wallet.'));
    expect(calls.find((call) => call.url === '/api/commitments/c-2/extension-consent')?.body).toEqual({ consent: false });
  });

  it('downloads a year’s statement with the session’s token, and says when it cannot', async () => {
    const session = signInAs('backer');
    const calls = stubApiRoutes({
      'GET /api/portfolio': () => jsonResponse(200, { holdings: [], totals: [] }),
      'GET /api/portfolio/statement': (call) =>
        call.url.includes('format=csv')
          ? new Response('date,description,amount\n', {
              status: 200,
              headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="statement-2025.csv"' },
            })
          : errorResponse(422, 'There is no statement for that year yet.', 'invalid_request'),
    });
    const createObjectURL = vi.fn(() => 'blob:statement');
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('You have not invested yet');
    const year = new Date().getFullYear() - 1;
    await user.selectOptions(screen.getByLabelText('Year'), String(year));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicked).toEqual(['statement-2025.csv']));
    const download = calls.find((call) => call.url.startsWith('/api/portfolio/statement'))!;
    expect(download.url).toBe(`/api/portfolio/statement?year=${year}&format=csv`);
    expect(download.headers.authorization).toBe(`Bearer ${session.token}`);
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no statement for that year yet.');
  });

  it('adds to each funded holding its returns, and their totals per currency, with "Not enough history" where an XIRR is not known', async () => {
    // What the deal paid, net of tax: the portfolio and the returns answer the same figure.
    const palm = holding({
      deal_id: 'deal-2',
      property_id: 'palm-grove',
      name: 'Palm Grove',
      status: 'funded',
      deal_lifecycle: 'funded',
      amount: 1_00_000_00,
      received_return: 5_400_00,
    });
    const lotus = holding({
      deal_id: 'deal-3',
      property_id: 'lotus-court',
      name: 'Lotus Court',
      status: 'funded',
      deal_lifecycle: 'funded',
      amount: 50_000_00,
    });
    const calls = stubApiRoutes({
      'GET /api/portfolio': () => jsonResponse(200, portfolioOf([palm, lotus])),
      'GET /api/portfolio/returns': () =>
        jsonResponse(200, {
          holdings: [
            // Not in the cards' order: each row finds its card by deal.
            returnsOf({
              deal_id: 'deal-3',
              deal_name: 'Lotus Court',
              invested: 50_000_00,
              face_value: 50_000_00,
              value: 50_000_00,
              received_gross: 0,
              received_tds: 0,
              received_net: 0,
              equity_multiple_bps: 10_000,
              xirr_bps: null,
              xirr_net_bps: null,
            }),
            returnsOf(),
          ],
          totals: [
            returnsOf({
              deal_id: undefined,
              deal_name: undefined,
              invested: 1_50_000_00,
              face_value: 1_50_000_00,
              value: 1_57_600_00,
              equity_multiple_bps: 10_867,
              xirr_bps: 1010,
              xirr_net_bps: null,
            }),
          ],
        }),
    });
    renderPage();
    const returnsTotals = (await screen.findByText('Returns in rupees (INR)')).closest('li')!;
    expect(figuresIn(returnsTotals)).toEqual({
      Invested: '₹1,50,000',
      'Face value': '₹1,50,000',
      'Current value': '₹1,57,600',
      'Income received (gross)': '₹6,000',
      'Tax withheld': '₹600',
      'Income received (net)': '₹5,400',
      'Equity multiple': '1.09x',
      'XIRR before tax': '10.1%',
      'XIRR after tax': 'Not enough history',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Returns' })).toBeInTheDocument();
    // The portfolio's own totals stay as they were.
    expect(figuresIn(screen.getByText('Totals in rupees (INR)').closest('li')!)).toEqual({ Committed: '₹25,000', Funded: '₹1,00,000', Refunded: '₹10,000' });

    const palmCard = screen.getByRole('article', { name: 'Palm Grove' });
    expect(within(palmCard).getByRole('heading', { name: 'Returns on this holding' })).toBeInTheDocument();
    expect(figuresIn(palmCard)).toEqual({
      Amount: '₹1,00,000',
      'Projected return': '₹3,800',
      Received: '₹5,400',
      Closed: expect.any(String),
      'Face value': '₹1,00,000',
      'Current value': '₹1,07,600',
      'Income received (gross)': '₹6,000',
      'Tax withheld': '₹600',
      'Income received (net)': '₹5,400',
      'Equity multiple': '1.13x',
      'XIRR before tax': '12.3%',
      'XIRR after tax': '11.7%',
    });
    const lotusFigures = figuresIn(screen.getByRole('article', { name: 'Lotus Court' }));
    expect(lotusFigures).toMatchObject({ Received: '₹0', 'Income received (net)': '₹0', 'Current value': '₹50,000', 'Equity multiple': '1.00x' });
    expect([lotusFigures['XIRR before tax'], lotusFigures['XIRR after tax']]).toEqual(['Not enough history', 'Not enough history']);
    expect(calls.filter((call) => call.url === '/api/portfolio/returns')).toHaveLength(1);
  });

  it('does not ask for returns while no holding has funded, and shows none', async () => {
    const calls = stubApiRoutes({
      'GET /api/portfolio': () => jsonResponse(200, portfolioOf([holding()])),
      'GET /api/deals/deal-1': () => jsonResponse(200, testDeal({ deadline: inDays(12), my_commitments: [commitment()] })),
    });
    renderPage();
    const villa = await screen.findByRole('article', { name: 'Sea Breeze Villa' });
    expect(await within(villa).findByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Returns' })).not.toBeInTheDocument();
    expect(within(villa).queryByText('Face value')).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain('/api/portfolio/returns');
  });

  it('says when the returns could not be loaded, keeps the rest of the page, and asks again on Try again', async () => {
    let answered = false;
    stubApiRoutes({
      'GET /api/portfolio': () =>
        jsonResponse(
          200,
          portfolioOf([holding({ deal_id: 'deal-2', property_id: 'palm-grove', name: 'Palm Grove', status: 'funded', deal_lifecycle: 'funded' })]),
        ),
      'GET /api/portfolio/returns': () => {
        if (!answered) {
          answered = true;
          return errorResponse(500, 'Something went wrong.', 'internal');
        }
        return jsonResponse(200, { holdings: [returnsOf()], totals: [returnsOf({ deal_id: undefined, deal_name: undefined })] });
      },
    });
    const user = userEvent.setup();
    renderPage();
    const failure = await screen.findByText(/^Your returns could not be loaded\./);
    const palm = screen.getByRole('article', { name: 'Palm Grove' });
    expect(within(palm).getByText('₹3,800')).toBeInTheDocument();
    await user.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Returns in rupees (INR)')).toBeInTheDocument();
    expect(figuresIn(palm)['XIRR before tax']).toBe('12.3%');
  });
});
