import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { KycRecordStatus } from '../../../shared/contracts/kyc.ts';
import { pgArray } from '../../db/arrays.ts';
import type { Db } from '../../db/client.ts';
import { kycRecords, users, type KycRecordRow } from '../../db/schema/index.ts';

/** The details a backer sends, as the columns hold them (the PAN and bank account number sealed, kyc-sealing.ts). */
export interface KycDetails {
  legalName: string;
  dateOfBirth: string;
  pan: string;
  address: string;
  bankAccountNumber: string;
  bankIfsc: string;
}

/** A record with its backer's name and email, for the admin's list. */
export interface KycReviewRow {
  record: KycRecordRow;
  firstName: string;
  lastName: string;
  email: string;
}

/** SQL for KYC records; every function takes the database or a transaction (`db`). */
export const kycRepository = {
  async findByUser(db: Db, userId: string): Promise<KycRecordRow | undefined> {
    const [row] = await db.select().from(kycRecords).where(eq(kycRecords.userId, userId)).limit(1);
    return row;
  },

  /** Which of these users are verified. */
  async verifiedAmong(db: Db, userIds: string[]): Promise<Set<string>> {
    const rows = await db
      .select({ userId: kycRecords.userId })
      .from(kycRecords)
      // One array parameter: a distribution asks about all its holders, more than a statement's 65,535 parameters may be.
      .where(and(sql`${kycRecords.userId} = any(${pgArray(userIds)}::uuid[])`, eq(kycRecords.status, 'verified')));
    return new Set(rows.map((row) => row.userId));
  },

  async statusOf(db: Db, userId: string): Promise<KycRecordStatus | undefined> {
    const [row] = await db.select({ status: kycRecords.status }).from(kycRecords).where(eq(kycRecords.userId, userId)).limit(1);
    return row?.status;
  },

  /**
   * Stores the details as submitted, in one statement: a new record, or the existing one
   * replaced (its decision cleared) unless it is verified. Undefined when it is verified.
   */
  async submit(db: Db, userId: string, details: KycDetails, submittedAt: Date): Promise<KycRecordRow | undefined> {
    const values = { ...details, status: 'submitted' as const, reason: null, submittedAt, decidedAt: null, decidedBy: null };
    const [row] = await db
      .insert(kycRecords)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: kycRecords.userId, set: values, setWhere: ne(kycRecords.status, 'verified') })
      .returning();
    return row;
  },

  /**
   * Records the admin's decision on a record that is awaiting one, and only then (and, when
   * `submittedAt` is given, only on the details sent at that instant). Undefined when nothing
   * matched: the caller reads the record to say why.
   */
  async decide(
    db: Db,
    userId: string,
    decision: { status: 'verified' | 'rejected'; reason: string | null; decidedAt: Date; decidedBy: string },
    submittedAt: Date | undefined,
  ): Promise<KycRecordRow | undefined> {
    const [row] = await db
      .update(kycRecords)
      .set(decision)
      .where(and(eq(kycRecords.userId, userId), eq(kycRecords.status, 'submitted'), submittedAt ? eq(kycRecords.submittedAt, submittedAt) : undefined))
      .returning();
    return row;
  },

  /** One page of the records of a status, with the backers' names; the queue oldest first, decisions newest first. */
  async list(db: Db, status: KycRecordStatus, limit: number, offset: number): Promise<{ rows: KycReviewRow[]; total: number }> {
    const order =
      status === 'submitted'
        ? [asc(kycRecords.submittedAt), asc(kycRecords.userId)]
        : [desc(kycRecords.decidedAt), desc(kycRecords.submittedAt), asc(kycRecords.userId)];
    const [rows, [count]] = await Promise.all([
      db
        .select({ record: kycRecords, firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(kycRecords)
        .innerJoin(users, eq(users.id, kycRecords.userId))
        .where(eq(kycRecords.status, status))
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(kycRecords)
        .where(eq(kycRecords.status, status)),
    ]);
    return { rows, total: count?.n ?? 0 };
  },
};
