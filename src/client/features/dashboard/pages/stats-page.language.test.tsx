import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../shared/roles.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { endSession, startSession } from '../../../lib/session.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { tokenFor } from '../../../test/session-stub.ts';
import { NEW_BACKER_STATS, PROPOSER_STATS } from '../lib/test-stats.ts';
import { StatsPage } from './stats-page.tsx';

vi.mock('react-chartjs-2', () => ({
  Chart: (props: { role?: string; 'aria-label'?: string }) => <canvas role={props.role} aria-label={props['aria-label']} />,
}));

function renderPage(role: Role) {
  startSession(tokenFor({ sub: `u-${role}`, role, email: `${role}@sharestead.test`, name: 'Daniel Reyes', exp: Math.floor(Date.now() / 1000) + 3600 }), role, false);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <StatsPage role={role} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  endSession();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('StatsPage in French', () => {
  it("titles a proposer's charts in French, with plurals, stages and ticket sizes", async () => {
    await activateLanguage('fr');
    stubFetch(jsonResponse(200, PROPOSER_STATS));
    renderPage('proposer');
    expect(screen.getByRole('heading', { level: 1, name: 'Statistiques' })).toBeInTheDocument();
    const performance = await screen.findByRole('region', { name: 'Performance des biens' });
    expect(performance).toHaveTextContent('Où en sont vos 3 projets — financés : 1, en cours : 1.');
    expect(within(performance).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'Brouillon',
      'En examen',
      'Approuvé',
      'En cours',
      'Financé',
      'Échoué',
      'Refusé',
    ]);
    expect(screen.getByRole('region', { name: "Acquisition d'investisseurs" })).toHaveTextContent('12 engagements dans vos projets en 2026 à ce jour.');
    expect(within(screen.getByRole('region', { name: 'Répartition des montants investis' })).getAllByRole('rowheader')[0]).toHaveTextContent('1–1,5× le minimum');
  });

  it('tells a backer who has never invested where to start, in French', async () => {
    await activateLanguage('fr');
    stubFetch(jsonResponse(200, NEW_BACKER_STATS));
    renderPage('backer');
    expect(await screen.findByText("Aucun investissement pour l'instant")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir les projets en cours' })).toHaveAttribute('href', '/backer_dashboard/live-deals');
  });
});
