import * as z from 'zod/mini';
import { storable } from './storable-text.ts';

/**
 * A whole number read from a query string ("20" → 20) within [min, max], with one sentence per
 * way it can be wrong, all naming the parameter the way a person reads it ("Page size").
 */
export function wholeNumberParam(label: string, min: number, max: number) {
  const bound = (value: number) => value.toLocaleString('en-US');
  return z.coerce
    .number({ error: `${label} must be a number.` })
    .check(
      z.int({ error: `${label} must be a whole number.` }),
      z.gte(min, { error: `${label} must be at least ${bound(min)}.` }),
      z.lte(max, { error: `${label} must be at most ${bound(max)}.` }),
    );
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Every list takes `page` (from 1) and `page_size` (1-100, default 20) (interfaces.md). */
export const pagingQueryShape = {
  page: z._default(wholeNumberParam('Page', 1, 100_000), 1),
  page_size: z._default(wholeNumberParam('Page size', 1, MAX_PAGE_SIZE), DEFAULT_PAGE_SIZE),
};

/** Every list answers `{total, page, page_size, items}`. */
export function pagedResponseSchema<Item extends z.ZodMiniType>(item: Item) {
  return z.object({
    total: z.number().check(z.int()),
    page: z.number().check(z.int()),
    page_size: z.number().check(z.int()),
    items: z.array(item),
  });
}

/** An optional text filter of a list (a search box): trimmed, at most `max` characters; blank is the same as absent. */
export function optionalTextParam(label: string, max: number) {
  return z.optional(
    z.pipe(
      z
        .string({ error: `${label} must be text.` })
        .check(z.trim(), z.maxLength(max, { error: `${label} must be at most ${max} characters.` }), storable(label)),
      z.transform((value) => (value === '' ? undefined : value)),
    ),
  );
}
