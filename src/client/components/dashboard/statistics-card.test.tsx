import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTrend, StatisticsCard } from './statistics-card.tsx';

describe('StatisticsCard', () => {
  it('shows title and value in an article named by the title', () => {
    render(<StatisticsCard title="Total Properties" value="32" icon="building" colour="primary" />);
    const card = screen.getByRole('article', { name: 'Total Properties' });
    expect(card).toHaveTextContent('32');
    expect(screen.getByRole('heading', { name: 'Total Properties' })).toBeInTheDocument();
  });

  it('shows a positive trend with a plus sign in the success colour and the default label', () => {
    render(<StatisticsCard title="Total Properties" value="32" icon="building" colour="primary" trend={{ value: 12.5 }} />);
    const trend = screen.getByTestId('statistics-card-trend');
    expect(trend).toHaveTextContent('+12.5%');
    expect(trend).toHaveClass('text-success');
    expect(trend).not.toHaveClass('text-error');
    expect(screen.getByText('vs last month')).toBeInTheDocument();
  });

  it('shows a negative trend with a minus sign in the error colour and a custom label', () => {
    render(<StatisticsCard title="Vacancy" value="4%" icon="trending-down" colour="warning" trend={{ value: -3.1, label: 'vs last quarter' }} />);
    const trend = screen.getByTestId('statistics-card-trend');
    expect(trend).toHaveTextContent('-3.1%');
    expect(trend).toHaveClass('text-error');
    expect(trend).not.toHaveClass('text-success');
    expect(screen.getByText('vs last quarter')).toBeInTheDocument();
    expect(screen.queryByText('vs last month')).not.toBeInTheDocument();
  });

  it('hides a zero trend completely', () => {
    render(<StatisticsCard title="Flat" value="10" icon="clock" colour="info" trend={{ value: 0 }} />);
    expect(screen.queryByTestId('statistics-card-trend')).not.toBeInTheDocument();
    expect(screen.queryByText('vs last month')).not.toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it('shows no trend when none is given', () => {
    render(<StatisticsCard title="Backers" value="245" icon="users" colour="info" />);
    expect(screen.queryByTestId('statistics-card-trend')).not.toBeInTheDocument();
  });

  it('tints the icon tile with the chosen colour and hides the icon from screen readers', () => {
    render(<StatisticsCard title="ROI" value="15.2%" icon="lightning-bolt" colour="warning" />);
    const tile = screen.getByTestId('statistics-card-icon');
    expect(tile).toHaveClass('bg-warning/10', 'text-warning');
    expect(tile.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('formats trends with an explicit sign', () => {
    expect(formatTrend(8.2)).toBe('+8.2%');
    expect(formatTrend(-0.5)).toBe('-0.5%');
    expect(formatTrend(4)).toBe('+4%');
  });
});
