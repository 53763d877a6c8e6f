import { msg } from '../../../shared/i18n/msg.ts';
import type { Property, PropertyListParams, PropertyListResponse, PropertyResponse, PropertySummary } from '../../../shared/contracts/properties.ts';
import { isStorableText } from '../../../shared/contracts/storable-text.ts';
import { amountToJson } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import type { PropertyRow } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { toDealSummary } from '../deals/index.ts';
import { COUNT_CAP, propertiesRepository, type PropertySummaryRow } from './properties.repository.ts';

export const PROPERTY_NOT_FOUND = msg('There is no property at this address. It may have been taken off the listing.');
/** The home page shows this many featured listings (spec §3). */
export const FEATURED_COUNT = 6;

/** How long "no such property" is remembered for the page status, and how many such answers. */
const MISSING_TTL_MS = 10_000;
const MAX_REMEMBERED = 10_000;

/** The public listing: search, filters, sorts and pages in SQL; rows become the API's shape here. */
export class PropertiesService {
  readonly #db: Db;
  /** Ids known to exist (properties are never deleted) and ids recently found missing, with when. */
  readonly #known = new Set<string>();
  readonly #missing = new Map<string, number>();

  constructor(db: Db) {
    this.#db = db;
  }

  async list(params: PropertyListParams): Promise<PropertyListResponse> {
    const { rows, total } = await propertiesRepository.list(this.#db, params);
    const capped = total > COUNT_CAP;
    return { total: capped ? COUNT_CAP : total, total_capped: capped, page: params.page, page_size: params.page_size, items: await this.#withDeals(rows) };
  }

  async featured(): Promise<{ items: PropertySummary[] }> {
    return { items: await this.#withDeals(await propertiesRepository.featured(this.#db, FEATURED_COUNT)) };
  }

  async get(id: string): Promise<PropertyResponse> {
    const row = isStorableText(id) ? await propertiesRepository.findById(this.#db, id) : undefined;
    if (row === undefined) throw new DomainError('not_found', PROPERTY_NOT_FOUND);
    const deal = (await propertiesRepository.currentDeals(this.#db, [row.id])).get(row.id);
    const summary = deal ? toDealSummary(deal) : null;
    return { property: { ...toProperty(row), deal: summary }, deal: summary };
  }

  /**
   * The status of a property's page (200 or 404), answered from memory when it can be: the page
   * server asks on every request, and a known id costs no query.
   */
  pageStatus(id: string): number | Promise<number> {
    if (this.#known.has(id)) return 200;
    const missingSince = this.#missing.get(id);
    if (missingSince !== undefined && Date.now() - missingSince < MISSING_TTL_MS) return 404;
    if (!isStorableText(id) || id.length > 200) return 404;
    return propertiesRepository.exists(this.#db, id).then((exists) => {
      this.#remember(id, exists);
      return exists ? 200 : 404;
    });
  }

  async #withDeals(rows: PropertySummaryRow[]): Promise<PropertySummary[]> {
    const current = await propertiesRepository.currentDeals(
      this.#db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => {
      const deal = current.get(row.id);
      return { ...toSummary(row), deal: deal ? toDealSummary(deal) : null };
    });
  }

  #remember(id: string, exists: boolean) {
    const memory = exists ? this.#known : this.#missing;
    if (memory.size >= MAX_REMEMBERED) memory.clear();
    if (exists) this.#known.add(id);
    else this.#missing.set(id, Date.now());
  }
}

function toSummary(row: PropertySummaryRow): Omit<PropertySummary, 'deal'> {
  return {
    id: row.id,
    title: row.title,
    location: row.location,
    type: row.type,
    price: amountToJson(row.price),
    currency: row.currency,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    area_sqft: row.areaSqft,
    images: row.images,
    featured: row.featured,
    is_new: row.isNew,
    listed_at: row.listedAt.toISOString(),
  };
}

function toProperty(row: PropertyRow): Omit<Property, 'deal'> {
  return {
    ...toSummary(row),
    description: row.description,
    features: row.features,
    year_built: row.yearBuilt,
    location_description: row.locationDescription,
    agent: row.agent,
  };
}
