import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';

type SessionScope = Pick<Session, 'userId'> | null;

/**
 * The keys of the backer's income and tax (the year's summary, its payouts and each payout's
 * Rupee Trail) and of the admin's tax work (the TDS rules, the tax quarters, a quarter's payees).
 */
export const taxKeys = {
  all: (session: SessionScope) => [...userScope(session), 'tax'] as const,
  summary: (session: SessionScope, fy: string) => [...taxKeys.all(session), 'summary', fy] as const,
  payouts: (session: SessionScope, fy: string) => [...taxKeys.all(session), 'payouts', fy] as const,
  trail: (session: SessionScope, payoutId: string) => [...taxKeys.all(session), 'trail', payoutId] as const,
  rules: (session: SessionScope) => [...taxKeys.all(session), 'rules'] as const,
  quarters: (session: SessionScope) => [...taxKeys.all(session), 'quarters'] as const,
  payees: (session: SessionScope, dealId: string, taxQuarter: string) => [...taxKeys.all(session), 'payees', dealId, taxQuarter] as const,
};
