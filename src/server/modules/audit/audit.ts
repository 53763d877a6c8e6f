import type { Db } from '../../db/client.ts';
import { auditEvents } from '../../db/schema/index.ts';
import type { StepSubscriber } from '../../steps/run-step.ts';

interface AuditInput {
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
 * The audit log's part of a step: each action the step takes (`action.taken`) is appended in the
 * step's transaction, at the step's instant, so the record exists exactly when the action does.
 */
export function auditSubscriber(): StepSubscriber {
  return {
    async on(event, step) {
      if (event.type !== 'action.taken') return;
      const { type: _type, ...action } = event;
      await recordAudit(step.tx, { ...action, at: step.now });
    },
  };
}

/** Appends one event to the audit log; the log is never updated or deleted. */
async function recordAudit(db: Db, input: AuditInput): Promise<void> {
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
