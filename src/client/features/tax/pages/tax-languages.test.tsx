import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { jsonResponse } from '../../../test/fetch-stub.ts';
import { renderRoutes, stubScrolling } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { PAYOUT, PAYOUTS, SUMMARY, TRAIL } from '../../../test/tax-fixtures.ts';
import { TaxPage } from './tax-page.tsx';

stubScrolling();
afterEach(async () => {
  signOut();
  await activateLanguage('en');
});

describe('the Tax page in another language', { timeout: 20_000 }, () => {
  it('in French: headings, income types, sections and amounts in French, the deal’s name as typed, and the Rupee Trail’s check', async () => {
    await activateLanguage('fr');
    stubApiRoutes({
      'GET /api/portfolio/tax': () => jsonResponse(200, SUMMARY),
      'GET /api/portfolio/payouts': () => jsonResponse(200, { items: PAYOUTS }),
      [`GET /api/portfolio/payouts/${PAYOUT.id}/trail`]: () => jsonResponse(200, TRAIL),
    });
    signInAs('backer');
    renderRoutes([{ path: '/backer_dashboard/tax', element: <TaxPage /> }], '/backer_dashboard/tax?fy=2026-27');

    expect(screen.getByRole('heading', { level: 1, name: 'Impôts' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Exercice fiscal' })).toHaveValue('2026-27');
    const table = await screen.findByRole('table', { name: 'Revenus en 2026-27' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Projet', 'Type de revenu', 'Brut', 'Impôt retenu', 'Net']);
    const [, interest, capital] = within(table).getAllByTestId('income-row');
    // French grouping (a narrow no-break space), the rupee sign after the amount, and the sections as the Acts write them.
    expect(interest).toHaveTextContent(/^Sea Breeze VillaIntérêts24\s000,00\s₹2\s400,00\s₹194A · 393\(1\) Sl\.5\(iii\)21\s600,00\s₹$/);
    expect(within(interest!).getByRole('rowheader')).toHaveAttribute('translate', 'no');
    expect(capital).toHaveTextContent('Remboursement de capital');
    expect(within(table).getByTestId('income-total')).toHaveTextContent(/^Total30\s000,00\s₹2\s400,00\s₹27\s600,00\s₹$/);

    const payouts = await screen.findByRole('table', { name: 'Versements' });
    const row = within(payouts)
      .getAllByTestId('payout-row')
      .find((candidate) => within(candidate).queryByText('Sea Breeze Villa'))!;
    expect(row).toHaveTextContent('5 oct. 2026');
    await userEvent.click(within(row).getByRole('button', { name: 'Parcours de la roupie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Parcours de la roupie' });
    await within(dialog).findByTestId('trail-lines');
    expect(within(dialog).getByTestId('trail-share')).toHaveTextContent(/^60,0000\s%$/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recalculer' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        /^Recalculé à partir des registres : 18\s000,00\s₹ brut, 1\s800,00\s₹ d'impôt, 16\s200,00\s₹ net — concorde au paisa près\.$/,
      ),
    );
  });
});
