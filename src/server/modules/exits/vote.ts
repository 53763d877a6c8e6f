/*
 * The holders' vote on selling the property (after-funding.md §5): weighted by face value, the
 * weights fixed when the vote opens (no exit window trades while it is open). A pure function: the
 * vote route and the close job both decide with it.
 */

export type VoteChoice = 'yes' | 'no';
export type VoteOutcome = 'open' | 'passed' | 'failed';

export interface Tally {
  yes: bigint;
  no: bigint;
  /** All face value of the deal when the vote opened: who did not vote counts as neither. */
  total: bigint;
  outcome: VoteOutcome;
}

/**
 * Passed as soon as holders of more than half the face value have voted yes; failed as soon as
 * holders of half or more have voted no, or at the close without a majority of yes.
 */
export function tallyVote(total: bigint, votes: Iterable<{ weight: bigint; vote: VoteChoice }>, closed: boolean): Tally {
  let yes = 0n;
  let no = 0n;
  for (const { weight, vote } of votes) {
    if (vote === 'yes') yes += weight;
    else no += weight;
  }
  if (yes + no > total) throw new Error('The votes weigh more than the face value that may vote.');
  const outcome: VoteOutcome = yes * 2n > total ? 'passed' : no * 2n >= total || closed ? 'failed' : 'open';
  return { yes, no, total, outcome };
}
