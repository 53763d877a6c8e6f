import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KycReviewItem } from '../../../../shared/contracts/kyc.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { AdminKycPage } from './admin-kyc-page.tsx';

const PATH = '/admin_dashboard/kyc';
const KAVYA: KycReviewItem = {
  user_id: '6f1c0c2e-1111-4b53-9a4e-0c9c1d7f3a11',
  name: 'Kavya Sharma',
  email: 'kavya@example.com',
  status: 'submitted',
  legal_name: 'Kavya Sharma',
  date_of_birth: '1994-08-17',
  pan: 'BQTPS7261K',
  address: '22 Lavelle Road, Bengaluru 560001',
  bank_account: { account_number: '000123456789', ifsc: 'ICIC0000104' },
  reason: null,
  submitted_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  decided_at: null,
};
const ROHAN: KycReviewItem = { ...KAVYA, user_id: '6f1c0c2e-2222-4b53-9a4e-0c9c1d7f3a11', name: 'Rohan Das', email: 'rohan@example.com', pan: 'AKRPD1234Q' };

const listOf = (items: KycReviewItem[], total = items.length) => jsonResponse(200, { total, page: 1, page_size: 20, items });

// jsdom has no ResizeObserver; Headless UI's dialog watches its panel with one.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function renderPage(entry = PATH) {
  signInAs('admin');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: PATH, element: <AdminKycPage /> }], { initialEntries: [entry] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const rows = () => screen.getAllByTestId('kyc-row');
const row = (name: string) => rows().find((element) => within(element).queryByRole('heading', { name }))!;

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', globalThis.ResizeObserver ?? NoopResizeObserver);
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('AdminKycPage', { timeout: 20_000 }, () => {
  it('lists the queue by default: name, email, submitted time, PAN and the details, with Verify and Reject', async () => {
    const calls = stubFetch(listOf([KAVYA, ROHAN]));
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'KYC' })).toBeInTheDocument();
    await screen.findAllByTestId('kyc-row');
    expect(screen.getByTestId('kyc-count')).toHaveTextContent('2 backers');
    expect(calls[0]!.url).toBe('/api/admin/kyc?status=submitted&page=1&page_size=20');
    expect(within(screen.getByRole('navigation', { name: 'KYC statuses' })).getByRole('link', { name: 'Submitted' })).toHaveAttribute('aria-current', 'page');
    const kavya = row('Kavya Sharma');
    expect(kavya).toHaveTextContent('kavya@example.com');
    expect(kavya).toHaveTextContent('2 hours ago');
    expect(kavya).toHaveTextContent('BQTPS7261K');
    expect(kavya).toHaveTextContent('17 August 1994');
    expect(within(kavya).getByRole('button', { name: 'Verify' })).toHaveAccessibleDescription('Kavya Sharma');
    expect(within(kavya).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('Verify sends the decision with the submission it was made on, then the list refreshes', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(listOf([KAVYA, ROHAN]), jsonResponse(200, { ...KAVYA, status: 'verified', decided_at: new Date().toISOString() }), listOf([ROHAN]));
    renderPage();
    await screen.findAllByTestId('kyc-row');
    await user.click(within(row('Kavya Sharma')).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText("Kavya Sharma's KYC is verified.")).toBeInTheDocument();
    expect(calls[1]).toEqual({ method: 'POST', url: `/api/admin/kyc/${KAVYA.user_id}/verify`, body: { submitted_at: KAVYA.submitted_at } });
    expect(calls[2]!.url).toBe('/api/admin/kyc?status=submitted&page=1&page_size=20');
    expect(rows()).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Awaiting review' })).toHaveFocus();
  });

  it('Reject opens the "Reject KYC" dialog: Reason is required, Reject sends it, the dialog closes and the list refreshes', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(listOf([KAVYA]), jsonResponse(200, { ...KAVYA, status: 'rejected', reason: 'Blurred PAN card.' }), listOf([]));
    renderPage();
    await screen.findAllByTestId('kyc-row');
    await user.click(within(row('Kavya Sharma')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject KYC' });
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(reason).toHaveAccessibleDescription('Reason is required: tell the backer what to correct.');
    expect(calls).toHaveLength(1);

    await user.type(reason, 'Blurred PAN card.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText("Kavya Sharma's KYC is rejected.")).toBeInTheDocument();
    expect(calls[1]).toEqual({
      method: 'POST',
      url: `/api/admin/kyc/${KAVYA.user_id}/reject`,
      body: { reason: 'Blurred PAN card.', submitted_at: KAVYA.submitted_at },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('No KYC is awaiting review.')).toBeInTheDocument();
  });

  it("shows the server's refusal (the backer sent new details) and refreshes the list", async () => {
    const user = userEvent.setup();
    const message = 'The backer has sent new details since the list was loaded; review them before deciding.';
    const calls = stubFetch(listOf([KAVYA]), errorResponse(409, message, 'kyc_changed'), listOf([{ ...KAVYA, pan: 'BQTPS7261Z' }]));
    renderPage();
    await screen.findAllByTestId('kyc-row');
    await user.click(within(row('Kavya Sharma')).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(await within(row('Kavya Sharma')).findByText('BQTPS7261Z')).toBeInTheDocument();
    expect(calls).toHaveLength(3);
  });

  it('the Verified filter lists decisions without buttons; Rejected shows the reason', async () => {
    const user = userEvent.setup();
    const verified = { ...KAVYA, status: 'verified' as const, decided_at: new Date().toISOString() };
    const rejected = { ...ROHAN, status: 'rejected' as const, reason: 'The PAN does not match.', decided_at: new Date().toISOString() };
    const calls = stubFetch(listOf([KAVYA]), listOf([verified]), listOf([rejected]));
    renderPage();
    await screen.findAllByTestId('kyc-row');
    const filters = screen.getByRole('navigation', { name: 'KYC statuses' });
    await user.click(within(filters).getByRole('link', { name: 'Verified' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Verified' })).toBeInTheDocument();
    expect(await within(row('Kavya Sharma')).findByText('Verified', { selector: '[data-testid="kyc-status"]' })).toBeInTheDocument();
    expect(within(row('Kavya Sharma')).queryByRole('button')).not.toBeInTheDocument();
    expect(calls[1]!.url).toBe('/api/admin/kyc?status=verified&page=1&page_size=20');

    await user.click(within(filters).getByRole('link', { name: 'Rejected' }));
    expect(await screen.findByText('The PAN does not match.')).toBeInTheDocument();
    expect(calls[2]!.url).toBe('/api/admin/kyc?status=rejected&page=1&page_size=20');
  });
});

describe('AdminKycPage in Spanish', { timeout: 20_000 }, () => {
  beforeEach(() => activateLanguage('es'));
  afterEach(() => activateLanguage('en'));

  it('lists the queue in Spanish, names and details as the backers sent them; Verificar says so in Spanish', async () => {
    const user = userEvent.setup();
    stubFetch(listOf([KAVYA, ROHAN]), jsonResponse(200, { ...KAVYA, status: 'verified', decided_at: new Date().toISOString() }), listOf([ROHAN]));
    renderPage();
    await screen.findAllByTestId('kyc-row');
    expect(screen.getByRole('heading', { level: 1, name: 'KYC' })).toBeInTheDocument();
    const filters = screen.getByRole('navigation', { name: 'Estados del KYC' });
    expect(
      within(filters)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enviado', 'Verificado', 'Rechazado']);
    expect(screen.getByRole('heading', { level: 2, name: 'Pendientes de revisión' })).toBeInTheDocument();
    expect(screen.getByTestId('kyc-count')).toHaveTextContent('2 inversores');
    const kavya = row('Kavya Sharma');
    expect(within(kavya).getByRole('heading', { name: 'Kavya Sharma' })).toHaveAttribute('translate', 'no');
    expect(kavya).toHaveTextContent(/Enviado/);
    expect(within(kavya).getByTestId('kyc-status')).toHaveTextContent('Enviado — pendiente de revisión');
    expect(within(kavya).getByText('Fecha de nacimiento', { selector: 'dt' }).nextElementSibling).toHaveTextContent('17 de agosto de 1994');

    await user.click(within(kavya).getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('El KYC de Kavya Sharma está verificado.')).toBeInTheDocument();
    expect(await screen.findByTestId('kyc-count')).toHaveTextContent('1 inversor');
  });

  it('counts a long queue in Spanish, with Spanish digit grouping', async () => {
    stubFetch(listOf([KAVYA, ROHAN], 12_345));
    renderPage();
    await screen.findAllByTestId('kyc-row');
    expect(screen.getByTestId('kyc-count').textContent).toBe('1–20 de 12.345 inversores');
  });

  it('asks for the reason of a rejection in Spanish', async () => {
    const user = userEvent.setup();
    stubFetch(listOf([KAVYA]));
    renderPage();
    await screen.findAllByTestId('kyc-row');
    await user.click(within(row('Kavya Sharma')).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar KYC' });
    expect(dialog).toHaveTextContent('Indica a Kavya Sharma qué debe corregir.');
    expect(within(dialog).getByLabelText('Motivo')).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});
