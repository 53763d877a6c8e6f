import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { storable } from './storable-text.ts';

/**
 * A whole number read from a query string ("20" → 20) within [min, max], with one sentence per
 * way it can be wrong, all naming the parameter the way a person reads it ("Page size").
 */
export function wholeNumberParam(sentences: { notNumber: string; notWhole: string; tooSmall: string; tooLarge: string }, min: number, max: number) {
  return z.coerce
    .number({ error: sentences.notNumber })
    .check(z.int({ error: sentences.notWhole }), z.gte(min, { error: sentences.tooSmall }), z.lte(max, { error: sentences.tooLarge }));
}

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** Every list takes `page` (from 1) and `page_size` (1-100, default 20) (interfaces.md). */
export const pagingQueryShape = {
  page: z._default(
    wholeNumberParam(
      {
        notNumber: msg('Page must be a number.'),
        notWhole: msg('Page must be a whole number.'),
        tooSmall: msg('Page must be at least 1.'),
        tooLarge: msg('Page must be at most 100,000.'),
      },
      1,
      100_000,
    ),
    1,
  ),
  page_size: z._default(
    wholeNumberParam(
      {
        notNumber: msg('Page size must be a number.'),
        notWhole: msg('Page size must be a whole number.'),
        tooSmall: msg('Page size must be at least 1.'),
        tooLarge: msg('Page size must be at most 100.'),
      },
      1,
      MAX_PAGE_SIZE,
    ),
    DEFAULT_PAGE_SIZE,
  ),
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
export function optionalTextParam(sentences: { notText: string; tooLong: string; storable: string }, max: number) {
  return z.optional(
    z.pipe(
      z.string({ error: sentences.notText }).check(z.trim(), z.maxLength(max, { error: sentences.tooLong }), storable(sentences.storable)),
      z.transform((value) => (value === '' ? undefined : value)),
    ),
  );
}
