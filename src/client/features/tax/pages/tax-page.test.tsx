import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RupeeTrail } from '../../../../shared/contracts/distributions.ts';
import { financialYearOf } from '../../../../shared/periods.ts';
import { queryOf, stubApiRoutes, type StubbedCall } from '../../../test/api-routes-stub.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { renderRoutes, stubScrolling } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { PAYOUT, PAYOUTS, SUMMARY, TRAIL } from '../../../test/tax-fixtures.ts';
import { TaxPage } from './tax-page.tsx';

const PATH = '/backer_dashboard/tax';

stubScrolling();
afterEach(() => {
  signOut();
});

/** The Tax page's API: the year's summary and payouts by `fy`, and the trail's answers in turn (the last one again). */
function stubTaxApi({
  years = { '2026-27': SUMMARY },
  trails = [TRAIL],
  statement = () => errorResponse(500, 'Something went wrong on our side.', 'internal_error'),
}: { years?: Record<string, typeof SUMMARY>; trails?: RupeeTrail[]; statement?: (call: StubbedCall) => Response } = {}) {
  const summaryOf = (call: StubbedCall) => {
    const fy = queryOf(call.url).fy!;
    return years[fy] ?? { fy, rows: [], certificates: [], years: Object.keys(years) };
  };
  let trailCalls = 0;
  return stubApiRoutes({
    'GET /api/portfolio/tax': (call) => jsonResponse(200, summaryOf(call)),
    'GET /api/portfolio/payouts': (call) => jsonResponse(200, { items: queryOf(call.url).fy! in years ? PAYOUTS : [] }),
    [`GET /api/portfolio/payouts/${PAYOUT.id}/trail`]: () => jsonResponse(200, trails[Math.min(trailCalls++, trails.length - 1)]),
    'GET /api/portfolio/statement': statement,
  });
}

function renderPage(entry = `${PATH}?fy=2026-27`) {
  signInAs('backer');
  return renderRoutes([{ path: PATH, element: <TaxPage /> }], entry);
}

const cellsOf = (row: HTMLElement) => [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent);

/** The payout's Rupee Trail button in the payouts table (a phone's cards repeat it). */
async function trailButton() {
  const table = await screen.findByRole('table', { name: 'Payouts' });
  const row = within(table)
    .getAllByTestId('payout-row')
    .find((candidate) => within(candidate).queryByText('Sea Breeze Villa'))!;
  return within(row).getByRole('button', { name: 'Rupee Trail' });
}

describe('TaxPage', { timeout: 20_000 }, () => {
  it("shows the year's income per deal and income type with both sections, the totals, and every payout", async () => {
    stubTaxApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Tax' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Income in 2026-27' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Deal', 'Income type', 'Gross', 'Tax withheld', 'Net']);
    expect(within(table).getAllByTestId('income-row').map(cellsOf)).toEqual([
      ['Palm Court', 'Dividend', '₹3,000.00', '₹0.00194 · 393(1)', '₹3,000.00'],
      ['Sea Breeze Villa', 'Interest', '₹24,000.00', '₹2,400.00194A · 393(1) Sl.5(iii)', '₹21,600.00'],
      ['Sea Breeze Villa', 'Return of capital', '₹3,000.00', '₹0.00—', '₹3,000.00'],
    ]);
    expect(within(table).getAllByTestId('income-total').map(cellsOf)).toEqual([['Total', '₹30,000.00', '₹2,400.00', '₹27,600.00']]);

    const payouts = await screen.findByRole('table', { name: 'Payouts' });
    expect(within(payouts).getAllByTestId('payout-row').map(cellsOf)).toEqual([
      ['Palm Court', 'Nov 2, 2026', '2026-Q3', 'Dividend', '₹3,000.00', '₹0.00', '₹3,000.00', 'Rupee Trail'],
      ['Sea Breeze Villa', 'Oct 5, 2026', '2026-Q3', 'Interest', '₹18,000.00', '₹1,800.00', '₹16,200.00', 'Rupee Trail'],
    ]);
    // Each button says whose trail it opens.
    expect(await trailButton()).toHaveAccessibleDescription('Sea Breeze Villa');
  });

  it('asks for the year chosen, and says when it paid nothing', async () => {
    const calls = stubTaxApi();
    renderPage();
    const year = screen.getByRole('combobox', { name: 'Financial year' });
    await screen.findByRole('table', { name: 'Income in 2026-27' });
    const current = financialYearOf(new Date());
    expect(
      within(year)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([...new Set([current, '2026-27', '2025-26'])].sort().reverse());
    expect(year).toHaveValue('2026-27');

    await userEvent.selectOptions(year, '2025-26');
    expect(await screen.findByText('No income was paid to you in 2025-26.')).toBeInTheDocument();
    expect(await screen.findByText('No payouts in 2025-26.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /^Income/ })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url.startsWith('/api/portfolio/')).map((call) => call.url.replace(/\?.*fy=/, ' '))).toEqual(
      expect.arrayContaining(['/api/portfolio/tax 2025-26', '/api/portfolio/payouts 2025-26']),
    );
  });

  it("downloads the chosen financial year's statement as CSV or PDF with the session's token, and says when it cannot", async () => {
    const calls = stubTaxApi({
      statement: (call) =>
        queryOf(call.url).format === 'csv'
          ? new Response('Date,Type\r\n', {
              status: 200,
              headers: { 'content-type': 'text/csv', 'content-disposition': `attachment; filename="sharestead-statement-${queryOf(call.url).fy}.csv"` },
            })
          : errorResponse(422, 'There is no statement for a financial year that has not begun.', 'invalid_request'),
    });
    URL.createObjectURL = vi.fn(() => 'blob:statement');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      const session = signInAs('backer');
      renderRoutes([{ path: PATH, element: <TaxPage /> }], `${PATH}?fy=2026-27`);
      const statement = await screen.findByRole('region', { name: 'Statement for 2026-27' });
      // The year's choices come with its summary.
      await screen.findByRole('table', { name: 'Income in 2026-27' });
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Financial year' }), '2025-26');
      const chosen = await screen.findByRole('region', { name: 'Statement for 2025-26' });
      expect(chosen).toBe(statement);

      await userEvent.click(within(chosen).getByRole('button', { name: 'Download statement (CSV)' }));
      await waitFor(() => expect(saved).toEqual(['sharestead-statement-2025-26.csv']));
      const download = calls.find((call) => call.url.startsWith('/api/portfolio/statement'))!;
      expect(download.url).toBe('/api/portfolio/statement?fy=2025-26&format=csv');
      expect(download.headers.authorization).toBe(`Bearer ${session.token}`);

      await userEvent.click(within(chosen).getByRole('button', { name: 'Download statement (PDF)' }));
      expect(await within(chosen).findByRole('alert')).toHaveTextContent('There is no statement for a financial year that has not begun.');
      expect(calls.filter((call) => call.url.startsWith('/api/portfolio/statement')).map((call) => call.url)).toEqual([
        '/api/portfolio/statement?fy=2025-26&format=csv',
        '/api/portfolio/statement?fy=2025-26&format=pdf',
      ]);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('shows the current financial year when none is asked for', async () => {
    const calls = stubTaxApi({ years: {} });
    renderPage(PATH);
    const current = financialYearOf(new Date());
    expect(await screen.findByText(`No income was paid to you in ${current}.`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Financial year' })).toHaveValue(current);
    expect(calls.map((call) => [call.url.split('?')[0], queryOf(call.url).fy])).toEqual(
      expect.arrayContaining([
        ['/api/portfolio/tax', current],
        ['/api/portfolio/payouts', current],
      ]),
    );
  });

  it('opens the Rupee Trail by keyboard: the waterfall to the wallet, in order, and back to its button on Escape', async () => {
    stubTaxApi();
    renderPage();
    const button = await trailButton();
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rupee Trail' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    expect(dialog).toHaveTextContent('Sea Breeze Villa · 2026-Q3 · Interest');

    await within(dialog).findByTestId('trail-lines');
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'From the property to the distribution',
      'Split by income type',
      'Your share',
      'Your gross by income type',
      'Tax withheld at source',
      'Ledger transfers',
      'Recompute',
    ]);
    const lines = within(within(dialog).getByTestId('trail-lines')).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Rent, July to SeptemberGross rentEvidence (Rent, July to September) (opens in a new tab)+₹40,000.00',
      'Society maintenanceExpense−₹5,000.00',
      'Management feeManagement fee−₹5,000.00',
    ]);
    // The evidence opens with the backer's token (components/ui/pdf-button.test.tsx).
    expect(within(lines[0]!).getByRole('button', { name: 'Evidence (Rent, July to September) (opens in a new tab)' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Distributable₹30,000.00');
    expect(dialog).toHaveTextContent('Interest₹30,000.00');
    expect(dialog).toHaveTextContent('Yours4,769,280,000,000,000,000');
    expect(dialog).toHaveTextContent('All holders7,948,800,000,000,000,000');
    expect(within(dialog).getByTestId('trail-share')).toHaveTextContent('60.0000%');
    expect(dialog).toHaveTextContent('Interest₹18,000.00 of ₹30,000.00');
    expect(
      within(within(dialog).getByTestId('trail-rule'))
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['194A', '393(1) Sl.5(iii)', '10%', '₹10,000.00', '₹0.00', '₹18,000.00', '₹1,800.00', '₹16,200.00']);
    expect(
      within(within(dialog).getByTestId('trail-transfers'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/^Net to your wallet.*₹16,200\.00$/), expect.stringMatching(/^Tax to the deal's TDS account.*₹1,800\.00$/)]);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('Recompute asks the server again and says the payout matches to the paisa', async () => {
    const calls = stubTaxApi();
    renderPage();
    await userEvent.click(await trailButton());
    const dialog = await screen.findByRole('dialog', { name: 'Rupee Trail' });
    await within(dialog).findByTestId('trail-lines');
    // Nothing is said before the backer asks.
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recompute' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Recomputed from the ledgers: ₹18,000.00 gross, ₹1,800.00 tax, ₹16,200.00 net — matches to the paisa.',
    );
    expect(calls.filter((call) => call.url.endsWith('/trail'))).toHaveLength(2);
  });

  it('Recompute warns when the recomputation no longer matches what was paid', async () => {
    stubTaxApi({ trails: [TRAIL, { ...TRAIL, recomputed: { gross: 17_999_99, tds: 1_800_00, net: 16_199_99, matches: false } }] });
    renderPage();
    await userEvent.click(await trailButton());
    const dialog = await screen.findByRole('dialog', { name: 'Rupee Trail' });
    await within(dialog).findByTestId('trail-lines');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recompute' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Recomputed from the ledgers: ₹17,999.99 gross, ₹1,800.00 tax, ₹16,199.99 net — this does not match what was paid to you. Please contact us about this payout.',
    );
    expect(within(dialog).queryByText(/matches to the paisa/)).not.toBeInTheDocument();
  });

  it("lists each quarter's Form 16A and downloads it with the session; says when there is none", async () => {
    const certificate = {
      deal_id: PAYOUT.deal_id,
      deal_name: 'Sea Breeze Villa',
      quarter: 3,
      url: '/api/tax-certificates/c0000000-0000-4000-8000-000000000001',
    };
    stubTaxApi({ years: { '2026-27': { ...SUMMARY, certificates: [certificate] }, '2025-26': { ...SUMMARY, fy: '2025-26', certificates: [] } } });
    const answers = [
      new Response('%PDF-1.4', {
        status: 200,
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="form-16a-2026-27-Q3.pdf"' },
      }),
      errorResponse(404, 'There is no such Form 16A.', 'not_found'),
    ];
    const stubbed = fetch as unknown as (url: string, init?: RequestInit) => Promise<Response>;
    const asked: { url: string; authorization: string | undefined }[] = [];
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (!url.startsWith('/api/tax-certificates/')) return stubbed(url, init);
      asked.push({ url, authorization: (init?.headers as Record<string, string>).authorization });
      return answers.shift()!;
    });
    URL.createObjectURL = vi.fn(() => 'blob:form16a');
    URL.revokeObjectURL = vi.fn();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const session = signInAs('backer');
    renderRoutes([{ path: PATH, element: <TaxPage /> }], `${PATH}?fy=2026-27`);
    const list = await screen.findByRole('region', { name: 'Form 16A in 2026-27' });
    const row = within(list).getByTestId('certificate-row');
    expect(row).toHaveTextContent('Sea Breeze Villa2026-27 Q3 · October to December');
    const download = within(row).getByRole('button', { name: 'Download the Form 16A of Sea Breeze Villa for 2026-27 Q3 · October to December' });
    await userEvent.click(download);
    await waitFor(() => expect(saved).toEqual(['form-16a-2026-27-Q3.pdf']));
    await userEvent.click(download);
    expect(await within(list).findByRole('alert')).toHaveTextContent('There is no such Form 16A.');
    // With the session's token: a plain link could not send it.
    expect(asked).toEqual([
      { url: certificate.url, authorization: `Bearer ${session.token}` },
      { url: certificate.url, authorization: `Bearer ${session.token}` },
    ]);

    await userEvent.selectOptions(screen.getByLabelText('Financial year'), '2025-26');
    expect(await screen.findByRole('region', { name: 'Form 16A in 2025-26' })).toHaveTextContent('No Form 16A has been uploaded for 2025-26 yet.');
  });
});
