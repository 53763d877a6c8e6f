import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageItem } from '../../../../shared/contracts/messages.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { pageOf as listOf, renderRoutes, stubScrolling } from '../../../test/list-page.tsx';
import { AdminMessagesPage } from './admin-messages-page.tsx';

const PATH = '/admin_dashboard/messages';
const enquiry = (index: number): MessageItem => ({
  kind: 'enquiry',
  id: `0d1c6f5e-${String(index).padStart(4, '0')}-4b53-9a4e-0c9c1d7f3a11`,
  created_at: new Date(Date.now() - 60_000 * (index + 1)).toISOString(),
  name: 'Vikram Shah',
  email: 'vikram@example.com',
  phone: null,
  message: 'Is the villa rented out at the moment?',
  property: { id: 'sea-breeze-villa-anjuna', title: 'Sea Breeze Villa' },
});

stubScrolling();
afterEach(() => activateLanguage('en'));

describe('the inbox in French', () => {
  it('names the kinds, the count and the enquiry’s property in French, what the visitor wrote as written', async () => {
    await activateLanguage('fr');
    stubFetch(listOf([enquiry(1), enquiry(2)], { total: 2 }));
    renderRoutes([{ path: PATH, element: <AdminMessagesPage /> }], `${PATH}?kind=enquiry`);

    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Types de message' })).getByRole('link', { name: 'Demandes' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Demandes sur des biens' });
    expect(screen.getByTestId('message-count')).toHaveTextContent('2 demandes');
    const row = within(within(table).getAllByRole('row')[1]!);
    expect(row.getByText('Demande')).toBeInTheDocument();
    expect(row.getByRole('cell', { name: /^Concernant Sea Breeze Villa$/ })).toBeInTheDocument();
    expect(row.getByText('Is the villa rented out at the moment?')).toHaveAttribute('translate', 'no');
  });
});
