import { and, asc, count, desc, eq, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import type { PropertyListParams } from '../../../shared/contracts/properties.ts';
import type { PropertySort } from '../../../shared/contracts/property.ts';
import type { Db } from '../../db/client.ts';
import { containing, searchTerms } from '../../lib/like.ts';
import { deals, properties, type DealRow, type PropertyRow } from '../../db/schema/index.ts';

/** Counting stops here: past it the listing says "1,000+", and no one pages that far. */
export const COUNT_CAP = 1000;

/**
 * The public listing is the Indian marketing site, in rupees (decisions.md #12): its prices and
 * price filters are paise. Properties in another currency (the US properties of the dashboard's
 * dollar deals, decisions.md #21) are reached through their deals, not listed here.
 */
export const LISTING_CURRENCY = 'INR';

/** Every filter of the listing as one WHERE clause; each one is served by an index of the table. */
export function listingFilter(params: Omit<PropertyListParams, 'page' | 'page_size' | 'sort'>): SQL | undefined {
  return and(
    eq(properties.listed, true),
    eq(properties.currency, LISTING_CURRENCY),
    ...searchTerms(params.search).map((term) => like(properties.searchText, containing(term))),
    params.location === undefined ? undefined : like(sql`lower(${properties.location})`, containing(params.location)),
    params.type === undefined ? undefined : eq(sql`lower(${properties.type})`, params.type.toLowerCase()),
    params.min_price === undefined ? undefined : gte(properties.price, BigInt(params.min_price)),
    params.max_price === undefined ? undefined : lte(properties.price, BigInt(params.max_price)),
    params.bedrooms === undefined ? undefined : gte(properties.bedrooms, params.bedrooms),
    params.bathrooms === undefined ? undefined : gte(properties.bathrooms, params.bathrooms),
  );
}

/** Each sort ends on the id, so equal prices or dates keep one order from page to page. */
export const LISTING_ORDER: Record<PropertySort, SQL[]> = {
  featured: [desc(properties.featured), desc(properties.listedAt), asc(properties.id)],
  'price-asc': [asc(properties.price), asc(properties.id)],
  'price-desc': [desc(properties.price), asc(properties.id)],
  newest: [desc(properties.listedAt), asc(properties.id)],
};

/** The columns a card needs: the long texts stay in the table. */
const summaryColumns = {
  id: properties.id,
  title: properties.title,
  location: properties.location,
  type: properties.type,
  price: properties.price,
  currency: properties.currency,
  bedrooms: properties.bedrooms,
  bathrooms: properties.bathrooms,
  areaSqft: properties.areaSqft,
  images: properties.images,
  featured: properties.featured,
  isNew: properties.isNew,
  listedAt: properties.listedAt,
};
export type PropertySummaryRow = Pick<PropertyRow, keyof typeof summaryColumns>;

export const propertiesRepository = {
  /** One page of the listing and the number of matches, counted up to COUNT_CAP + 1. */
  async list(db: Db, params: PropertyListParams): Promise<{ rows: PropertySummaryRow[]; total: number }> {
    const where = listingFilter(params);
    const rows = await db
      .select(summaryColumns)
      .from(properties)
      .where(where)
      .orderBy(...LISTING_ORDER[params.sort])
      .limit(params.page_size)
      .offset((params.page - 1) * params.page_size);
    // A short first page holds every match: no need to count them again.
    if (params.page === 1 && rows.length < params.page_size) return { rows, total: rows.length };
    // An exact count of a broad filter reads most of the table; stopping at the cap keeps it cheap.
    const matches = db
      .select({ one: sql`1` })
      .from(properties)
      .where(where)
      .limit(COUNT_CAP + 1)
      .as('matches');
    const [counted] = await db.select({ total: count() }).from(matches);
    return { rows, total: counted?.total ?? 0 };
  },

  async featured(db: Db, limit: number): Promise<PropertySummaryRow[]> {
    return db
      .select(summaryColumns)
      .from(properties)
      .where(and(eq(properties.featured, true), eq(properties.listed, true), eq(properties.currency, LISTING_CURRENCY)))
      .orderBy(desc(properties.listedAt), asc(properties.id))
      .limit(limit);
  },

  /** A listed property (one proposed with a deal not yet live is nobody's to see here). */
  async findById(db: Db, id: string): Promise<PropertyRow | undefined> {
    const [row] = await db
      .select()
      .from(properties)
      .where(and(eq(properties.id, id), eq(properties.listed, true)));
    return row;
  },

  /**
   * Each property's live deal, or else its latest closed one (what a card and the funding panel
   * show): one query for a whole page, served by the deals' property index.
   */
  async currentDeals(db: Db, propertyIds: string[]): Promise<Map<string, DealRow>> {
    if (propertyIds.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([deals.propertyId])
      .from(deals)
      .where(and(inArray(deals.propertyId, propertyIds), inArray(deals.lifecycle, ['live', 'funded', 'failed', 'exited'])))
      .orderBy(deals.propertyId, desc(sql`${deals.lifecycle} = 'live'`), desc(deals.listedAt));
    return new Map(rows.map((row) => [row.propertyId, row]));
  },

  async exists(db: Db, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, id), eq(properties.listed, true)));
    return row !== undefined;
  },
};
