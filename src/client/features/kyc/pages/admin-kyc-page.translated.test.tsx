import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { KycReviewItem } from '../../../../shared/contracts/kyc.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
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
const ROHAN: KycReviewItem = { ...KAVYA, user_id: '6f1c0c2e-2222-4b53-9a4e-0c9c1d7f3a11', name: 'Rohan Das', email: 'rohan@example.com' };

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
}

const row = (name: string) => screen.getAllByTestId('kyc-row').find((element) => within(element).queryByRole('heading', { name }))!;

beforeEach(async () => {
  vi.stubGlobal('ResizeObserver', globalThis.ResizeObserver ?? NoopResizeObserver);
  Element.prototype.scrollIntoView = vi.fn();
  await activateLanguage('es');
});
afterEach(async () => {
  signOut();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('AdminKycPage in Spanish', { timeout: 20_000 }, () => {
  it('lists the queue in Spanish, names and details as the backers sent them; Verificar says so in Spanish', async () => {
    const user = userEvent.setup();
    stubFetch(listOf([KAVYA, ROHAN]), jsonResponse(200, { ...KAVYA, status: 'verified', decided_at: new Date().toISOString() }), listOf([ROHAN]));
    renderPage();
    await screen.findAllByTestId('kyc-row');
    expect(screen.getByRole('heading', { level: 1, name: 'KYC' })).toBeInTheDocument();
    const filters = screen.getByRole('navigation', { name: 'Estados del KYC' });
    expect(within(filters).getAllByRole('link').map((link) => link.textContent)).toEqual(['Enviado', 'Verificado', 'Rechazado']);
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
