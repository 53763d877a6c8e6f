import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DealSummary } from '../../../shared/contracts/deals.ts';
import type { Distribution } from '../../../shared/contracts/distributions.ts';
import type { Question } from '../../../shared/contracts/questions.ts';
import type { DealPerformance } from '../../../shared/contracts/track-record.ts';
import type { Report } from '../../../shared/contracts/reports.ts';
import { makeProperty } from '../../features/properties/lib/test-fixtures.ts';
import { activateLanguage } from '../../lib/i18n.ts';
import { stubApiRoutes } from '../../test/api-routes-stub.ts';
import { jsonResponse } from '../../test/fetch-stub.ts';
import PropertyDetailRoute from './property-detail.tsx';

// No canvas in jsdom: the chart card's canvas as an image named by the chart; what it was handed is kept.
const charts = vi.hoisted(() => [] as { options: { plugins: { tooltip: { callbacks: { label: (item: { raw: number }) => string } } } } }[]);
vi.mock('react-chartjs-2', () => ({
  Chart: (props: (typeof charts)[number] & { role?: string; 'aria-label'?: string }) => {
    charts.push(props);
    return <canvas role={props.role} aria-label={props['aria-label']} />;
  },
}));

const summary = (overrides: Partial<DealSummary> = {}): DealSummary => ({
  id: 'deal-9',
  proposer_id: 'proposer-1',
  lifecycle: 'funded',
  status: 'completed',
  currency: 'INR',
  target: 50_00_000_00,
  raised: 50_00_000_00,
  backers: 40,
  minimum_ticket: 25_000_00,
  maximum_per_backer: null,
  deadline: '2027-01-15T10:00:00Z',
  reporting_health: null,
  ...overrides,
});

const distribution = (overrides: Partial<Distribution> = {}): Distribution => ({
  id: 'dist-1',
  deal_id: 'deal-9',
  deal_name: 'Sea Breeze Villa',
  period: '2027-Q1',
  status: 'paid',
  currency: 'INR',
  lines: [{ kind: 'gross_rent', label: 'Rent', amount: 1_20_000_00, evidence_url: null }],
  distributable: 1_20_000_00,
  to_fund: 1_20_000_00,
  split: { interest: 0, dividend: 0, rent: 1_20_000_00, return_of_capital: 0, capital_gain: 0, compensation: 0 },
  reference: 'SHD-DIST-1',
  instructions: {
    account_name: 'Sharestead Distributions',
    bank: 'Example Bank',
    account_number: '50200012345679',
    ifsc: 'EXMP0000001',
    swift: null,
    reference: 'SHD-DIST-1',
    text: 'Transfer ₹1,20,000 quoting SHD-DIST-1.',
  },
  author_id: 'proposer-1',
  submitted_at: '2027-04-02T10:00:00Z',
  funded_at: '2027-04-05T10:00:00Z',
  approved_at: '2027-04-06T10:00:00Z',
  rejection_reason: null,
  paid_at: '2027-04-20T12:00:00Z',
  paid: { payouts: 40, gross: 1_20_000_00, tds: 4_500_00, net: 1_15_500_00 },
  created_at: '2027-04-01T10:00:00Z',
  ...overrides,
});

const VALUATIONS = [
  { id: 'val-1', valued_on: '2027-01-15', price_bps: 10_000, note: '', report_url: null },
  { id: 'val-2', valued_on: '2027-03-31', price_bps: 10_450, note: 'Knight Frank', report_url: '/api/deals/deal-9/valuations/val-2/report' },
];

const DISTRIBUTIONS = [
  distribution(),
  distribution({
    id: 'dist-0',
    period: '2026-Q4',
    distributable: 90_000_00,
    paid_at: '2027-01-20T12:00:00Z',
    paid: { payouts: 40, gross: 90_000_00, tds: 0, net: 90_000_00 },
  }),
  // A signed-in proposer would be sent this one too; the public page asks as anyone and shows only what is paid.
  distribution({ id: 'dist-2', period: '2027-Q2', status: 'approved', paid_at: null, paid: null }),
];

const QUESTIONS: Question[] = [
  {
    id: 'q-1',
    deal_id: 'deal-9',
    body: 'Is the lease registered?',
    asked_by: 'Meera I.',
    asked_at: '2027-02-10T06:30:00Z',
    answer: { body: 'Yes, in 2026.', by: 'sponsor', at: '2027-02-11T06:30:00Z' },
    hidden: null,
  },
];

const PERFORMANCE: DealPerformance = {
  deal_id: 'deal-9',
  currency: 'INR',
  quarters: [
    { quarter: '2026-Q4', promised: 1_00_000_00, paid: 90_000_00 },
    { quarter: '2027-Q1', promised: 1_00_000_00, paid: 1_20_000_00 },
    { quarter: '2027-Q2', promised: 1_10_000_00, paid: 0 },
  ],
  delivered_bps: 10_500,
  reporting_health: 'late',
  next_report_due: { quarter: '2027-Q1', due_on: '2027-05-15' },
  fees_held: 12_500_00,
};

const DRAW = {
  n: 1,
  name: 'Foundations',
  share_bps: 10_000,
  amount: 10_00_000_00,
  status: 'pending',
  note: null,
  photos: [],
  comment: null,
  requested_at: null,
  released_at: null,
  capital_returned_at: null,
};

/** The property page of a deal, with the API's answers about it; returns the calls made. */
const REPORTS: Report[] = [
  {
    id: 'rep-1',
    deal_id: 'deal-9',
    deal_name: 'Sea Breeze Villa',
    quarter: '2027-Q1',
    status: 'accepted',
    currency: 'INR',
    narrative: 'Let all quarter. <b>Not bold</b>',
    occupancy_bps: 9_500,
    rent_collected: 1_20_000_00,
    expenses: 10_000_00,
    capex: 0,
    reserve_balance: 50_000_00,
    photos: [],
    documents: [{ name: 'rent-roll.pdf', url: '/api/reports/rep-1/documents/doc-1' }],
    comment: null,
    due_on: '2027-05-15',
    submitted_at: '2027-04-20T10:00:00Z',
    accepted_at: '2027-04-25T10:00:00Z',
  },
];

function renderProperty(deal: DealSummary, { valuations = VALUATIONS, distributions = DISTRIBUTIONS, questions = QUESTIONS, reports = REPORTS } = {}) {
  const property = makeProperty({ id: 'sea-breeze-villa-anjuna', title: 'Sea Breeze Villa', deal });
  const calls = stubApiRoutes({
    'GET /api/properties/sea-breeze-villa-anjuna': () => jsonResponse(200, { property, deal }),
    'GET /api/deals/deal-9/valuations': () => jsonResponse(200, { items: valuations }),
    'GET /api/deals/deal-9/distributions': () => jsonResponse(200, { items: distributions }),
    'GET /api/deals/deal-9/questions': () => jsonResponse(200, { items: questions, viewer_can_answer: false }),
    'GET /api/deals/deal-9/performance': () => jsonResponse(200, PERFORMANCE),
    'GET /api/deals/deal-9/exit-windows': () => jsonResponse(200, { items: [], next_opens_at: '2027-07-01T04:30:00Z' }),
    'GET /api/deals/deal-9/exit-proposals': () => jsonResponse(200, { items: [] }),
    'GET /api/deals/deal-9/draws': () => jsonResponse(200, { items: [DRAW], inspection_due: false, currency: 'INR', undrawn: 10_00_000_00 }),
    'GET /api/deals/deal-9/reports': () =>
      jsonResponse(200, { items: reports, reporting_health: 'on_time', next_due: null, viewer_can_file: false, open_questions: [], fees_held: [] }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/properties/sea-breeze-villa-anjuna']}>
        <Routes>
          <Route path="/properties/:id" element={<PropertyDetailRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

/** A table's text, row by row (header cells included), as a reader goes through it. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('a funded deal’s property page', () => {
  it('charts the valuations, price per 100 of face value, with their numbers in a table', async () => {
    const calls = renderProperty(summary());
    expect(await screen.findByRole('img', { name: 'Valuations' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Valuations' });
    const table = within(section).getByRole('table', { name: 'Valuations data' });
    expect(rowsOf(table)).toEqual([
      ['Label', 'Price per 100 of face value'],
      ['Jan 15, 2027', '100.00'],
      ['Mar 31, 2027', '104.50'],
    ]);
    // The tooltip keeps both decimals of a price.
    const valuationsChart = charts.findLast((chart) => (chart as { 'aria-label'?: string })['aria-label'] === 'Valuations')!;
    expect(valuationsChart.options.plugins.tooltip.callbacks.label({ raw: 104.5 })).toBe('Price per 100 of face value: 104.50');
    // Asked as anyone: the same answer for every visitor.
    expect(calls.find((call) => call.url === '/api/deals/deal-9/valuations')?.headers.authorization).toBeUndefined();
  });

  it("links each valuer's report, public as the valuations are", async () => {
    renderProperty(summary());
    const reports = await screen.findByRole('region', { name: "Valuers' reports" });
    const links = within(reports).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Mar 31, 2027: 104.50 per 100 of face value (PDF)', '/api/deals/deal-9/valuations/val-2/report'],
    ]);
  });

  it('lists the distributions paid: period, amount distributed, tax withheld and the day paid', async () => {
    renderProperty(summary());
    const section = await screen.findByRole('region', { name: 'Distributions paid' });
    const table = await within(section).findByRole('table', {
      name: 'The income of each quarter shared among the holders, newest first, and the tax withheld from it.',
    });
    expect(rowsOf(table)).toEqual([
      ['Period', 'Amount distributed', 'Tax withheld', 'Paid on'],
      ['2027-Q1', '₹1,20,000', '₹4,500', 'Apr 20, 2027'],
      ['2026-Q4', '₹90,000', '₹0', 'Jan 20, 2027'],
    ]);
    expect(within(table).getByRole('rowheader', { name: '2027-Q1' })).toBeInTheDocument();
    // What is not paid yet is not shown.
    expect(within(section).queryByText('2027-Q2')).not.toBeInTheDocument();
    // Both sections pass axe's WCAG rules (but contrast, which jsdom cannot compute).
    await screen.findByRole('img', { name: 'Valuations' });
    const results = await axe.run(
      // The two sections' container.
      section.parentElement!,
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        rules: { 'color-contrast': { enabled: false } },
        resultTypes: ['violations'],
      },
    );
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('sets each quarter promised beside paid, as a chart and a table, with the share delivered, the fees held and the next report due', async () => {
    const calls = renderProperty(summary({ reporting_health: 'late' }));
    const section = await screen.findByRole('region', { name: 'Promised vs actual' });
    const table = await within(section).findByRole('table', { name: 'Promised and paid, quarter by quarter, oldest first.' });
    expect(rowsOf(table)).toEqual([
      ['Quarter', 'Promised', 'Paid'],
      ['2026-Q4', '₹1,00,000', '₹90,000'],
      ['2027-Q1', '₹1,00,000', '₹1,20,000'],
      ['2027-Q2', '₹1,10,000', '₹0'],
    ]);
    const facts = Object.fromEntries([...section.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling!.textContent]));
    expect(facts).toEqual({
      'Delivered so far': '105%',
      Reporting: 'Report overdue',
      'Fees held for reporting': '₹12,500',
      'Next report due': '2027-Q1, by May 15, 2027',
    });
    expect(await within(section).findByRole('img', { name: 'Promised and paid by quarter' })).toBeInTheDocument();
    // The sponsor's health and record beside the deal, at the top of the page.
    expect(screen.getAllByRole('link', { name: "Sponsor's track record" })[0]).toHaveAttribute('href', '/proposers/proposer-1');
    expect(calls.find((call) => call.url === '/api/deals/deal-9/performance')?.headers.authorization).toBeUndefined();
    const results = await axe.run(section, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
      resultTypes: ['violations'],
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('says when no valuation is recorded and no distribution paid yet', async () => {
    renderProperty(summary(), { valuations: [], distributions: [] });
    const distributions = await screen.findByRole('region', { name: 'Distributions paid' });
    expect(await within(distributions).findByText('No distribution has been paid yet.')).toBeInTheDocument();
    expect(within(distributions).queryByRole('table')).not.toBeInTheDocument();
    const valuations = screen.getByRole('region', { name: 'Valuations' });
    expect(await within(valuations).findByText('No valuation has been recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Valuations' })).not.toBeInTheDocument();
  });

  it('shows the distributions paid in French', async () => {
    await activateLanguage('fr');
    renderProperty(summary());
    const section = await screen.findByRole('region', { name: 'Distributions versées' });
    const table = await within(section).findByRole('table');
    expect(rowsOf(table)).toEqual([
      ['Période', 'Montant distribué', 'Impôt retenu', 'Versé le'],
      ['2027-Q1', '120\u202f000\u00a0₹', '4\u202f500\u00a0₹', '20 avr. 2027'],
      ['2026-Q4', '90\u202f000\u00a0₹', '0\u00a0₹', '20 janv. 2027'],
    ]);
    const valuations = screen.getByRole('region', { name: 'Évaluations' });
    expect(rowsOf(await within(valuations).findByRole('table')).at(-1)).toEqual(['31 mars 2027', '104,50']);
  });
});

describe('the exit windows on a funded or exited deal’s page', () => {
  it.each(['funded', 'exited'] as const)('come after the distributions paid and before the draws (lifecycle %s)', async (lifecycle) => {
    renderProperty(summary({ lifecycle }));
    const exits = await screen.findByRole('region', { name: 'Exit windows' });
    expect(await within(exits).findByText('The next window opens on Jul 1, 2027.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Sale of the property' })).toHaveTextContent('No sale proposed.');
    const order = ['Distributions paid', 'Exit windows', 'Draws'].map((name) => screen.getByRole('region', { name }));
    expect(order[0]!.compareDocumentPosition(order[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(order[1]!.compareDocumentPosition(order[2]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('a live deal’s property page', () => {
  it('lists the accepted reports, their figures, narrative as written and documents', async () => {
    renderProperty(summary());
    const section = await screen.findByRole('region', { name: 'Accepted reports' });
    expect(await within(section).findByRole('heading', { name: 'Report for 2027-Q1' })).toBeInTheDocument();
    expect(section).toHaveTextContent('95%');
    expect(section).toHaveTextContent('₹1,20,000.00');
    expect(within(section).getByText('Let all quarter. <b>Not bold</b>')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'rent-roll.pdf (PDF)' })).toHaveAttribute('href', '/api/reports/rep-1/documents/doc-1');
  });

  it('shows neither valuations nor distributions, and does not ask for them; its questions and answers show', async () => {
    const calls = renderProperty(summary({ lifecycle: 'live', status: 'pending', raised: 10_00_000_00, deadline: '2099-01-15T10:00:00Z' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sea Breeze Villa' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Funding' })).toBeInTheDocument();
    // A live deal shows its sponsor's reporting health and record too, before any report is due.
    expect(screen.getByText('No report due yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Sponsor's track record" })).toHaveAttribute('href', '/proposers/proposer-1');
    expect(screen.queryByRole('region', { name: 'Promised vs actual' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Valuations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Distributions paid' })).not.toBeInTheDocument();
    const questions = await screen.findByRole('region', { name: 'Questions and answers' });
    expect(await within(questions).findByRole('article', { name: 'Is the lease registered?' })).toHaveTextContent('SponsorAnswered on');
    expect(calls.map((call) => call.url)).toEqual(['/api/properties/sea-breeze-villa-anjuna', '/api/deals/deal-9/questions']);
  });
});

describe('a failed deal’s property page', () => {
  it('has no questions and answers: nobody asks about a deal that did not fund', async () => {
    const calls = renderProperty(summary({ lifecycle: 'failed', status: 'failed', raised: 10_00_000_00 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sea Breeze Villa' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Questions and answers' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/properties/sea-breeze-villa-anjuna']);
  });
});
