import type { Property, PropertyFilter } from '../../../../shared/contracts/property.ts';
import { parsePriceText } from './price.ts';

export interface PropertyCriteria {
  /** Free text from the search box. */
  search?: string | undefined;
  /** The clean filter from `parsePropertyFilter`. */
  filters?: PropertyFilter | undefined;
}

/**
 * Every whitespace-separated word has to appear (case-insensitively) in the title, location,
 * description or type, so "villa goa" finds the Goa villa even though no single field holds
 * both words.
 */
export function matchesSearch(property: Property, search: string | undefined): boolean {
  const terms = (search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const fields = [property.title, property.location, property.description, property.type].map((field) =>
    field.toLowerCase(),
  );
  return terms.every((term) => fields.some((field) => field.includes(term)));
}

export function matchesFilters(property: Property, filters: PropertyFilter | undefined): boolean {
  if (!filters) return true;
  const { location, type, minPrice, maxPrice, bedrooms, bathrooms } = filters;

  if (location && !property.location.toLowerCase().includes(location.trim().toLowerCase())) return false;
  if (type && property.type.toLowerCase() !== type.trim().toLowerCase()) return false;

  if (minPrice !== undefined || maxPrice !== undefined) {
    const price = parsePriceText(property.price);
    // An unreadable price cannot be shown to satisfy a bound, so it stays out of price searches.
    if (Number.isNaN(price)) return false;
    if (minPrice !== undefined && price < minPrice) return false;
    if (maxPrice !== undefined && price > maxPrice) return false;
  }

  if (bedrooms !== undefined && property.bedrooms < bedrooms) return false;
  if (bathrooms !== undefined && property.bathrooms < bathrooms) return false;
  return true;
}

/** The properties that match both the search text and the filters, in their original order. */
export function filterProperties(properties: readonly Property[], criteria: PropertyCriteria = {}): Property[] {
  return properties.filter(
    (property) => matchesSearch(property, criteria.search) && matchesFilters(property, criteria.filters),
  );
}
