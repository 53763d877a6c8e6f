/**
 * The listing screen's vocabulary: property types, sorts, the search filter as the URL holds it
 * and the option lists the screen offers (spec §3, §9). What the API answers is properties.ts.
 */

import { msg } from '../i18n/msg.ts';

/** Each type is also its label on the screens (a message: `t(property.type)` in the browser). */
export const PROPERTY_TYPES = [msg('Villa'), msg('Apartment'), msg('Townhouse'), msg('House'), msg('Cottage')] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const PROPERTY_SORTS = ['featured', 'price-asc', 'price-desc', 'newest'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];
export const DEFAULT_PROPERTY_SORT: PropertySort = 'featured';

/** Reads a sort from a URL value; anything unknown falls back to the default instead of failing. */
export function parsePropertySort(value: unknown): PropertySort {
  return PROPERTY_SORTS.find((sort) => sort === value) ?? DEFAULT_PROPERTY_SORT;
}

// --- Search filter -------------------------------------------------------------------------
//
// The filter arrives from the URL query, so every field is text or absent, and a hand-edited
// URL can hold anything. parsePropertyFilter turns that into one clean representation:
//   location  – trimmed text, matched as a case-insensitive substring; absent when blank
//   type      – trimmed, lower-cased option value ("villa"); absent when blank or "any"
//   minPrice, maxPrice – whole rupees (a number); absent when blank, "any" or not a number
//   bedrooms, bathrooms – the N of "N+" (at least N); "3" and "3+" both read as 3
// A value it cannot read is dropped (treated as "no filter") rather than failing the page,
// and unknown keys are stripped. Screens write back the option `value`s below.
// Plain code rather than a zod schema: every rule here is "read it or drop it", and the listing
// page then loads no zod at all (its first-load budget, docs/testing.md, the bundle-size row).

export interface PropertyFilter {
  location?: string | undefined;
  type?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  bedrooms?: number | undefined;
  bathrooms?: number | undefined;
}
/** What parsePropertyFilter accepts, e.g. `Object.fromEntries(searchParams)`. */
export type PropertyFilterInput = { readonly [Key in keyof PropertyFilter]?: unknown };

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === 'any'));

function readText(value: unknown, lowerCase: boolean): string | undefined {
  if (isBlank(value) || typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return lowerCase ? trimmed.toLowerCase() : trimmed;
}

function readWholeNumber(value: unknown, stripPlus: boolean): number | undefined {
  if (isBlank(value)) return undefined;
  let number = Number.NaN;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string') {
    let text = value.trim().replaceAll(',', '');
    if (stripPlus) text = text.replace(/\+$/, '');
    if (/^\d+(\.\d+)?$/.test(text)) number = Number(text);
  }
  return Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}

/** The clean filter, holding only the fields that were readable. */
export function parsePropertyFilter(input: PropertyFilterInput): PropertyFilter {
  const filter: PropertyFilter = {
    location: readText(input.location, false),
    type: readText(input.type, true),
    minPrice: readWholeNumber(input.minPrice, false),
    maxPrice: readWholeNumber(input.maxPrice, false),
    bedrooms: readWholeNumber(input.bedrooms, true),
    bathrooms: readWholeNumber(input.bathrooms, true),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined)) as PropertyFilter;
}

// --- Option lists (spec §9) ------------------------------------------------------------------
// `value` is what goes into the URL and through `parsePropertyFilter`; '' means "any".

export interface FilterOption {
  readonly value: string;
  readonly label: string;
}

const PRICE_STEPS = [100_000, 200_000, 300_000, 500_000, 750_000, 1_000_000, 2_000_000, 5_000_000];
const rupeeLabel = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const priceStepOptions: FilterOption[] = PRICE_STEPS.map((rupees) => ({
  value: String(rupees),
  label: rupeeLabel.format(rupees),
}));

/** Minimum-price choices: "No min", then ₹1,00,000 … ₹50,00,000. */
export const PRICE_OPTIONS: readonly FilterOption[] = [{ value: '', label: msg('No min') }, ...priceStepOptions];
/** The same steps for the maximum-price select, whose empty choice reads "No max". */
export const MAX_PRICE_OPTIONS: readonly FilterOption[] = [{ value: '', label: msg('No max') }, ...priceStepOptions];

/** Kept exactly as the spec lists them; condo and land match no sample property (decisions.md #2). */
export const TYPE_OPTIONS: readonly FilterOption[] = [
  { value: '', label: msg('Any type') },
  { value: 'apartment', label: msg('Apartment') },
  { value: 'house', label: msg('House') },
  { value: 'villa', label: msg('Villa') },
  { value: 'condo', label: msg('Condo') },
  { value: 'townhouse', label: msg('Townhouse') },
  { value: 'land', label: msg('Land') },
];

const atLeastOptions = (max: number): FilterOption[] => [
  { value: '', label: msg('Any') },
  ...Array.from({ length: max }, (_, index) => ({ value: String(index + 1), label: `${index + 1}+` })),
];

export const BEDROOM_OPTIONS: readonly FilterOption[] = atLeastOptions(5);
export const BATHROOM_OPTIONS: readonly FilterOption[] = atLeastOptions(4);

export const SORT_OPTIONS: readonly { readonly value: PropertySort; readonly label: string }[] = [
  { value: 'featured', label: msg('Featured') },
  { value: 'price-asc', label: msg('Price: Low to High') },
  { value: 'price-desc', label: msg('Price: High to Low') },
  { value: 'newest', label: msg('Newest') },
];
