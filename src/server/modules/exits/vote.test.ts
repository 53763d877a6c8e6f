import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tallyVote, type VoteChoice } from './vote.ts';

const votes = (...list: [number, VoteChoice][]) => list.map(([weight, vote]) => ({ weight: BigInt(weight), vote }));

describe('tallyVote', () => {
  it('passes on more than half of all face value voting yes, not on half', () => {
    expect(tallyVote(100n, votes([50, 'yes']), false).outcome).toBe('open');
    expect(tallyVote(100n, votes([51, 'yes']), false)).toEqual({ yes: 51n, no: 0n, total: 100n, outcome: 'passed' });
    expect(tallyVote(100n, votes([30, 'yes'], [21, 'yes'], [10, 'no']), false).outcome).toBe('passed');
  });

  it('fails on half or more voting no, and at the close without a majority of yes', () => {
    expect(tallyVote(100n, votes([49, 'no']), false).outcome).toBe('open');
    expect(tallyVote(100n, votes([50, 'no']), false).outcome).toBe('failed');
    expect(tallyVote(100n, votes([50, 'yes'], [10, 'no']), true).outcome).toBe('failed');
    expect(tallyVote(100n, [], true)).toEqual({ yes: 0n, no: 0n, total: 100n, outcome: 'failed' });
    expect(tallyVote(100n, votes([51, 'yes']), true).outcome).toBe('passed');
  });

  it('refuses votes weighing more than the face value that may vote', () => {
    expect(() => tallyVote(100n, votes([60, 'yes'], [41, 'no']), false)).toThrow();
  });

  it('fast-check: passed exactly when yes is over half, failed when no is half or more or the vote closed, never both', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ weight: fc.bigInt({ min: 1n, max: 1_000_000n }), vote: fc.constantFrom<VoteChoice>('yes', 'no') }), { maxLength: 30 }),
        fc.bigInt({ min: 0n, max: 1_000_000n }),
        fc.boolean(),
        (list, abstaining, closed) => {
          const total = list.reduce((sum, each) => sum + each.weight, 0n) + abstaining;
          if (total === 0n) return;
          const tally = tallyVote(total, list, closed);
          expect(tally.yes + tally.no + abstaining).toBe(total);
          expect(tally.outcome === 'passed').toBe(tally.yes * 2n > total);
          if (tally.outcome !== 'passed') expect(tally.outcome === 'failed').toBe(tally.no * 2n >= total || closed);
        },
      ),
    );
  });
});
