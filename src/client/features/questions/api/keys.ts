import { userScope } from '../../../lib/query-keys.ts';
import type { Session } from '../../../lib/session.ts';

type SessionScope = Pick<Session, 'userId'> | null;

/** The keys of a deal's questions: what each reader sees differs (the admin sees hidden ones), so they are the reader's. */
export const questionKeys = {
  all: (session: SessionScope) => [...userScope(session), 'questions'] as const,
  ofDeal: (session: SessionScope, dealId: string) => [...questionKeys.all(session), dealId] as const,
};
