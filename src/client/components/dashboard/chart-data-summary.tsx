import type { ChartData } from 'chart.js';
import { formatNumber, t } from '../../lib/i18n.ts';

export interface ChartDataSummaryProps {
  id: string;
  title: string;
  data: ChartData;
  formatValue?: (value: number) => string;
}

interface Point {
  x: number;
  y: number;
  r?: number;
}

function isPoint(value: unknown): value is Point {
  return typeof value === 'object' && value !== null && 'x' in value && 'y' in value;
}

function describe(value: unknown, formatValue: (n: number) => string): string {
  if (typeof value === 'number') return formatValue(value);
  if (isPoint(value)) {
    const values = { x: formatNumber(value.x), y: formatValue(value.y) };
    return value.r === undefined ? t('({x}, {y})', values) : t('({x}, {y}, size {size})', { ...values, size: formatNumber(value.r) });
  }
  return value === null || value === undefined ? t('no value') : String(value);
}

/**
 * The numbers behind a chart, for people who cannot see the canvas: a visually hidden table
 * (one row per label, one column per dataset), or a list for point charts without labels.
 */
export function ChartDataSummary({ id, title, data, formatValue = (n) => formatNumber(n) }: ChartDataSummaryProps) {
  const labels = (data.labels ?? []).map((label) => String(label));
  const datasets = data.datasets;

  if (labels.length === 0) {
    return (
      <div id={id} className="sr-only" data-testid="chart-data-summary">
        <p>{t('{title} data', { title })}</p>
        <ul>
          {datasets.map((dataset, index) => (
            <li key={dataset.label ?? index}>
              {t('{series}: {values}', {
                series: dataset.label ?? t('Series {number}', { number: index + 1 }),
                values: (dataset.data as unknown[]).map((value) => describe(value, formatValue)).join('; '),
              })}
            </li>
          ))}
        </ul>
      </div>
    );
  }

  // The sr-only class goes on a wrapper: a table grows to fit its cells whatever its width,
  // and ignores overflow, so an sr-only table itself would widen the page on a phone.
  return (
    <div id={id} className="sr-only" data-testid="chart-data-summary">
      <table>
        <caption>{t('{title} data', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('Label')}</th>
            {datasets.map((dataset, index) => (
              <th key={dataset.label ?? index} scope="col">
                {dataset.label ?? t('Series {number}', { number: index + 1 })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, row) => (
            <tr key={`${label}-${row}`}>
              <th scope="row">{label}</th>
              {datasets.map((dataset, index) => (
                <td key={dataset.label ?? index}>{describe((dataset.data as unknown[])[row], formatValue)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
