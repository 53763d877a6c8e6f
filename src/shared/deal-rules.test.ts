import { describe, expect, it } from 'vitest';
import { editRight, lockedFieldsIn, termProblems, type DealTerms } from './deal-rules.ts';

const terms = (overrides: Partial<DealTerms> = {}): DealTerms => ({
  target: 1_000_000n,
  minimumTicket: 10_000n,
  maximumPerBacker: null,
  quarters: [],
  ...overrides,
});

describe('deal edit rules', () => {
  it('lets a lifecycle be edited as interfaces.md says, the admin correcting a deal under review', () => {
    expect(editRight('proposer', 'draft')).toBe('everything');
    expect(editRight('proposer', 'changes_requested')).toBe('everything');
    expect(editRight('proposer', 'submitted')).toBe('nothing');
    expect(editRight('admin', 'approved')).toBe('everything');
    expect(editRight('proposer', 'live')).toBe('listing');
    expect(editRight('admin', 'failed')).toBe('listing');
    expect(editRight('admin', 'rejected')).toBe('nothing');
  });

  it('names the terms a listing-only edit may not change', () => {
    expect(lockedFieldsIn({ property: { title: 'New', price: 5, agent: { name: 'A' } }, target: 100 })).toEqual(['target', 'property.price']);
    expect(lockedFieldsIn({ property: { description: 'Text', features: ['Pool'] } })).toEqual([]);
  });

  it('finds terms that disagree with each other, one sentence per rule, in the order the server lists them', () => {
    expect(termProblems(terms())).toEqual([]);
    expect(termProblems(terms({ minimumTicket: 2_000_000n, maximumPerBacker: 1_000n, quarters: ['2027-Q1', '2027-Q1'] }))).toEqual([
      { field: 'minimum_ticket', message: 'The minimum ticket must not be more than the target.' },
      { field: 'maximum_per_backer', message: 'The maximum per backer must not be less than the minimum ticket.' },
      { field: 'projection', message: 'Each quarter may appear once in the projection.' },
    ]);
    expect(termProblems(terms({ maximumPerBacker: 2_000_000n }))).toEqual([
      { field: 'maximum_per_backer', message: 'The maximum per backer must not be more than the target.' },
    ]);
    // A draft without a target yet is not held to it.
    expect(termProblems(terms({ target: 0n, maximumPerBacker: 2_000_000n }))).toEqual([]);
  });

  it("holds the terms to the proposer's settings when they are known (whole units of the currency)", () => {
    expect(termProblems(terms({ minimumTicket: 40_000n }), { minimum_investment_required: 500, maximum_funding_goal: 20_000 })).toEqual([
      {
        field: 'minimum_ticket',
        message: 'The minimum ticket must be at least {minimum} (your Minimum investment required setting).',
        values: { minimum: 500 },
      },
    ]);
    expect(termProblems(terms({ target: 600_000n }), { minimum_investment_required: 1, maximum_funding_goal: 5_000 })).toEqual([
      { field: 'target', message: 'The target must be at most {maximum} (your Maximum funding goal setting).', values: { maximum: 5_000 } },
    ]);
    expect(termProblems(terms({ minimumTicket: 40_000n }))).toEqual([]);
  });
});
