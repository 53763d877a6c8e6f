import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Currency } from '../../../shared/contracts/money.ts';

export interface AgentCard {
  name: string;
  email: string;
  phone: string;
  company: string;
  /** Site-relative URL of the agent's portrait, or null for initials. */
  photo: string | null;
}

/** The physical asset behind a listing; a deal (a later stage) raises money for one. */
export const properties = pgTable(
  'properties',
  {
    /** A lower-case slug, used in the page's address. */
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Property type as the listing shows it: Villa, Apartment, Townhouse, House, Cottage. */
    type: text('type').notNull(),
    location: text('location').notNull(),
    /** The property's value in minor units (paise for INR). */
    price: bigint('price', { mode: 'bigint' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    areaSqft: integer('area_sqft').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    yearBuilt: integer('year_built').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    isNew: boolean('is_new').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    locationDescription: text('location_description').notNull(),
    agent: jsonb('agent').$type<AgentCard>().notNull(),
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull(),
    /**
     * Shown by the public listing. A property proposed with a draft deal is not until its deal goes
     * live (its listing fields may be incomplete until the deal is submitted).
     */
    listed: boolean('listed').notNull().default(true),
    /** Title and location lower-cased, for the search box's LIKE '%word%' (faster than ILIKE, one index). */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(title || ' ' || location)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('properties_price_positive', sql`${table.price} > 0 or (not ${table.listed} and ${table.price} = 0)`),
    check('properties_currency', sql`${table.currency} ~ '^[A-Z]{3}$'`),
    // Case-insensitive substring search (LIKE '%…%' on lower-cased text) uses these.
    index('properties_search_text_trgm').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('properties_location_lower_trgm').using('gin', sql`lower(${table.location}) gin_trgm_ops`),
    index('properties_type_lower').on(sql`lower(${table.type})`),
    index('properties_price').on(table.price, table.id),
    index('properties_listed_at').on(table.listedAt, table.id),
    index('properties_featured_listed_at').on(table.featured, table.listedAt, table.id),
    index('properties_bedrooms').on(table.bedrooms),
    index('properties_bathrooms').on(table.bathrooms),
  ],
);

export type PropertyRow = typeof properties.$inferSelect;
export type NewPropertyRow = typeof properties.$inferInsert;
