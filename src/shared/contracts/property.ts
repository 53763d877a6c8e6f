import * as z from 'zod/mini';

/**
 * Property listings: the shape of the built-in sample data today and of the API tomorrow,
 * plus the search-filter contract and the option lists the listing screen offers (spec §3, §9).
 */

export const PROPERTY_TYPES = ['Villa', 'Apartment', 'Townhouse', 'House', 'Cottage'] as const;
export const propertyTypeSchema = z.enum(PROPERTY_TYPES);
export type PropertyType = z.infer<typeof propertyTypeSchema>;

/**
 * Accepts the ways people write Indian prices: "₹1.5 Cr", "75 L", "85 Lakh", "4,50,00,000".
 * Kept here (not only in the parser) so data that the price filter could not read is rejected
 * at the boundary instead of silently dropping out of every price search.
 */
export const PRICE_TEXT_PATTERN =
  /^\s*(?:₹|rs\.?|inr)?\s*\d[\d,]*(?:\.\d+)?\s*(?:l|lac|lacs|lakh|lakhs|cr|crore|crores|k)?\.?\s*$/i;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const agentSchema = z.object({
  name: z.string().check(z.minLength(1)),
  email: z.email(),
  phone: z.string().check(z.minLength(1)),
  company: z.string().check(z.minLength(1)),
  /** Site-relative URL of the agent's portrait, e.g. `/images/agents/priya-menon.webp`. */
  photo: z.string().check(z.minLength(1)),
});
export type Agent = z.infer<typeof agentSchema>;

export const propertySchema = z.object({
  id: z.string().check(z.regex(slugPattern, 'id must be a lower-case slug')),
  title: z.string().check(z.minLength(1)),
  description: z.string().check(z.minLength(1)),
  /** Display text in lakh/crore, e.g. "1.5 Cr" or "75 L"; filters and sorts parse it to rupees. */
  price: z.string().check(z.regex(PRICE_TEXT_PATTERN, 'price must read like "75 L" or "1.5 Cr"')),
  location: z.string().check(z.minLength(1)),
  type: propertyTypeSchema,
  /** Display text, e.g. "2,400 sq ft". */
  area: z.string().check(z.regex(/sq\.? ?ft/i, 'area must be given in sq ft')),
  /** The 1200 px WebP paths; a 640 px version sits next to each as `<n>-640.webp`. */
  images: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
  features: z.array(z.string().check(z.minLength(1))),
  yearBuilt: z.number().check(z.int(), z.gte(1800), z.lte(2100)),
  isNew: z.boolean(),
  featured: z.boolean(),
  locationDescription: z.string().check(z.minLength(1)),
  agent: agentSchema,
  // Not in the spec's entity, but the filters need them (decisions.md #3).
  bedrooms: z.number().check(z.int(), z.nonnegative()),
  bathrooms: z.number().check(z.int(), z.nonnegative()),
  /** ISO date (YYYY-MM-DD) the listing went live; drives the "newest" sort. */
  listedAt: z.iso.date(),
});
export type Property = z.infer<typeof propertySchema>;

export const PROPERTY_SORTS = ['featured', 'price-asc', 'price-desc', 'newest'] as const;
export const propertySortSchema = z.enum(PROPERTY_SORTS);
export type PropertySort = z.infer<typeof propertySortSchema>;
export const DEFAULT_PROPERTY_SORT: PropertySort = 'featured';

/** Reads a sort from a URL value; anything unknown falls back to the default instead of failing. */
export function parsePropertySort(value: unknown): PropertySort {
  const result = propertySortSchema.safeParse(value);
  return result.success ? result.data : DEFAULT_PROPERTY_SORT;
}

// --- Search filter -------------------------------------------------------------------------
//
// The filter arrives from the URL query, so every field is text or absent, and a hand-edited
// URL can hold anything. The schema turns that into one clean representation:
//   location  – trimmed text, matched as a case-insensitive substring; absent when blank
//   type      – trimmed, lower-cased option value ("villa"); absent when blank or "any"
//   minPrice, maxPrice – whole rupees (a number); absent when blank, "any" or not a number
//   bedrooms, bathrooms – the N of "N+" (at least N); "3" and "3+" both read as 3
// A value it cannot read is dropped (treated as "no filter") rather than failing the page,
// and unknown keys are stripped. Screens write back the option `value`s below.

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === 'any'));

// zod/mini has no z.preprocess; classic's is this same pipe from a transform into the schema.
// The outer z.optional keeps each key optional in PropertyFilterInput, as classic z.preprocess did
// (it took its optionality from the target schema); an absent value ends as undefined either way.
const optionalText = (lowerCase: boolean) =>
  z.optional(
    z.catch(
      z.pipe(
        z.transform((value: unknown) => {
          if (isBlank(value) || typeof value !== 'string') return undefined;
          const trimmed = value.trim();
          return lowerCase ? trimmed.toLowerCase() : trimmed;
        }),
        z.optional(z.string()),
      ),
      undefined,
    ),
  );

const optionalWholeNumber = (stripPlus: boolean) =>
  z.optional(
    z.catch(
      z.pipe(
        z.transform((value: unknown) => {
          if (isBlank(value)) return undefined;
          if (typeof value === 'number') return value;
          if (typeof value !== 'string') return Number.NaN;
          let text = value.trim().replaceAll(',', '');
          if (stripPlus) text = text.replace(/\+$/, '');
          return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
        }),
        z.optional(z.number().check(z.int(), z.nonnegative())),
      ),
      undefined,
    ),
  );

export const propertyFilterSchema = z.object({
  location: optionalText(false),
  type: optionalText(true),
  minPrice: optionalWholeNumber(false),
  maxPrice: optionalWholeNumber(false),
  bedrooms: optionalWholeNumber(true),
  bathrooms: optionalWholeNumber(true),
});
/** The clean filter (output of the schema). */
export type PropertyFilter = z.output<typeof propertyFilterSchema>;
/** What the schema accepts, e.g. `Object.fromEntries(searchParams)`. */
export type PropertyFilterInput = z.input<typeof propertyFilterSchema>;

// --- Option lists (spec §9) ------------------------------------------------------------------
// `value` is what goes into the URL and through `propertyFilterSchema`; '' means "any".

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
export const PRICE_OPTIONS: readonly FilterOption[] = [{ value: '', label: 'No min' }, ...priceStepOptions];
/** The same steps for the maximum-price select, whose empty choice reads "No max". */
export const MAX_PRICE_OPTIONS: readonly FilterOption[] = [{ value: '', label: 'No max' }, ...priceStepOptions];

/** Kept exactly as the spec lists them; condo and land match no sample property (decisions.md #2). */
export const TYPE_OPTIONS: readonly FilterOption[] = [
  { value: '', label: 'Any type' },
  { value: 'apartment', label: 'Apartment' },
  { value: 'house', label: 'House' },
  { value: 'villa', label: 'Villa' },
  { value: 'condo', label: 'Condo' },
  { value: 'townhouse', label: 'Townhouse' },
  { value: 'land', label: 'Land' },
];

const atLeastOptions = (max: number): FilterOption[] => [
  { value: '', label: 'Any' },
  ...Array.from({ length: max }, (_, index) => ({ value: String(index + 1), label: `${index + 1}+` })),
];

export const BEDROOM_OPTIONS: readonly FilterOption[] = atLeastOptions(5);
export const BATHROOM_OPTIONS: readonly FilterOption[] = atLeastOptions(4);

export const SORT_OPTIONS: readonly { readonly value: PropertySort; readonly label: string }[] = [
  { value: 'featured', label: 'Featured' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
];
