import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../../../shared/contracts/audit.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { formatAbsoluteTime } from '../../../lib/relative-time.ts';
import { deferred, errorResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { pageOf as listOf, renderRoutes, stubScrolling } from '../../../test/list-page.tsx';
import { AuditLogPage } from './audit-log-page.tsx';

const PATH = '/admin_dashboard/audit';
const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const DEAL = '0f8b6c1e-3f5a-4c1d-9e2b-7a6d5c4b3a21';
const ADMIN = { id: '9a0c7c1e-1111-4c1d-9e2b-7a6d5c4b3a21', name: 'Asha Admin', email: 'admin@sharestead.test', role: 'admin' as const };

const CONFIRMED: AuditEvent = {
  id: '42',
  at: ago(5 * MINUTE),
  actor: ADMIN,
  action: 'deposit.confirmed',
  subject: { type: 'deposit', id: '7e1c', label: 'SHR-D-7K2Q · Meera Iyer', deal_id: null, currency: null },
  details: { before: { status: 'awaiting_funds' }, after: { status: 'confirmed', amount: '10000000', currency: 'INR' } },
};
const FAILED: AuditEvent = {
  id: '41',
  at: ago(60 * MINUTE),
  actor: null,
  action: 'deal.failed',
  subject: { type: 'deal', id: DEAL, label: 'Sea Breeze Villa', deal_id: DEAL, currency: 'INR' },
  details: { before: null, after: { raised: '0', refunds: 0 } },
};

const renderPage = (entry = PATH) => renderRoutes([{ path: PATH, element: <AuditLogPage /> }], entry);
stubScrolling();

describe('AuditLogPage', () => {
  it('shows a skeleton until the log arrives, then each event: time, actor, action, subject and what changed', async () => {
    const answer = deferred<Response>();
    const calls = stubFetch(answer.promise);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeInTheDocument();
    expect(screen.getByTestId('audit-skeleton')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading events…');
    expect(calls[0]!.url).toBe('/api/admin/audit-log?page=1&page_size=20');

    answer.resolve(listOf([CONFIRMED, FAILED]));
    const table = await screen.findByRole('table', { name: 'Events' });
    expect(screen.getByRole('status')).toHaveTextContent('2 events');
    const [confirmed, failed] = within(table).getAllByRole('row').slice(1);
    const first = within(confirmed!);
    expect(first.getByRole('rowheader')).toHaveTextContent('Deposit confirmed');
    expect(first.getByText('5 minutes ago')).toBeInTheDocument();
    expect(first.getByRole('link', { name: 'Events by Asha Admin' })).toHaveAttribute('href', `${PATH}?actor=${ADMIN.id}`);
    expect(first.getByText('Admin · admin@sharestead.test')).toBeInTheDocument();
    expect(first.getByText('SHR-D-7K2Q · Meera Iyer')).toBeInTheDocument();
    expect(confirmed!.querySelector('dl')).toHaveTextContent('Status: from awaiting_funds → to confirmed');
    expect(confirmed!.querySelector('dl')).toHaveTextContent('Amount: ₹1,00,000.00');
    const second = within(failed!);
    expect(second.getByText('Sharestead')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Events of the deal Sea Breeze Villa' })).toHaveAttribute('href', `${PATH}?deal=${DEAL}`);
    expect(screen.getByRole('article', { name: /Deal failed/ })).toBeInTheDocument();
  });

  it('filters by actor and deal through the URL, and a row link filters to its deal', async () => {
    const calls = stubFetch(listOf([CONFIRMED, FAILED], { total: 45 }), listOf([FAILED]), listOf([FAILED]));
    const user = userEvent.setup();
    const router = renderPage(`${PATH}?page=2`);
    const table = await screen.findByRole('table', { name: 'Events' });
    await user.click(within(table).getByRole('link', { name: 'Events of the deal Sea Breeze Villa' }));
    expect(router.state.location.search).toBe(`?deal=${DEAL}`);
    expect(screen.getByRole('searchbox', { name: 'Deal ID' })).toHaveValue(DEAL);
    await waitFor(() => expect(calls[1]!.url).toBe(`/api/admin/audit-log?deal=${DEAL}&page=1&page_size=20`));

    await user.type(screen.getByRole('searchbox', { name: 'Actor' }), 'admin@');
    await waitFor(() => expect(router.state.location.search).toBe(`?deal=${DEAL}&actor=admin%40`));
    await waitFor(() => expect(calls[2]!.url).toBe(`/api/admin/audit-log?actor=admin%40&deal=${DEAL}&page=1&page_size=20`));
  });

  it('does not ask for a deal filter that is not an id, and says what to enter', async () => {
    const calls = stubFetch();
    renderPage(`${PATH}?deal=villa`);
    expect(await screen.findByText("Enter a deal's whole id to see its events.")).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Deal ID' })).toHaveAccessibleDescription(/Enter a deal's whole id, such as/);
    expect(calls).toHaveLength(0);
  });

  it("shows a deal's money in the deal's currency and its instants as dates, in the table and on the card", async () => {
    const deadline = '2026-12-03T09:05:00.000Z';
    const edited: AuditEvent = {
      ...FAILED,
      id: '43',
      actor: ADMIN,
      action: 'deal.edited',
      subject: { ...FAILED.subject, currency: 'USD' },
      details: { before: { target: '1500000000', deadline: null }, after: { target: '2000000050', deadline } },
    };
    stubFetch(listOf([edited]));
    renderPage();
    const row = within(await screen.findByRole('table', { name: 'Events' })).getAllByTestId('audit-row')[0]!;
    const card = screen.getByTestId('audit-card');
    for (const details of [row.querySelector('dl'), card.querySelector('dl')]) {
      expect(details).toHaveTextContent('Target: from $15,000,000 → to $20,000,000.50');
      expect(details).toHaveTextContent(`Deadline: from — → to ${formatAbsoluteTime(deadline)}`);
    }
  });

  it('says when nothing has been recorded', async () => {
    stubFetch(listOf([]));
    renderPage();
    expect(await screen.findByText('Nothing has been recorded yet.')).toBeInTheDocument();
  });

  it('says when a filter matches nothing, with a way back to the whole log', async () => {
    stubFetch(listOf([]), listOf([CONFIRMED]));
    const user = userEvent.setup();
    const router = renderPage(`${PATH}?actor=nobody`);
    expect(await screen.findByText('No events match these filters.')).toBeInTheDocument();
    const resets = screen.getAllByRole('button', { name: 'Reset Filters' });
    await user.click(resets[resets.length - 1]!);
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('table', { name: 'Events' })).toBeInTheDocument();
  });

  it('pages through the log and on a failure offers Try again', async () => {
    const calls = stubFetch(
      listOf([CONFIRMED], { total: 45 }),
      errorResponse(500, 'Something went wrong.', 'internal_error'),
      listOf([FAILED], { total: 45, page: 2 }),
    );
    const user = userEvent.setup();
    const router = renderPage(`${PATH}?actor=admin`);
    await screen.findByRole('table', { name: 'Events' });
    expect(screen.getByRole('status')).toHaveTextContent('1–20 of 45 events');
    await user.click(within(screen.getByRole('navigation', { name: 'Audit log pages' })).getByRole('button', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?actor=admin&page=2');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The audit log could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(within(await screen.findByRole('table', { name: 'Events' })).getByText('Deal failed')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/admin/audit-log?actor=admin&page=1&page_size=20',
      '/api/admin/audit-log?actor=admin&page=2&page_size=20',
      '/api/admin/audit-log?actor=admin&page=2&page_size=20',
    ]);
  });
});

describe('the audit log in French', () => {
  beforeEach(() => activateLanguage('fr'));
  afterEach(() => activateLanguage('en'));

  it('names the event, its subject and its fields in French, the amount with French grouping, what was recorded as recorded', async () => {
    stubFetch(listOf([CONFIRMED]));
    renderPage();

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
