import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { idSchema } from '../uuid.ts';
import { pagedResponseSchema, pagingQueryShape } from './paging.ts';

/*
 * The admin's view of the outbox (GET /api/admin/outbox, page /admin_dashboard/outbox): the
 * e-mails and SMS that repeat notifications, newest first, with where each stands; a failed one
 * can be sent again (POST /api/admin/outbox/:id/retry).
 */

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const outboxListQuerySchema = z.object({
  ...pagingQueryShape,
  status: z.optional(z.enum(OUTBOX_STATUSES, { error: msg('Status must be pending, sent or failed.') })),
  channel: z.optional(z.enum(OUTBOX_CHANNELS, { error: msg('Channel must be email or sms.') })),
});
export type OutboxListParams = z.output<typeof outboxListQuerySchema>;

export const outboxItemSchema = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  /** The e-mail address or phone number it goes to. */
  recipient: z.string(),
  subject: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().check(z.int()),
  /** Why the last attempt failed (null when none did). */
  last_error: z.nullable(z.string()),
  /** ISO 8601. */
  created_at: z.string(),
  /** ISO 8601: when a pending message is tried next; null once sent or failed. */
  next_attempt_at: z.nullable(z.string()),
  /** ISO 8601; null until sent. */
  sent_at: z.nullable(z.string()),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxListResponseSchema = pagedResponseSchema(outboxItemSchema);
export type OutboxListResponse = z.infer<typeof outboxListResponseSchema>;

export const outboxIdParamsSchema = z.object({ id: idSchema });
