import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { queryOf, stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { jsonResponse } from '../../../test/fetch-stub.ts';
import { pageOf, renderRoutes, stubScrolling } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { BackersPage } from './backers-page.tsx';
import { MyDealsPage } from './my-deals-page.tsx';

stubScrolling();
afterEach(async () => {
  signOut();
  await activateLanguage('en');
});

describe('the proposer’s pages in another language', { timeout: 20_000 }, () => {
  it('My Deals in French: headings, lifecycle, next step and amounts in French, the deal’s name as typed', async () => {
    await activateLanguage('fr');
    stubApiRoutes({
      'GET /api/deals': (call) =>
        pageOf([testDeal({ id: 'deal-1', name: 'Sea Breeze Villa', lifecycle: 'draft', status: null })], { total: 1, page: Number(queryOf(call.url).page) }),
    });
    signInAs('proposer');
    renderRoutes([{ path: '/proposer_dashboard/deals', element: <MyDealsPage /> }], '/proposer_dashboard/deals');

    expect(screen.getByRole('link', { name: 'Ajouter un projet' })).toHaveAttribute('href', '/proposer_dashboard/deals/new');
    const table = await screen.findByRole('table', { name: 'Projets' });
    expect(within(table).getByRole('columnheader', { name: 'Cycle de vie' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Étape suivante' })).toBeInTheDocument();
    const row = within(table).getByTestId('my-deal-row');
    expect(row).toHaveTextContent('Brouillon');
    // French grouping (a narrow no-break space) and the rupee sign after the amount.
    expect(row).toHaveTextContent(/4\s000\s000\s₹ \/ 10\s000\s000\s₹/);
    expect(within(row).getByRole('link', { name: 'Sea Breeze Villa' })).toHaveAttribute('translate', 'no');
    expect(screen.getByTestId('my-deal-count')).toHaveTextContent('1 projet');
  });

  it('View All Backers in Spanish: the statuses and the consent in Spanish, the backer’s name as typed', async () => {
    await activateLanguage('es');
    stubApiRoutes({
      'GET /api/deals/deal-1': () => jsonResponse(200, testDeal({ viewer_can_manage: true })),
      'GET /api/deals/deal-1/backers': () =>
        pageOf([
          {
            commitment_id: 'c-1',
            backer_id: 'b-1',
            name: 'Meera Iyer',
            amount: 25_000_00,
            currency: 'INR',
            status: 'committed',
            extension_consent: null,
            created_at: '2026-11-20T10:00:00.000Z',
          },
        ]),
    });
    signInAs('admin');
    renderRoutes(
      [{ path: '/admin_dashboard/deals/deal-1/backers', element: <BackersPage dealId="deal-1" role="admin" /> }],
      '/admin_dashboard/deals/deal-1/backers',
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Inversores de Sea Breeze Villa' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Inversores' });
    const row = within(table).getByTestId('backer-row');
    // Spanish grouping; the amount keeps its currency.
    expect(row).toHaveTextContent(/^Meera Iyer25\.000\s\S+ComprometidoSin consultar o sin respuesta aún$/);
    expect(within(row).getByText('Meera Iyer')).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('link', { name: 'Volver al proyecto' })).toBeInTheDocument();
  });
});
