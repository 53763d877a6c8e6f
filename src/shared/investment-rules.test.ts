import { describe, expect, it } from 'vitest';
import { investmentRefusal, isOpenForInvestment, perBackerLeft, type InvestmentLimits } from './investment-rules.ts';

const limits: InvestmentLimits = {
  open: true,
  minimumTicket: 10_000_00n,
  maximumPerBacker: 1_50_000_00n,
  alreadyByBacker: 50_000_00n,
  remaining: 2_00_000_00n,
  available: 1_20_000_00n,
};

describe('investment rules', () => {
  it('is open only while live and before the deadline', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(isOpenForInvestment({ lifecycle: 'live', deadline: new Date('2026-03-02T00:00:00Z') }, now)).toBe(true);
    expect(isOpenForInvestment({ lifecycle: 'live', deadline: now }, now)).toBe(false);
    expect(isOpenForInvestment({ lifecycle: 'live', deadline: null }, now)).toBe(false);
    expect(isOpenForInvestment({ lifecycle: 'funded', deadline: new Date('2026-03-02T00:00:00Z') }, now)).toBe(false);
  });

  it('accepts an amount within every limit', () => {
    expect(investmentRefusal(1_00_000_00n, limits)).toBeUndefined();
    expect(investmentRefusal(10_000_00n, { ...limits, maximumPerBacker: null, available: undefined })).toBeUndefined();
  });

  it('checks the deal, then the amount’s rules, then the money, as interfaces.md orders them', () => {
    expect(investmentRefusal(1n, { ...limits, open: false })).toEqual({ code: 'deal_not_open' });
    expect(investmentRefusal(9_999_99n, limits)).toEqual({ code: 'below_minimum_ticket', minimum: 10_000_00n });
    expect(investmentRefusal(1_00_000_01n, limits)).toEqual({ code: 'above_maximum_per_backer', maximum: 1_50_000_00n, left: 1_00_000_00n });
    expect(investmentRefusal(2_00_000_01n, { ...limits, maximumPerBacker: null, available: undefined })).toEqual({
      code: 'exceeds_remaining',
      left: 2_00_000_00n,
    });
    expect(investmentRefusal(1_20_000_01n, { ...limits, maximumPerBacker: null })).toEqual({ code: 'insufficient_funds', available: 1_20_000_00n });
  });

  it('leaves nothing to add once a backer is at or over the maximum', () => {
    expect(perBackerLeft(100n, 40n)).toBe(60n);
    expect(perBackerLeft(100n, 100n)).toBe(0n);
    expect(perBackerLeft(100n, 130n)).toBe(0n);
  });
});
