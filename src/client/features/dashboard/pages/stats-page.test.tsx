import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../shared/roles.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { deferred, errorResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { tokenFor } from '../../../test/session-stub.ts';
import { ADMIN_STATS, NEW_BACKER_STATS, PROPOSER_STATS } from '../lib/test-stats.ts';
import { StatsPage } from './stats-page.tsx';

vi.mock('react-chartjs-2', () => ({
  Chart: (props: { role?: string; 'aria-label'?: string }) => <canvas role={props.role} aria-label={props['aria-label']} />,
}));

function renderPage(role: Role) {
  startSession(
    tokenFor({ sub: `u-${role}`, role, email: `${role}@sharestead.test`, name: 'Daniel Reyes', exp: Math.floor(Date.now() / 1000) + 3600 }),
    role,
    false,
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StatsPage role={role} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  endSession();
});
afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('StatsPage', () => {
  it('shows its loading state while the figures are on their way, then the six charts', async () => {
    const answer = deferred<Response>();
    const calls = stubFetch(answer.promise);
    renderPage('admin');
    expect(screen.getByRole('heading', { level: 1, name: 'Stats' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading charts');
    expect(screen.getByTestId('stats-skeleton')).toBeInTheDocument();
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/dashboard/stats']);

    answer.resolve(jsonResponse(200, ADMIN_STATS));
    expect(await screen.findByRole('heading', { level: 2, name: 'Revenue Year over Year' })).toBeInTheDocument();
    expect(screen.queryByTestId('stats-skeleton')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    // Commercial never went live, but the chart has other classes to show.
    expect(screen.getByRole('region', { name: 'Property Performance' })).toHaveTextContent('mean projected ROI');
  });

  it('says a chart has nothing to show yet in its own card', async () => {
    const zero = (rows: { month: string; amount: number }[]) => rows.map((row) => ({ ...row, amount: 0 }));
    stubFetch(
      jsonResponse(200, {
        ...PROPOSER_STATS,
        raised: zero(PROPOSER_STATS.raised),
        payouts: zero(PROPOSER_STATS.payouts),
        management_fees: zero(PROPOSER_STATS.management_fees),
      }),
    );
    renderPage('proposer');
    expect(await screen.findByRole('region', { name: 'Monthly Revenue' })).toHaveTextContent('Your deals have raised nothing in 2026 yet.');
    expect(screen.getByRole('region', { name: 'Fundraising Progress' })).not.toHaveTextContent('yet');
  });

  it('tells a backer who has never invested where to start, instead of six empty charts', async () => {
    stubFetch(jsonResponse(200, NEW_BACKER_STATS));
    renderPage('backer');
    expect(await screen.findByText('No investments yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse live deals' })).toHaveAttribute('href', '/backer_dashboard/live-deals');
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('tells a proposer without a deal where to make one', async () => {
    stubFetch(jsonResponse(200, { ...PROPOSER_STATS, deals: [] }));
    renderPage('proposer');
    expect(await screen.findByText('No deals yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Deals' })).toHaveAttribute('href', '/proposer_dashboard/deals');
  });

  it('says so when the figures cannot be loaded, and tries again on request', async () => {
    stubFetch(errorResponse(500, 'Something went wrong on our side.', 'internal_error'), jsonResponse(200, ADMIN_STATS));
    renderPage('admin');
    expect(await screen.findByRole('alert')).toHaveTextContent('The charts could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Cumulative Investment' })).toBeInTheDocument();
  });
});

describe('StatsPage in French', () => {
  beforeEach(() => activateLanguage('fr'));
  afterEach(() => activateLanguage('en'));

  it("titles a proposer's charts in French, with plurals, stages and ticket sizes", async () => {
    stubFetch(jsonResponse(200, PROPOSER_STATS));
    renderPage('proposer');
    expect(screen.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeInTheDocument();
    const performance = await screen.findByRole('region', { name: 'Performance des biens' });
    expect(performance).toHaveTextContent('Où en sont vos 3 projets — financés : 1, en cours : 1.');
    expect(
      within(performance)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Brouillon', 'En examen', 'Approuvé', 'En cours', 'Financé', 'Échoué', 'Refusé']);
    expect(screen.getByRole('region', { name: "Acquisition d'investisseurs" })).toHaveTextContent('12 engagements dans vos projets en 2026 à ce jour.');
    expect(within(screen.getByRole('region', { name: 'Répartition des montants investis' })).getAllByRole('rowheader')[0]).toHaveTextContent(
      '1–1,5× le minimum',
    );
  });

  it('tells a backer who has never invested where to start, in French', async () => {
    stubFetch(jsonResponse(200, NEW_BACKER_STATS));
    renderPage('backer');
    expect(await screen.findByText("Aucun investissement pour l'instant")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir les projets en cours' })).toHaveAttribute('href', '/backer_dashboard/live-deals');
  });
});
