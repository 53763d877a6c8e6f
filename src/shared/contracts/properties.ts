import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { optionalTextParam, pagedResponseSchema, pagingQueryShape, wholeNumberParam } from './paging.ts';
import { dealSummarySchema } from './deal-summary.ts';
import { PROPERTY_SORTS } from './property.ts';

/*
 * Properties as the API serves them (interfaces.md, "The platform API"): snake_case, the price in
 * minor units (paise) with its ISO currency beside it, timestamps in ISO 8601 UTC.
 */

export const agentSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  /** Site-relative URL of the agent's portrait, or null for initials. */
  photo: z.nullable(z.string()),
});
export type Agent = z.infer<typeof agentSchema>;

/** One row of the listing: what a card shows. `deal` is the summary of its live or latest closed deal, or null. */
export const propertySummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  location: z.string(),
  type: z.string(),
  /** Minor units of `currency` (paise for INR). */
  price: z.number().check(z.int()),
  currency: z.string(),
  bedrooms: z.number().check(z.int()),
  bathrooms: z.number().check(z.int()),
  area_sqft: z.number().check(z.int()),
  /** The 1200 px WebP paths; a 640 px version sits next to each as `<n>-640.webp`. */
  images: z.array(z.string()),
  featured: z.boolean(),
  is_new: z.boolean(),
  listed_at: z.string(),
  deal: z.nullable(dealSummarySchema),
});
export type PropertySummary = z.infer<typeof propertySummarySchema>;

/** A property page: the summary plus everything the detail screen shows. */
export const propertySchema = z.extend(propertySummarySchema, {
  description: z.string(),
  features: z.array(z.string()),
  year_built: z.number().check(z.int()),
  location_description: z.string(),
  agent: agentSchema,
});
export type Property = z.infer<typeof propertySchema>;

const MAX_PRICE_MINOR = 1_000_000_000_000_000; // ₹10 lakh crore, far above any listing.

/**
 * GET /api/properties: `search` (title or location), `location`, `type` (case-insensitive),
 * `min_price`/`max_price` (minor units), `bedrooms`/`bathrooms` (at least n), `sort`, paging.
 * Filters that no property meets together (a minimum above the maximum) are a search with no
 * results, not a bad request: the listing shows its empty state (spec §8).
 */
export const propertyListQuerySchema = z.object({
  ...pagingQueryShape,
  search: optionalTextParam(
    {
      notText: msg('Search must be text.'),
      tooLong: msg('Search must be at most 100 characters.'),
      storable: msg('Search contains characters that are not allowed.'),
    },
    100,
  ),
  location: optionalTextParam(
    {
      notText: msg('Location must be text.'),
      tooLong: msg('Location must be at most 100 characters.'),
      storable: msg('Location contains characters that are not allowed.'),
    },
    100,
  ),
  type: optionalTextParam(
    {
      notText: msg('Type must be text.'),
      tooLong: msg('Type must be at most 40 characters.'),
      storable: msg('Type contains characters that are not allowed.'),
    },
    40,
  ),
  min_price: z.optional(
    wholeNumberParam(
      {
        notNumber: msg('Minimum price must be a number.'),
        notWhole: msg('Minimum price must be a whole number.'),
        tooSmall: msg('Minimum price must be at least 0.'),
        tooLarge: msg('Minimum price must be at most 1,000,000,000,000,000.'),
      },
      0,
      MAX_PRICE_MINOR,
    ),
  ),
  max_price: z.optional(
    wholeNumberParam(
      {
        notNumber: msg('Maximum price must be a number.'),
        notWhole: msg('Maximum price must be a whole number.'),
        tooSmall: msg('Maximum price must be at least 0.'),
        tooLarge: msg('Maximum price must be at most 1,000,000,000,000,000.'),
      },
      0,
      MAX_PRICE_MINOR,
    ),
  ),
  bedrooms: z.optional(
    wholeNumberParam(
      {
        notNumber: msg('Bedrooms must be a number.'),
        notWhole: msg('Bedrooms must be a whole number.'),
        tooSmall: msg('Bedrooms must be at least 0.'),
        tooLarge: msg('Bedrooms must be at most 50.'),
      },
      0,
      50,
    ),
  ),
  bathrooms: z.optional(
    wholeNumberParam(
      {
        notNumber: msg('Bathrooms must be a number.'),
        notWhole: msg('Bathrooms must be a whole number.'),
        tooSmall: msg('Bathrooms must be at least 0.'),
        tooLarge: msg('Bathrooms must be at most 50.'),
      },
      0,
      50,
    ),
  ),
  sort: z._default(z.enum(PROPERTY_SORTS, { error: msg('Sort must be featured, price-asc, price-desc or newest.') }), 'featured'),
});
export type PropertyListParams = z.output<typeof propertyListQuerySchema>;

/** `total` counts matches up to 1,000; `total_capped` says there are more (the listing shows "1,000+"). */
export const propertyListResponseSchema = z.extend(pagedResponseSchema(propertySummarySchema), { total_capped: z.boolean() });
export type PropertyListResponse = z.infer<typeof propertyListResponseSchema>;

export const featuredPropertiesResponseSchema = z.object({ items: z.array(propertySummarySchema) });
export type FeaturedPropertiesResponse = z.infer<typeof featuredPropertiesResponseSchema>;

export const propertyIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200, { error: msg('A property id is at most 200 characters.') })),
});

export const propertyResponseSchema = z.object({ property: propertySchema, deal: z.nullable(dealSummarySchema) });
export type PropertyResponse = z.infer<typeof propertyResponseSchema>;
