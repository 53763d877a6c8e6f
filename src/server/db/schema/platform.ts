import { date, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, bigserial, index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../shared/contracts/money.ts';
import { users } from './users.ts';

/**
 * One request that moves money, by its `Idempotency-Key`: claimed before the work (insert … on
 * conflict do nothing), answered again from here for a retry with the same key and body.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Method and route of the request, and a hash of its body: another body under the same key is refused. */
    scope: text('scope').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still running. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

export const kycStatus = pgEnum('kyc_status', ['submitted', 'verified', 'rejected']);

/** A backer's know-your-customer details (platform.md §3); no row means not started. */
export const kycRecords = pgTable('kyc_records', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  legalName: text('legal_name').notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  pan: text('pan').notNull(),
  address: text('address').notNull(),
  bankAccountNumber: text('bank_account_number').notNull(),
  bankIfsc: text('bank_ifsc').notNull(),
  status: kycStatus('status').notNull().default('submitted'),
  /** The admin's reason when rejected. */
  reason: text('reason'),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: uuid('decided_by').references(() => users.id),
});

export type KycRecordRow = typeof kycRecords.$inferSelect;

/** Append-only record of every decision and money action (platform.md §2). */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Null when the platform itself acted (a scheduled close, a refund at the deadline). */
    actorId: uuid('actor_id').references(() => users.id),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('audit_events_created').on(table.createdAt, table.id),
    index('audit_events_subject').on(table.subjectType, table.subjectId, table.createdAt),
    index('audit_events_actor').on(table.actorId, table.createdAt),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;

/** What one unit of a currency is worth in US dollars, as the admin keeps it (the Overview's totals). */
export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').$type<Currency>().primaryKey(),
  usdPerUnit: numeric('usd_per_unit', { precision: 18, scale: 10 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
