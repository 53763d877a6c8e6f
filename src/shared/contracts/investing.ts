import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { idSchema } from '../uuid.ts';
import { COMMITMENT_STATUSES } from './deals.ts';
import { financialYearQuery } from './distributions.ts';
import { amountInput, currencySchema, minorUnitsSchema } from './money.ts';
import { wholeNumberParam } from './paging.ts';

/** `POST /api/deals/:id/commitments`: an amount in minor units of the deal's currency. */
export const commitmentRequestSchema = z.strictObject(
  { amount: amountInput() },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? msg('Only an amount may be sent.') : msg(`Send the amount as JSON: '{"amount": …}'.`)) },
);

export const commitmentParamsSchema = z.object({ id: idSchema });

/** `POST /api/commitments/:id/extension-consent`: stay in the extended campaign, or take the money back now. */
export const extensionConsentRequestSchema = z.strictObject(
  { consent: z.boolean({ error: msg('Consent must be true (stay in) or false (take the money back).') }) },
  { error: msg(`Send '{"consent": true}' or '{"consent": false}'.`) },
);

/** One line of the portfolio: the backer's money in one deal, all commitments together. */
export const holdingSchema = z.object({
  deal_id: z.string(),
  property_id: z.string(),
  name: z.string(),
  location: z.string(),
  amount: minorUnitsSchema,
  currency: currencySchema,
  /** funded, committed, refunded or cancelled: the holding's money now (funded and committed first). */
  status: z.enum(COMMITMENT_STATUSES),
  deal_lifecycle: z.string(),
  deadline: z.nullable(z.string()),
  projected_roi_bps: z.number().check(z.int()),
  /** What the projection promises this holding over the holding period, in minor units. */
  projected_return: minorUnitsSchema,
  /** Income the deal has paid the backer, net of the tax withheld (what reached the wallet; the returns' `received_net`). */
  received_return: minorUnitsSchema,
});
export type Holding = z.infer<typeof holdingSchema>;

export const portfolioTotalSchema = z.object({
  currency: currencySchema,
  /** In live deals now. */
  committed: minorUnitsSchema,
  funded: minorUnitsSchema,
  /** Ever refunded (failed deals and extensions declined); cancellations are not refunds. */
  refunded: minorUnitsSchema,
});

export const portfolioSchema = z.object({
  holdings: z.array(holdingSchema),
  totals: z.array(portfolioTotalSchema),
});
export type Portfolio = z.infer<typeof portfolioSchema>;

/**
 * `GET /api/portfolio/statement?year=2026&format=csv|pdf`, or by financial year `fy=2026-27`:
 * exactly one of them (a period in the future is refused by the server's clock).
 */
export const statementQuerySchema = z
  .object({
    year: z.optional(
      wholeNumberParam(
        {
          notNumber: msg('Year must be a number.'),
          notWhole: msg('Year must be a whole number.'),
          tooSmall: msg('Year must be at least 2,020.'),
          tooLarge: msg('Year must be at most 2,100.'),
        },
        2020,
        2100,
      ),
    ),
    fy: z.optional(financialYearQuery),
    format: z.enum(['csv', 'pdf'], { error: msg('Format must be csv or pdf.') }),
  })
  .check(
    z.refine((query) => (query.year === undefined) !== (query.fy === undefined), {
      error: msg('Ask for one period: a calendar year (year=2026) or a financial year (fy=2026-27), not both.'),
      path: ['year'],
    }),
  );
