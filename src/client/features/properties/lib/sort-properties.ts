import type { Property, PropertySort } from '../../../../shared/contracts/property.ts';
import { parsePriceText } from './price.ts';

type Comparator = (a: Property, b: Property) => number;

const listedTime = (property: Property): number => Date.parse(property.listedAt);

const byNewest: Comparator = (a, b) => listedTime(b) - listedTime(a);

// Unreadable prices go last in both directions rather than jumping to the top of a list.
const byPrice =
  (direction: 1 | -1): Comparator =>
  (a, b) => {
    const priceA = parsePriceText(a.price);
    const priceB = parsePriceText(b.price);
    const aMissing = Number.isNaN(priceA);
    const bMissing = Number.isNaN(priceB);
    if (aMissing || bMissing) return Number(aMissing) - Number(bMissing);
    return (priceA - priceB) * direction;
  };

const byFeaturedThenNewest: Comparator = (a, b) => Number(b.featured) - Number(a.featured) || byNewest(a, b);

const COMPARATORS: Record<PropertySort, Comparator> = {
  featured: byFeaturedThenNewest,
  'price-asc': byPrice(1),
  'price-desc': byPrice(-1),
  newest: byNewest,
};

/**
 * A new array in the requested order; the input is left untouched. Ties keep their input order
 * (Array.prototype.sort is stable), so the list does not shuffle between renders.
 */
export function sortProperties(properties: readonly Property[], sort: PropertySort): Property[] {
  return [...properties].sort(COMPARATORS[sort]);
}
