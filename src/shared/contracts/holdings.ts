import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { idSchema } from '../uuid.ts';
import { currencySchema, minorUnitsSchema } from './money.ts';
import { pagedResponseSchema, pagingQueryShape } from './paging.ts';
import { storable } from './storable-text.ts';

/*
 * Holdings after funding (after-funding.md §1 and §3; interfaces.md "After funding"): valuations
 * of a deal's equity per 10,000 of face value, and a backer's returns.
 */

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const isRealDate = (text: string) => DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

/** POST /api/admin/deals/:id/valuations. */
export const valuationInputSchema = z.strictObject(
  {
    valued_on: z
      .string({ error: msg('The valuation date must be a date such as 2027-03-31.') })
      .check(z.refine(isRealDate, { error: msg('The valuation date must be a date such as 2027-03-31.') })),
    price_bps: z
      .number({ error: msg('The price must be a whole number of basis points of face value (10000 = par).') })
      .check(
        z.int({ error: msg('The price must be a whole number of basis points of face value (10000 = par).') }),
        z.positive({ error: msg('The price must be more than zero.') }),
        z.lte(1_000_000, { error: msg('The price must be at most 100 times face value.') }),
      ),
    note: z._default(
      z
        .string({ error: msg('The note must be text.') })
        .check(
          z.trim(),
          z.maxLength(1000, { error: msg('The note is at most 1,000 characters.') }),
          storable(msg('The note contains characters that are not allowed.')),
        ),
      '',
    ),
  },
  { error: msg('A valuation takes valued_on, price_bps and note.') },
);
export type ValuationInput = z.infer<typeof valuationInputSchema>;

export const valuationSchema = z.object({
  id: z.string(),
  deal_id: z.string(),
  valued_on: z.string(),
  price_bps: z.number(),
  note: z.string(),
  report_url: z.nullable(z.string()),
  created_at: z.string(),
});
export type Valuation = z.infer<typeof valuationSchema>;

/**
 * GET /api/deals/:id/valuations: oldest first, as a chart reads them. Public like the chart, and
 * so is each valuer's report (`report_url`, null until uploaded) and the admin's note.
 */
export const valuationListSchema = z.object({
  items: z.array(z.object({ id: z.string(), valued_on: z.string(), price_bps: z.number(), note: z.string(), report_url: z.nullable(z.string()) })),
});
export type ValuationList = z.infer<typeof valuationListSchema>;

/** POST /api/admin/deals/:id/valuations/:vid/report: the valuer's PDF, at most this size. */
export const REPORT_MAX_BYTES = 20 * 1024 * 1024;

export const valuationParamsSchema = z.object({ id: idSchema, vid: idSchema });

/** The answer to an upload of a valuer's report or a line's evidence: where the PDF now downloads. */
export const fileUrlSchema = z.object({ url: z.string() });

/** GET /api/deals/:id/holders: paged like every list, largest holding first. */
export const dealHoldersQuerySchema = z.object({ ...pagingQueryShape });
export type DealHoldersQuery = z.infer<typeof dealHoldersQuerySchema>;

export const dealHolderSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  /** In the deal currency's minor units. */
  face_value: minorUnitsSchema,
  /** Face value / the deal's face value outstanding, in basis points, rounded half up (so they may not add up to 10,000 exactly). */
  share_bps: z.number().check(z.int()),
});
export const dealHoldersResponseSchema = pagedResponseSchema(dealHolderSchema);
export type DealHolders = z.infer<typeof dealHoldersResponseSchema>;

/** One holding's figures, or (without deal_id) the totals of one currency. */
export const returnsSchema = z.object({
  deal_id: z.optional(z.string()),
  deal_name: z.optional(z.string()),
  currency: currencySchema,
  invested: minorUnitsSchema,
  face_value: minorUnitsSchema,
  value: minorUnitsSchema,
  received_gross: minorUnitsSchema,
  received_tds: minorUnitsSchema,
  received_net: minorUnitsSchema,
  /** (received net + value) / invested, 10000 = 1.0x; null with nothing invested. */
  equity_multiple_bps: z.nullable(z.number()),
  /** XIRR of the cash flows before tax; null under 90 days of history. */
  xirr_bps: z.nullable(z.number()),
  /** XIRR of what reached the wallet (after tax withheld). */
  xirr_net_bps: z.nullable(z.number()),
  realised: z.boolean(),
});
export type Returns = z.infer<typeof returnsSchema>;

/** GET /api/portfolio/returns. */
export const portfolioReturnsSchema = z.object({ holdings: z.array(returnsSchema), totals: z.array(returnsSchema) });
export type PortfolioReturns = z.infer<typeof portfolioReturnsSchema>;
