import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';

type SessionScope = Pick<Session, 'userId'> | null;

/** The keys of the distributions' queries: a deal's list and the admin's queue; any change refreshes both through `all`. */
export const distributionKeys = {
  all: (session: SessionScope) => [...userScope(session), 'distributions'] as const,
  ofDeal: (session: SessionScope, dealId: string) => [...distributionKeys.all(session), 'deal', dealId] as const,
  queue: (session: SessionScope) => [...distributionKeys.all(session), 'queue'] as const,
};

/** While one is approved the job is paying it: ask again soon, so "Paying…" turns into the result. */
export function refetchWhilePaying(items: readonly { status: string }[] | undefined, otherwise: number | false): number | false {
  return items?.some((item) => item.status === 'approved') ? 5_000 : otherwise;
}
