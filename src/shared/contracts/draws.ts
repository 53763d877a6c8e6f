import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { minorUnitsSchema } from './money.ts';
import { commentRequestSchema } from './reason.ts';
import { storable } from './storable-text.ts';

/*
 * Fix 'N' Flip draws (after-funding.md §4; interfaces.md "After funding"): the deal's draw
 * schedule as a term, and its draws once funded. What people write is stored as written (trimmed)
 * and shown escaped.
 */

/** At most this many milestones; shares are basis points of the money and sum to exactly 10000. */
export const MAX_DRAW_MILESTONES = 10;
export const DRAW_NAME_MAX_LENGTH = 80;
/** The longest note of a request or comment of a return, in characters. */
export const DRAW_TEXT_MAX_LENGTH = 2000;
/** Photos a request may carry. */
export const MAX_DRAW_PHOTOS = 10;

export interface DrawMilestoneTerm {
  name: string;
  share_bps: number;
}

/** A Fix 'N' Flip deal's schedule when its proposer gives none: the whole money at completion. */
export const DEFAULT_DRAW_SCHEDULE: readonly DrawMilestoneTerm[] = [{ name: 'Completion', share_bps: 10_000 }];

/** The deal body's `draw_schedule`: 1 to 10 named milestones (the shares' sum is checked with the other terms, src/shared/deal-rules.ts). */
export const drawScheduleInputSchema = z
  .array(
    z.strictObject(
      {
        name: z
          .string({ error: msg('A milestone name must be text.') })
          .check(
            z.trim(),
            z.minLength(1, { error: msg('A milestone name must not be empty.') }),
            z.maxLength(DRAW_NAME_MAX_LENGTH, { error: msg('A milestone name must be at most 80 characters.') }),
            storable(msg('A milestone name contains characters that are not allowed.')),
          ),
        share_bps: z
          .number({ error: msg("A milestone's share must be a number of basis points.") })
          .check(
            z.int({ error: msg("A milestone's share must be a whole number of basis points.") }),
            z.gte(1, { error: msg("A milestone's share must be at least 1 basis point.") }),
            z.lte(10_000, { error: msg("A milestone's share must be at most 10000 basis points.") }),
          ),
      },
      { error: msg('A milestone takes name and share_bps.') },
    ),
    { error: msg('The draw schedule must be a list of milestones.') },
  )
  .check(
    z.minLength(1, { error: msg('The draw schedule needs at least one milestone.') }),
    z.maxLength(MAX_DRAW_MILESTONES, { error: msg('The draw schedule has at most 10 milestones.') }),
  );

function writing(sentences: { missing: string; tooLong: string; storable: string }) {
  return z
    .string({ error: sentences.missing })
    .check(
      z.trim(),
      z.minLength(1, { error: sentences.missing }),
      z.maxLength(DRAW_TEXT_MAX_LENGTH, { error: sentences.tooLong }),
      storable(sentences.storable),
    );
}

/** POST /api/deals/:id/draws/:n/request. */
export const drawRequestSchema = z.strictObject(
  {
    note: writing({
      missing: msg('Write a note on the work done.'),
      tooLong: msg('A note is at most 2,000 characters.'),
      storable: msg('The note contains characters that are not allowed.'),
    }),
  },
  { error: msg('A draw request takes its note.') },
);

/** POST /api/admin/deals/:id/draws/:n/return. */
export const drawReturnSchema = commentRequestSchema({ missing: msg('A comment is required.'), wrapper: msg('Returning a draw takes a comment.') });

export const DRAW_STATUSES = ['pending', 'requested', 'released'] as const;

export const drawSchema = z.object({
  n: z.number().check(z.int()),
  name: z.string(),
  share_bps: z.number().check(z.int()),
  amount: minorUnitsSchema,
  status: z.enum(DRAW_STATUSES),
  note: z.nullable(z.string()),
  photos: z.array(z.string()),
  /** The admin's comment when the request was returned (the draw is pending again). */
  comment: z.nullable(z.string()),
  requested_at: z.nullable(z.string()),
  released_at: z.nullable(z.string()),
  /** When its money was returned to the holders instead (the admin's return of undrawn capital): it is never drawn then. */
  capital_returned_at: z.nullable(z.string()),
});
export type Draw = z.infer<typeof drawSchema>;

/** GET /api/deals/:id/draws. */
export const drawListSchema = z.object({
  items: z.array(drawSchema),
  /** No draw requested or released for DRAW_IDLE_INSPECTION: a site inspection is due. */
  inspection_due: z.boolean(),
  currency: z.string(),
  /** What the construction escrow still holds. */
  undrawn: minorUnitsSchema,
});
export type DrawList = z.infer<typeof drawListSchema>;

/** POST /api/admin/deals/:id/draws/return-capital: the approved return_of_capital distribution and what it returns. */
export const capitalReturnSchema = z.object({ distribution_id: z.string(), amount: minorUnitsSchema, currency: z.string() });
export type CapitalReturn = z.infer<typeof capitalReturnSchema>;
