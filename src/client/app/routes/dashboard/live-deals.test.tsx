import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../shared/roles.ts';
import { stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { jsonResponse } from '../../../test/fetch-stub.ts';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { LiveDealsRoute } from './live-deals.tsx';

/** Renders Live Deals as `role` sees it, with one deal the server says the viewer manages or not; other pages show their address. */
function renderAs(role: Role, viewerCanManage: boolean) {
  signInAs(role);
  stubApiRoutes({ 'GET /api/deals': () => jsonResponse(200, { total: 1, page: 1, page_size: 20, items: [testDeal({ viewer_can_manage: viewerCanManage })] }) });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: `/${role}_dashboard/live-deals`, element: <LiveDealsRoute role={role} /> },
      { path: '*', element: <p>Page opened</p> },
    ],
    { initialEntries: [`/${role}_dashboard/live-deals`] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

async function openModal() {
  // The table row's button (a phone's card has one of the same name).
  const [button] = await screen.findAllByRole('button', { name: 'Sea Breeze Villa' });
  await userEvent.setup().click(button!);
  return screen.findByRole('dialog', { name: 'Sea Breeze Villa' });
}

/** Every link and button of the modal, by its words. */
const actionNames = (dialog: HTMLElement) => [...dialog.querySelectorAll('a, button')].map((element) => element.textContent.trim());

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe("Live Deals: the deal modal's actions by role", { timeout: 20_000 }, () => {
  it('a backer: Invest on a live deal, no Edit Deal, View All Backers or Add New Deal', async () => {
    renderAs('backer', false);
    const dialog = await openModal();
    expect(within(dialog).getByRole('button', { name: 'Invest' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Edit Deal' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'View All Backers' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add New Deal' })).not.toBeInTheDocument();
  });

  it.each([
    ['proposer', '/proposer_dashboard/deals'],
    ['admin', '/admin_dashboard/deals'],
  ] as const)('the %s of a deal: Edit Deal and View All Backers open its form and its backers; no Invest', async (role, base) => {
    const router = renderAs(role, true);
    let dialog = await openModal();
    expect(actionNames(dialog)).toEqual(expect.arrayContaining(['View property', 'View All Backers', 'Edit Deal']));
    expect(within(dialog).queryByRole('button', { name: 'Invest' })).not.toBeInTheDocument();

    await userEvent.setup().click(within(dialog).getByRole('link', { name: 'Edit Deal' }));
    expect(await screen.findByText('Page opened')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${base}/deal-1`);

    await router.navigate(-1);
    dialog = await openModal();
    await userEvent.setup().click(within(dialog).getByRole('link', { name: 'View All Backers' }));
    expect(await screen.findByText('Page opened')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`${base}/deal-1/backers`);
  });

  it.each([
    ['proposer', '/proposer_dashboard/deals/new'],
    ['admin', '/admin_dashboard/deals/new'],
  ] as const)('a %s has Add New Deal, leading to the deal form', async (role, path) => {
    const router = renderAs(role, false);
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Add New Deal' }));
    expect(router.state.location.pathname).toBe(path);
  });

  it("another proposer's deal (the server says so): neither Edit Deal nor View All Backers, nothing that does nothing", async () => {
    renderAs('proposer', false);
    const dialog = await openModal();
    // The sponsor's track record is every deal's (issue 21), whoever looks.
    expect(actionNames(dialog)).toEqual(['Close', "Sponsor's track record", 'View property']);
    expect(within(dialog).getByRole('link', { name: "Sponsor's track record" })).toHaveAttribute('href', expect.stringMatching(/^\/proposers\//));
  });
});

describe('Live Deals in French', { timeout: 20_000 }, () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('names the proposer’s Add New Deal and a managed deal’s Edit Deal and View All Backers in French', async () => {
    await activateLanguage('fr');
    renderAs('proposer', true);
    expect(await screen.findByRole('link', { name: 'Ajouter un projet' })).toHaveAttribute('href', '/proposer_dashboard/deals/new');
    const dialog = await openModal();
    expect(within(dialog).getByRole('link', { name: 'Modifier le projet' })).toHaveAttribute('href', '/proposer_dashboard/deals/deal-1');
    expect(within(dialog).getByRole('link', { name: 'Voir tous les investisseurs' })).toHaveAttribute('href', '/proposer_dashboard/deals/deal-1/backers');
  });
});
