import * as z from 'zod/mini';
import { ROLES, type Role } from '../roles.ts';

/*
 * Shapes of everything the role dashboards show. Today the data is built-in sample data
 * (spec §1, §7: "Dashboard data makes no calls"); the schemas live in shared/ so that a later
 * API can serve the same shapes and the screens keep working unchanged.
 */

// ---------------------------------------------------------------------------------------------
// Roles
// ---------------------------------------------------------------------------------------------

export const dashboardRoleSchema = z.enum(ROLES);
export type DashboardRole = Role;

/** How a profile names its role (spec §2 Profile: "Admin role label is Administrator"). */
export const ROLE_LABELS: Record<DashboardRole, string> = {
  admin: 'Administrator',
  backer: 'Backer',
  proposer: 'Proposer',
};

// ---------------------------------------------------------------------------------------------
// Statuses, types and small value shapes
// ---------------------------------------------------------------------------------------------

/** Shared by deals and transactions (spec §4). */
export const dealStatusSchema = z.enum(['pending', 'completed', 'failed']);
export type DealStatus = z.infer<typeof dealStatusSchema>;
export const transactionStatusSchema = dealStatusSchema;
export type TransactionStatus = DealStatus;

export const dealTypeSchema = z.enum(['Residential', 'Commercial', 'Industrial', 'Mixed-Use']);
export type DealType = z.infer<typeof dealTypeSchema>;
export const DEAL_TYPES = dealTypeSchema.options;

/** Calendar day as `YYYY-MM-DD`; no time zone, so a date never shifts by a day on display. */
const isoDate = z.iso.date();

/** A percentage written as text, e.g. "14.5%" (spec §3 Deal.roi). */
const percentText = z.string().check(z.regex(/^-?\d+(\.\d+)?%$/, 'expected a percentage such as "14.5%"'));

const money = z.number().check(z.nonnegative());

// ---------------------------------------------------------------------------------------------
// Transactions and deals
// ---------------------------------------------------------------------------------------------

export const transactionSchema = z.object({
  id: z.string().check(z.minLength(1)),
  date: isoDate,
  description: z.string().check(z.minLength(1)),
  amount: money,
  status: transactionStatusSchema,
  investor: z.string().check(z.minLength(1)),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const dealSchema = z
  .object({
    id: z.string().check(z.minLength(1)),
    /** The day the deal was listed. */
    date: isoDate,
    name: z.string().check(z.minLength(1)),
    location: z.string().check(z.minLength(1)),
    target: money.check(z.positive()),
    raised: money,
    backers: z.number().check(z.int(), z.nonnegative()),
    status: dealStatusSchema,
    deadline: isoDate,
    roi: percentText,
    type: dealTypeSchema,
    description: z.string().check(z.minLength(1)),
    /** Minimum ticket a backer can put into this deal, in dollars. */
    amount: money.check(z.positive()),
  })
  .check(
    z.refine((deal) => deal.deadline >= deal.date, {
      message: 'deadline must not be before the listing date',
      path: ['deadline'],
    }),
  );
export type Deal = z.infer<typeof dealSchema>;
export const dealListSchema = z.array(dealSchema);

// ---------------------------------------------------------------------------------------------
// Notifications
// ---------------------------------------------------------------------------------------------

export const notificationSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  message: z.string().check(z.minLength(1)),
  /** Display text such as "5 minutes ago"; the spec's items are hard-coded with such text. */
  time: z.string().check(z.minLength(1)),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

// ---------------------------------------------------------------------------------------------
// Profiles (spec §3 Profile, §2 Profile)
// ---------------------------------------------------------------------------------------------

const profileBase = {
  name: z.string().check(z.minLength(1)),
  email: z.email(),
  phone: z.string().check(z.minLength(1)),
  location: z.string().check(z.minLength(1)),
  bio: z.string(),
  /** Image URL, or null when the screen should show the person's initials instead. */
  avatar: z.nullable(z.string().check(z.minLength(1))),
};

export const riskToleranceSchema = z.enum(['Low', 'Moderate', 'High']);
export type RiskTolerance = z.infer<typeof riskToleranceSchema>;

export const adminProfileSchema = z.object({ ...profileBase, role: z.literal('admin') });
export const backerProfileSchema = z.object({
  ...profileBase,
  role: z.literal('backer'),
  investmentPreferences: z.object({
    propertyTypes: z.array(dealTypeSchema).check(z.minLength(1)),
    investmentRange: z.string().check(z.minLength(1)),
    riskTolerance: riskToleranceSchema,
  }),
});
export const proposerProfileSchema = z.object({
  ...profileBase,
  role: z.literal('proposer'),
  company: z.string().check(z.minLength(1)),
  licenseNumber: z.string().check(z.minLength(1)),
  /** Years of experience. */
  experience: z.number().check(z.int(), z.nonnegative()),
  specialties: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
});
export const profileSchema = z.discriminatedUnion('role', [
  adminProfileSchema,
  backerProfileSchema,
  proposerProfileSchema,
]);
export type AdminProfile = z.infer<typeof adminProfileSchema>;
export type BackerProfile = z.infer<typeof backerProfileSchema>;
export type ProposerProfile = z.infer<typeof proposerProfileSchema>;
export type Profile = z.infer<typeof profileSchema>;
export interface ProfileByRole {
  admin: AdminProfile;
  backer: BackerProfile;
  proposer: ProposerProfile;
}
export const profileSchemaByRole = {
  admin: adminProfileSchema,
  backer: backerProfileSchema,
  proposer: proposerProfileSchema,
} as const;

// ---------------------------------------------------------------------------------------------
// Settings (spec §3, exactly the listed fields per role)
// ---------------------------------------------------------------------------------------------

export const languageSchema = z.enum(['en', 'es', 'fr']);
export const timezoneSchema = z.enum(['UTC-8', 'UTC-5', 'UTC+0', 'UTC+1']);
export const themeSchema = z.enum(['light', 'dark', 'system']);
export type Language = z.infer<typeof languageSchema>;
export type Timezone = z.infer<typeof timezoneSchema>;
export type Theme = z.infer<typeof themeSchema>;
export const LANGUAGES = languageSchema.options;
export const TIMEZONES = timezoneSchema.options;
export const THEMES = themeSchema.options;

const settingsBase = {
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  language: languageSchema,
  timezone: timezoneSchema,
  theme: themeSchema,
};

// strictObject: an extra field is a spec deviation, not something to pass through silently.
export const adminSettingsSchema = z.strictObject({
  ...settingsBase,
  twoFactorAuth: z.boolean(),
});
export const backerSettingsSchema = z
  .strictObject({
    ...settingsBase,
    investmentAlerts: z.boolean(),
    autoInvest: z.boolean(),
    minimumInvestment: money,
    maximumInvestment: money,
  })
  .check(
    z.refine((s) => s.maximumInvestment >= s.minimumInvestment, {
      message: 'maximum investment must not be below the minimum',
      path: ['maximumInvestment'],
    }),
  );
export const proposerSettingsSchema = z.strictObject({
  ...settingsBase,
  dealAlerts: z.boolean(),
  autoPublish: z.boolean(),
  minimumInvestmentRequired: money,
  maximumFundingGoal: money,
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export type BackerSettings = z.infer<typeof backerSettingsSchema>;
export type ProposerSettings = z.infer<typeof proposerSettingsSchema>;
export interface SettingsByRole {
  admin: AdminSettings;
  backer: BackerSettings;
  proposer: ProposerSettings;
}
export const settingsSchemaByRole = {
  admin: adminSettingsSchema,
  backer: backerSettingsSchema,
  proposer: proposerSettingsSchema,
} as const;

// ---------------------------------------------------------------------------------------------
// Charts: numbers only; colours and Chart.js options are the client's business
// ---------------------------------------------------------------------------------------------

export const chartTypeSchema = z.enum([
  'line',
  'bar',
  'doughnut',
  'pie',
  'radar',
  'polarArea',
  'scatter',
  'bubble',
]);
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
export type ChartDataset = z.infer<typeof chartDatasetSchema>;

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
            message: 'each dataset needs one value per label',
            path: ['datasets', index, 'data'],
          });
        }
      });
    }),
  );
export type DashboardChart = z.infer<typeof dashboardChartSchema>;

// ---------------------------------------------------------------------------------------------
// Overview (spec §2 Overview)
// ---------------------------------------------------------------------------------------------

export const statIconSchema = z.enum([
  'chart-bar',
  'currency-dollar',
  'trending-up',
  'trending-down',
  'users',
  'clock',
  'lightning-bolt',
  'building',
]);
export type StatIcon = z.infer<typeof statIconSchema>;

export const statColourSchema = z.enum(['primary', 'success', 'warning', 'error', 'info']);
export type StatColour = z.infer<typeof statColourSchema>;

export const trendSchema = z.object({
  /** Percentage change, e.g. 12.5 for +12.5 %. */
  value: z.number(),
  label: z.optional(z.string().check(z.minLength(1))),
});
export type Trend = z.infer<typeof trendSchema>;

export const kpiSchema = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  /** Display value as the spec writes it, e.g. "$8.5M" or "15.2%". */
  value: z.string().check(z.minLength(1)),
  icon: statIconSchema,
  colour: statColourSchema,
  trend: z.optional(trendSchema),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const fundraisingSchema = z
  .object({
    title: z.string().check(z.minLength(1)),
    raised: money,
    target: money.check(z.positive()),
    note: z.string().check(z.minLength(1)),
  })
  .check(z.refine((f) => f.raised <= f.target, { message: 'raised must not exceed target', path: ['raised'] }));
export type Fundraising = z.infer<typeof fundraisingSchema>;

export const overviewSchema = z.object({
  title: z.string().check(z.minLength(1)),
  kpis: z.array(kpiSchema).check(z.length(4)),
  fundraising: fundraisingSchema,
  monthlyRevenue: dashboardChartSchema,
  propertyTypes: dashboardChartSchema,
  recentInvestments: z.array(transactionSchema),
});
export type Overview = z.infer<typeof overviewSchema>;

// ---------------------------------------------------------------------------------------------
// Stats (spec §2 Stats: six charts per role)
// ---------------------------------------------------------------------------------------------

export const statsSchema = z.object({
  role: dashboardRoleSchema,
  charts: z.array(dashboardChartSchema).check(z.length(6)),
});
export type Stats = z.infer<typeof statsSchema>;
