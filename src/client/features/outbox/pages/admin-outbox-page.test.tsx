import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../../../../shared/contracts/outbox.ts';
import { deferred, errorResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { pageOf, renderRoutes, stubScrolling } from '../../../test/list-page.tsx';
import { AdminOutboxPage } from './admin-outbox-page.tsx';

const PATH = '/admin_dashboard/outbox';
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const FAILED: OutboxItem = {
  id: '7c0c7c1e-1111-4c1d-9e2b-7a6d5c4b3a21',
  channel: 'email',
  recipient: 'meera@example.com',
  subject: 'KYC verified',
  status: 'failed',
  attempts: 6,
  last_error: 'EENVELOPE 550 Mailbox unavailable',
  created_at: ago(2 * HOUR),
  next_attempt_at: null,
  sent_at: null,
};
const SENT: OutboxItem = {
  ...FAILED,
  id: '7c0c7c1e-2222-4c1d-9e2b-7a6d5c4b3a21',
  channel: 'sms',
  recipient: '+91 98200 12345',
  status: 'sent',
  attempts: 1,
  last_error: null,
  sent_at: ago(HOUR),
};

const renderPage = (entry = PATH) => renderRoutes([{ path: PATH, element: <AdminOutboxPage /> }], entry);

stubScrolling();

describe('AdminOutboxPage', () => {
  it('lists the messages with their status, attempts and last error; only a failed one can be sent again', async () => {
    const calls = stubFetch(pageOf([FAILED, SENT]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(calls[0]!.url).toBe('/api/admin/outbox?page=1&page_size=20');
    expect(screen.getByRole('status')).toHaveTextContent('2 messages');
    const [failed, sent] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    expect(failed!.getByRole('rowheader')).toHaveTextContent('KYC verifiedmeera@example.com');
    expect(failed!.getByText('E-mail')).toBeInTheDocument();
    expect(failed!.getByText('Failed')).toBeInTheDocument();
    expect(failed!.getByText('6')).toBeInTheDocument();
    expect(failed!.getByText('EENVELOPE 550 Mailbox unavailable')).toBeInTheDocument();
    expect(failed!.getByRole('button', { name: 'Send again: KYC verified to meera@example.com' })).toBeInTheDocument();
    expect(sent!.getByText('SMS')).toBeInTheDocument();
    expect(sent!.getByText('Sent')).toBeInTheDocument();
    expect(sent!.queryByRole('button')).not.toBeInTheDocument();
    // The phone layout: one card per message.
    expect(within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('article')).toHaveLength(2);
  });

  it('sends a failed message again and asks for the list again', async () => {
    const calls = stubFetch(
      pageOf([FAILED]),
      jsonResponse(200, { ...FAILED, status: 'pending', attempts: 0 }),
      pageOf([{ ...FAILED, status: 'pending', attempts: 0 }]),
    );
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Messages' });
    await user.click(within(table).getByRole('button', { name: /^Send again/ }));
    expect(await screen.findByText('The message to meera@example.com will be sent again.')).toBeInTheDocument();
    expect(calls[1]).toMatchObject({ url: `/api/admin/outbox/${FAILED.id}/retry`, method: 'POST' });
    await waitFor(() => expect(calls).toHaveLength(3));
    await waitFor(() => expect(within(table).queryByRole('button', { name: /^Send again/ })).not.toBeInTheDocument());
  });

  it('says why a retry was refused', async () => {
    stubFetch(pageOf([FAILED]), errorResponse(409, 'Only a failed message can be sent again.', 'outbox_not_failed'), pageOf([SENT]));
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Messages' });
    await user.click(within(table).getByRole('button', { name: /^Send again/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only a failed message can be sent again.');
  });

  it('filters by status and channel through the URL', async () => {
    const calls = stubFetch(pageOf([FAILED]), pageOf([FAILED]), pageOf([]));
    const user = userEvent.setup();
    const router = renderPage(`${PATH}?page=2`);
    await screen.findByRole('table', { name: 'Messages' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'failed');
    expect(router.state.location.search).toBe('?status=failed');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Channel' }), 'sms');
    expect(router.state.location.search).toBe('?status=failed&channel=sms');
    expect(await screen.findByText('No messages match these filters.')).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toContain('/api/admin/outbox?status=failed&channel=sms&page=1&page_size=20');
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(router.state.location.search).toBe('');
  });

  it('shows a placeholder while the first page loads; a page past the end leads back to the first', async () => {
    const answer = deferred<Response>();
    stubFetch(answer.promise, pageOf([FAILED]));
    const user = userEvent.setup();
    const router = renderPage(`${PATH}?page=3`);
    expect(screen.getByTestId('outbox-skeleton')).toBeInTheDocument();
    answer.resolve(pageOf([], { total: 1, page: 3 }));
    expect(await screen.findByText('There is nothing on this page.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('article', { name: 'KYC verified' })).toBeInTheDocument();
  });

  it('on a failure says so with a Try again button', async () => {
    stubFetch(errorResponse(500, 'Something went wrong.', 'internal_error'), pageOf([FAILED]));
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The outbox could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Messages' })).toBeInTheDocument();
  });
});
