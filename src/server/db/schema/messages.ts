import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';

/** What visitors send through the public forms; the admin reads them at /admin_dashboard/messages. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_created_at').on(table.createdAt, table.id)],
);

export const propertyEnquiries = pgTable(
  'property_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: text('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('property_enquiries_created_at').on(table.createdAt, table.id), index('property_enquiries_property_id').on(table.propertyId)],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; subscribing twice keeps one row. */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_email_lower').on(sql`lower(${table.email})`),
    index('newsletter_subscriptions_created_at').on(table.createdAt, table.id),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type PropertyEnquiryRow = typeof propertyEnquiries.$inferSelect;
export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
