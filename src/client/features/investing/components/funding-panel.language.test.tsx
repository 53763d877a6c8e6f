import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { DealSummary } from '../../../../shared/contracts/deals.ts';
import { activateLanguage } from '../../../lib/i18n.ts';
import { FundingPanel } from './funding-panel.tsx';

const DAY = 86_400_000;
const SUMMARY: DealSummary = {
  id: 'deal-1',
  lifecycle: 'live',
  status: 'pending',
  currency: 'INR',
  target: 1_00_00_000_00,
  raised: 40_00_000_00,
  backers: 1_234,
  minimum_ticket: 25_000_00,
  maximum_per_backer: null,
  deadline: new Date(Date.now() + 19.5 * DAY).toISOString(),
};

/** Whole rupees as Intl writes them in `locale` (French groups with a narrow no-break space). */
const rupees = (locale: string, amount: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(amount);

function renderPanel(name: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <FundingPanel propertyId="sea-breeze-villa-goa" propertyTitle="Sea Breeze Villa" summary={SUMMARY} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name });
}

const factsOf = (panel: HTMLElement) =>
  Object.fromEntries(within(panel).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));

afterEach(async () => {
  await activateLanguage('en');
});

describe('FundingPanel in other languages', () => {
  it('speaks French, with French amounts, counts and deadline', async () => {
    await activateLanguage('fr');
    const panel = renderPanel('Financement');
    expect(within(panel).getByText("Ouvert à l’investissement")).toBeInTheDocument();
    const bar = within(panel).getByRole('progressbar', { name: 'Collecté' });
    expect(bar).toHaveAttribute('aria-valuetext', `${rupees('fr-FR', 40_00_000)} sur ${rupees('fr-FR', 1_00_00_000)} (${new Intl.NumberFormat('fr-FR', { style: 'percent' }).format(0.4)})`);
    expect(factsOf(panel)).toEqual({
      Investisseurs: (1_234).toLocaleString('fr-FR'),
      'Jours restants': '19',
      'Investissement minimum': rupees('fr-FR', 25_000),
      'Date limite': new Date(SUMMARY.deadline!).toLocaleString('fr-FR', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
    });
    expect(rupees('fr-FR', 25_000)).toBe('25\u202f000\u00a0₹');
    expect(within(panel).getByRole('link', { name: 'Investir' })).toHaveAttribute('href', expect.stringContaining('/login'));
  });

  it('speaks Spanish', async () => {
    await activateLanguage('es');
    const panel = renderPanel('Financiación');
    expect(within(panel).getByText('Abierto a la inversión')).toBeInTheDocument();
    expect(factsOf(panel)).toMatchObject({ Inversores: (1_234).toLocaleString('es-ES'), 'Inversión mínima': rupees('es-ES', 25_000) });
    expect(within(panel).getByRole('link', { name: 'Invertir' })).toBeInTheDocument();
  });
});
