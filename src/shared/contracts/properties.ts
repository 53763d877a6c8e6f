import * as z from 'zod/mini';
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
 */
export const propertyListQuerySchema = z
  .object({
    ...pagingQueryShape,
    search: optionalTextParam('Search', 100),
    location: optionalTextParam('Location', 100),
    type: optionalTextParam('Type', 40),
    min_price: z.optional(wholeNumberParam('Minimum price', 0, MAX_PRICE_MINOR)),
    max_price: z.optional(wholeNumberParam('Maximum price', 0, MAX_PRICE_MINOR)),
    bedrooms: z.optional(wholeNumberParam('Bedrooms', 0, 50)),
    bathrooms: z.optional(wholeNumberParam('Bathrooms', 0, 50)),
    sort: z._default(z.enum(PROPERTY_SORTS, { error: 'Sort must be featured, price-asc, price-desc or newest.' }), 'featured'),
  })
  .check(
    z.refine((query) => query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price, {
      error: 'Minimum price must not be more than the maximum price.',
      path: ['min_price'],
    }),
  );
export type PropertyListParams = z.output<typeof propertyListQuerySchema>;

/** `total` counts matches up to 1,000; `total_capped` says there are more (the listing shows "1,000+"). */
export const propertyListResponseSchema = z.extend(pagedResponseSchema(propertySummarySchema), { total_capped: z.boolean() });
export type PropertyListResponse = z.infer<typeof propertyListResponseSchema>;

export const featuredPropertiesResponseSchema = z.object({ items: z.array(propertySummarySchema) });

export const propertyIdParamsSchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200, { error: 'A property id is at most 200 characters.' })),
});

export const propertyResponseSchema = z.object({ property: propertySchema, deal: z.nullable(dealSummarySchema) });
export type PropertyResponse = z.infer<typeof propertyResponseSchema>;
