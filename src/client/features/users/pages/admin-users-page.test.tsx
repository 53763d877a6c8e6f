import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserListItem } from '../../../../shared/contracts/users.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { deferred, errorResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { pageOf as listOf, renderRoutes, stubScrolling } from '../../../test/list-page.tsx';
import { AdminUsersPage } from './admin-users-page.tsx';

const PATH = '/admin_dashboard/users';
const DAY = 86_400_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const MEERA: UserListItem = {
  id: '5b0c7c1e-1111-4c1d-9e2b-7a6d5c4b3a21',
  name: 'Meera Iyer',
  email: 'meera@example.com',
  role: 'backer',
  kyc_status: 'verified',
  created_at: ago(2 * DAY),
};
const ROHAN: UserListItem = {
  id: '5b0c7c1e-2222-4c1d-9e2b-7a6d5c4b3a21',
  name: 'Rohan Kapoor',
  email: 'rohan@example.com',
  role: 'proposer',
  kyc_status: 'not_started',
  created_at: ago(3 * DAY),
};

const renderPage = (entry = PATH) => renderRoutes([{ path: PATH, element: <AdminUsersPage /> }], entry);
const scrollIntoView = stubScrolling();

describe('AdminUsersPage', () => {
  it('shows a skeleton until the first page arrives, then a named table of the accounts', async () => {
    const answer = deferred<Response>();
    const calls = stubFetch(answer.promise);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(screen.getByTestId('users-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading users…');
    expect(calls[0]!.url).toBe('/api/admin/users?page=1&page_size=20');

    answer.resolve(listOf([MEERA, ROHAN]));
    const table = await screen.findByRole('table', { name: 'Accounts' });
    expect(screen.getByRole('status')).toHaveTextContent('2 users');
    const [meera, rohan] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    expect(meera!.getByRole('rowheader')).toHaveTextContent('Meera Iyer');
    expect(meera!.getByRole('link', { name: 'meera@example.com' })).toHaveAttribute('href', 'mailto:meera@example.com');
    expect(meera!.getByText('Backer')).toBeInTheDocument();
    expect(meera!.getByText('Verified')).toBeInTheDocument();
    expect(meera!.getByText('2 days ago')).toBeInTheDocument();
    expect(meera!.getByRole('link', { name: 'Audit log of Meera Iyer' })).toHaveAttribute('href', `/admin_dashboard/audit?actor=${MEERA.id}`);
    expect(rohan!.getByText('Proposer')).toBeInTheDocument();
    expect(rohan!.getByText('None')).toBeInTheDocument();
    // The phone layout: one card per account, named by the person.
    expect(within(screen.getByRole('article', { name: 'Rohan Kapoor' })).getByRole('link', { name: 'Audit log of Rohan Kapoor' })).toBeInTheDocument();
  });

  it('searches and filters through the URL, from the first page, and resets', async () => {
    const calls = stubFetch(listOf([MEERA, ROHAN], { total: 45 }), listOf([ROHAN]), listOf([ROHAN]), listOf([MEERA, ROHAN]));
    const user = userEvent.setup();
    const router = renderPage(`${PATH}?page=2`);
    await screen.findByRole('table', { name: 'Accounts' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'proposer');
    expect(router.state.location.search).toBe('?role=proposer');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'rohan');
    await waitFor(() => expect(router.state.location.search).toBe('?role=proposer&q=rohan'));
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/admin/users?search=rohan&role=proposer&page=1&page_size=20'));
    expect(calls[1]!.url).toBe('/api/admin/users?role=proposer&page=1&page_size=20');

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('');
  });

  it('pages through the accounts, keeping the filters', async () => {
    const calls = stubFetch(listOf([MEERA], { total: 45 }), listOf([ROHAN], { total: 45, page: 2 }));
    const user = userEvent.setup();
    const router = renderPage(`${PATH}?role=backer`);
    await screen.findByRole('table', { name: 'Accounts' });
    expect(screen.getByRole('status')).toHaveTextContent('1–20 of 45 users');
    await user.click(within(screen.getByRole('navigation', { name: 'User pages' })).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?role=backer&page=2');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(calls[1]!.url).toBe('/api/admin/users?role=backer&page=2&page_size=20'));
  });

  it('says when nothing matches, with a way back to every account', async () => {
    stubFetch(listOf([]), listOf([MEERA]));
    const user = userEvent.setup();
    const router = renderPage(`${PATH}?q=nobody`);
    expect(await screen.findByText('No users match these filters.')).toBeInTheDocument();
    const resets = screen.getAllByRole('button', { name: 'Reset Filters' });
    await user.click(resets[resets.length - 1]!);
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('table', { name: 'Accounts' })).toBeInTheDocument();
  });

  it('on a failure says so with a Try again button', async () => {
    const calls = stubFetch(errorResponse(500, 'Something went wrong.', 'internal_error'), listOf([MEERA]));
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The users could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Accounts' })).toBeInTheDocument();
    expect(calls).toHaveLength(2);
  });
});

describe('the users list in French', () => {
  beforeEach(() => activateLanguage('fr'));
  afterEach(() => activateLanguage('en'));

  it('labels the filters, columns, role and KYC badges in French, the name and email as typed', async () => {
    stubFetch(listOf([MEERA]));
    renderPage();

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
