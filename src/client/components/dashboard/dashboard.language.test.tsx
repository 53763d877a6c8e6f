import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction } from '../../../shared/contracts/dashboard.ts';
import { activateLanguage } from '../../lib/i18n.ts';
import { ChartDataSummary } from './chart-data-summary.tsx';
import { formatDate, formatMonth, formatPercent, formatUsd, formatUsdCompact } from './format.ts';
import { StatisticsCard } from './statistics-card.tsx';
import { INVESTMENT_COLUMNS } from './transaction-columns.ts';
import { TransactionTable } from './transaction-table.tsx';

const dollars =
  (locale: string, options: Intl.NumberFormatOptions = {}) =>
  (amount: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 2, ...options }).format(amount);

const TRANSACTIONS: Transaction[] = Array.from({ length: 7 }, (_, i) => ({
  id: `t-${i + 1}`,
  date: '2025-11-21',
  description: `Investment ${i + 1}`,
  amount: 12_500,
  status: 'pending',
  investor: 'Emma Thompson',
}));

afterEach(async () => {
  await activateLanguage('en');
});

describe('dashboard components in other languages', () => {
  it('formats dollars, percentages, days and months in French', async () => {
    await activateLanguage('fr');
    expect(formatUsd(12_500)).toBe(dollars('fr-FR')(12_500));
    expect(formatUsdCompact(8_500_000)).toBe(dollars('fr-FR', { notation: 'compact', maximumFractionDigits: 1 })(8_500_000));
    expect(formatPercent(14.5)).toBe(new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 }).format(0.145));
    expect(formatDate('2025-11-21')).toBe(
      new Intl.DateTimeFormat('fr-FR', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(2025, 10, 21)),
    );
    expect(formatMonth('2026-03')).toBe('mars');
  });

  it('formats them in Spanish, and as the spec writes them in English again afterwards', async () => {
    await activateLanguage('es');
    expect(formatUsd(12_500)).toBe(dollars('es-ES')(12_500));
    expect(formatMonth('2026-03')).toBe(new Intl.DateTimeFormat('es-ES', { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, 2, 1)));
    await activateLanguage('en');
    expect(formatUsd(12_500)).toBe('$12,500');
    expect(formatUsdCompact(8_500_000)).toBe('$8.5M');
    expect(formatMonth('2026-03')).toBe('Mar');
  });

  it('titles the transaction table, its columns and its footer in French, leaving names as they are', async () => {
    await activateLanguage('fr');
    render(<TransactionTable transactions={TRANSACTIONS} columns={INVESTMENT_COLUMNS} />);
    expect(screen.getByRole('heading', { name: 'Transactions récentes' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Date', 'Description', 'Investisseur', 'Montant', 'Statut']);
    const firstRow = within(screen.getAllByRole('rowgroup')[1]!).getAllByRole('row')[0]!;
    expect(firstRow.textContent).toContain(dollars('fr-FR')(12_500));
    expect(within(firstRow).getByText('Emma Thompson')).toHaveAttribute('translate', 'no');
    expect(screen.getByText(/^Affichage de/)).toHaveTextContent('Affichage de 1 à 5 sur 7 résultats');
    expect(screen.getByRole('navigation')).toHaveAccessibleName('Pages de Transactions récentes');
  });

  it('says a statistic and its trend in French, and reads out a chart’s numbers in French', async () => {
    await activateLanguage('fr');
    render(
      <>
        <StatisticsCard title="Total" value="245" icon="users" trend={{ value: 4.75 }} />
        <ChartDataSummary id="summary" title="Revenus" data={{ labels: ['janv.'], datasets: [{ label: 'Revenus', data: [1_234.5] }] }} />
      </>,
    );
    expect(screen.getByTestId('statistics-card-trend')).toHaveTextContent('En hausse +4,75 %');
    expect(screen.getByRole('article', { name: 'Total' })).toHaveTextContent('par rapport au mois dernier');
    const summary = screen.getByRole('table', { name: 'Données de Revenus' });
    expect(within(summary).getByRole('columnheader', { name: 'Libellé' })).toBeInTheDocument();
    expect(within(summary).getByRole('cell').textContent).toBe((1_234.5).toLocaleString('fr-FR'));
  });
});
