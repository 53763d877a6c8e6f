import type { Payout, RupeeTrail } from '../../shared/contracts/distributions.ts';
import type { TaxSummary } from '../../shared/contracts/tax.ts';

/* What the API answers the Tax page's tests: a backer's 2026-27 income from two deals, its payouts and one Rupee Trail. */

const VILLA = 'd0000000-0000-4000-8000-000000000001';
const COURT = 'd0000000-0000-4000-8000-000000000002';

export const SUMMARY: TaxSummary = {
  fy: '2026-27',
  rows: [
    {
      deal_id: COURT,
      deal_name: 'Palm Court',
      income_type: 'dividend',
      gross: 3_000_00,
      tds: 0,
      net: 3_000_00,
      section: '194',
      section_2025: '393(1)',
      currency: 'INR',
    },
    {
      deal_id: VILLA,
      deal_name: 'Sea Breeze Villa',
      income_type: 'interest',
      gross: 24_000_00,
      tds: 2_400_00,
      net: 21_600_00,
      section: '194A',
      section_2025: '393(1) Sl.5(iii)',
      currency: 'INR',
    },
    {
      deal_id: VILLA,
      deal_name: 'Sea Breeze Villa',
      income_type: 'return_of_capital',
      gross: 3_000_00,
      tds: 0,
      net: 3_000_00,
      section: null,
      section_2025: null,
      currency: 'INR',
    },
  ],
  certificates: [],
  years: ['2026-27', '2025-26'],
};

export const PAYOUT: Payout = {
  id: 'p0000000-0000-4000-8000-000000000001',
  distribution_id: 'a0000000-0000-4000-8000-000000000001',
  deal_id: VILLA,
  deal_name: 'Sea Breeze Villa',
  period: '2026-Q3',
  income_type: 'interest',
  currency: 'INR',
  gross: 18_000_00,
  tds: 1_800_00,
  net: 16_200_00,
  rate_bps: 1000,
  section: '194A',
  section_2025: '393(1) Sl.5(iii)',
  fy: '2026-27',
  paid_at: '2026-10-05T06:30:00.000Z',
};

export const PAYOUTS: Payout[] = [
  {
    ...PAYOUT,
    id: 'p0000000-0000-4000-8000-000000000002',
    deal_id: COURT,
    deal_name: 'Palm Court',
    income_type: 'dividend',
    gross: 3_000_00,
    tds: 0,
    net: 3_000_00,
    section: '194',
    section_2025: '393(1)',
    paid_at: '2026-11-02T06:30:00.000Z',
  },
  PAYOUT,
];

export const TRAIL: RupeeTrail = {
  payout: PAYOUT,
  lines: [
    { kind: 'gross_rent', label: 'Rent, July to September', amount: 40_000_00, evidence_url: '/api/distributions/dist-1/evidence/rent-q3' },
    { kind: 'expense', label: 'Society maintenance', amount: -5_000_00, evidence_url: null },
    { kind: 'management_fee', label: 'Management fee', amount: -5_000_00, evidence_url: null },
  ],
  distributable: 30_000_00,
  split: { interest: 30_000_00, dividend: 0, rent: 0, return_of_capital: 0, capital_gain: 0, compensation: 0 },
  period: { start: '2026-06-30T18:30:00.000Z', end: '2026-09-30T18:30:00.000Z' },
  // Past 2^53: 60% of the total, exactly.
  unit_seconds: '4769280000000000000',
  total_unit_seconds: '7948800000000000000',
  shares: [{ income_type: 'interest', amount: 30_000_00, gross: 18_000_00 }],
  rule: { section: '194A', section_2025: '393(1) Sl.5(iii)', rate_bps: 1000, threshold: 10_000_00, fy_total_before: 0 },
  tds: 1_800_00,
  net: 16_200_00,
  transfers: [
    { id: 't1', kind: 'distribution', amount: 16_200_00, at: '2026-10-05T06:30:00.000Z' },
    { id: 't2', kind: 'tax_withheld', amount: 1_800_00, at: '2026-10-05T06:30:00.000Z' },
  ],
  recomputed: { gross: 18_000_00, tds: 1_800_00, net: 16_200_00, matches: true },
};
