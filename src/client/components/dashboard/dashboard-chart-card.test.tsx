import { act, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type { Chart as ChartComponent } from 'react-chartjs-2';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardChart } from '../../../shared/contracts/dashboard.ts';
import { CHART_THEMES } from './chart-config.ts';
import { DashboardChartCard } from './dashboard-chart-card.tsx';

const PROPERTY_TYPES: DashboardChart = {
  id: 'property-types',
  title: 'Property Types',
  description: 'Share of deals by asset class.',
  type: 'doughnut',
  labels: ['Residential', 'Commercial', 'Industrial', 'Mixed-Use', 'Land'],
  datasets: [{ label: 'Share of deals', data: [45, 25, 15, 10, 5] }],
  valueFormat: 'percent',
};

// No canvas in jsdom: record what the card hands to react-chartjs-2.
const chartProps = vi.hoisted(() => [] as Record<string, any>[]);
vi.mock('react-chartjs-2', () => ({
  Chart: (props: ComponentProps<typeof ChartComponent>) => {
    chartProps.push(props);
    return <canvas role={props.role} aria-label={props['aria-label']} />;
  },
}));

describe('DashboardChartCard', () => {
  it('draws a contract chart with its title, type, numbers and the dashboard height', async () => {
    render(<DashboardChartCard chart={PROPERTY_TYPES} />);
    // The canvas loads lazily, with Chart.js.
    await screen.findByRole('img', { name: 'Property Types' });
    const props = chartProps.at(-1) as Record<string, any>;
    expect(screen.getByRole('heading', { name: 'Property Types' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Property Types' })).toBeInTheDocument();
    expect(props.type).toBe('doughnut');
    expect(props.data.datasets[0].data).toEqual([45, 25, 15, 10, 5]);
    expect(props.options.plugins.legend.position).toBe('top');
    expect(screen.getByTestId('chart-card-canvas-box')).toHaveStyle({ height: '300px' });
    // The screen-reader table uses the chart's own value format.
    expect(screen.getByRole('row', { name: 'Residential 45%' })).toBeInTheDocument();
  });
});

describe('DashboardChartCard in the theme of the page', () => {
  it('redraws in the dark colours when the page turns dark, and back', async () => {
    // What styles.css says of the dark theme, as far as the chart reads it.
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = ":root[data-theme='dark'] { color-scheme: dark; }";
    document.documentElement.dataset.theme = 'light';
    try {
      render(<DashboardChartCard chart={PROPERTY_TYPES} />);
      await screen.findByRole('img', { name: 'Property Types' });
      const drawn = () => chartProps.at(-1) as Record<string, any>;
      expect(drawn().data.datasets[0].borderColor).toBe(CHART_THEMES.light.surface);
      expect(drawn().data.datasets[0].backgroundColor[0]).toBe(CHART_THEMES.light.series[0]);
      expect(drawn().options.color).toBe(CHART_THEMES.light.text);

      await act(async () => {
        document.documentElement.dataset.theme = 'dark';
      });
      expect(drawn().data.datasets[0].borderColor).toBe(CHART_THEMES.dark.surface);
      expect(drawn().data.datasets[0].backgroundColor[0]).toBe(CHART_THEMES.dark.series[0]);
      expect(drawn().options.color).toBe(CHART_THEMES.dark.text);

      await act(async () => {
        document.documentElement.dataset.theme = 'system';
      });
      expect(drawn().options.color).toBe(CHART_THEMES.light.text);
    } finally {
      style.remove();
      delete document.documentElement.dataset.theme;
    }
  });
});
