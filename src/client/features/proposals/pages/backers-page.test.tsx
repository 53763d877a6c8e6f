import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryOf, stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { errorResponse, jsonResponse } from '../../../test/fetch-stub.ts';
import { pageOf, renderRoutes, stubScrolling } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { BackersPage } from './backers-page.tsx';

const AT = '2026-11-20T10:00:00.000Z';
const PATH = '/admin_dashboard/deals/deal-1/backers';

function renderPage() {
  signInAs('admin');
  return renderRoutes([{ path: PATH, element: <BackersPage dealId="deal-1" role="admin" /> }], PATH);
}

const backer = (page: number) => ({
  commitment_id: `c-${page}`,
  backer_id: 'b-1',
  name: `Backer on page ${page}`,
  amount: 25_000_00,
  currency: 'INR',
  status: 'committed',
  extension_consent: null,
  created_at: AT,
});

stubScrolling();
afterEach(signOut);

describe('View All Backers', { timeout: 20_000 }, () => {
  it('lists name, amount, status and consent, a page at a time, with a way back to the deal', async () => {
    const user = userEvent.setup();
    const calls = stubApiRoutes({
      'GET /api/deals/deal-1': () => jsonResponse(200, testDeal({ viewer_can_manage: true })),
      'GET /api/deals/deal-1/backers': (call) => {
        const page = Number(queryOf(call.url).page);
        return pageOf([backer(page)], { total: 21, page });
      },
    });
    const router = renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Backers of Sea Breeze Villa' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Backers' });
    expect(within(table).getByTestId('backer-row')).toHaveTextContent('Backer on page 1₹25,000CommittedNot asked or no answer yet');
    // The phone layout: one card per commitment, named by the backer.
    expect(screen.getByRole('article', { name: 'Backer on page 1' })).toHaveTextContent(
      'Backer on page 1₹25,000StatusCommittedExtension consentNot asked or no answer yet',
    );
    expect(screen.getByRole('link', { name: 'Back to the deal' })).toHaveAttribute('href', '/admin_dashboard/deals/deal-1');
    expect(screen.getByTestId('backer-count')).toHaveTextContent('1–20 of 21 commitments');

    await user.click(within(screen.getByRole('navigation', { name: 'Backer pages' })).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Backer on page 2' })).toBeInTheDocument();
    expect(screen.getByTestId('backer-row')).toHaveTextContent('Backer on page 2');
    expect(router.state.location.search).toBe('?page=2');
    expect(queryOf(calls.at(-1)!.url)).toEqual({ page: '2', page_size: '20' });
  });

  it('a deal the viewer may not see says so', async () => {
    stubApiRoutes({
      'GET /api/deals/deal-1': () => errorResponse(404, 'There is no deal at this address.', 'not_found'),
      'GET /api/deals/deal-1/backers': () => errorResponse(404, 'There is no deal at this address.', 'not_found'),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no deal at this address.');
  });
});
