import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';

type SessionScope = Pick<Session, 'userId'> | null;

/** The keys of the backer's income and tax: the year's summary, its payouts and each payout's Rupee Trail. */
export const taxKeys = {
  all: (session: SessionScope) => [...userScope(session), 'tax'] as const,
  summary: (session: SessionScope, fy: string) => [...taxKeys.all(session), 'summary', fy] as const,
  payouts: (session: SessionScope, fy: string) => [...taxKeys.all(session), 'payouts', fy] as const,
  trail: (session: SessionScope, payoutId: string) => [...taxKeys.all(session), 'trail', payoutId] as const,
};
