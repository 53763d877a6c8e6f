import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { VerifyEmail } from './verify-email.tsx';

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <VerifyEmail />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('the verification link page', { timeout: 20_000 }, () => {
  it('verifies on the button, not on load, sending the token and no session; then leads to sign in', async () => {
    const user = userEvent.setup();
    const calls = stubApiRoutes({ 'POST /api/auth/verify-email': () => jsonResponse(200, { email_verified: true, phone_verified: false }) });
    renderAt('/verify-email?token=0d9c.abc.signed');
    const button = await screen.findByRole('button', { name: 'Confirm e-mail address' });
    expect(calls).toEqual([]);
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Your e-mail address is verified.');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/auth/verify-email', body: { token: '0d9c.abc.signed' } });
    expect(calls[0]!.headers.authorization).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('leads a signed-in person to their profile', async () => {
    const user = userEvent.setup();
    signInAs('proposer');
    stubApiRoutes({ 'POST /api/auth/verify-email': () => jsonResponse(200, { email_verified: true, phone_verified: true }) });
    renderAt('/verify-email?token=t');
    await user.click(await screen.findByRole('button', { name: 'Confirm e-mail address' }));
    expect(await screen.findByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/proposer_dashboard/profile');
  });

  it("shows the server's sentence for an expired or unknown link, and keeps the button to try again", async () => {
    const user = userEvent.setup();
    stubApiRoutes({
      'POST /api/auth/verify-email': () => errorResponse(422, 'This verification link has expired. Send a new one from your profile.', 'link_expired'),
    });
    renderAt('/verify-email?token=old');
    await user.click(await screen.findByRole('button', { name: 'Confirm e-mail address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link has expired. Send a new one from your profile.');
    expect(screen.getByRole('button', { name: 'Confirm e-mail address' })).toBeEnabled();
  });

  it('says a link without its token is incomplete, in French too', async () => {
    stubApiRoutes({});
    renderAt('/verify-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is incomplete. Open the link from the e-mail again.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await activateLanguage('fr');
    try {
      renderAt('/verify-email?token=t');
      expect(await screen.findByRole('button', { name: 'Confirmer l’adresse e-mail' })).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
  });
});
