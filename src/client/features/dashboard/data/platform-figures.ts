/*
 * Platform-wide figures of the admin Stats sample, telling the same story as the seeded Overview: $8.5M invested, 245 active backers, revenue up year
 * on year, a 15.2% mix-weighted ROI.
 */

/** Platform revenue (fees and rental share) per month of 2025, dollars. */
export const REVENUE_2025 = [
  42_500, 46_800, 51_200, 49_600, 55_300, 61_800, 64_200, 68_900, 66_400, 72_100, 78_600, 84_300,
] as const;

/** The same months of 2024, for the year-over-year comparison. */
export const REVENUE_2024 = [
  31_200, 33_900, 36_400, 35_100, 39_800, 43_500, 45_100, 48_700, 47_300, 50_900, 54_600, 58_200,
] as const;

/** Total invested on the platform at each month end of 2025; ends at the Overview's $8.5M. */
export const CUMULATIVE_INVESTMENT_2025 = [
  3_200_000, 3_620_000, 4_050_000, 4_410_000, 4_870_000, 5_340_000, 5_780_000, 6_270_000,
  6_710_000, 7_260_000, 7_855_000, 8_500_000,
] as const;


/** Backers on the platform before 2025. */
export const BACKERS_BEFORE_2025 = 40;

/** New backers per month of 2025; with the 40 from before they make the 245 active backers. */
export const NEW_BACKERS_2025 = [14, 15, 17, 18, 19, 21, 20, 22, 19, 16, 13, 11] as const;

/** The Overview's property mix, percent of properties. */
export const PROPERTY_MIX = [
  { type: 'Residential', percent: 45 },
  { type: 'Commercial', percent: 25 },
  { type: 'Industrial', percent: 15 },
  { type: 'Mixed-Use', percent: 10 },
  { type: 'Land', percent: 5 },
] as const;

/** Actual annual ROI per property type, percent; weighted by PROPERTY_MIX it is 15.2%. */
export const ACTUAL_ROI_BY_TYPE = [14.2, 16.8, 17.1, 15.6, 9.4] as const;
export const PROJECTED_ROI_BY_TYPE = [13.5, 15.5, 17.5, 14.5, 10.0] as const;
export const AVERAGE_ROI = 15.2;
