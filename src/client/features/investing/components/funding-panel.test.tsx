import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DealSummary } from '../../../../shared/contracts/deals.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { applyTimeZone } from '../../../lib/time-zone.ts';
import { stubApiRoutes } from '../../../test/api-routes-stub.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';
import { jsonResponse } from '../../../test/fetch-stub.ts';
import { signInAs, signOut } from '../../../test/session-stub.ts';
import { FundingPanel } from './funding-panel.tsx';

const DAY = 86_400_000;
const SUMMARY: DealSummary = {
  id: 'deal-1',
  proposer_id: 'proposer-1',
  lifecycle: 'live',
  status: 'pending',
  currency: 'INR',
  target: 1_00_00_000_00,
  raised: 40_00_000_00,
  backers: 12,
  minimum_ticket: 10_000_00,
  maximum_per_backer: null,
  deadline: new Date(Date.now() + 19.5 * DAY).toISOString(),
  reporting_health: null,
};

function renderPanel(summary: DealSummary = SUMMARY, regionName = 'Funding') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <FundingPanel propertyId="sea-breeze-villa-goa" propertyTitle="Sea Breeze Villa" summary={summary} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: regionName });
}

const factsOf = (panel: HTMLElement) =>
  Object.fromEntries(
    within(panel)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('FundingPanel', { timeout: 20_000 }, () => {
  it('shows raised / target as an accessible progress bar, backers, days left and the minimum ticket', async () => {
    const panel = renderPanel();
    // The deadline's component loads apart from the panel (lazy): wait for it rather than race it.
    await within(panel).findByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, /);
    const bar = within(panel).getByRole('progressbar', { name: 'Raised' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '₹40,00,000 of ₹1,00,00,000 (40%)');
    expect(factsOf(panel)).toEqual({
      Backers: '12',
      'Days left': '19',
      'Minimum investment': '₹10,000',
      Deadline: expect.stringMatching(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M \S+$/),
    });
    expect(within(panel).getByText('Open for investment')).toBeInTheDocument();
  });

  it('shows a signed-in person the deadline in their zone and a visitor in the browser’s, the instant unchanged', async () => {
    const summary = { ...SUMMARY, deadline: '2099-12-03T09:05:00.000Z' };
    signInAs('proposer', { id: 'panel-zone' });
    applyTimeZone('UTC-8');
    const panel = renderPanel(summary);
    const deadline = () => panel.querySelector('time')!;
    // The settings' zone loads with the signed-in part of the panel.
    await waitFor(() => expect(deadline()).toHaveAttribute('datetime', summary.deadline));
    expect(deadline().textContent?.replace(/\s/g, ' ')).toBe('Dec 3, 2099, 1:05 AM UTC-8');
    act(() => applyTimeZone('UTC+5:30'));
    expect(deadline().textContent?.replace(/\s/g, ' ')).toBe('Dec 3, 2099, 2:35 PM UTC+5:30');
    act(() => signOut());
    const browser = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    expect(deadline()).toHaveTextContent(browser.format(Date.parse(summary.deadline)));
  });

  it('sends a signed-out visitor to sign in and back to the property', () => {
    const panel = renderPanel();
    expect(within(panel).getByRole('link', { name: 'Invest' })).toHaveAttribute('href', '/login?next=%2Fproperties%2Fsea-breeze-villa-goa');
  });

  it('shows proposers and admins the figures without Invest', () => {
    signInAs('proposer');
    const panel = renderPanel();
    expect(within(panel).queryByRole('link', { name: 'Invest' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Invest' })).not.toBeInTheDocument();
  });

  it('shows a backer their own commitments and Invest', async () => {
    signInAs('backer');
    stubApiRoutes({
      'GET /api/deals/deal-1': () =>
        jsonResponse(
          200,
          testDeal({
            deadline: SUMMARY.deadline,
            my_commitments: [
              {
                id: 'c-1',
                deal_id: 'deal-1',
                amount: 25_000_00,
                currency: 'INR',
                status: 'committed',
                created_at: '2026-02-20T10:00:00Z',
                extension_consent: null,
                cancellable_until: null,
              },
            ],
          }),
        ),
    });
    const panel = renderPanel();
    expect(await within(panel).findByRole('button', { name: 'Invest' })).toBeInTheDocument();
    const mine = await within(panel).findByRole('heading', { name: 'Your commitments' });
    const list = mine.nextElementSibling as HTMLElement;
    expect(list).toHaveTextContent('₹25,000');
    expect(list).toHaveTextContent('Committed');
    expect(within(panel).getByRole('link', { name: 'See your portfolio' })).toHaveAttribute('href', '/backer_dashboard/portfolio');
  });

  it('says Closed and funded or failed once the campaign is over, with no Invest', () => {
    signInAs('backer');
    stubApiRoutes({ 'GET /api/deals/deal-1': () => jsonResponse(200, testDeal({ lifecycle: 'funded', status: 'completed' })) });
    let panel = renderPanel({ ...SUMMARY, lifecycle: 'funded', status: 'completed', raised: SUMMARY.target });
    expect(factsOf(panel)['Days left']).toBe('Closed');
    expect(factsOf(panel)).not.toHaveProperty('Deadline');
    expect(within(panel).getByText('Funded')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Invest' })).not.toBeInTheDocument();
    signOut();
    document.body.innerHTML = '';
    panel = renderPanel({ ...SUMMARY, lifecycle: 'failed', status: 'failed' });
    expect(within(panel).getByText('Failed: every backer was refunded')).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Invest' })).not.toBeInTheDocument();
  });
});

/** Whole rupees as Intl writes them in `locale` (French groups with a narrow no-break space). */
const rupees = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(amount);

describe('FundingPanel in other languages', () => {
  // Counts and amounts with thousands, so each language's grouping shows.
  const LARGE = { ...SUMMARY, backers: 1_234, minimum_ticket: 25_000_00 };

  afterEach(() => activateLanguage('en'));

  it('speaks French, with French amounts, counts and deadline', async () => {
    await activateLanguage('fr');
    const panel = renderPanel(LARGE, 'Financement');
    expect(within(panel).getByText('Ouvert à l’investissement')).toBeInTheDocument();
    const bar = within(panel).getByRole('progressbar', { name: 'Collecté' });
    expect(bar).toHaveAttribute(
      'aria-valuetext',
      `${rupees('fr-FR', 40_00_000)} sur ${rupees('fr-FR', 1_00_00_000)} (${new Intl.NumberFormat('fr-FR', { style: 'percent' }).format(0.4)})`,
    );
    expect(factsOf(panel)).toEqual({
      Investisseurs: (1_234).toLocaleString('fr-FR'),
      'Jours restants': '19',
      'Investissement minimum': rupees('fr-FR', 25_000),
      'Date limite': new Date(LARGE.deadline!).toLocaleString('fr-FR', {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }),
    });
    expect(rupees('fr-FR', 25_000)).toBe('25\u202f000\u00a0₹');
    expect(within(panel).getByRole('link', { name: 'Investir' })).toHaveAttribute('href', expect.stringContaining('/login'));
  });

  it('speaks Spanish', async () => {
    await activateLanguage('es');
    const panel = renderPanel(LARGE, 'Financiación');
    expect(within(panel).getByText('Abierto a la inversión')).toBeInTheDocument();
    expect(factsOf(panel)).toMatchObject({ Inversores: (1_234).toLocaleString('es-ES'), 'Inversión mínima': rupees('es-ES', 25_000) });
    expect(within(panel).getByRole('link', { name: 'Invertir' })).toBeInTheDocument();
  });
});
