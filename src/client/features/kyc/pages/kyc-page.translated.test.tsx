import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Kyc } from '../../../../shared/contracts/kyc.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { KycRequiredNotice } from '../components/kyc-required-notice.tsx';
import { KycPage } from './kyc-page.tsx';

const REJECTED: Kyc = {
  status: 'rejected',
  legal_name: 'Kavya Sharma',
  date_of_birth: '1994-08-17',
  pan: 'BQTPS7261K',
  address: '22 Lavelle Road, Bengaluru 560001',
  bank_account: { account_number: '000123456789', ifsc: 'ICIC0000104' },
  reason: 'The PAN does not match the legal name.',
  submitted_at: '2026-11-20T10:00:00.000Z',
  decided_at: '2026-11-21T10:00:00.000Z',
};

function renderPage(children = <KycPage role="backer" />) {
  signInAs('backer', { id: 'backer-9' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const detail = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

afterEach(async () => {
  signOut();
  vi.unstubAllGlobals();
  await activateLanguage('en');
});

describe('KycPage in French', { timeout: 20_000 }, () => {
  it('verified: the status, its meaning and the details in French, the date of birth written the French way', async () => {
    await activateLanguage('fr');
    stubFetch(jsonResponse(200, { ...REJECTED, status: 'verified', reason: null }));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre KYC');
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent('Vérifié');
    expect(screen.getByRole('heading', { level: 1, name: 'KYC' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Statut de la vérification' }).closest('section')).toHaveTextContent(
      /Vérifié le .+\. Vous pouvez ajouter des fonds à votre portefeuille/,
    );
    expect(detail('Date de naissance')).toHaveTextContent('17 août 1994');
    expect(detail('Nom légal')).toHaveTextContent('Kavya Sharma');
    expect(within(detail('Numéro de compte bancaire')).getByText('000123456789')).toHaveAttribute('translate', 'no');
  });

  it('rejected: the reason as the admin wrote it, and the form to correct the details in French', async () => {
    await activateLanguage('fr');
    stubFetch(jsonResponse(200, REJECTED));
    renderPage();
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent('Refusé');
    expect(screen.getByTestId('kyc-reason')).toHaveTextContent('The PAN does not match the legal name.');
    expect(screen.getByTestId('kyc-reason')).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('heading', { name: 'Corrigez vos informations' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Informations KYC' });
    expect(within(form).getByLabelText('PAN')).toHaveAccessibleDescription('10 caractères, par exemple ABCDE1234F.');
    expect(within(form).getByLabelText('IFSC')).toHaveValue('ICIC0000104');
    expect(within(form).getByRole('button', { name: 'Envoyer pour vérification' })).toBeEnabled();
  });

  it('the notice that leads a backer who is not verified to the KYC page', async () => {
    await activateLanguage('fr');
    stubFetch(jsonResponse(200, { ...REJECTED, status: 'submitted' }));
    renderPage(<KycRequiredNotice />);
    const note = await screen.findByRole('note', { name: 'KYC requis' });
    expect(note).toHaveTextContent('Vos informations KYC sont en attente d’examen.');
    expect(within(note).getByRole('link', { name: 'Voir le statut KYC' })).toHaveAttribute('href', '/backer_dashboard/kyc');
  });
});
