import type { DealStructure } from '../../../shared/contracts/deals.ts';
import type { AgentCard, NewPropertyRow } from '../schema/index.ts';

/*
 * The cast of the demo history (history.ts): the US properties of the spec's dashboard sample
 * deals (dollars, decisions.md #21), the deals the proposers raise on them and on the Indian
 * sample properties, and the people. Figures are in whole dollars or rupees here; the history
 * turns them into minor units.
 */

const usAgent: AgentCard = {
  name: 'Jordan Ellis',
  email: 'jordan.ellis@sharestead.com',
  phone: '+1 (415) 555-0190',
  company: 'Sharestead Realty, US Desk',
  photo: null,
};

/** When a US property was listed, relative to the history's clock (see history.ts `Timeline`). */
export type ListedWhen = { before: 'month'; days: number } | { thisMonth: number };

export interface UsProperty extends Omit<NewPropertyRow, 'listedAt' | 'listed' | 'price' | 'currency' | 'images' | 'isNew' | 'featured'> {
  id: string;
  /** Whole dollars. */
  priceUsd: number;
  listed: ListedWhen;
}

const us = (property: Omit<UsProperty, 'features' | 'locationDescription' | 'agent'> & { features?: string[]; locationDescription?: string }): UsProperty => ({
  features: [],
  locationDescription: `${property.location}: an established rental market with steady demand.`,
  agent: usAgent,
  ...property,
});

/** Sixteen US properties: the ten live sample deals', four earlier deals', two listed without a deal yet. */
export const US_PROPERTIES: readonly UsProperty[] = [
  us({
    id: 'harborview-residences-seattle',
    title: 'Harborview Residences',
    description: 'Twenty-four renovated one- and two-bedroom apartments a short walk from the Ballard waterfront, fully let with a waiting list.',
    type: 'Apartment',
    location: 'Seattle, WA',
    priceUsd: 1_050_000,
    areaSqft: 21_600,
    bedrooms: 36,
    bathrooms: 24,
    yearBuilt: 1998,
    features: ['24 apartments', 'Waiting list of tenants', 'Renovated 2023'],
    listed: { before: 'month', days: 12 },
  }),
  us({
    id: 'oakridge-business-park-austin',
    title: 'Oakridge Business Park',
    description: 'Two single-storey office buildings on a five-year lease to a regional engineering firm, with annual rent escalators of 3%.',
    type: 'Office',
    location: 'Austin, TX',
    priceUsd: 1_120_000,
    areaSqft: 18_500,
    bedrooms: 0,
    bathrooms: 6,
    yearBuilt: 2008,
    features: ['Five-year lease', '3% annual escalators', '64 parking spaces'],
    listed: { before: 'month', days: 11 },
  }),
  us({
    id: 'lakeside-mixed-use-plaza-chicago',
    title: 'Lakeside Mixed-Use Plaza',
    description: 'Ground-floor retail anchored by a grocery store with twelve apartments above, two blocks from a Blue Line station.',
    type: 'Mixed-Use',
    location: 'Chicago, IL',
    priceUsd: 880_000,
    areaSqft: 16_400,
    bedrooms: 18,
    bathrooms: 14,
    yearBuilt: 2004,
    features: ['Grocery anchor', 'Twelve apartments', 'Two blocks from the Blue Line'],
    listed: { before: 'month', days: 10 },
  }),
  us({
    id: 'pinecrest-industrial-hub-reno',
    title: 'Pinecrest Industrial Hub',
    description: 'A 40,000 sq ft light-industrial unit near the I-80 corridor, pre-let to an e-commerce fulfilment operator.',
    type: 'Warehouse',
    location: 'Reno, NV',
    priceUsd: 660_000,
    areaSqft: 40_000,
    bedrooms: 0,
    bathrooms: 4,
    yearBuilt: 2015,
    features: ['Pre-let to an e-commerce operator', 'Six dock doors', 'Near the I-80 corridor'],
    listed: { thisMonth: 0.02 },
  }),
  us({
    id: 'coral-bay-apartments-miami',
    title: 'Coral Bay Apartments',
    description: 'A 36-unit garden apartment community with a pool, being upgraded unit by unit as leases turn over.',
    type: 'Apartment',
    location: 'Miami, FL',
    priceUsd: 1_650_000,
    areaSqft: 32_400,
    bedrooms: 54,
    bathrooms: 36,
    yearBuilt: 1987,
    features: ['36 units', 'Pool and clubhouse', 'Upgrades as leases turn over'],
    listed: { before: 'month', days: 9 },
  }),
  us({
    id: 'midtown-medical-offices-atlanta',
    title: 'Midtown Medical Offices',
    description: 'A three-storey outpatient clinic building leased to two healthcare groups on ten-year triple-net leases.',
    type: 'Office',
    location: 'Atlanta, GA',
    priceUsd: 2_400_000,
    areaSqft: 27_000,
    bedrooms: 0,
    bathrooms: 12,
    yearBuilt: 2011,
    features: ['Ten-year triple-net leases', 'Two healthcare tenants', 'Structured parking'],
    listed: { before: 'month', days: 8 },
  }),
  us({
    id: 'riverfront-cold-storage-portland',
    title: 'Riverfront Cold Storage',
    description: 'A temperature-controlled warehouse serving Pacific Northwest food distributors, with room for a second loading dock.',
    type: 'Warehouse',
    location: 'Portland, OR',
    priceUsd: 3_050_000,
    areaSqft: 62_000,
    bedrooms: 0,
    bathrooms: 4,
    yearBuilt: 2012,
    features: ['Temperature-controlled', 'Room for a second dock', 'Food-grade certification'],
    listed: { before: 'month', days: 7 },
  }),
  us({
    id: 'canal-street-lofts-denver',
    title: 'Canal Street Lofts',
    description: 'A converted brick warehouse with studio lofts above a café and co-working space in the RiNo arts district.',
    type: 'Mixed-Use',
    location: 'Denver, CO',
    priceUsd: 2_080_000,
    areaSqft: 24_800,
    bedrooms: 22,
    bathrooms: 22,
    yearBuilt: 1924,
    features: ['Studio lofts', 'Café and co-working on the ground floor', 'RiNo arts district'],
    listed: { before: 'month', days: 6 },
  }),
  us({
    id: 'sunset-ridge-villas-phoenix',
    title: 'Sunset Ridge Villas',
    description: 'Eight newly built single-family rental homes in a master-planned community with strong school ratings.',
    type: 'House',
    location: 'Phoenix, AZ',
    priceUsd: 1_320_000,
    areaSqft: 16_000,
    bedrooms: 28,
    bathrooms: 20,
    yearBuilt: 2025,
    features: ['Eight new homes', 'Master-planned community', 'Highly rated schools'],
    listed: { thisMonth: 0.04 },
  }),
  us({
    id: 'brookline-retail-commons-boston',
    title: 'Brookline Retail Commons',
    description: 'A neighbourhood shopping centre with a pharmacy, bank branch and six local shops, 94% occupied.',
    type: 'Retail',
    location: 'Boston, MA',
    priceUsd: 3_950_000,
    areaSqft: 41_000,
    bedrooms: 0,
    bathrooms: 10,
    yearBuilt: 1996,
    features: ['Pharmacy and bank anchors', '94% occupied', 'Six local shops'],
    listed: { before: 'month', days: 5 },
  }),
  us({
    id: 'riverside-commerce-center-columbus',
    title: 'Riverside Commerce Center',
    description: 'A four-storey office building on the Scioto riverfront, let to an insurer and two law firms.',
    type: 'Office',
    location: 'Columbus, OH',
    priceUsd: 2_050_000,
    areaSqft: 38_000,
    bedrooms: 0,
    bathrooms: 16,
    yearBuilt: 2006,
    listed: { before: 'month', days: 520 },
  }),
  us({
    id: 'gateway-logistics-park-dallas',
    title: 'Gateway Logistics Park',
    description: 'Two cross-dock distribution buildings by the I-35E interchange, let to a national parcel carrier.',
    type: 'Warehouse',
    location: 'Dallas, TX',
    priceUsd: 1_720_000,
    areaSqft: 88_000,
    bedrooms: 0,
    bathrooms: 6,
    yearBuilt: 2017,
    listed: { before: 'month', days: 420 },
  }),
  us({
    id: 'union-square-lofts-minneapolis',
    title: 'Union Square Lofts',
    description: 'Thirty loft apartments over a food hall in the North Loop, a short walk from the light rail.',
    type: 'Mixed-Use',
    location: 'Minneapolis, MN',
    priceUsd: 990_000,
    areaSqft: 29_500,
    bedrooms: 34,
    bathrooms: 30,
    yearBuilt: 1911,
    listed: { before: 'month', days: 45 },
  }),
  us({
    id: 'elm-street-retail-nashville',
    title: 'Elm Street Retail',
    description: 'A strip of eleven shops and a fitness studio on a busy corner of East Nashville.',
    type: 'Retail',
    location: 'Nashville, TN',
    priceUsd: 2_650_000,
    areaSqft: 34_000,
    bedrooms: 0,
    bathrooms: 12,
    yearBuilt: 2001,
    listed: { before: 'month', days: 48 },
  }),
  us({
    id: 'maple-grove-townhomes-charlotte',
    title: 'Maple Grove Townhomes',
    description: 'Fourteen three-bedroom townhomes near the Lynx Blue Line, let to families on two-year leases.',
    type: 'Townhouse',
    location: 'Charlotte, NC',
    priceUsd: 2_300_000,
    areaSqft: 23_800,
    bedrooms: 42,
    bathrooms: 35,
    yearBuilt: 2016,
    listed: { thisMonth: 0.3 },
  }),
  us({
    id: 'cedar-hills-family-homes-raleigh',
    title: 'Cedar Hills Family Homes',
    description: 'Six detached family homes on quiet cul-de-sacs, a short drive from Research Triangle Park.',
    type: 'House',
    location: 'Raleigh, NC',
    priceUsd: 1_450_000,
    areaSqft: 13_200,
    bedrooms: 24,
    bathrooms: 15,
    yearBuilt: 2019,
    listed: { thisMonth: 0.6 },
  }),
];

/** Where a deal is in its life when the history ends (history.ts places each phase in time). */
export type DealPhase =
  /** Filled and funded months ago; `funded` is how many days before this month began. */
  | { kind: 'funded'; publishedDaysBefore: number; filledDaysBefore: number }
  /** Short of its target at its deadline months ago, so refunded. */
  | { kind: 'failed'; publishedDaysBefore: number }
  /**
   * Live at the end of last month, filled this month by `completions` commitments (`…At`: how far
   * into the month, as a fraction of the time from its first day to now).
   */
  | { kind: 'funds-this-month'; deadlineAt: number; filledAt: number; raisedByMonthEnd: number; completions: number }
  /** Live at the end of last month, closed short of its target at its deadline this month. */
  | { kind: 'fails-this-month'; deadlineAt: number; raisedByMonthEnd: number }
  /** Published this month and live now (`publishedAt`: how far into the recent window). */
  | { kind: 'live'; publishedAt: number }
  /**
   * Approved, with its three passing reviews, and not published yet: its proposer puts it live
   * (POST /api/deals/:id/publish), which starts its campaign then. Its id is fixed, as no page or
   * list shows an approved deal yet (the proposer's deal pages will).
   */
  | { kind: 'approved'; id: string };

/** The demo proposer's approved deals, by property (fixed ids: see the `approved` phase). */
export const APPROVED_DEAL_IDS = {
  gachibowli: '5a7e0d1c-3b2f-4c6a-9d8e-000000000001',
  omr: '5a7e0d1c-3b2f-4c6a-9d8e-000000000002',
  noida: '5a7e0d1c-3b2f-4c6a-9d8e-000000000003',
} as const;

export type ProposerKey = 'demo' | 'vikram' | 'ananya' | 'marcus' | 'hannah';

/**
 * What a funded deal earns each quarter (history.ts drafts its distributions from it): a year's
 * gross rent as a share of the raise, whether the tenant withholds TDS on the rent (a company
 * letting in India, section 194-I), and the expenses the property pays, the first every quarter.
 */
export interface DealIncome {
  rentYieldBps: number;
  tenantTds: boolean;
  expenses: readonly [string, ...string[]];
}

export interface HistoryDeal {
  /** A US property's id or an Indian sample property's. */
  propertyId: string;
  proposer: ProposerKey;
  structure: DealStructure;
  assetClass: 'Residential' | 'Commercial' | 'Industrial' | 'Mixed-Use';
  currency: 'USD' | 'INR';
  /** Whole units of the currency. */
  target: number;
  minimumTicket: number;
  roiBps: number;
  campaignType: 'buy_n_hold' | 'fix_n_flip';
  holdingPeriodMonths: number;
  phase: DealPhase;
  /**
   * How many commitments the history generates, besides the named ones below (and, for a deal
   * funded this month, besides its completions): before the month for the closing deals.
   */
  commitments: number;
  /** Whole units raised (for a live deal, what it holds now; for a failed one, at its deadline). */
  raised: number;
  /** A deal that funds pays income from it each quarter. */
  income?: DealIncome;
  /** A Fix 'N' Flip deal's milestones (none: the one default "Completion"). */
  drawSchedule?: { name: string; shareBps: number }[];
}

/*
 * Twenty deals that went live: 9 Residential, 5 Commercial, 3 Industrial, 3 Mixed-Use (the property-type mix
 * 45 / 25 / 15 / 15 %). Dollars at the end of last month: the four funded deals $5,240,000 plus
 * what the three closing deals held ($780,000 + ₹2.5 crore = $300,000 + $1,535,000) = $7,855,000.
 * Now: $5,240,000 + $900,000 + ₹3 crore ($360,000) + $2,000,000 in the twelve live deals =
 * $8,500,000 (+8.2 %). The live deals' projected ROI averages 15.20 % (18,240 / 12 bps); the
 * three live at the end of last month averaged 14.88 % (4,465 / 3): +2.1 %.
 *
 * The four deals funded before this month are one of each structure (an SM REIT and an LLP of the
 * demo proposer's, an AIF, a private company), funded 470, 380, 285 and 190 days before it: as a
 * quarter is at most 92 days, at least 5, 4, 3 and 2 quarters have ended since, each one valued
 * and paid (history.ts).
 */
export const HISTORY_DEALS: readonly HistoryDeal[] = [
  // Funded months ago.
  {
    propertyId: 'riverside-commerce-center-columbus',
    proposer: 'demo',
    structure: 'sm_reit',
    assetClass: 'Commercial',
    currency: 'USD',
    target: 1_850_000,
    minimumTicket: 10_000,
    roiBps: 1520,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 60,
    phase: { kind: 'funded', publishedDaysBefore: 493, filledDaysBefore: 470 },
    commitments: 50,
    raised: 1_850_000,
    income: { rentYieldBps: 780, tenantTds: false, expenses: ['Property tax', 'Insurance', 'Lift and HVAC servicing'] },
  },
  {
    propertyId: 'gateway-logistics-park-dallas',
    proposer: 'hannah',
    structure: 'aif',
    assetClass: 'Industrial',
    currency: 'USD',
    target: 1_560_000,
    minimumTicket: 10_000,
    roiBps: 1760,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 60,
    // Funded over 455 days (four quarters and REPORT_GRACE) before any day of this month: its silent
    // sponsor has four due reports missing, so is non-reporting, whatever the date the demo starts.
    phase: { kind: 'funded', publishedDaysBefore: 523, filledDaysBefore: 500 },
    commitments: 42,
    raised: 1_560_000,
    income: { rentYieldBps: 830, tenantTds: false, expenses: ['Property tax', 'Insurance', 'Yard resurfacing'] },
  },
  {
    propertyId: 'jubilee-hills-villa',
    proposer: 'vikram',
    structure: 'private_spv',
    assetClass: 'Residential',
    currency: 'INR',
    target: 8_75_00_000,
    minimumTicket: 1_00_000,
    roiBps: 1350,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 48,
    phase: { kind: 'funded', publishedDaysBefore: 307, filledDaysBefore: 285 },
    commitments: 42,
    raised: 8_75_00_000,
    income: { rentYieldBps: 640, tenantTds: false, expenses: ['Property tax', 'Pool and garden upkeep'] },
  },
  {
    propertyId: 'palm-grove-townhouse-whitefield',
    proposer: 'vikram',
    structure: 'private_spv',
    assetClass: 'Residential',
    currency: 'INR',
    target: 2_00_00_000,
    minimumTicket: 1_00_000,
    roiBps: 1400,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 36,
    phase: { kind: 'failed', publishedDaysBefore: 105 },
    commitments: 12,
    raised: 80_00_000,
  },
  {
    propertyId: 'golf-course-road-penthouse',
    proposer: 'demo',
    structure: 'llp',
    assetClass: 'Residential',
    currency: 'INR',
    target: 6_50_00_000,
    minimumTicket: 1_00_000,
    roiBps: 1280,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 48,
    phase: { kind: 'funded', publishedDaysBefore: 212, filledDaysBefore: 190 },
    commitments: 38,
    raised: 6_50_00_000,
    income: { rentYieldBps: 700, tenantTds: true, expenses: ['Society maintenance', 'Property tax', 'Repairs'] },
  },
  // Live at the end of last month; closed this month.
  {
    propertyId: 'union-square-lofts-minneapolis',
    proposer: 'marcus',
    structure: 'private_spv',
    assetClass: 'Mixed-Use',
    currency: 'USD',
    target: 900_000,
    minimumTicket: 10_000,
    roiBps: 1410,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 48,
    phase: { kind: 'funds-this-month', deadlineAt: 0.9, filledAt: 0.3, raisedByMonthEnd: 780_000, completions: 3 },
    commitments: 28,
    raised: 900_000,
    income: { rentYieldBps: 760, tenantTds: false, expenses: ['Property tax', 'Insurance'] },
  },
  {
    propertyId: 'besant-nagar-beach-house',
    proposer: 'ananya',
    structure: 'llp',
    assetClass: 'Residential',
    currency: 'INR',
    target: 3_00_00_000,
    minimumTicket: 1_00_000,
    roiBps: 1600,
    campaignType: 'fix_n_flip',
    holdingPeriodMonths: 18,
    phase: { kind: 'funds-this-month', deadlineAt: 0.8, filledAt: 0.5, raisedByMonthEnd: 2_50_00_000, completions: 2 },
    commitments: 24,
    raised: 3_00_00_000,
    income: { rentYieldBps: 600, tenantTds: false, expenses: ['Property tax', 'Repairs'] },
    // Funded this month and between two draws: the first released, the second requested (history.ts, `#draws`).
    drawSchedule: [
      { name: 'Structural repairs', shareBps: 3500 },
      { name: 'Kitchen and bathrooms', shareBps: 4000 },
      { name: 'Finishes and handover', shareBps: 2500 },
    ],
  },
  {
    propertyId: 'elm-street-retail-nashville',
    proposer: 'hannah',
    structure: 'sm_reit',
    assetClass: 'Commercial',
    currency: 'USD',
    target: 2_400_000,
    minimumTicket: 10_000,
    roiBps: 1455,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 60,
    phase: { kind: 'fails-this-month', deadlineAt: 0.7, raisedByMonthEnd: 1_535_000 },
    commitments: 20,
    raised: 1_535_000,
  },
  // Live now: the spec's ten sample deals (the first four are the demo proposer's) and two in India.
  {
    propertyId: 'harborview-residences-seattle',
    proposer: 'demo',
    structure: 'sm_reit',
    assetClass: 'Residential',
    currency: 'USD',
    target: 950_000,
    minimumTicket: 10_000,
    roiBps: 1250,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 60,
    phase: { kind: 'live', publishedAt: 0.05 },
    commitments: 6,
    raised: 182_500,
  },
  {
    propertyId: 'oakridge-business-park-austin',
    proposer: 'demo',
    structure: 'aif',
    assetClass: 'Commercial',
    currency: 'USD',
    target: 1_000_000,
    minimumTicket: 10_000,
    roiBps: 1580,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 60,
    phase: { kind: 'live', publishedAt: 0.12 },
    commitments: 5,
    raised: 126_000,
  },
  {
    propertyId: 'lakeside-mixed-use-plaza-chicago',
    proposer: 'demo',
    structure: 'private_spv',
    assetClass: 'Mixed-Use',
    currency: 'USD',
    target: 800_000,
    minimumTicket: 10_000,
    roiBps: 1450,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 48,
    phase: { kind: 'live', publishedAt: 0.03 },
    commitments: 7,
    raised: 137_000,
  },
  {
    propertyId: 'pinecrest-industrial-hub-reno',
    proposer: 'demo',
    structure: 'llp',
    assetClass: 'Industrial',
    currency: 'USD',
    target: 600_000,
    minimumTicket: 10_000,
    roiBps: 1720,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 60,
    phase: { kind: 'live', publishedAt: 0.4 },
    commitments: 3,
    raised: 46_000,
  },
  {
    propertyId: 'coral-bay-apartments-miami',
    proposer: 'marcus',
    structure: 'sm_reit',
    assetClass: 'Residential',
    currency: 'USD',
    target: 1_500_000,
    minimumTicket: 5_000,
    roiBps: 1190,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 60,
    phase: { kind: 'live', publishedAt: 0.15 },
    commitments: 8,
    raised: 177_500,
  },
  {
    propertyId: 'midtown-medical-offices-atlanta',
    proposer: 'marcus',
    structure: 'aif',
    assetClass: 'Commercial',
    currency: 'USD',
    target: 2_200_000,
    minimumTicket: 5_000,
    roiBps: 1340,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 120,
    phase: { kind: 'live', publishedAt: 0.1 },
    commitments: 7,
    raised: 230_000,
  },
  {
    propertyId: 'riverfront-cold-storage-portland',
    proposer: 'hannah',
    structure: 'llp',
    assetClass: 'Industrial',
    currency: 'USD',
    target: 2_800_000,
    minimumTicket: 5_000,
    roiBps: 1810,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 60,
    phase: { kind: 'live', publishedAt: 0.08 },
    commitments: 8,
    raised: 277_000,
  },
  {
    propertyId: 'canal-street-lofts-denver',
    proposer: 'marcus',
    structure: 'private_spv',
    assetClass: 'Mixed-Use',
    currency: 'USD',
    target: 1_900_000,
    minimumTicket: 5_000,
    roiBps: 1490,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 48,
    phase: { kind: 'live', publishedAt: 0.06 },
    commitments: 8,
    raised: 289_000,
  },
  {
    propertyId: 'sunset-ridge-villas-phoenix',
    proposer: 'marcus',
    structure: 'private_spv',
    assetClass: 'Residential',
    currency: 'USD',
    target: 1_200_000,
    minimumTicket: 5_000,
    roiBps: 1210,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 60,
    phase: { kind: 'live', publishedAt: 0.45 },
    commitments: 5,
    raised: 66_000,
  },
  {
    propertyId: 'brookline-retail-commons-boston',
    proposer: 'hannah',
    structure: 'sm_reit',
    assetClass: 'Commercial',
    currency: 'USD',
    target: 3_600_000,
    minimumTicket: 5_000,
    roiBps: 1630,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 84,
    phase: { kind: 'live', publishedAt: 0.2 },
    commitments: 9,
    raised: 343_000,
  },
  {
    propertyId: 'koregaon-park-apartment',
    proposer: 'ananya',
    structure: 'private_spv',
    assetClass: 'Residential',
    currency: 'INR',
    target: 1_20_00_000,
    minimumTicket: 50_000,
    roiBps: 1770,
    campaignType: 'fix_n_flip',
    holdingPeriodMonths: 18,
    phase: { kind: 'live', publishedAt: 0.25 },
    commitments: 5,
    raised: 45_00_000,
  },
  {
    propertyId: 'assagao-cottage-goa',
    proposer: 'vikram',
    structure: 'llp',
    assetClass: 'Residential',
    currency: 'INR',
    target: 1_60_00_000,
    minimumTicket: 50_000,
    roiBps: 1800,
    campaignType: 'fix_n_flip',
    holdingPeriodMonths: 18,
    phase: { kind: 'live', publishedAt: 0.3 },
    commitments: 6,
    raised: 60_00_000,
  },
  // Approved and waiting for the demo proposer to publish them: small raises that two or three backers can fill.
  {
    propertyId: 'gachibowli-studio-apartment',
    proposer: 'demo',
    structure: 'private_spv',
    assetClass: 'Residential',
    currency: 'INR',
    target: 2_00_000,
    minimumTicket: 10_000,
    roiBps: 1480,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 36,
    phase: { kind: 'approved', id: APPROVED_DEAL_IDS.gachibowli },
    commitments: 0,
    raised: 0,
  },
  {
    propertyId: 'omr-townhouse-chennai',
    proposer: 'demo',
    structure: 'private_spv',
    assetClass: 'Residential',
    currency: 'INR',
    target: 2_00_000,
    minimumTicket: 10_000,
    roiBps: 1390,
    campaignType: 'buy_n_hold',
    holdingPeriodMonths: 48,
    phase: { kind: 'approved', id: APPROVED_DEAL_IDS.omr },
    commitments: 0,
    raised: 0,
  },
  {
    propertyId: 'noida-family-house',
    proposer: 'demo',
    structure: 'private_spv',
    assetClass: 'Residential',
    currency: 'INR',
    target: 2_00_000,
    minimumTicket: 10_000,
    roiBps: 1650,
    campaignType: 'fix_n_flip',
    holdingPeriodMonths: 18,
    phase: { kind: 'approved', id: APPROVED_DEAL_IDS.noida },
    commitments: 0,
    raised: 0,
  },
];

/** The proposers of the history besides the demo one; none of them ever signs in. */
export const HISTORY_PROPOSERS: Record<Exclude<ProposerKey, 'demo'>, { firstName: string; lastName: string; company: string }> = {
  vikram: { firstName: 'Vikram', lastName: 'Desai', company: 'Deccan Crest Developers' },
  ananya: { firstName: 'Ananya', lastName: 'Iyer', company: 'Konkan Coast Estates' },
  marcus: { firstName: 'Marcus', lastName: 'Bell', company: 'Coastline Capital Partners' },
  hannah: { firstName: 'Hannah', lastName: 'Brooks', company: 'Keystone Industrial Ventures' },
};

/**
 * The spec's Recent Investments (oldest first): the last twelve commitments of the history, to the
 * live deals. Priya Patel's is cancelled afterwards (the table's "failed").
 */
export const RECENT_SAMPLE_INVESTMENTS: readonly { investor: string; propertyId: string; amount: number; cancelled?: true }[] = [
  { investor: 'Ethan Davis', propertyId: 'oakridge-business-park-austin', amount: 18_000 },
  { investor: 'Isabella Rossi', propertyId: 'harborview-residences-seattle', amount: 45_000 },
  { investor: 'Noah Williams', propertyId: 'pinecrest-industrial-hub-reno', amount: 10_000 },
  { investor: 'Ava Garcia', propertyId: 'midtown-medical-offices-atlanta', amount: 30_000 },
  { investor: 'Liam Johnson', propertyId: 'canal-street-lofts-denver', amount: 7_500 },
  { investor: 'Olivia Brown', propertyId: 'brookline-retail-commons-boston', amount: 20_000 },
  { investor: 'David Kim', propertyId: 'coral-bay-apartments-miami', amount: 12_500 },
  { investor: 'Priya Patel', propertyId: 'lakeside-mixed-use-plaza-chicago', amount: 15_000, cancelled: true },
  { investor: 'James Wilson', propertyId: 'riverfront-cold-storage-portland', amount: 35_000 },
  { investor: 'Sofia Martinez', propertyId: 'sunset-ridge-villas-phoenix', amount: 10_000 },
  { investor: 'Michael Chen', propertyId: 'oakridge-business-park-austin', amount: 50_000 },
  { investor: 'Emma Thompson', propertyId: 'harborview-residences-seattle', amount: 25_000 },
];

/**
 * The demo backer's own investments, so the portfolio and wallet have something to show. Riverside
 * (an SM REIT: 10% withheld from every payout) and Jubilee Hills (a private company: under the
 * ₹10,000 threshold of each section until a financial year's payouts cross it) pay it income.
 */
export const DEMO_BACKER_INVESTMENTS: readonly { propertyId: string; amount: number }[] = [
  { propertyId: 'riverside-commerce-center-columbus', amount: 25_000 },
  { propertyId: 'jubilee-hills-villa', amount: 10_00_000 },
  { propertyId: 'union-square-lofts-minneapolis', amount: 10_000 },
  { propertyId: 'coral-bay-apartments-miami', amount: 15_000 },
  { propertyId: 'harborview-residences-seattle', amount: 10_000 },
];
/** What stays in the demo backer's wallet, available to invest, besides the income its holdings paid. */
export const DEMO_BACKER_CASH_USD = 12_500;

export const FIRST_NAMES = [
  'Aiden',
  'Amara',
  'Arjun',
  'Bianca',
  'Caleb',
  'Camila',
  'Chen',
  'Chloe',
  'Diego',
  'Elena',
  'Farah',
  'Gabriel',
  'Grace',
  'Hana',
  'Hugo',
  'Ines',
  'Isaac',
  'Jasmine',
  'Jonah',
  'Kavya',
  'Kenji',
  'Lara',
  'Leo',
  'Lucia',
  'Maya',
  'Mateo',
  'Mia',
  'Nadia',
  'Nikhil',
  'Nora',
  'Omar',
  'Owen',
  'Ravi',
  'Rosa',
  'Ryan',
  'Sana',
  'Samuel',
  'Sara',
  'Tariq',
  'Tessa',
  'Theo',
  'Uma',
  'Victor',
  'Wei',
  'Yara',
  'Zoe',
  'Aarav',
  'Beatriz',
  'Connor',
  'Divya',
] as const;
export const LAST_NAMES = [
  'Adams',
  'Ahmed',
  'Alvarez',
  'Baker',
  'Banerjee',
  'Bennett',
  'Carter',
  'Chopra',
  'Collins',
  'Cruz',
  'Dubois',
  'Evans',
  'Fischer',
  'Foster',
  'Gupta',
  'Hayes',
  'Hughes',
  'Ito',
  'Jensen',
  'Joshi',
  'Khan',
  'Kowalski',
  'Lee',
  'Lopez',
  'Mehta',
  'Moreau',
  'Murphy',
  'Nakamura',
  'Novak',
  'Okafor',
  'Olsen',
  'Patel',
  'Perez',
  'Quinn',
  'Reddy',
  'Reyes',
  'Rivera',
  'Sato',
  'Schmidt',
  'Shah',
  'Silva',
  'Singh',
  'Sullivan',
  'Tanaka',
  'Turner',
  'Varga',
  'Walsh',
  'Wright',
  'Yilmaz',
  'Zhang',
] as const;
