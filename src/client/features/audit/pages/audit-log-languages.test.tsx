import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../../shared/contracts/audit.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { pageOf as listOf, renderRoutes, stubScrolling } from '../../../test/list-page.tsx';
import { AuditLogPage } from './audit-log-page.tsx';

const PATH = '/admin_dashboard/audit';

const CONFIRMED: AuditEvent = {
  id: '42',
  at: new Date(Date.now() - 5 * 60_000).toISOString(),
  actor: { id: '9a0c7c1e-1111-4c1d-9e2b-7a6d5c4b3a21', name: 'Asha Admin', email: 'admin@sharestead.test', role: 'admin' },
  action: 'deposit.confirmed',
  subject: { type: 'deposit', id: '7e1c', label: 'SHR-D-7K2Q · Meera Iyer', deal_id: null, currency: null },
  details: { before: { status: 'awaiting_funds' }, after: { status: 'confirmed', amount: '10000000', currency: 'INR' } },
};

stubScrolling();
afterEach(() => activateLanguage('en'));

describe('the audit log in French', () => {
  it('names the event, its subject and its fields in French, the amount with French grouping, what was recorded as recorded', async () => {
    await activateLanguage('fr');
    stubFetch(listOf([CONFIRMED]));
    renderRoutes([{ path: PATH, element: <AuditLogPage /> }], PATH);

    expect(screen.getByRole('heading', { level: 1, name: 'Journal d’audit' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Auteur' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Événements' });
    expect(screen.getByTestId('audit-count')).toHaveTextContent('1 événement');
    // What an event concerns: not a message's "Objet".
    expect(within(table).getByRole('columnheader', { name: 'Élément' })).toBeInTheDocument();
    const row = within(within(table).getAllByRole('row')[1]!);
    expect(row.getByRole('rowheader')).toHaveTextContent('Dépôt confirmé');
    expect(row.getByText('Administrateur · admin@sharestead.test')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Événements de Asha Admin' })).toHaveAttribute('translate', 'no');
    const details = within(table).getAllByRole('row')[1]!.querySelector('dl');
    expect(details).toHaveTextContent('Statut : de awaiting_funds → à confirmed');
    expect(details).toHaveTextContent(/Montant : 100\s000,00\s₹/);
    expect(row.getByText('SHR-D-7K2Q · Meera Iyer')).toHaveAttribute('translate', 'no');
  });
});
