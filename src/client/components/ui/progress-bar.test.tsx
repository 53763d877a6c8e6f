import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../lib/i18n.ts';
import { getProgressPercent, getProgressText, ProgressBar } from './progress-bar.tsx';

const usdCompact = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});
const formatUsdCompact = (value: number) => usdCompact.format(value);

describe('getProgressPercent', () => {
  it('rounds value over max to a whole percent', () => {
    expect(getProgressPercent(8_500_000, 10_000_000)).toBe(85);
    expect(getProgressPercent(2, 3)).toBe(67);
    expect(getProgressPercent(1, 3)).toBe(33);
    expect(getProgressPercent(45.5)).toBe(46);
  });

  it('clamps to 0–100 and survives a zero max', () => {
    expect(getProgressPercent(150)).toBe(100);
    expect(getProgressPercent(-5)).toBe(0);
    expect(getProgressPercent(5, 0)).toBe(0);
  });
});

describe('getProgressText', () => {
  it('says "N%" when max is 100 and "X of Y" otherwise', () => {
    expect(getProgressText(42)).toBe('42%');
    expect(getProgressText(3, 8)).toBe('3 of 8');
    expect(getProgressText(8_500_000, 10_000_000, formatUsdCompact)).toBe('$8.5M of $10M');
  });
});

describe('ProgressBar', () => {
  it('renders an accessible progress bar named by its label', () => {
    render(<ProgressBar label="Fundraising Goal" value={8_500_000} max={10_000_000} formatValue={formatUsdCompact} />);
    const bar = screen.getByRole('progressbar', { name: 'Fundraising Goal' });
    expect(bar).toHaveAttribute('aria-valuenow', '85');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '$8.5M of $10M (85%)');
    expect(screen.getByText('$8.5M of $10M')).toBeInTheDocument();
  });

  it('shows a percentage when max is the default 100', () => {
    render(<ProgressBar label="Funded" value={72.4} />);
    expect(screen.getByText('72%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Funded' })).toHaveAttribute('aria-valuenow', '72');
  });

  it('fills to the rounded percent and uses the default 0.5rem height', () => {
    render(<ProgressBar value={2} max={3} />);
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveStyle({ height: '0.5rem' });
    expect(bar.firstElementChild).toHaveStyle({ width: '67%' });
    expect(screen.getByText('2 of 3')).toBeInTheDocument();
  });

  it('accepts a custom height and never overfills', () => {
    render(<ProgressBar label="Over" value={130} height="1rem" />);
    const bar = screen.getByRole('progressbar', { name: 'Over' });
    expect(bar).toHaveStyle({ height: '1rem' });
    expect(bar.firstElementChild).toHaveStyle({ width: '100%' });
  });
});

describe('progress in French', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('writes "X sur Y" and the percentage as French does', async () => {
    await activateLanguage('fr');
    expect(getProgressText(3, 8)).toBe('3 sur 8');
    expect(getProgressText(42).replace(/\s/g, ' ')).toBe('42 %');
    render(<ProgressBar value={2} max={3} />);
    expect(screen.getByRole('progressbar', { name: 'Progression' }).getAttribute('aria-valuetext')?.replace(/\s/g, ' ')).toBe('2 sur 3 (67 %)');
  });
});
