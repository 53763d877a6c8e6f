import type { ChartData, ChartOptions } from 'chart.js';
import { Chart } from 'react-chartjs-2';
// Side effect: registers the Chart.js pieces. Only this module imports Chart.js, and the chart
// card loads it lazily, so a dashboard page shows its text before Chart.js has arrived.
import './register-charts.ts';
import type { ChartCardType } from './chart-card.tsx';

export interface ChartCanvasProps {
  type: ChartCardType;
  data: ChartData;
  options: ChartOptions;
  label: string;
  describedBy: string;
}

/** The Chart.js canvas of a chart card. */
export default function ChartCanvas({ type, data, options, label, describedBy }: ChartCanvasProps) {
  // Data changes update the live chart (react-chartjs-2 diffs datasets by label and calls
  // chart.update()); a new chart type remounts it.
  return <Chart type={type} data={data} options={options} role="img" aria-label={label} aria-describedby={describedBy} />;
}
