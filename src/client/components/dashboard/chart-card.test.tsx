import { render, screen, within } from '@testing-library/react';
import type { ChartData } from 'chart.js';
import type { ComponentProps, ReactElement } from 'react';
import type { Chart as ChartComponent } from 'react-chartjs-2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChartCard } from './chart-card.tsx';

// jsdom has no canvas (toolchain.md trap 7): stand in for the chart and record its props.
const chartProps = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('react-chartjs-2', () => ({
  Chart: (props: ComponentProps<typeof ChartComponent>) => {
    chartProps.push(props as unknown as Record<string, unknown>);
    const { type, role, 'aria-label': label, 'aria-describedby': describedBy } = props;
    return <canvas data-testid="chart" data-type={type} role={role} aria-label={label} aria-describedby={describedBy} />;
  },
}));

afterEach(() => {
  chartProps.length = 0;
});

/** Renders the card and waits for its canvas, which loads lazily with Chart.js. */
async function renderCard(ui: ReactElement) {
  const result = render(ui);
  await screen.findByTestId('chart');
  return result;
}

const lastProps = () => chartProps.at(-1) as Record<string, unknown> & { options: Record<string, any> };

const revenue: ChartData<'line'> = {
  labels: ['Jan', 'Feb', 'Mar'],
  datasets: [{ label: 'Revenue', data: [42_500, 46_800, 51_200] }],
};

describe('ChartCard', () => {
  it('renders the title as a heading and names the section by it', () => {
    render(<ChartCard title="Monthly Revenue (2025)" type="line" data={revenue} />);
    expect(screen.getByRole('heading', { name: 'Monthly Revenue (2025)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Monthly Revenue (2025)' })).toBeInTheDocument();
  });

  it('passes type and data through to the chart', async () => {
    await renderCard(<ChartCard title="Revenue" type="line" data={revenue} />);
    expect(lastProps().type).toBe('line');
    expect(lastProps().data).toBe(revenue);
    expect(screen.getByTestId('chart')).toHaveAttribute('data-type', 'line');
  });

  it('gives the canvas an accessible name and points it at a data summary', async () => {
    await renderCard(<ChartCard title="Revenue" type="line" data={revenue} formatValue={(n) => `$${n}`} />);
    const canvas = screen.getByRole('img', { name: 'Revenue' });
    const summary = screen.getByTestId('chart-data-summary');
    expect(canvas).toHaveAttribute('aria-describedby', summary.id);
    expect(summary).toHaveClass('sr-only');
    expect(within(summary).getByRole('row', { name: 'Feb $46800' })).toBeInTheDocument();
    expect(within(summary).getByRole('columnheader', { name: 'Revenue' })).toBeInTheDocument();
  });

  it('lists point data for charts without labels', () => {
    const data: ChartData<'bubble'> = {
      datasets: [{ label: 'Maple Grove', data: [{ x: 3, y: 11.8, r: 14 }] }],
    };
    render(<ChartCard title="Risk vs Return" type="bubble" data={data} />);
    expect(screen.getByTestId('chart-data-summary')).toHaveTextContent('Maple Grove: (3, 11.8, size 14)');
  });

  it('uses a 250px chart area by default and the given height otherwise', () => {
    const { unmount } = render(<ChartCard title="A" type="bar" data={revenue as unknown as ChartData<'bar'>} />);
    expect(screen.getByTestId('chart-card-canvas-box')).toHaveStyle({ height: '250px' });
    unmount();
    render(<ChartCard title="B" type="bar" data={revenue as unknown as ChartData<'bar'>} height="300px" />);
    expect(screen.getByTestId('chart-card-canvas-box')).toHaveStyle({ height: '300px' });
  });

  it('applies the spec defaults when no options are given', async () => {
    await renderCard(<ChartCard title="Mix" type="doughnut" data={{ labels: ['A'], datasets: [{ data: [1] }] }} />);
    const { options } = lastProps();
    expect(options.responsive).toBe(true);
    expect(options.maintainAspectRatio).toBe(false);
    expect(options.plugins.legend).toEqual({ position: 'top', labels: { usePointStyle: true, padding: 20 } });
    expect(options.plugins.tooltip).toEqual({
      backgroundColor: 'rgba(0, 0, 0, 0.8)',
      padding: 10,
      cornerRadius: 4,
      boxPadding: 4,
    });
  });

  it('merges given options over the defaults', async () => {
    await renderCard(
      <ChartCard
        title="Bars"
        type="bar"
        data={revenue as unknown as ChartData<'bar'>}
        options={{ indexAxis: 'y', plugins: { legend: { position: 'bottom' } } }}
      />,
    );
    const { options } = lastProps();
    expect(options.indexAxis).toBe('y');
    expect(options.plugins.legend.position).toBe('bottom');
    expect(options.plugins.legend.labels).toEqual({ usePointStyle: true, padding: 20 });
    expect(options.plugins.tooltip.cornerRadius).toBe(4);
    expect(options.maintainAspectRatio).toBe(false);
  });

  it('renders the actions area and a description', () => {
    render(<ChartCard title="Revenue" description="Up all year." type="line" data={revenue} actions={<button type="button">Export</button>} />);
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    expect(screen.getByText('Up all year.')).toBeInTheDocument();
  });

  it('hands new data to the chart on re-render and keeps options stable when they do not change', async () => {
    const options = { plugins: { legend: { display: false } } };
    const { rerender } = await renderCard(<ChartCard title="Revenue" type="line" data={revenue} options={options} />);
    const firstOptions = lastProps().options;
    const next: ChartData<'line'> = { labels: ['Apr'], datasets: [{ label: 'Revenue', data: [49_600] }] };
    rerender(<ChartCard title="Revenue" type="line" data={next} options={options} />);
    expect(lastProps().data).toBe(next);
    // Same options object in, same merged object out: the chart is not updated for nothing.
    expect(lastProps().options).toBe(firstOptions);
    expect(within(screen.getByTestId('chart-data-summary')).getByRole('row', { name: 'Apr 49,600' })).toBeInTheDocument();
  });
});
