import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, getSession, startSession } from './session.ts';
import { tokenFor } from '../test/session-stub.ts';
import { LOGOUT_WAIT_MS, useLogout } from './use-logout.ts';

const token = tokenFor({
  sub: 'user-1',
  jti: 'session-1',
  email: 'backer@sharestead.test',
  name: 'Rohan Mehta',
  avatar: null,
  role: 'backer',
  iat: Math.floor(Date.now() / 1000),
  exp: Math.floor(Date.now() / 1000) + 3600,
});

function LogoutButton() {
  const logout = useLogout();
  return (
    <button type="button" onClick={() => void logout()}>
      Logout
    </button>
  );
}

function renderAt(path = '/backer_dashboard') {
  const router = createMemoryRouter(
    [
      { path: '/backer_dashboard', element: <LogoutButton /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** What fetch saw, and whether the session still existed when it was called. */
const calls: { url: string; method: string | undefined; authorization: string | null; sessionThen: boolean }[] = [];
function stubFetch(answer: (init: RequestInit) => Promise<Response>) {
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    calls.push({
      url,
      method: init.method,
      authorization: new Headers(init.headers).get('authorization'),
      sessionThen: getSession() !== null,
    });
    return answer(init);
  });
}

beforeEach(() => {
  calls.length = 0;
  startSession(token, 'backer', false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  endSession();
});

describe('useLogout', () => {
  it('asks the server to end the session with its token, then ends it here and goes to /login', async () => {
    stubFetch(async () => new Response(null, { status: 204 }));
    const router = renderAt();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toEqual([{ url: '/api/auth/logout', method: 'POST', authorization: `Bearer ${token}`, sessionThen: true }]);
    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem('auth_token')).toBeNull();
  });

  it.each([
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['a server error', async () => new Response(JSON.stringify({ message: 'Down.', detail: 'Down.' }), { status: 503 })],
    ['a 401 (the session had already ended)', async () => new Response(JSON.stringify({ message: 'No.', detail: 'No.' }), { status: 401 })],
  ])('ends the session here after %s too', async (_name, answer) => {
    stubFetch(answer);
    const router = renderAt();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toHaveLength(1);
    expect(getSession()).toBeNull();
  });

  it('waits at most LOGOUT_WAIT_MS for a server that does not answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let aborted = false;
    stubFetch(
      (init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new DOMException('The operation was aborted.', 'AbortError'));
          });
        }),
    );
    const router = renderAt();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await act(() => vi.advanceTimersByTimeAsync(LOGOUT_WAIT_MS - 1));
    expect(getSession()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(aborted).toBe(true);
    expect(getSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('goes to /login without a call when there is no session', async () => {
    endSession();
    stubFetch(async () => new Response(null, { status: 204 }));
    const router = renderAt();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toHaveLength(0);
  });
});
