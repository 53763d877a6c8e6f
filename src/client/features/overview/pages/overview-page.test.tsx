import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { deferred, errorResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { tokenFor } from '../../../test/session-stub.ts';
import { SEEDED_OVERVIEW } from '../lib/test-overview.ts';
import { OverviewPage } from './overview-page.tsx';

vi.mock('react-chartjs-2', () => ({
  Chart: (props: { role?: string; 'aria-label'?: string }) => <canvas role={props.role} aria-label={props['aria-label']} />,
}));

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OverviewPage />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  startSession(
    tokenFor({ sub: 'u1', role: 'backer', email: 'backer@sharestead.test', name: 'Daniel Reyes', exp: Math.floor(Date.now() / 1000) + 3600 }),
    'backer',
    false,
  );
});
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('OverviewPage', () => {
  it("shows its loading state while the figures are on their way, then the spec's cards, charts and table", async () => {
    const answer = deferred<Response>();
    const calls = stubFetch(answer.promise);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading overview');
    expect(screen.getByTestId('overview-skeleton')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/dashboard/overview']);

    answer.resolve(jsonResponse(200, SEEDED_OVERVIEW));
    const properties = await screen.findByRole('article', { name: 'Total Properties' });
    expect(screen.queryByTestId('overview-skeleton')).not.toBeInTheDocument();
    expect(properties).toHaveTextContent('32');
    expect(properties).toHaveTextContent('+14.3%');
    expect(screen.getByRole('article', { name: 'Total Investments' })).toHaveTextContent(/\$8\.5M.*Up \+8\.2%vs last month/);
    expect(screen.getByRole('article', { name: 'Active Backers' })).toHaveTextContent('245');
    expect(screen.getByRole('article', { name: 'Average ROI' })).toHaveTextContent(/15\.2%.*\+2\.1%/);

    const fundraising = screen.getByRole('region', { name: 'Fundraising Goal' });
    expect(fundraising).toHaveTextContent('$8.5M raised of $10M');
    expect(fundraising).toHaveTextContent('Target: $10M by end of Q2');
    expect(within(fundraising).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '85');

    expect(await screen.findByRole('heading', { name: 'Monthly Revenue (2026)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Property Types' })).toBeInTheDocument();

    const table = screen.getByRole('region', { name: 'Recent Investments' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Nov 24, 2026Investment in Harborview ResidencesEmma Thompson$25,000Pending',
      'Nov 23, 2026Investment in Lakeside Mixed-Use PlazaPriya Patel$15,000Failed',
      'Nov 10, 2026Investment in Besant Nagar Beach HouseKavya Reddy₹1,25,000Completed',
    ]);
  });

  it('says so when the figures cannot be loaded', async () => {
    stubFetch(errorResponse(500, 'Something went wrong on our side.', 'internal_error'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The overview could not be loaded. Reload the page to try again.');
  });
});

describe('OverviewPage in French', () => {
  beforeEach(() => activateLanguage('fr'));
  afterEach(() => activateLanguage('en'));

  const compactDollars = (amount: number) =>
    new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }).format(
      amount,
    );

  it('shows the cards, the goal, the charts and the recent investments in French, with French figures and months', async () => {
    stubFetch(jsonResponse(200, SEEDED_OVERVIEW));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: "Tableau de bord d'administration" })).toBeInTheDocument();
    const investments = await screen.findByRole('article', { name: 'Total des investissements' });
    expect(investments.textContent).toContain(compactDollars(8_500_000));
    expect(investments).toHaveTextContent(/En hausse \+8,2 %par rapport au mois dernier/);
    expect(screen.getByRole('article', { name: 'ROI moyen' })).toHaveTextContent('15,2 %');

    const fundraising = screen.getByRole('region', { name: 'Objectif de collecte' });
    expect(fundraising.textContent).toContain(`${compactDollars(8_500_000)} collectés sur ${compactDollars(10_000_000)}`);
    expect(fundraising.textContent).toContain(`Objectif\u00a0: ${compactDollars(10_000_000)} d'ici la fin du T2`);

    const revenue = await screen.findByRole('region', { name: 'Revenus mensuels (2026)' });
    // The screen readers' table of the chart: French month names from Intl.
    const summary = within(revenue).getByTestId('chart-data-summary');
    expect(
      within(summary)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([0, 1, 2].map((month) => new Intl.DateTimeFormat('fr-FR', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, month, 1))));
    expect(within(summary).getByRole('table')).toHaveAccessibleName('Données de Revenus mensuels (2026)');
    expect(screen.getByRole('region', { name: 'Types de biens' })).toHaveTextContent("Part des 20 projets lancés, par classe d'actifs.");
    expect(
      within(screen.getByRole('region', { name: 'Types de biens' }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Résidentiel', 'Commercial', 'Industriel', 'Usage mixte']);

    const table = screen.getByRole('region', { name: 'Investissements récents' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Investissement dans Harborview Residences');
    expect(rows[0]!.textContent).toContain(new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'USD', minimumFractionDigits: 0 }).format(25_000));
    expect(within(rows[0]!).getByText('Emma Thompson')).toHaveAttribute('translate', 'no');
  });
});
