import type { Distribution } from '../../../../shared/contracts/distributions.ts';

/* Distributions as the API answers them, for the pages' tests: Sea Breeze Villa's 2026-Q3, drafted by proposer-1. */

export function testDistribution(overrides: Partial<Distribution> = {}): Distribution {
  const reference = overrides.reference ?? 'SHD-7K3M9Q2D';
  return {
    id: 'dist-1',
    deal_id: 'deal-1',
    deal_name: 'Sea Breeze Villa',
    period: '2026-Q3',
    status: 'draft',
    currency: 'INR',
    lines: [
      { kind: 'gross_rent', label: 'Rent July to September', amount: 3_00_000_00, evidence_url: null },
      { kind: 'expense', label: 'Society charges', amount: -12_345_67, evidence_url: null },
      { kind: 'management_fee', label: 'Management fee', amount: -30_000_00, evidence_url: null },
    ],
    distributable: 2_57_654_33,
    to_fund: 2_87_654_33,
    split: { interest: 1_00_000_00, dividend: 0, rent: 0, return_of_capital: 1_57_654_33, capital_gain: 0, compensation: 0 },
    reference,
    instructions: {
      account_name: 'Sharestead Distributions Escrow',
      bank: 'HDFC Bank',
      account_number: '50200012345678',
      ifsc: 'HDFC0000001',
      swift: null,
      reference,
      text: `Transfer ₹2,87,654.33 to Sharestead Distributions Escrow, account 50200012345678 at HDFC Bank (IFSC HDFC0000001), and write the reference ${reference} in the transfer's remarks, so we can match the money to this distribution.`,
    },
    author_id: 'proposer-1',
    submitted_at: null,
    funded_at: null,
    approved_at: null,
    rejection_reason: null,
    paid_at: null,
    paid: null,
    created_at: '2026-10-05T10:00:00.000Z',
    ...overrides,
  };
}
