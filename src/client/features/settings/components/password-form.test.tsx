import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session.ts';
import { errorResponse, stubFetch } from '../../../test/fetch-stub.ts';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { PASSWORD_CHANGED, PASSWORDS_DIFFER, PasswordForm } from './password-form.tsx';

function renderForm() {
  signInAs('backer');
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PasswordForm />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

async function fill(current: string, next: string, confirm = next) {
  const user = userEvent.setup();
  for (const [label, value] of [
    ['Current password', current],
    ['New password', next],
    ['Confirm new password', confirm],
  ] as const) {
    await user.clear(screen.getByLabelText(label));
    await user.type(screen.getByLabelText(label), value);
  }
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('PasswordForm', { timeout: 20_000 }, () => {
  it('sends the current and new password, then says the other sessions ended and empties the fields', async () => {
    const calls = stubFetch(new Response(null, { status: 204 }));
    renderForm();
    await fill('Backer123!', 'monsoon-veranda-42');
    expect(await screen.findByRole('status')).toHaveTextContent(PASSWORD_CHANGED);
    expect(calls).toEqual([{ method: 'POST', url: '/api/me/password', body: { current_password: 'Backer123!', new_password: 'monsoon-veranda-42' } }]);
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('checks the new password like registration and the confirmation before sending', async () => {
    const calls = stubFetch();
    renderForm();
    await fill('Backer123!', 'short');
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveFocus();
    await fill('Backer123!', 'monsoon-veranda-42', 'monsoon-veranda-43');
    expect(await screen.findByText(PASSWORDS_DIFFER)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows a wrong current password by its field and keeps the session', async () => {
    stubFetch(
      errorResponse(401, 'The current password is not right.', 'wrong_password', [
        { field: 'current_password', message: 'The current password is not right.' },
      ]),
    );
    renderForm();
    await fill('nope', 'monsoon-veranda-42');
    expect(await screen.findByText('The current password is not right.')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(getSession()).not.toBeNull();
  });
});
