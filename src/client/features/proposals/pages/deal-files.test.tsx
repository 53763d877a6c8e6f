import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '../../../../shared/contracts/deals.ts';
import { stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { FakeUpload } from '../../../test/fake-upload.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { signInAs } from '../../../test/session-stub.ts';
import { EditDealPage, NewDealPage } from './deal-editor-page.tsx';

/*
 * The deal form's Photos and Documents sections against a stubbed API: fetch for JSON and
 * downloads, a stand-in XMLHttpRequest for uploads (the one way to see upload progress).
 */

const photo = (id: string) => ({ id, url: `/uploads/deals/deal-1/${id.padEnd(24, '0')}.webp`, width: 1200, height: 800 });
const draftWith = (overrides: Partial<Deal>) => testDeal({ lifecycle: 'draft', status: null, missing: [], ...overrides });

function renderPage(page: 'new' | 'edit' = 'edit') {
  signInAs('proposer', { id: 'proposer-1' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page === 'new' ? <NewDealPage /> : <EditDealPage dealId="deal-1" />}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the deal form’s photos', { timeout: 20_000 }, () => {
  it('asks for a first save before a new deal takes files, with no file input yet', () => {
    stubApiRoutes({});
    renderPage('new');
    expect(section('Photos')).toHaveTextContent('Save the draft first: photos can be added once it is saved.');
    expect(section('Documents')).toHaveTextContent('Save the draft first: documents can be added once it is saved.');
    expect(screen.queryByLabelText('Add photos')).not.toBeInTheDocument();
  });

  it('checks the chosen files, sends the good ones one at a time with progress, and says what the server refused', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let deal = draftWith({});
    stubApiRoutes({ 'GET /api/deals/deal-1': () => jsonResponse(200, deal) });
    renderPage();
    const input = await screen.findByLabelText('Add photos');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription(/JPEG, PNG or WebP, up to 10 MB each; at most 20 photos \(0 so far\)/);

    const huge = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    const files = [
      new File(['jpeg'], 'front.jpg', { type: 'image/jpeg' }),
      huge,
      new File(['gif'], 'plan.gif', { type: 'image/gif' }),
      new File(['png'], 'garden.png', { type: 'image/png' }),
    ];
    await user.upload(input, files);

    const refusals = within(section('Photos')).getByRole('alert');
    expect(refusals).toHaveTextContent('huge.jpg is larger than the 10 MB limit.');
    expect(refusals).toHaveTextContent('plan.gif is not a JPEG, PNG or WebP image.');
    // One at a time: the second waits while the first goes.
    expect(FakeUpload.sent).toHaveLength(1);
    const [first] = FakeUpload.sent;
    expect(first!.url).toBe('/api/deals/deal-1/photos');
    expect(first!.headers.authorization).toMatch(/^Bearer /);
    expect((first!.body!.get('file') as File).name).toBe('front.jpg');
    expect(within(screen.getByRole('list', { name: 'Photos being uploaded' })).getAllByRole('listitem')[1]).toHaveTextContent(
      'garden.png (3 B): waiting its turn',
    );

    act(() => first!.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: /front\.jpg/ })).toHaveAttribute('aria-valuenow', '50');

    deal = draftWith({ uploaded_photos: [photo('a1')] });
    act(() => first!.answer(201, { id: 'a1', url: photo('a1').url }));
    await waitFor(() => expect(FakeUpload.sent).toHaveLength(2));
    expect((FakeUpload.sent[1]!.body!.get('file') as File).name).toBe('garden.png');
    act(() => FakeUpload.sent[1]!.answer(415, { message: 'The file is not a JPEG, PNG or WebP image.', detail: '', code: 'unsupported_media_type' }));

    expect(await within(section('Photos')).findByText('garden.png was not added. The file is not a JPEG, PNG or WebP image.')).toBeInTheDocument();
    expect(await within(section('Photos')).findByText('1 photo added.')).toBeInTheDocument();
    expect(await within(section('Photos')).findByRole('img', { name: 'Photo 1 of 1 (cover)' })).toHaveAttribute(
      'src',
      photo('a1').url.replace('.webp', '-640.webp'),
    );
  });

  it('moves a photo with the arrows (the first is the cover), focus following it, and removes one after asking', async () => {
    const user = userEvent.setup();
    const photos = [photo('p1'), photo('p2'), photo('p3')];
    // The server's deal as the calls leave it: the page reads it again after each change.
    let deal = draftWith({ uploaded_photos: photos });
    const change = (next: Deal) => {
      deal = next;
      return jsonResponse(200, deal);
    };
    const calls = stubApiRoutes({
      'GET /api/deals/deal-1': () => jsonResponse(200, deal),
      'PUT /api/deals/deal-1/photos/order': () => change(draftWith({ uploaded_photos: [photos[1]!, photos[0]!, photos[2]!] })),
      'DELETE /api/deals/deal-1/photos/p3': () => change(draftWith({ uploaded_photos: [photos[1]!, photos[0]!] })),
    });
    renderPage();
    const tiles = await screen.findAllByTestId('deal-photo');
    expect(tiles[0]).toHaveTextContent('Cover');
    expect(tiles[1]).not.toHaveTextContent('Cover');
    expect(screen.queryByRole('button', { name: 'Move photo 1 earlier' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move photo 3 later' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ids: ['p2', 'p1', 'p3'] });
    expect(await screen.findByText('Photo moved to position 1 of 3: it is the cover now.')).toBeInTheDocument();
    // p2 is first now: it has no earlier to go to, so focus is on its Move later.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo 1 later' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove photo 3?' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Photo 3 removed.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('deal-photo')).toHaveLength(2);
  });

  it('shows the gallery without controls while the deal is under review', async () => {
    stubApiRoutes({
      'GET /api/deals/deal-1': () => jsonResponse(200, testDeal({ lifecycle: 'submitted', status: null, uploaded_photos: [photo('p1'), photo('p2')] })),
    });
    renderPage();
    const photos = await screen.findByRole('region', { name: 'Photos' });
    expect(within(photos).getAllByRole('img')).toHaveLength(2);
    expect(within(photos).getByRole('img', { name: /photo 1 of 2 \(cover\)/ })).toHaveAttribute('width', '1200');
    expect(within(photos).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add photos')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Add documents')).not.toBeInTheDocument();
  });

  it('keeps the input away once the deal has 20 photos', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => photo(`f${index}`));
    stubApiRoutes({ 'GET /api/deals/deal-1': () => jsonResponse(200, draftWith({ uploaded_photos: twenty })) });
    renderPage();
    expect(await within(await screen.findByRole('region', { name: 'Photos' })).findByText(/This deal has 20 photos, the most it can have/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Add photos')).not.toBeInTheDocument();
  });
});

describe('the deal form’s documents', { timeout: 20_000 }, () => {
  it('lists each PDF with its size and day, opens it in a new tab with the session’s token, and removes it after asking', async () => {
    const user = userEvent.setup();
    const document = { id: 'doc-1', name: 'Title deed.pdf', bytes: 250_000, url: '/api/deals/deal-1/documents/doc-1', created_at: '2026-11-20T10:00:00.000Z' };
    const calls = stubApiRoutes({
      'GET /api/deals/deal-1': () => jsonResponse(200, draftWith({ documents: [document] })),
      'GET /api/deals/deal-1/documents/doc-1': () => new Response('%PDF-1.4', { status: 200, headers: { 'content-type': 'application/pdf' } }),
      'DELETE /api/deals/deal-1/documents/doc-1': () =>
        errorResponse(409, 'This deal is under review: it can be edited again if changes are requested.', 'deal_locked'),
    });
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:deed');

    renderPage();
    const row = await screen.findByTestId('deal-document');
    expect(row).toHaveTextContent('244 KB · uploaded');
    await user.click(within(row).getByRole('button', { name: 'Title deed.pdf (opens in a new tab)' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:deed'));
    expect(tab.opener).toBeNull();
    expect(calls.find((call) => call.url === '/api/deals/deal-1/documents/doc-1')?.headers.authorization).toMatch(/^Bearer /);

    await user.click(within(row).getByRole('button', { name: 'Remove Title deed.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Title deed.pdf?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This deal is under review');
  });
});
