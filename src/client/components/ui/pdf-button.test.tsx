import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApiRoutes } from '../../test/api-routes-stub.ts';
import { errorResponse } from '../../test/fetch-stub.ts';
import { signInAs, signOut } from '../../test/session-stub.ts';
import { PdfButton } from './pdf-button.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOut();
});

const PATH = '/distributions/dist-1/evidence/file-1';

describe('PdfButton', () => {
  it("opens the PDF in a new tab, fetched with the session's token", async () => {
    const user = userEvent.setup();
    signInAs('backer');
    const calls = stubApiRoutes({
      [`GET /api${PATH}`]: () => new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:evidence');
    render(
      <PdfButton path={PATH} name="Rent">
        Evidence
      </PdfButton>,
    );

    await user.click(screen.getByRole('button', { name: 'Evidence (opens in a new tab)' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:evidence'));
    expect(tab.opener).toBeNull();
    expect(calls[0]!.headers.authorization).toMatch(/^Bearer /);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why when the server refuses it, and closes the tab it opened', async () => {
    const user = userEvent.setup();
    signInAs('backer');
    stubApiRoutes({ [`GET /api${PATH}`]: () => errorResponse(404, 'This distribution has no such evidence.', 'not_found') });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    render(
      <PdfButton path={PATH} name="Rent">
        Evidence
      </PdfButton>,
    );

    await user.click(screen.getByRole('button', { name: 'Evidence (opens in a new tab)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Rent could not be opened. This distribution has no such evidence.');
    expect(tab.close).toHaveBeenCalled();
  });
});
