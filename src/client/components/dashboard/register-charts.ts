import {
  ArcElement,
  BarController,
  BarElement,
  BubbleController,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PieController,
  PointElement,
  PolarAreaController,
  RadarController,
  RadialLinearScale,
  ScatterController,
  Tooltip,
} from 'chart.js';

/*
 * The one place Chart.js is registered. Only the controllers, elements, scales and plugins the
 * chart card's eight types need are registered (no `chart.js/auto`), so the bundle stays small.
 *
 * Import this module ONLY from dashboard code (the chart card does it): Chart.js must never be
 * part of the public pages' bundle, so the dashboard routes should be lazy-loaded.
 */
Chart.register(
  // controllers: one per chart type the chart card accepts
  LineController,
  BarController,
  DoughnutController,
  PieController,
  RadarController,
  PolarAreaController,
  ScatterController,
  BubbleController,
  // elements they draw with
  ArcElement,
  BarElement,
  LineElement,
  PointElement,
  // scales: cartesian for line/bar/scatter/bubble, radial for radar/polar area
  CategoryScale,
  LinearScale,
  RadialLinearScale,
  // plugins: legend and tooltip per the spec's defaults, filler for area lines
  Legend,
  Tooltip,
  Filler,
);

// Chart text in the product's font and an AA-contrast grey (slate-600 on white is 7.6:1).
Chart.defaults.font.family = "'Inter Variable', ui-sans-serif, system-ui, sans-serif";
Chart.defaults.color = '#475569';
Chart.defaults.borderColor = '#e2e8f0';

export { Chart };
