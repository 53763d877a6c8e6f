import * as z from 'zod/mini';
import { PROPERTY_SORTS, PROPERTY_TYPES } from './property.ts';

/*
 * The zod schemas of a property listing, apart from property.ts so that the screens, which use
 * only its constants and parsers, load no zod (README, "Quality and performance"). The built-in
 * sample data is proven against them by its tests; an API would validate with them.
 */
export const propertyTypeSchema = z.enum(PROPERTY_TYPES);

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

export const propertySortSchema = z.enum(PROPERTY_SORTS);
