import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse, jsonResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { TwoFactorDisableDialog, TwoFactorEnrolDialog } from './two-factor-dialogs.tsx';

function renderDialog(dialog: ReactNode) {
  signInAs('backer');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(<QueryClientProvider client={client}>{dialog}</QueryClientProvider>);
}

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('two-factor dialogs', { timeout: 20_000 }, () => {
  it('enrolment takes a numeric code, shows a refusal on the field, then the recovery codes', async () => {
    const user = userEvent.setup();
    const calls = stubFetch(
      jsonResponse(200, { secret: 'JBSWY3DPEHPK3PXP', otpauth_uri: 'otpauth://totp/x', qr_code: 'data:image/svg+xml,<svg/>' }),
      errorResponse(422, 'That code is not right.', 'invalid_code'),
      jsonResponse(200, { recovery_codes: ['aaaa-bbbb', 'cccc-dddd'] }),
    );
    renderDialog(<TwoFactorEnrolDialog open onClose={() => {}} />);
    const field = await screen.findByLabelText(/Authentication code/);
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code is not right.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toHaveTextContent('aaaa-bbbbcccc-dddd');
    expect(calls.slice(1).map((call) => call.body)).toEqual([{ code: '123456' }, { code: '123456' }]);
  });

  it('turning off takes a recovery code as well, and Cancel closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const calls = stubFetch(new Response(null, { status: 204 }));
    renderDialog(<TwoFactorDisableDialog open onClose={onClose} />);
    const field = screen.getByLabelText(/Authentication code/);
    expect(field).not.toHaveAttribute('inputmode');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.type(field, 'aaaa-bbbb');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(calls).toEqual([{ method: 'POST', url: '/api/me/2fa/disable', body: { recovery_code: 'aaaa-bbbb' } }]);
  });
});
