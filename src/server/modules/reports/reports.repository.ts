import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ReportingHealth } from '../../../shared/contracts/reports.ts';
import { isUuid } from '../../../shared/uuid.ts';
import type { Db } from '../../db/client.ts';
import { type DealRow, deals, properties, reportDocuments, reportPhotos, reports, type ReportRow, users } from '../../db/schema/index.ts';

type ReportStatus = ReportRow['status'];
type NewReportRow = typeof reports.$inferInsert;

/** SQL for reports, their files and the deals' reporting health, inside the caller's transaction where given one. */
export const reportsRepository = {
  /** Undefined when the deal has a report for the quarter already. */
  async insert(db: Db, row: NewReportRow): Promise<ReportRow | undefined> {
    const [created] = await db
      .insert(reports)
      .values(row)
      .onConflictDoNothing({ target: [reports.dealId, reports.quarter] })
      .returning();
    return created;
  },

  async find(db: Db, id: string): Promise<ReportRow | undefined> {
    if (!isUuid(id)) return undefined;
    const [row] = await db.select().from(reports).where(eq(reports.id, id));
    return row;
  },

  /** The row, locked: a file attached meanwhile waits for a change of status, and the other way round. */
  async lock(db: Db, id: string): Promise<ReportRow | undefined> {
    const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update');
    return row;
  },

  /** Changes the row only while its status is one of `from`: undefined when it is not (a repeated or raced step). */
  async update(db: Db, id: string, from: ReportStatus[], changes: Partial<NewReportRow>): Promise<ReportRow | undefined> {
    const [row] = await db
      .update(reports)
      .set(changes)
      .where(and(eq(reports.id, id), inArray(reports.status, from)))
      .returning();
    return row;
  },

  /** A deal's reports, newest quarter first; the accepted ones only unless `all`. */
  async ofDeal(db: Db, dealId: string, all: boolean): Promise<ReportRow[]> {
    return db
      .select()
      .from(reports)
      .where(and(eq(reports.dealId, dealId), all ? undefined : eq(reports.status, 'accepted')))
      .orderBy(desc(reports.quarter));
  },

  /** The admin's queue: submitted reports, oldest submission first. */
  async submitted(db: Db): Promise<ReportRow[]> {
    return db.select().from(reports).where(eq(reports.status, 'submitted')).orderBy(asc(reports.submittedAt), asc(reports.id));
  },

  async acceptedQuarters(db: Db, dealId: string): Promise<Set<string>> {
    const rows = await db
      .select({ quarter: reports.quarter })
      .from(reports)
      .where(and(eq(reports.dealId, dealId), eq(reports.status, 'accepted')));
    return new Set(rows.map((row) => row.quarter));
  },

  async photos(db: Db, reportIds: string[]): Promise<{ reportId: string; url: string }[]> {
    if (reportIds.length === 0) return [];
    return db
      .select({ reportId: reportPhotos.reportId, url: reportPhotos.url })
      .from(reportPhotos)
      .where(inArray(reportPhotos.reportId, reportIds))
      .orderBy(asc(reportPhotos.createdAt), asc(reportPhotos.id));
  },

  async documents(db: Db, reportIds: string[]): Promise<{ id: string; reportId: string; name: string }[]> {
    if (reportIds.length === 0) return [];
    return db
      .select({ id: reportDocuments.id, reportId: reportDocuments.reportId, name: reportDocuments.name })
      .from(reportDocuments)
      .where(inArray(reportDocuments.reportId, reportIds))
      .orderBy(asc(reportDocuments.createdAt), asc(reportDocuments.id));
  },

  /** Undefined when the report has this photo already. */
  async insertPhoto(db: Db, row: typeof reportPhotos.$inferInsert): Promise<{ id: string } | undefined> {
    const [created] = await db.insert(reportPhotos).values(row).onConflictDoNothing().returning({ id: reportPhotos.id });
    return created;
  },

  async insertDocument(db: Db, row: typeof reportDocuments.$inferInsert): Promise<void> {
    await db.insert(reportDocuments).values(row);
  },

  async document(db: Db, reportId: string, documentId: string): Promise<{ id: string; name: string } | undefined> {
    const [row] = await db
      .select({ id: reportDocuments.id, name: reportDocuments.name })
      .from(reportDocuments)
      .where(and(eq(reportDocuments.reportId, reportId), eq(reportDocuments.id, documentId)));
    return row;
  },

  async fileCounts(db: Db, reportId: string): Promise<{ photos: number; documents: number }> {
    const [photos] = await db.select({ n: count() }).from(reportPhotos).where(eq(reportPhotos.reportId, reportId));
    const [documents] = await db.select({ n: count() }).from(reportDocuments).where(eq(reportDocuments.reportId, reportId));
    return { photos: photos!.n, documents: documents!.n };
  },

  /** Every funded deal with what its reporting health is computed from, and its proposer's name. */
  async fundedDeals(db: Db): Promise<FundedDeal[]> {
    return db
      .select({
        id: deals.id,
        title: properties.title,
        currency: deals.currency,
        proposerId: deals.proposerId,
        proposerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
        closedAt: deals.closedAt,
        reportingHealth: deals.reportingHealth,
      })
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .innerJoin(users, eq(users.id, deals.proposerId))
      .where(eq(deals.lifecycle, 'funded'))
      .orderBy(asc(deals.closedAt), asc(deals.id)) as Promise<FundedDeal[]>;
  },

  /** Stores the deal's health if it differs: true when it changed (of two runs at once, only one sees the change). */
  async setHealth(db: Db, dealId: string, health: ReportingHealth | null, now: Date): Promise<boolean> {
    const changed = await db
      .update(deals)
      .set({ reportingHealth: health, updatedAt: now })
      .where(and(eq(deals.id, dealId), sql`${deals.reportingHealth} is distinct from ${health}::reporting_health`))
      .returning({ id: deals.id });
    return changed.length > 0;
  },
};

export interface FundedDeal {
  id: string;
  title: string;
  currency: DealRow['currency'];
  proposerId: string;
  proposerName: string;
  closedAt: Date;
  reportingHealth: ReportingHealth | null;
}
