import { describe, expect, it } from 'vitest';
import type { Commitment, Deal } from '../../../../shared/contracts/deals.ts';
import { checkInvestment, investLimits, perBackerLeft, type InvestLimits } from './invest-checks.ts';
import { testDeal } from '../../../test/deal-fixtures.ts';

const NOW = Date.parse('2026-03-01T00:00:00Z');
const commitment = (amount: number, status: Commitment['status']): Commitment => ({
  id: `c-${amount}-${status}`,
  deal_id: 'deal-1',
  amount,
  currency: 'INR',
  status,
  created_at: '2026-02-20T10:00:00Z',
  extension_consent: null,
  cancellable_until: '2026-03-29T00:00:00Z',
});

const limitsOf = (deal: Partial<Deal> = {}, available?: number) => investLimits(testDeal(deal), available, NOW);

describe('investLimits', () => {
  it('counts what is left to raise and the backer’s committed and funded money, not cancelled or refunded', () => {
    const limits = limitsOf({
      target: 1_00_00_000_00,
      raised: 40_00_000_00,
      maximum_per_backer: 5_00_000_00,
      my_commitments: [commitment(1_00_000_00, 'committed'), commitment(50_000_00, 'cancelled'), commitment(25_000_00, 'refunded')],
    });
    expect(limits).toMatchObject({ open: true, remaining: 60_00_000_00n, alreadyCommitted: 1_00_000_00n });
    expect(perBackerLeft(limits)).toBe(4_00_000_00n);
  });

  it('is closed once the deal is not live or its deadline has passed', () => {
    expect(limitsOf({ lifecycle: 'funded', status: 'completed' }).open).toBe(false);
    expect(limitsOf({ deadline: '2026-02-28T23:59:59Z' }).open).toBe(false);
  });

  it('has no per-backer limit without a maximum', () => {
    expect(perBackerLeft(limitsOf({ maximum_per_backer: null }))).toBeNull();
  });
});

describe('checkInvestment', () => {
  const limits: InvestLimits = {
    currency: 'INR',
    open: true,
    minimumTicket: 10_000_00n,
    remaining: 2_00_000_00n,
    maximumPerBacker: 1_50_000_00n,
    alreadyCommitted: 50_000_00n,
    available: 1_20_000_00n,
  };

  it('accepts an amount within every limit, in exact paise', () => {
    expect(checkInvestment('25,000.50', limits)).toEqual({ ok: true, minor: 25_000_50 });
    expect(checkInvestment('10000', limits)).toEqual({ ok: true, minor: 10_000_00 });
  });

  it('refuses what cannot be read as an amount with the parser’s sentence', () => {
    expect(checkInvestment('', limits)).toEqual({ ok: false, error: 'Enter an amount.' });
    expect(checkInvestment('ten thousand', limits)).toEqual({ ok: false, error: 'Enter the amount in rupees, like 25,000 or 25,000.50.' });
    expect(checkInvestment('10000.001', limits)).toEqual({ ok: false, error: 'Use at most 2 decimal places (paise).' });
  });

  it('refuses below the minimum ticket', () => {
    expect(checkInvestment('9,999.99', limits)).toEqual({ ok: false, error: 'The minimum investment in this deal is ₹10,000.' });
  });

  it('refuses above the per-backer maximum, counting the backer’s commitments', () => {
    expect(checkInvestment('1,00,000.01', limits)).toEqual({
      ok: false,
      error: 'Each backer may invest at most ₹1,50,000 in this deal; you can add ₹1,00,000 more.',
    });
    expect(checkInvestment('1,00,000', limits)).toEqual({ ok: true, minor: 1_00_000_00 });
  });

  it('refuses above what is left to raise', () => {
    expect(checkInvestment('60,000', { ...limits, maximumPerBacker: null, remaining: 50_000_00n })).toEqual({
      ok: false,
      error: 'Only ₹50,000 is left to raise in this deal.',
    });
  });

  it('refuses above the wallet’s available money when it is known, and leaves it to the server when not', () => {
    const noMaximum = { ...limits, maximumPerBacker: null };
    expect(checkInvestment('1,50,000', noMaximum)).toEqual({
      ok: false,
      error: 'Your wallet has ₹1,20,000 available. Add funds first, or invest less.',
    });
    expect(checkInvestment('1,50,000', { ...noMaximum, available: undefined })).toEqual({ ok: true, minor: 1_50_000_00 });
  });

  it('checks in the server’s order: minimum, per-backer maximum, what is left, then the wallet', () => {
    const tight: InvestLimits = { ...limits, remaining: 20_000_00n, available: 5_000_00n, maximumPerBacker: 60_000_00n };
    expect(checkInvestment('5,000', tight)).toMatchObject({ error: expect.stringContaining('minimum') });
    expect(checkInvestment('15,000', tight)).toMatchObject({ error: expect.stringContaining('you can add ₹10,000 more') });
    expect(checkInvestment('10,000', { ...tight, maximumPerBacker: null })).toMatchObject({ error: expect.stringContaining('Your wallet has ₹5,000') });
    expect(checkInvestment('30,000', { ...tight, maximumPerBacker: null })).toMatchObject({ error: 'Only ₹20,000 is left to raise in this deal.' });
  });

  it('refuses every amount once the deal has closed', () => {
    expect(checkInvestment('25,000', { ...limits, open: false })).toEqual({ ok: false, error: 'This deal is not open for investment.' });
  });

  it('writes dollars for a dollar deal', () => {
    expect(checkInvestment('$99', { ...limits, currency: 'USD', minimumTicket: 100_00n })).toEqual({
      ok: false,
      error: 'The minimum investment in this deal is $100.',
    });
  });
});
