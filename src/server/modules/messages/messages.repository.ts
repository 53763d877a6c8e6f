import { and, desc, eq, sql } from 'drizzle-orm';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MessageKind } from '../../../shared/contracts/messages.ts';
import type { Db } from '../../db/client.ts';
import {
  contactMessages,
  newsletterSubscriptions,
  properties,
  propertyEnquiries,
  type ContactMessageRow,
  type PropertyEnquiryRow,
} from '../../db/schema/index.ts';

/** One row of the admin's list: the columns the three kinds share, null where a kind has none. */
export interface MessageListRow {
  kind: MessageKind;
  id: string;
  createdAt: Date;
  name: string | null;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string | null;
  propertyId: string | null;
  propertyTitle: string | null;
}

const text = (column: AnyPgColumn) => sql<string | null>`${column}`;
const noText = sql<string | null>`null::text`;

/*
 * The three kinds as selects of one shape, so the list is one UNION ALL ordered by time: each
 * table's (created_at, id) index gives its rows newest first and PostgreSQL merges them.
 */
const SELECTS = {
  contact: (db: Db) =>
    db
      .select({
        kind: sql<MessageKind>`'contact'`.as('kind'),
        id: sql<string>`${contactMessages.id}`.as('id'),
        createdAt: sql<Date>`${contactMessages.createdAt}`.mapWith(contactMessages.createdAt).as('created_at'),
        name: text(contactMessages.name).as('name'),
        email: sql<string>`${contactMessages.email}`.as('email'),
        phone: text(contactMessages.phone).as('phone'),
        subject: text(contactMessages.subject).as('subject'),
        message: text(contactMessages.message).as('message'),
        propertyId: noText.as('property_id'),
        propertyTitle: noText.as('property_title'),
      })
      .from(contactMessages),
  enquiry: (db: Db) =>
    db
      .select({
        kind: sql<MessageKind>`'enquiry'`.as('kind'),
        id: sql<string>`${propertyEnquiries.id}`.as('id'),
        createdAt: sql<Date>`${propertyEnquiries.createdAt}`.mapWith(propertyEnquiries.createdAt).as('created_at'),
        name: text(propertyEnquiries.name).as('name'),
        email: sql<string>`${propertyEnquiries.email}`.as('email'),
        phone: text(propertyEnquiries.phone).as('phone'),
        subject: noText.as('subject'),
        message: text(propertyEnquiries.message).as('message'),
        propertyId: text(properties.id).as('property_id'),
        propertyTitle: text(properties.title).as('property_title'),
      })
      .from(propertyEnquiries)
      .innerJoin(properties, eq(properties.id, propertyEnquiries.propertyId)),
  newsletter: (db: Db) =>
    db
      .select({
        kind: sql<MessageKind>`'newsletter'`.as('kind'),
        id: sql<string>`${newsletterSubscriptions.id}`.as('id'),
        createdAt: sql<Date>`${newsletterSubscriptions.createdAt}`.mapWith(newsletterSubscriptions.createdAt).as('created_at'),
        name: noText.as('name'),
        email: sql<string>`${newsletterSubscriptions.email}`.as('email'),
        phone: noText.as('phone'),
        subject: noText.as('subject'),
        message: noText.as('message'),
        propertyId: noText.as('property_id'),
        propertyTitle: noText.as('property_title'),
      })
      .from(newsletterSubscriptions),
};
// The selects differ only in the tables they read, which the union's result does not depend on.
type KindSelect = ReturnType<(typeof SELECTS)['contact']>;

const TABLES = { contact: contactMessages, enquiry: propertyEnquiries, newsletter: newsletterSubscriptions } as const;

/**
 * SQL for what visitors send through the public forms. Every function takes the database or a
 * transaction (`db`); rows never leave the service that calls it.
 */
export const messagesRepository = {
  async insertContact(db: Db, row: Omit<ContactMessageRow, 'id'>): Promise<ContactMessageRow> {
    const [created] = await db.insert(contactMessages).values(row).returning();
    return created!;
  },

  async findPropertyTitle(db: Db, propertyId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ title: properties.title })
      .from(properties)
      .where(and(eq(properties.id, propertyId), eq(properties.listed, true)))
      .limit(1);
    return row?.title;
  },

  /** Throws a foreign-key violation when the property is gone by the time the row is written. */
  async insertEnquiry(db: Db, row: Omit<PropertyEnquiryRow, 'id'>): Promise<PropertyEnquiryRow> {
    const [created] = await db.insert(propertyEnquiries).values(row).returning();
    return created!;
  },

  /** Adds the address unless it is there already (in any letter case); the first subscription stays. */
  async subscribe(db: Db, email: string, createdAt: Date): Promise<void> {
    await db.insert(newsletterSubscriptions).values({ email, createdAt }).onConflictDoNothing();
  },

  /** One page of the chosen kinds, newest first, and how many there are in all. */
  async listNewest(db: Db, kinds: readonly MessageKind[], limit: number, offset: number): Promise<{ rows: MessageListRow[]; total: number }> {
    const [first, second, ...rest] = kinds.map((kind) => SELECTS[kind](db) as unknown as KindSelect);
    const query = second ? unionAll(first!, second, ...rest) : first!;
    const rows = await query
      .orderBy(desc(sql`created_at`), desc(sql`id`))
      .limit(limit)
      .offset(offset);
    let total = 0;
    for (const kind of kinds) {
      const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(TABLES[kind]);
      total += count?.n ?? 0;
    }
    return { rows, total };
  },
};
