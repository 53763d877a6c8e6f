import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { amountInput, minorUnitsSchema } from './money.ts';
import { storable } from './storable-text.ts';

/*
 * Exit and liquidity (after-funding.md §5; interfaces.md "After funding"): exit windows cleared by
 * a call auction, their orders, and the holders' vote on selling the property. Face value is in
 * the deal currency's minor units, prices are basis points of face value (10,000 = par).
 */

/** The smallest order, in whole currency units of face value: ₹1,000 or $10 (× 100 for minor units). */
export const MINIMUM_TRADE = { INR: 1000, USD: 10 } as const;
/** Basis points of face value a price may be at most (100 times par), as a valuation's price. */
export const MAX_PRICE_BPS = 1_000_000;

export const EXIT_WINDOW_STATUSES = ['open', 'settled', 'suspended'] as const;
export const ORDER_SIDES = ['buy', 'sell'] as const;
export const ORDER_STATUSES = ['open', 'cancelled', 'filled', 'partly_filled', 'unfilled'] as const;
export const EXIT_PROPOSAL_STATUSES = ['open', 'passed', 'failed', 'completed'] as const;
export const VOTE_CHOICES = ['yes', 'no'] as const;

/** POST /api/exit-windows/:id/orders. */
export const orderInputSchema = z.strictObject(
  {
    side: z.enum(ORDER_SIDES, { error: msg('Side must be buy or sell.') }),
    face_value: amountInput({
      notNumber: msg('Face value must be a number of minor units (paise or cents).'),
      notWhole: msg('Face value must be a whole number of minor units (paise or cents).'),
      notPositive: msg('Face value must be more than zero.'),
      tooLarge: msg('Face value is larger than the platform accepts.'),
    }),
    limit_price_bps: z
      .number({ error: msg('The limit price must be a whole number of basis points of face value (10000 = par).') })
      .check(
        z.int({ error: msg('The limit price must be a whole number of basis points of face value (10000 = par).') }),
        z.positive({ error: msg('The limit price must be more than zero.') }),
        z.lte(MAX_PRICE_BPS, { error: msg('The limit price must be at most 100 times face value.') }),
      ),
  },
  { error: msg('An order takes side, face_value and limit_price_bps.') },
);
export type OrderInput = z.infer<typeof orderInputSchema>;

export const exitWindowSchema = z.object({
  id: z.string(),
  deal_id: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  status: z.enum(EXIT_WINDOW_STATUSES),
  /** The latest valuation when the window opened (par without one): the band's centre. */
  reference_price_bps: z.number(),
  /** Orders' prices lie within reference ± band (edges included). */
  band_bps: z.number(),
  /** Null until settled, and when nothing traded. */
  clearing_price_bps: z.nullable(z.number()),
  /** Face value traded (0 until settled). */
  volume: minorUnitsSchema,
  /** Orders placed in the window (cancelled ones included). */
  orders: z.number(),
  currency: z.string(),
});
export type ExitWindow = z.infer<typeof exitWindowSchema>;

/** GET /api/deals/:id/exit-windows: newest first, and when the next scheduled one opens (null when none will: not Buy 'N' Hold, a vote open, exited). */
export const exitWindowListSchema = z.object({
  items: z.array(exitWindowSchema),
  next_opens_at: z.nullable(z.string()),
});
export type ExitWindowList = z.infer<typeof exitWindowListSchema>;

export const orderSchema = z.object({
  id: z.string(),
  window_id: z.string(),
  deal_id: z.string(),
  side: z.enum(ORDER_SIDES),
  face_value: minorUnitsSchema,
  limit_price_bps: z.number(),
  status: z.enum(ORDER_STATUSES),
  filled_face_value: minorUnitsSchema,
  /** The clearing price once settled and filled, else null. */
  price_bps: z.nullable(z.number()),
  currency: z.string(),
  placed_at: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/portfolio/orders: the backer's orders, newest first, each with its deal's title. */
export const portfolioOrdersSchema = z.object({
  items: z.array(z.extend(orderSchema, { deal_title: z.string(), window_closes_at: z.string() })),
});
export type PortfolioOrders = z.infer<typeof portfolioOrdersSchema>;

/**
 * GET /api/exit-windows/:id: the window, and its book. The book shows each order's side, face
 * value, limit price and status, never who placed it; `mine` marks the caller's own.
 */
export const exitWindowDetailSchema = z.extend(exitWindowSchema, {
  book: z.array(
    z.object({
      id: z.string(),
      side: z.enum(ORDER_SIDES),
      face_value: minorUnitsSchema,
      limit_price_bps: z.number(),
      status: z.enum(ORDER_STATUSES),
      filled_face_value: minorUnitsSchema,
      mine: z.boolean(),
    }),
  ),
});
export type ExitWindowDetail = z.infer<typeof exitWindowDetailSchema>;

const SALE_NOTE_MAX_LENGTH = 2000;

/** A `YYYY-MM-DD` that names a day of the calendar (not 2027-02-30, nor 2027-13-01, whose Date is invalid). */
function isCalendarDate(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** POST /api/deals/:id/exit-proposals (the offer's PDF follows on `.../exit-proposals/:id/offer`). */
export const exitProposalInputSchema = z
  .strictObject(
    {
      sale_price: amountInput({
        notNumber: msg('The sale price must be a number of minor units (paise or cents).'),
        notWhole: msg('The sale price must be a whole number of minor units (paise or cents).'),
        notPositive: msg('The sale price must be more than zero.'),
        tooLarge: msg('The sale price is larger than the platform accepts.'),
      }),
      costs: z
        .number({ error: msg('The costs must be a number of minor units (paise or cents).') })
        .check(
          z.int({ error: msg('The costs must be a whole number of minor units (paise or cents).') }),
          z.gte(0, { error: msg('The costs cannot be negative.') }),
        ),
      expected_on: z.string({ error: msg('The expected date must be a date such as 2027-03-31.') }).check(
        z.refine((text) => /^\d{4}-\d{2}-\d{2}$/.test(text) && isCalendarDate(text), {
          error: msg('The expected date must be a date such as 2027-03-31.'),
        }),
      ),
      note: z._default(
        z
          .string({ error: msg('The note must be text.') })
          .check(
            z.trim(),
            z.maxLength(SALE_NOTE_MAX_LENGTH, { error: msg('A note is at most 2,000 characters.') }),
            storable(msg('The note contains characters that are not allowed.')),
          ),
        '',
      ),
    },
    { error: msg('A sale proposal takes sale_price, costs, expected_on and note.') },
  )
  .check(z.refine((input) => input.costs < input.sale_price, { error: msg('The costs must be less than the sale price.'), path: ['costs'] }));
export type ExitProposalInput = z.infer<typeof exitProposalInputSchema>;

/** POST /api/exit-proposals/:id/votes. */
export const voteInputSchema = z.strictObject(
  { vote: z.enum(VOTE_CHOICES, { error: msg('A vote is yes or no.') }) },
  { error: msg('A vote takes vote: yes or no.') },
);
export type VoteInput = z.infer<typeof voteInputSchema>;

/** POST /api/admin/exit-proposals/:id/complete. */
export const exitCompletionInputSchema = z.strictObject(
  {
    proceeds: amountInput({
      notNumber: msg('The proceeds must be a number of minor units (paise or cents).'),
      notWhole: msg('The proceeds must be a whole number of minor units (paise or cents).'),
      notPositive: msg('The proceeds must be more than zero.'),
      tooLarge: msg('The proceeds are larger than the platform accepts.'),
    }),
  },
  { error: msg('Completing a sale takes the proceeds received.') },
);
export type ExitCompletionInput = z.infer<typeof exitCompletionInputSchema>;

export const tallySchema = z.object({
  yes: minorUnitsSchema,
  no: minorUnitsSchema,
  /** All face value that may vote (fixed when the vote opened). */
  total: minorUnitsSchema,
  yes_bps: z.number(),
  no_bps: z.number(),
});
export type Tally = z.infer<typeof tallySchema>;

export const exitProposalSchema = z.object({
  id: z.string(),
  deal_id: z.string(),
  currency: z.string(),
  sale_price: minorUnitsSchema,
  costs: minorUnitsSchema,
  /** sale_price − costs: what the holders would share, before the final distribution's tax. */
  net_proceeds: minorUnitsSchema,
  expected_on: z.string(),
  note: z.string(),
  offer_url: z.nullable(z.string()),
  status: z.enum(EXIT_PROPOSAL_STATUSES),
  opens_at: z.string(),
  closes_at: z.string(),
  decided_at: z.nullable(z.string()),
  tally: tallySchema,
  /** The caller's vote while signed in as a holder with a weight in it, else null. */
  my_vote: z.nullable(z.enum(VOTE_CHOICES)),
  /** The caller's weight (face value when the vote opened) if a holder then, else null. */
  my_weight: z.nullable(minorUnitsSchema),
  proceeds: z.nullable(minorUnitsSchema),
  distribution_id: z.nullable(z.string()),
  completed_at: z.nullable(z.string()),
});
export type ExitProposal = z.infer<typeof exitProposalSchema>;

/** GET /api/deals/:id/exit-proposals: newest first. */
export const exitProposalListSchema = z.object({ items: z.array(exitProposalSchema) });
export type ExitProposalList = z.infer<typeof exitProposalListSchema>;

/** POST /api/admin/exit-proposals/:id/complete: the final distribution, approved (the job pays it). */
export const exitCompletionSchema = z.object({
  distribution_id: z.string(),
  proceeds: minorUnitsSchema,
  return_of_capital: minorUnitsSchema,
  capital_gain: minorUnitsSchema,
  currency: z.string(),
});
export type ExitCompletion = z.infer<typeof exitCompletionSchema>;
