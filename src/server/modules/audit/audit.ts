import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';

export interface AuditInput {
  /** Who acted; null when the platform itself did (a scheduled close, a refund at the deadline). */
  actorId: string | null;
  /** What happened, as `subject.verb`: `deposit.confirmed`, `kyc.verified`, `deal.closed`. */
  action: string;
  subjectType: string;
  subjectId: string;
  before?: unknown;
  after?: unknown;
  /** The caller's Clock. */
  at: Date;
}

/** bigint is not JSON: amounts in the record are kept as decimal strings. */
function jsonable(value: unknown): unknown {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner)));
}

/**
 * Appends one event to the audit log. Callers pass their transaction, so the record exists
 * exactly when the action does; the log is never updated or deleted.
 */
export async function recordAudit(db: Db, input: AuditInput): Promise<void> {
  await db.insert(auditEvents).values({
    actorId: input.actorId,
    action: input.action,
    subjectType: input.subjectType,
    subjectId: input.subjectId,
    before: jsonable(input.before),
    after: jsonable(input.after),
    createdAt: input.at,
  });
}
