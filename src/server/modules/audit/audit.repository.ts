import { and, count, desc, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../../shared/uuid.ts';
import type { Db } from '../../db/client.ts';
import { auditEvents, commitments, deals, deposits, properties, users, withdrawals, type AuditEventRow } from '../../db/schema/index.ts';
import { containing, searchTerms } from '../../lib/like.ts';

export interface AuditLogFilter {
  /** A deal's id (checked to be a UUID by the contract). */
  deal: string | undefined;
  /** A user's id, or words of the actor's email or name. */
  actor: string | undefined;
}

/** An event with who acted (null when the platform did). */
export interface AuditLogRow {
  event: AuditEventRow;
  actor: { id: string; firstName: string; lastName: string; email: string; role: 'admin' | 'backer' | 'proposer' } | null;
}

/** What a subject reads as in the log, and the deal it belongs to. */
export interface SubjectFacts {
  label: string;
  dealId: string | null;
  /** The currency of the deal (or property) it belongs to. */
  currency: string | null;
}

/** `type:id`, the key of a subject in the map subjects() answers. */
export const subjectKey = (type: string, id: string) => `${type}:${id}`;

const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/** The events of one deal: the deal's own, its commitments' and its property's (listing corrections). */
function ofDeal(dealId: string): SQL {
  return or(
    and(eq(auditEvents.subjectType, 'deal'), eq(auditEvents.subjectId, dealId)),
    and(
      eq(auditEvents.subjectType, 'commitment'),
      inArray(auditEvents.subjectId, sql`(select ${commitments.id}::text from ${commitments} where ${commitments.dealId} = ${dealId})`),
    ),
    and(eq(auditEvents.subjectType, 'property'), inArray(auditEvents.subjectId, sql`(select ${deals.propertyId} from ${deals} where ${deals.id} = ${dealId})`)),
  )!;
}

/** The events of one user by id, or of the users whose email or name holds every word. */
function byActor(actor: string): SQL {
  if (isUuid(actor)) return eq(auditEvents.actorId, actor);
  const matches = searchTerms(actor).map((term) => like(sql`lower(${fullName} || ' ' || ${users.email})`, containing(term)));
  return inArray(auditEvents.actorId, sql`(select ${users.id} from ${users} where ${and(...matches)})`);
}

/** SQL for the audit log: reading only; recordAudit (audit.ts) is the one writer, and the database refuses updates and deletes. */
export const auditRepository = {
  /** One page of events, newest first (the index audit_events_created). */
  async list(db: Db, filter: AuditLogFilter, limit: number, offset: number): Promise<{ rows: AuditLogRow[]; total: number }> {
    const where = and(filter.deal ? ofDeal(filter.deal) : undefined, filter.actor ? byActor(filter.actor) : undefined);
    const [rows, [counted]] = await Promise.all([
      db
        .select({
          event: auditEvents,
          actor: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, role: users.role },
        })
        .from(auditEvents)
        .leftJoin(users, eq(users.id, auditEvents.actorId))
        .where(where)
        .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
        .limit(limit)
        .offset(offset),
      db.select({ total: count() }).from(auditEvents).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },

  /**
   * Readable names of the subjects of a page of events, by subjectKey: a deal or a property by its
   * property's title, a commitment by its deal's title and its backer, a KYC or a user by the
   * person's name, a deposit or a withdrawal by its reference and backer; a deal's and a
   * commitment's with the deal's currency, a property's with its own. Unknown ones are absent.
   */
  async subjects(db: Db, refs: { type: string; id: string }[]): Promise<Map<string, SubjectFacts>> {
    const idsOf = (...types: string[]) => [...new Set(refs.filter((ref) => types.includes(ref.type)).map((ref) => ref.id))];
    const uuidsOf = (...types: string[]) => idsOf(...types).filter(isUuid);
    const found = new Map<string, SubjectFacts>();
    const [dealIds, commitmentIds, personIds, depositIds, withdrawalIds, propertyIds] = [
      uuidsOf('deal'),
      uuidsOf('commitment'),
      uuidsOf('kyc', 'user'),
      uuidsOf('deposit'),
      uuidsOf('withdrawal'),
      idsOf('property'),
    ];
    if (dealIds.length > 0) {
      const rows = await db
        .select({ id: deals.id, title: properties.title, currency: deals.currency })
        .from(deals)
        .innerJoin(properties, eq(properties.id, deals.propertyId))
        .where(inArray(deals.id, dealIds));
      for (const row of rows) found.set(subjectKey('deal', row.id), { label: row.title, dealId: row.id, currency: row.currency });
    }
    if (commitmentIds.length > 0) {
      const rows = await db
        .select({ id: commitments.id, dealId: commitments.dealId, title: properties.title, backer: fullName, currency: deals.currency })
        .from(commitments)
        .innerJoin(deals, eq(deals.id, commitments.dealId))
        .innerJoin(properties, eq(properties.id, deals.propertyId))
        .innerJoin(users, eq(users.id, commitments.backerId))
        .where(inArray(commitments.id, commitmentIds));
      for (const row of rows)
        found.set(subjectKey('commitment', row.id), { label: `${row.title} · ${row.backer}`, dealId: row.dealId, currency: row.currency });
    }
    if (personIds.length > 0) {
      const rows = await db.select({ id: users.id, name: fullName }).from(users).where(inArray(users.id, personIds));
      for (const row of rows) {
        for (const type of ['kyc', 'user']) found.set(subjectKey(type, row.id), { label: row.name, dealId: null, currency: null });
      }
    }
    for (const [type, table, ids] of [
      ['deposit', deposits, depositIds],
      ['withdrawal', withdrawals, withdrawalIds],
    ] as const) {
      if (ids.length === 0) continue;
      const rows = await db
        .select({ id: table.id, reference: table.reference, backer: fullName })
        .from(table)
        .innerJoin(users, eq(users.id, table.backerId))
        .where(inArray(table.id, ids));
      for (const row of rows) found.set(subjectKey(type, row.id), { label: `${row.reference} · ${row.backer}`, dealId: null, currency: null });
    }
    if (propertyIds.length > 0) {
      const rows = await db
        .select({ id: properties.id, title: properties.title, currency: properties.currency })
        .from(properties)
        .where(inArray(properties.id, propertyIds));
      for (const row of rows) found.set(subjectKey('property', row.id), { label: row.title, dealId: null, currency: row.currency });
    }
    return found;
  },
};
