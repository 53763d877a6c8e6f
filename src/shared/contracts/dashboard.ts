import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';

/*
 * What the dashboard's shared chart card and transaction table draw: the Overview (overview.ts)
 * and Stats (stats.ts) pages turn the API's domain figures into these.
 */

// ---------------------------------------------------------------------------------------------
// Statuses, types and small value shapes
// ---------------------------------------------------------------------------------------------

/** A sample transaction's status (spec §4): the values of a deal's status (contracts/deals.ts). */
export const dealStatusSchema = z.enum(['pending', 'completed', 'failed']);

/** Calendar day as `YYYY-MM-DD`; no time zone, so a date never shifts by a day on display. */
const isoDate = z.iso.date();

const money = z.number().check(z.nonnegative());

// ---------------------------------------------------------------------------------------------
// Transactions
// ---------------------------------------------------------------------------------------------

export const transactionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  date: isoDate,
  description: z.string().check(z.minLength(1)),
  amount: money,
  /** The amount's currency; dollars when absent (the spec's sample rows). */
  currency: z.optional(z.enum(['USD', 'INR'])),
  status: dealStatusSchema,
  investor: z.string().check(z.minLength(1)),
});
export type Transaction = z.infer<typeof transactionSchema>;

// ---------------------------------------------------------------------------------------------
// Charts: numbers only; colours and Chart.js options are the client's business
// ---------------------------------------------------------------------------------------------

export const chartTypeSchema = z.enum(['line', 'bar', 'doughnut', 'pie', 'radar', 'polarArea', 'scatter', 'bubble']);
export type DashboardChartType = z.infer<typeof chartTypeSchema>;

/** How a chart's values read: drives axis ticks, tooltips and the screen-reader summary. */
export const valueFormatSchema = z.enum(['usd', 'usd-compact', 'percent', 'count']);
export type ValueFormat = z.infer<typeof valueFormatSchema>;

export const chartPointSchema = z.object({
  x: z.number(),
  y: z.number(),
  /** Bubble radius in pixels (bubble charts only). */
  r: z.optional(z.number().check(z.positive())),
});
export type ChartPoint = z.infer<typeof chartPointSchema>;

export const chartDatasetSchema = z.object({
  label: z.string().check(z.minLength(1)),
  data: z.union([z.array(z.number()), z.array(chartPointSchema)]),
  /** In a bar chart, draw this dataset as a line on top (e.g. a target). */
  kind: z.optional(z.enum(['bar', 'line'])),
  /** Dashed stroke: a reference such as a target or last year's figures. */
  dashed: z.optional(z.boolean()),
  /** Fill the area under a line. */
  fill: z.optional(z.boolean()),
});

const POINT_CHARTS: readonly DashboardChartType[] = ['scatter', 'bubble'];

export const dashboardChartSchema = z
  .object({
    id: z.string().check(z.minLength(1)),
    title: z.string().check(z.minLength(1)),
    /** One sentence that says what the chart shows; also read to screen readers. */
    description: z.string().check(z.minLength(1)),
    type: chartTypeSchema,
    /** Category labels; empty for scatter and bubble charts. */
    labels: z.array(z.string()),
    datasets: z.array(chartDatasetSchema).check(z.minLength(1)),
    valueFormat: valueFormatSchema,
    /** Format of x values in scatter and bubble charts (y uses valueFormat). */
    xFormat: z.optional(valueFormatSchema),
    xLabel: z.optional(z.string()),
    yLabel: z.optional(z.string()),
    /** Lowest value on the value axis, when zero would squash the differences (radar scores). */
    valueMin: z.optional(z.number()),
    stacked: z.optional(z.boolean()),
    /** Bars run left to right (long category names read better that way). */
    horizontal: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((chart, ctx) => {
      const pointChart = POINT_CHARTS.includes(chart.type);
      chart.datasets.forEach((dataset, index) => {
        const first = dataset.data[0];
        const hasPoints = first !== undefined && typeof first === 'object';
        if (pointChart && !hasPoints) {
          ctx.addIssue({
            code: 'custom',
            message: `${chart.type} charts need {x, y} points`,
            path: ['datasets', index, 'data'],
          });
        }
        if (!pointChart && dataset.data.length !== chart.labels.length) {
          ctx.addIssue({
            code: 'custom',
            message: msg('each dataset needs one value per label'),
            path: ['datasets', index, 'data'],
          });
        }
      });
    }),
  );
export type DashboardChart = z.infer<typeof dashboardChartSchema>;
