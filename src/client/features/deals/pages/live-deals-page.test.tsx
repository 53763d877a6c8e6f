import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../lib/i18n.ts';
import { queryOf, stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { errorResponse } from '../../../test/fetch-stub.ts';
import { pageOf, renderRoutes, stubScrolling } from '../../../test/list-page.tsx';
import { LiveDealsPage } from './live-deals-page.tsx';

const PATH = '/backer_dashboard/live-deals';
const VILLA = testDeal();
const PLAZA = testDeal({
  id: 'deal-2',
  property_id: 'lakeside-plaza',
  name: 'Lakeside Mixed-Use Plaza',
  location: 'Chicago, IL',
  type: 'Mixed-Use',
  currency: 'USD',
  raised: 720_000_00,
  target: 800_000_00,
  backers: 61,
  roi: '13.9%',
  projected_roi_bps: 1390,
  lifecycle: 'funded',
  status: 'completed',
});

function renderPage(entry = PATH) {
  return renderRoutes([{ path: PATH, element: <LiveDealsPage dealActions={(deal) => <button type="button">Invest in {deal.name}</button>} /> }], entry);
}

stubScrolling();

describe('LiveDealsPage', { timeout: 20_000 }, () => {
  it('lists the deals with the spec’s columns, amounts in each deal’s currency, and no Add New Deal of its own (the app gives proposers one)', async () => {
    stubApiRoutes({ 'GET /api/deals': () => pageOf([VILLA, PLAZA]) });
    renderPage();
    const table = screen.getByRole('table', { name: 'Deals' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Property', 'Location', 'Raised', 'Backers', 'Projected ROI', 'Deadline', 'Status']);
    expect(screen.getByTestId('deal-count')).toHaveTextContent('Loading deals…');
    const rows = await within(table).findAllByTestId('deal-row');
    expect(rows[0]).toHaveTextContent('₹40,00,000 / ₹1,00,00,000');
    expect(rows[0]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('$720,000 / $800,000');
    expect(rows[1]).toHaveTextContent('Chicago, IL');
    expect(rows[1]).toHaveTextContent('13.9%');
    expect(rows[1]).toHaveTextContent('Completed');
    expect(screen.getByTestId('deal-count')).toHaveTextContent('2 deals');
    expect(screen.queryByRole('button', { name: 'Add New Deal' })).not.toBeInTheDocument();
  });

  it('sends the filters to the server and keeps them in the URL; search waits for a pause; Reset Filters clears all three', async () => {
    const calls = stubApiRoutes({ 'GET /api/deals': () => pageOf([VILLA]) });
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findAllByTestId('deal-row');
    expect(
      within(screen.getByLabelText('Property Type'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Residential', 'Commercial', 'Industrial', 'Mixed-Use']);
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All statuses', 'pending', 'completed', 'failed']);
    await user.selectOptions(screen.getByLabelText('Property Type'), 'Industrial');
    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await user.type(screen.getByLabelText('Search deals'), 'Goa');
    await waitFor(() => expect(router.state.location.search).toBe('?type=Industrial&status=completed&q=Goa'));
    await waitFor(() => expect(queryOf(calls.at(-1)!.url)).toEqual({ type: 'Industrial', status: 'completed', search: 'Goa', page: '1', page_size: '20' }));
    // One request per pause in typing, not per letter.
    expect(calls.filter((call) => queryOf(call.url).search !== undefined)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText('Search deals')).toHaveValue('');
    expect(screen.getByLabelText('Property Type')).toHaveValue('');
    // The unfiltered list is the first answer again (from the cache while it is fresh).
    expect(await screen.findAllByTestId('deal-row')).toHaveLength(1);
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
    expect(screen.getByRole('button', { name: 'Reset Filters' })).toBeDisabled();
  });

  it('reads the filters from the URL it opens with', async () => {
    const calls = stubApiRoutes({ 'GET /api/deals': () => pageOf([]) });
    renderPage(`${PATH}?status=failed&q=pune`);
    expect(await screen.findByText('No deals match these filters. Try Reset Filters.')).toBeInTheDocument();
    expect(queryOf(calls[0]!.url)).toMatchObject({ status: 'failed', search: 'pune' });
    expect(screen.getByLabelText('Search deals')).toHaveValue('pune');
    expect(screen.getByLabelText('Status')).toHaveValue('failed');
  });

  it('says when no deal is open at all', async () => {
    stubApiRoutes({ 'GET /api/deals': () => pageOf([]) });
    renderPage();
    expect(await screen.findByText('No deals are open yet. New campaigns appear here as soon as they go live.')).toBeInTheDocument();
    expect(screen.getByTestId('deal-count')).toHaveTextContent('0 deals');
  });

  it('pages through the deals with the pagination buttons', async () => {
    const calls = stubApiRoutes({ 'GET /api/deals': (call) => pageOf([VILLA], { total: 45, page: Number(queryOf(call.url).page) }) });
    const user = userEvent.setup();
    const router = renderPage();
    await screen.findAllByTestId('deal-row');
    const pages = screen.getByRole('navigation', { name: 'Deal pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?page=3');
    await waitFor(() => expect(queryOf(calls.at(-1)!.url).page).toBe('3'));
  });

  it('shows an error with Try again when the deals cannot be loaded', async () => {
    let failing = true;
    stubApiRoutes({ 'GET /api/deals': () => (failing ? errorResponse(500, 'Something went wrong.', 'internal') : pageOf([VILLA])) });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The deals could not be loaded.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('deal-row')).toHaveLength(1);
  });

  it('opens the deal’s modal from a click on its row, and from the keyboard on the button named after it', async () => {
    stubApiRoutes({ 'GET /api/deals': () => pageOf([VILLA, PLAZA]) });
    const user = userEvent.setup();
    renderPage();
    const rows = await screen.findAllByTestId('deal-row');
    await user.click(within(rows[1]!).getByText('Chicago, IL'));
    const dialog = await screen.findByRole('dialog', { name: 'Lakeside Mixed-Use Plaza' });
    expect(within(dialog).getByRole('button', { name: 'Invest in Lakeside Mixed-Use Plaza' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const open = within(rows[0]!).getByRole('button', { name: 'Sea Breeze Villa' });
    open.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Sea Breeze Villa' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(open).toHaveFocus());
  });

  it('under the sm breakpoint shows each deal as a card with every column labelled, opening the same modal', async () => {
    stubApiRoutes({ 'GET /api/deals': () => pageOf([VILLA, PLAZA]) });
    const user = userEvent.setup();
    renderPage();
    const cards = await screen.findAllByTestId('deal-card');
    expect(cards).toHaveLength(2);
    // The list is the cards' and the table's wrapper the table's, each shown at its own widths.
    expect(cards[0]!.closest('ul')).toHaveClass('sm:hidden');
    expect(screen.getByRole('table', { name: 'Deals' }).parentElement).toHaveClass('hidden', 'sm:block');
    const figures = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(figures(cards[1]!)).toEqual([
      ['Raised', '$720,000 / $800,000'],
      ['Backers', expect.any(String)],
      ['Projected ROI', '13.9%'],
      ['Deadline', expect.any(String)],
    ]);
    expect(cards[1]).toHaveTextContent('Chicago, IL');
    expect(cards[1]).toHaveTextContent('Completed');

    await user.click(within(cards[1]!).getByText('Projected ROI'));
    expect(await screen.findByRole('dialog', { name: 'Lakeside Mixed-Use Plaza' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const open = within(cards[0]!).getByRole('button', { name: 'Sea Breeze Villa' });
    open.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Sea Breeze Villa' })).toBeInTheDocument();
  });
});

describe('LiveDealsPage in French', { timeout: 20_000 }, () => {
  beforeEach(() => activateLanguage('fr'));
  afterEach(() => activateLanguage('en'));

  /** Whole amounts as Intl writes them in French (`720 000 $US`, thousands apart by a narrow no-break space). */
  const french = (amount: number, currency: string) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  // Enough backers for French digit grouping to show.
  const CROWDED_PLAZA = { ...PLAZA, backers: 1_061 };

  it('names its columns, filters, counts and amounts in French, and leaves deal names and places as they are', async () => {
    stubApiRoutes({ 'GET /api/deals': () => pageOf([VILLA, CROWDED_PLAZA]) });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Projets en cours' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Projets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Bien', 'Emplacement', 'Collecté', 'Investisseurs', 'ROI prévu', 'Date limite', 'Statut']);
    expect(within(screen.getByRole('combobox', { name: 'Type de bien' })).getByRole('option', { name: 'Usage mixte' })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Statut' })).getByRole('option', { name: 'en attente' })).toBeInTheDocument();

    const rows = await within(table).findAllByTestId('deal-row');
    expect(rows[1]!.textContent).toContain(`${french(720_000, 'USD')} / ${french(800_000, 'USD')}`);
    expect(rows[1]!.textContent).toContain((1_061).toLocaleString('fr-FR'));
    // The ROI from its basis points, with the French decimal comma and the space before %.
    expect(within(rows[1]!).getByText('13,9 %')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Usage mixte')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Lakeside Mixed-Use Plaza' })).toHaveAttribute('translate', 'no');
    expect(within(rows[1]!).getByText('Chicago, IL')).toHaveAttribute('translate', 'no');
    expect(screen.getByTestId('deal-count')).toHaveTextContent('2 projets');

    await userEvent.click(within(rows[1]!).getByRole('button', { name: 'Lakeside Mixed-Use Plaza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lakeside Mixed-Use Plaza' });
    expect(dialog).toHaveTextContent(/durée de détention de \d+ mois/);
    expect(dialog).toHaveTextContent('ROI prévu13,9 %');
    expect(within(dialog).getByRole('link', { name: 'Voir le bien' })).toBeInTheDocument();
  });
});
