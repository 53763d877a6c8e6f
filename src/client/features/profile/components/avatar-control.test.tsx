import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BackerProfile } from '../../../../shared/contracts/profile.ts';
import { stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { FakeUpload } from '../../../test/fake-upload.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { useAccountIdentity } from '../api/index.ts';
import { ProfilePage } from '../pages/profile-page.tsx';

const PHOTO = '/uploads/avatars/0123456789abcdef01234567.webp';
const BACKER: BackerProfile = {
  role: 'backer',
  name: 'Daniel Reyes',
  email: 'backer@sharestead.test',
  phone: null,
  location: null,
  bio: null,
  avatar: null,
  email_verified: true,
  phone_verified: true,
  investment_preferences: { property_types: [], investment_range: null, risk_tolerance: null },
};

/** What the header and user menu read: the same cache as the page. */
function HeaderAvatar() {
  const { avatar } = useAccountIdentity();
  return <p data-testid="header-avatar">{avatar ?? 'initials'}</p>;
}

function renderPage(profile: BackerProfile) {
  signInAs('backer', { id: 'backer-7', name: 'Daniel Reyes' });
  const calls = stubApiRoutes({
    'GET /api/me/profile': () => jsonResponse(200, profile),
    'DELETE /api/me/avatar': () => jsonResponse(200, { ...profile, avatar: null }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HeaderAvatar />
        <ProfilePage role="backer" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const control = () => screen.getByTestId('avatar-control');

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('AvatarControl', { timeout: 20_000 }, () => {
  it('shows the initials, uploads a chosen picture with progress, then shows it here and in the header at once', async () => {
    const user = userEvent.setup();
    renderPage(BACKER);
    const input = await screen.findByLabelText('Upload photo');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).not.toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 5 MB; it is cut to a square.');
    expect(within(control()).getByTestId('avatar-initials')).toHaveTextContent('DR');
    expect(control()).toHaveTextContent('No photo yet; your initials are shown.');
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();

    await user.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    const [sent] = FakeUpload.sent;
    expect(sent!.url).toBe('/api/me/avatar');
    expect(sent!.headers.authorization).toMatch(/^Bearer /);
    expect((sent!.body!.get('file') as File).name).toBe('me.png');
    act(() => sent!.progress(30, 100));
    expect(screen.getByRole('progressbar', { name: /me\.png/ })).toHaveAttribute('aria-valuenow', '30');

    // The interface's answer: 201 with the new picture's URL only (interfaces.md).
    act(() => sent!.answer(201, { url: PHOTO }));
    expect(await within(control()).findByRole('img', { name: 'Profile photo of Daniel Reyes' })).toHaveAttribute('src', PHOTO);
    expect(screen.getByTestId('header-avatar')).toHaveTextContent(PHOTO);
    expect(within(control()).getByText('1 photo added.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove photo' })).toBeInTheDocument();
  });

  it('refuses another type before sending, and says why the server refused a file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage(BACKER);
    const input = await screen.findByLabelText('Upload photo');
    await user.upload(input, new File(['gif'], 'me.gif', { type: 'image/gif' }));
    expect(within(control()).getByRole('alert')).toHaveTextContent('me.gif is not a JPEG, PNG or WebP image.');
    expect(FakeUpload.sent).toHaveLength(0);

    await user.upload(input, new File(['not really'], 'notes.png', { type: 'image/png' }));
    act(() =>
      FakeUpload.sent[0]!.answer(415, {
        message: 'The file is not a JPEG, PNG or WebP image.',
        detail: 'The file is not a JPEG, PNG or WebP image.',
        code: 'unsupported_media_type',
      }),
    );
    expect(await within(control()).findByRole('alert')).toHaveTextContent('notes.png was not added. The file is not a JPEG, PNG or WebP image.');
    expect(screen.getByTestId('header-avatar')).toHaveTextContent('initials');
  });

  it('removes the photo after a confirmation (Cancel first in focus), then shows the initials everywhere', async () => {
    const user = userEvent.setup();
    const calls = renderPage({ ...BACKER, avatar: PHOTO });
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove your photo?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/me/avatar']);
    expect(within(control()).getByTestId('avatar-initials')).toBeInTheDocument();
    expect(screen.getByTestId('header-avatar')).toHaveTextContent('initials');
    expect(screen.getByText('Photo removed; your initials are shown.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Profile photo' })).toHaveFocus());
  });

  it('keeps the dialog open with the reason when the removal fails', async () => {
    const user = userEvent.setup();
    renderPage({ ...BACKER, avatar: PHOTO });
    stubApiRoutes({
      'GET /api/me/profile': () => jsonResponse(200, { ...BACKER, avatar: PHOTO }),
      'DELETE /api/me/avatar': () => errorResponse(503, 'The database is not answering.', 'unavailable'),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove photo' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove photo' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The database is not answering.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(control()).getByRole('img', { name: 'Profile photo of Daniel Reyes' })).toBeInTheDocument();
    expect(screen.getByTestId('header-avatar')).toHaveTextContent(PHOTO);
  });
});
