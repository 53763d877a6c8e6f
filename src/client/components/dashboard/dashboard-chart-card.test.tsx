import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import type { Chart as ChartComponent } from 'react-chartjs-2';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardChart } from '../../../shared/contracts/dashboard.ts';
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
