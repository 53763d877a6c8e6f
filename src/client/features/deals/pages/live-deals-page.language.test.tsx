import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { pageOf, renderRoutes, stubScrolling } from '../../../test/list-page.tsx';
import { LiveDealsPage } from './live-deals-page.tsx';

const PATH = '/backer_dashboard/live-deals';
const VILLA = testDeal();
const PLAZA = testDeal({ id: 'deal-2', name: 'Lakeside Mixed-Use Plaza', location: 'Chicago, IL', type: 'Mixed-Use', currency: 'USD', raised: 720_000_00, target: 800_000_00, backers: 1_061, projected_roi_bps: 1325 });

/** Whole amounts as Intl writes them in French (`720 000 $US`, thousands apart by a narrow no-break space). */
const french = (amount: number, currency: string) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);

stubScrolling();

afterEach(async () => {
  await activateLanguage('en');
});

describe('LiveDealsPage in French', { timeout: 20_000 }, () => {
  it('names its columns, filters, counts and amounts in French, and leaves deal names and places as they are', async () => {
    await activateLanguage('fr');
    stubApiRoutes({ 'GET /api/deals': () => pageOf([VILLA, PLAZA]) });
    renderRoutes([{ path: PATH, element: <LiveDealsPage /> }], PATH);
    expect(screen.getByRole('heading', { level: 1, name: 'Projets en cours' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Projets' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Bien',
      'Emplacement',
      'Collecté',
      'Investisseurs',
      'ROI prévu',
      'Date limite',
      'Statut',
    ]);
    expect(within(screen.getByRole('combobox', { name: 'Type de bien' })).getByRole('option', { name: 'Usage mixte' })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Statut' })).getByRole('option', { name: 'en attente' })).toBeInTheDocument();

    const rows = await within(table).findAllByTestId('deal-row');
    expect(rows[1]!.textContent).toContain(`${french(720_000, 'USD')} / ${french(800_000, 'USD')}`);
    expect(rows[1]!.textContent).toContain((1_061).toLocaleString('fr-FR'));
    // The ROI from its basis points, with the French decimal comma and the space before %.
    expect(within(rows[1]!).getByText('13,25 %')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Usage mixte')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Lakeside Mixed-Use Plaza' })).toHaveAttribute('translate', 'no');
    expect(within(rows[1]!).getByText('Chicago, IL')).toHaveAttribute('translate', 'no');
    expect(screen.getByTestId('deal-count')).toHaveTextContent('2 projets');

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Lakeside Mixed-Use Plaza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lakeside Mixed-Use Plaza' });
    expect(dialog).toHaveTextContent(/durée de détention de \d+ mois/);
    expect(dialog).toHaveTextContent('ROI prévu13,25 %');
    expect(within(dialog).getByRole('link', { name: 'Voir le bien' })).toBeInTheDocument();
  });
});
