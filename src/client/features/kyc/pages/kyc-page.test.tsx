import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Kyc } from '../../../../shared/contracts/kyc.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { deferred, errorResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { KycRequiredNotice } from '../components/kyc-required-notice.tsx';
import { KycPage } from './kyc-page.tsx';

const NOT_STARTED: Kyc = {
  status: 'not_started',
  legal_name: null,
  date_of_birth: null,
  pan: null,
  address: null,
  bank_account: null,
  reason: null,
  submitted_at: null,
  decided_at: null,
};
const SUBMITTED: Kyc = {
  status: 'submitted',
  legal_name: 'Kavya Sharma',
  date_of_birth: '1994-08-17',
  pan: 'BQTPS7261K',
  address: '22 Lavelle Road, Bengaluru 560001',
  bank_account: { account_number: '000123456789', ifsc: 'ICIC0000104' },
  reason: null,
  submitted_at: '2026-11-20T10:00:00.000Z',
  decided_at: null,
};
const REJECTED: Kyc = { ...SUBMITTED, status: 'rejected', reason: 'The PAN does not match the legal name.', decided_at: '2026-11-21T10:00:00.000Z' };

function renderPage(children = <KycPage role="backer" />) {
  signInAs('backer', { id: 'backer-9' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const form = () => screen.getByRole('form', { name: 'KYC details' });
const field = (label: string) => within(form()).getByLabelText(label);
const detailCell = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;
const detail = (term: string) => detailCell(term).textContent;

async function fillForm(user: ReturnType<typeof userEvent.setup>, dateOfBirth = '1994-08-17') {
  await user.type(field('Legal name'), 'Kavya Sharma');
  // jsdom's date input takes a change, as a browser's date picker gives one.
  fireEvent.change(field('Date of birth'), { target: { value: dateOfBirth } });
  await user.type(field('PAN'), 'bqtps7261k');
  await user.type(field('Address'), '22 Lavelle Road, Bengaluru 560001');
  await user.type(field('Bank account number'), '000123456789');
  await user.type(field('IFSC'), 'icic0000104');
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('KycPage', { timeout: 20_000 }, () => {
  it('not started: the status and the empty form with every label; a submission sends the details and shows "submitted"', async () => {
    const user = userEvent.setup();
    const put = deferred<Response>();
    const calls = stubFetch(jsonResponse(200, NOT_STARTED), put.promise);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your KYC');
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent('Not started');
    expect(screen.getByRole('heading', { level: 1, name: 'KYC' })).toBeInTheDocument();
    for (const label of ['Legal name', 'Date of birth', 'PAN', 'Address', 'Bank account number', 'IFSC']) expect(field(label)).toHaveValue('');
    expect(field('Date of birth')).toHaveAttribute('type', 'date');

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(screen.getByRole('button', { name: 'Submitting…' })).toBeDisabled();
    expect(calls[1]).toEqual({
      method: 'PUT',
      url: '/api/me/kyc',
      body: {
        legal_name: 'Kavya Sharma',
        date_of_birth: '1994-08-17',
        pan: 'bqtps7261k',
        address: '22 Lavelle Road, Bengaluru 560001',
        bank_account: { account_number: '000123456789', ifsc: 'icic0000104' },
      },
    });
    put.resolve(jsonResponse(200, SUBMITTED));
    expect(await screen.findByText(/Your details were submitted for verification/)).toBeInTheDocument();
    expect(screen.getByTestId('kyc-status')).toHaveTextContent('Submitted — awaiting review');
    expect(screen.queryByRole('form', { name: 'KYC details' })).not.toBeInTheDocument();
    expect(detail('PAN')).toBe('BQTPS7261K');
    expect(detail('Date of birth')).toBe('17 August 1994');
    expect(screen.getByRole('heading', { name: 'Verification status' })).toHaveFocus();
  });

  it('checks with the shared contract before sending: an under-18 date and a bad PAN are refused by field, nothing is sent', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(jsonResponse(200, NOT_STARTED));
    renderPage();
    await screen.findByTestId('kyc-status');
    const year = new Date().getUTCFullYear();
    await fillForm(user, `${year - 10}-01-15`);
    await user.clear(field('PAN'));
    await user.type(field('PAN'), 'ABCDE12345');
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(field('Date of birth')).toHaveAccessibleDescription(expect.stringContaining('You must be 18 or older to invest on Sharestead.'));
    expect(field('Date of birth')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Date of birth')).toHaveFocus();
    expect(field('PAN')).toHaveAccessibleDescription(expect.stringContaining('PAN must be 10 characters'));
    expect(calls).toHaveLength(1);
  });

  it("shows the server's sentences by field when it refuses (422)", async () => {
    const user = userEvent.setup();
    stubFetch(
      jsonResponse(200, NOT_STARTED),
      errorResponse(422, 'IFSC must be 11 characters.', 'invalid_request', [{ field: 'bank_account.ifsc', message: 'IFSC must be 11 characters.' }]),
    );
    renderPage();
    await screen.findByTestId('kyc-status');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Submit for verification' }));
    expect(await within(form()).findByText('IFSC must be 11 characters.')).toBeInTheDocument();
    expect(field('IFSC')).toHaveAttribute('aria-invalid', 'true');
  });

  it('rejected: the reason, and the form filled with the details sent before', async () => {
    stubFetch(jsonResponse(200, REJECTED));
    renderPage();
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent('Rejected');
    expect(screen.getByTestId('kyc-reason')).toHaveTextContent('The PAN does not match the legal name.');
    expect(screen.getByRole('heading', { name: 'Correct your details' })).toBeInTheDocument();
    expect(field('PAN')).toHaveValue('BQTPS7261K');
    expect(field('IFSC')).toHaveValue('ICIC0000104');
    expect(screen.getByRole('button', { name: 'Submit for verification' })).toBeEnabled();
  });

  it('submitted: the details read-only; Change details opens the form, Cancel closes it', async () => {
    const user = userEvent.setup();
    stubFetch(jsonResponse(200, SUBMITTED));
    renderPage();
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent('Submitted — awaiting review');
    expect(screen.queryByRole('form', { name: 'KYC details' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change details' }));
    expect(field('Legal name')).toHaveValue('Kavya Sharma');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'KYC details' })).not.toBeInTheDocument();
  });

  it('verified: the details read-only, no form and no way to change them', async () => {
    stubFetch(jsonResponse(200, { ...SUBMITTED, status: 'verified', decided_at: '2026-11-21T10:00:00.000Z' }));
    renderPage();
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent('Verified');
    expect(detail('Legal name')).toBe('Kavya Sharma');
    expect(detail('Bank account number')).toBe('000123456789');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change details' })).not.toBeInTheDocument();
  });
});

describe('KycRequiredNotice', () => {
  it.each([
    ['not_started', 'Complete your KYC verification before adding funds or investing.', 'Complete KYC'],
    ['rejected', 'Your KYC details were not accepted.', 'Complete KYC'],
    ['submitted', 'Your KYC details are awaiting review.', 'View KYC status'],
  ] as const)('for a %s KYC says so and links to the KYC page', async (status, text, link) => {
    stubFetch(jsonResponse(200, { ...SUBMITTED, status }));
    renderPage(<KycRequiredNotice />);
    const note = await screen.findByRole('note', { name: 'KYC required' });
    expect(note).toHaveTextContent(text);
    expect(within(note).getByRole('link', { name: link })).toHaveAttribute('href', '/backer_dashboard/kyc');
  });

  it('shows nothing for a verified backer, nor while the status loads', async () => {
    const answer = deferred<Response>();
    const calls = stubFetch(answer.promise);
    renderPage(<KycRequiredNotice />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    answer.resolve(jsonResponse(200, { ...SUBMITTED, status: 'verified' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('takes a status its caller already knows, without asking', () => {
    const calls = stubFetch();
    signInAs('admin');
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <KycRequiredNotice status="not_started" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'Complete KYC' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('KycPage in French', { timeout: 20_000 }, () => {
  beforeEach(() => activateLanguage('fr'));
  afterEach(() => activateLanguage('en'));

  it('verified: the status, its meaning and the details in French, the date of birth written the French way', async () => {
    stubFetch(jsonResponse(200, { ...REJECTED, status: 'verified', reason: null }));
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de votre KYC');
    expect(await screen.findByTestId('kyc-status')).toHaveTextContent('Vérifié');
    expect(screen.getByRole('heading', { level: 1, name: 'KYC' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Statut de la vérification' }).closest('section')).toHaveTextContent(
      /Vérifié le .+\. Vous pouvez ajouter des fonds à votre portefeuille/,
    );
    expect(detailCell('Date de naissance')).toHaveTextContent('17 août 1994');
    expect(detailCell('Nom légal')).toHaveTextContent('Kavya Sharma');
    expect(within(detailCell('Numéro de compte bancaire')).getByText('000123456789')).toHaveAttribute('translate', 'no');
  });

  it('rejected: the reason as the admin wrote it, and the form to correct the details in French', async () => {
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
    stubFetch(jsonResponse(200, { ...REJECTED, status: 'submitted' }));
    renderPage(<KycRequiredNotice />);
    const note = await screen.findByRole('note', { name: 'KYC requis' });
    expect(note).toHaveTextContent('Vos informations KYC sont en attente d’examen.');
    expect(within(note).getByRole('link', { name: 'Voir le statut KYC' })).toHaveAttribute('href', '/backer_dashboard/kyc');
  });
});
