import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BackerProfile } from '../../../../shared/contracts/profile.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { ProfilePage } from '../pages/profile-page.tsx';
import { ContactVerificationNotice } from './contact-verification.tsx';

const UNVERIFIED: BackerProfile = {
  role: 'backer',
  name: 'Meera Iyer',
  email: 'meera@example.com',
  phone: '+91 98200 12345',
  location: null,
  bio: null,
  avatar: null,
  email_verified: false,
  phone_verified: false,
  investment_preferences: { property_types: [], investment_range: null, risk_tolerance: null },
};

function renderWith(ui: ReactNode) {
  signInAs('backer', { id: 'backer-9' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const panel = () => screen.getByRole('region', { name: 'Verify your contact details' });

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('Profile: what is not verified', { timeout: 20_000 }, () => {
  it('says the address and the number are unverified, and sends the link again; a 4th in the hour shows the server sentence', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(
      jsonResponse(200, UNVERIFIED),
      new Response(null, { status: 204 }),
      errorResponse(
        429,
        'At most 3 verification messages an hour go to one address or phone number. Please try again later.',
        'too_many_verification_messages',
      ),
    );
    renderWith(<ProfilePage role="backer" />);
    const region = await screen.findByRole('region', { name: 'Verify your contact details' });
    expect(region).toHaveTextContent('Until an address or number is verified, notifications reach you here in the app only');
    expect(within(region).getByRole('heading', { name: 'E-mail address not verified' })).toBeInTheDocument();
    expect(within(region).getByText('meera@example.com')).toHaveAttribute('translate', 'no');
    expect(within(region).getByRole('heading', { name: 'Phone number not verified' })).toBeInTheDocument();
    expect(within(region).getByText('+91 98200 12345')).toHaveAttribute('translate', 'no');

    await user.click(within(region).getByRole('button', { name: 'Send the link again' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('A new link is on its way. It works for 24 hours.');
    expect(calls[1]).toEqual({ method: 'POST', url: '/api/me/email/verification', body: undefined });

    await user.click(within(region).getByRole('button', { name: 'Send the link again' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('At most 3 verification messages an hour go to one address or phone number.');
  });

  it('sends a code and verifies the number with it: a code that is not 6 digits is refused by the field, a wrong one shows the server sentence', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(
      jsonResponse(200, UNVERIFIED),
      new Response(null, { status: 204 }),
      errorResponse(422, 'That code is not right. Check the text message and try again.', 'wrong_code', [
        { field: 'code', message: 'That code is not right. Check the text message and try again.' },
      ]),
      jsonResponse(200, { email_verified: false, phone_verified: true }),
    );
    renderWith(<ProfilePage role="backer" />);
    const region = await screen.findByRole('region', { name: 'Verify your contact details' });
    await user.click(within(region).getByRole('button', { name: 'Send a code' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('A code is on its way. It works for 10 minutes.');
    expect(within(region).getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
    expect(calls[1]).toEqual({ method: 'POST', url: '/api/me/phone/verification', body: undefined });

    const form = within(region).getByRole('form', { name: 'Verify phone number' });
    const field = within(form).getByLabelText('Code from the text message');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '12');
    await user.click(within(form).getByRole('button', { name: 'Verify phone number' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/The code has 6 digits\./);
    expect(calls).toHaveLength(2);

    await user.clear(field);
    await user.type(field, '000000{Enter}');
    expect(await within(form).findByText('That code is not right. Check the text message and try again.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(/That code is not right/);
    expect(calls[2]).toEqual({ method: 'POST', url: '/api/me/phone/verify', body: { code: '000000' } });

    await user.clear(field);
    await user.type(field, '482913{Enter}');
    expect(await within(panel()).findByText('Your phone number is verified.')).toBeInTheDocument();
    expect(calls[3]).toEqual({ method: 'POST', url: '/api/me/phone/verify', body: { code: '482913' } });
    // The number's row and its form are gone, the focus on the news; the address still waits.
    expect(within(panel()).queryByRole('form')).not.toBeInTheDocument();
    expect(within(panel()).queryByRole('heading', { name: 'Phone number not verified' })).not.toBeInTheDocument();
    expect(within(panel()).getByText('Your phone number is verified.').closest('[tabindex="-1"]')).toHaveFocus();
    expect(within(panel()).getByRole('heading', { name: 'E-mail address not verified' })).toBeInTheDocument();
  });

  it('shows nothing when both are verified, and no phone row without a number', async () => {
    stubFetch(jsonResponse(200, { ...UNVERIFIED, email_verified: true, phone_verified: true }));
    renderWith(<ProfilePage role="backer" />);
    await screen.findByRole('button', { name: 'Edit Profile' });
    expect(screen.queryByRole('region', { name: 'Verify your contact details' })).not.toBeInTheDocument();
    signOut();

    stubFetch(jsonResponse(200, { ...UNVERIFIED, phone: null }));
    renderWith(<ProfilePage role="backer" />);
    const region = await screen.findByRole('region', { name: 'Verify your contact details' });
    expect(within(region).queryByRole('heading', { name: 'Phone number not verified' })).not.toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: 'E-mail address not verified' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await activateLanguage('fr');
    try {
      stubFetch(jsonResponse(200, UNVERIFIED));
      renderWith(<ProfilePage role="backer" />);
      const region = await screen.findByRole('region', { name: 'Vérifiez vos coordonnées' });
      expect(within(region).getByRole('button', { name: 'Renvoyer le lien' })).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Envoyer un code' })).toBeInTheDocument();
      expect(within(region).getByLabelText('Code reçu par SMS')).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
  });
});

describe('Settings: the notice', { timeout: 20_000 }, () => {
  it('says what is unverified with the send buttons, and leads to Profile to type the code', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(jsonResponse(200, UNVERIFIED), new Response(null, { status: 204 }));
    renderWith(<ContactVerificationNotice role="backer" />);
    const region = await screen.findByRole('region', { name: 'Verify your contact details' });
    expect(within(region).getByRole('button', { name: 'Send the link again' })).toBeInTheDocument();
    expect(within(region).queryByRole('form')).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Type the code in your profile' })).toHaveAttribute('href', '/backer_dashboard/profile');
    await user.click(within(region).getByRole('button', { name: 'Send a code' }));
    expect(await within(region).findByRole('status')).toHaveTextContent('A code is on its way.');
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/me/profile', 'POST /api/me/phone/verification']);
  });
});
