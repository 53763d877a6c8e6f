import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UserListItem } from '../../../../shared/contracts/users.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { pageOf as listOf, renderRoutes, stubScrolling } from '../../../test/list-page.tsx';
import { AdminUsersPage } from './admin-users-page.tsx';

const PATH = '/admin_dashboard/users';
const MEERA: UserListItem = {
  id: '5b0c7c1e-1111-4c1d-9e2b-7a6d5c4b3a21',
  name: 'Meera Iyer',
  email: 'meera@example.com',
  role: 'backer',
  kyc_status: 'verified',
  created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
};

stubScrolling();
afterEach(() => activateLanguage('en'));

describe('the users list in French', () => {
  it('labels the filters, columns, role and KYC badges in French, the name and email as typed', async () => {
    await activateLanguage('fr');
    stubFetch(listOf([MEERA]));
    renderRoutes([{ path: PATH, element: <AdminUsersPage /> }], PATH);

    expect(screen.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Rechercher des utilisateurs' })).toHaveAttribute('placeholder', 'Nom ou e-mail');
    expect(screen.getByRole('combobox', { name: 'Rôle' })).toHaveDisplayValue('Tous les rôles');
    const table = await screen.findByRole('table', { name: 'Comptes' });
    expect(screen.getByTestId('user-count')).toHaveTextContent('1 utilisateur');
    const row = within(within(table).getAllByRole('row')[1]!);
    expect(row.getByText('Investisseur')).toBeInTheDocument();
    expect(row.getByText('Vérifié')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Journal d’audit de Meera Iyer' })).toHaveTextContent('Journal d’audit');
    expect(row.getByRole('rowheader')).toHaveTextContent('Meera Iyer');
    expect(row.getByRole('link', { name: 'meera@example.com' })).toHaveAttribute('translate', 'no');
  });
});
