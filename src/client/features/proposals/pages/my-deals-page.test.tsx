import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { queryOf, stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { pageOf, renderRoutes, stubScrolling } from '../../../test/list-page.tsx';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { MyDealsPage } from './my-deals-page.tsx';

const PATH = '/proposer_dashboard/deals';

function renderPage(entry = PATH) {
  signInAs('proposer');
  return renderRoutes([{ path: PATH, element: <MyDealsPage /> }], entry);
}

stubScrolling();
afterEach(signOut);

describe('My Deals', { timeout: 20_000 }, () => {
  it("asks for a page of the proposer's own deals and pages through them with the page in the URL", async () => {
    const user = userEvent.setup();
    const calls = stubApiRoutes({
      'GET /api/deals': (call) => {
        const page = Number(queryOf(call.url).page);
        return pageOf([testDeal({ id: `deal-${page}`, name: `Deal on page ${page}`, lifecycle: 'draft', status: null })], { total: 45, page });
      },
    });
    const router = renderPage();
    const table = await screen.findByRole('table', { name: 'Deals' });
    const row = within(table).getByTestId('my-deal-row');
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Deal on page 1Candolim, Goa');
    expect(within(row).getByRole('link', { name: 'Deal on page 1' })).toHaveAttribute('href', '/proposer_dashboard/deals/deal-1');
    expect(row).toHaveTextContent('Draft₹40,00,000 / ₹1,00,00,000');
    expect(within(row).getByRole('link', { name: /: Deal on page 1$/ })).toHaveAttribute('href', '/proposer_dashboard/deals/deal-1');
    // The phone layout: one card per deal, named by the deal, with the same next step.
    const card = screen.getByRole('article', { name: 'Deal on page 1' });
    expect(card).toHaveAttribute('data-testid', 'my-deal-card');
    expect(card).toHaveTextContent('Raised / target₹40,00,000 / ₹1,00,00,000');
    expect(within(card).getByRole('link', { name: /: Deal on page 1$/ })).toHaveAttribute('href', '/proposer_dashboard/deals/deal-1');
    expect(queryOf(calls[0]!.url)).toEqual({ mine: 'true', page: '1', page_size: '20' });
    expect(screen.getByTestId('my-deal-count')).toHaveTextContent('1–20 of 45 deals');

    const pager = screen.getByRole('navigation', { name: 'My deals pages' });
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Deal on page 2' })).toBeInTheDocument();
    expect(screen.getByTestId('my-deal-row')).toHaveTextContent('Deal on page 2');
    expect(router.state.location.search).toBe('?page=2');
    expect(queryOf(calls.at(-1)!.url)).toMatchObject({ mine: 'true', page: '2' });
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it("links a funded deal's distributions beside its next step, and only a funded one's", async () => {
    stubApiRoutes({
      'GET /api/deals': () =>
        pageOf([
          testDeal({ id: 'deal-1', name: 'Sea Breeze Villa', lifecycle: 'funded', status: 'completed' }),
          testDeal({ id: 'deal-2', name: 'Banyan Court', lifecycle: 'live' }),
        ]),
    });
    renderPage();
    const table = await screen.findByRole('table', { name: 'Deals' });
    const [funded, live] = within(table).getAllByTestId('my-deal-row');
    expect(within(funded!).getByRole('link', { name: 'Distributions: Sea Breeze Villa' })).toHaveAttribute(
      'href',
      '/proposer_dashboard/deals/deal-1/distributions',
    );
    expect(within(live!).queryByRole('link', { name: /^Distributions/ })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Sea Breeze Villa' })).getByRole('link', { name: 'Distributions: Sea Breeze Villa' }),
    ).toBeInTheDocument();
  });

  it('no pager for one page; an empty list says how to start', async () => {
    stubApiRoutes({ 'GET /api/deals': () => pageOf([]) });
    renderPage();
    expect(await screen.findByText('You have no deals yet. Add New Deal starts a draft you can save and finish later.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'My deals pages' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add New Deal' })).toHaveAttribute('href', '/proposer_dashboard/deals/new');
  });
});
