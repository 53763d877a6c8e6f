import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { ROLES } from '../roles.ts';
import { isUuid } from '../uuid.ts';
import { optionalTextParam, pagedResponseSchema, pagingQueryShape } from './paging.ts';

/*
 * The audit log as the admin reads it (GET /api/admin/audit-log, page /admin_dashboard/audit):
 * every review decision, publication, extension, close, refund and admin money action
 * (platform.md §2), newest first. The log is append-only; nothing here changes it.
 */

export const AUDIT_ACTOR_MAX = 254;

/**
 * `deal`: the events of one deal (its own, its commitments' and its property's), by the deal's id;
 * `actor`: a user's id, or part of the email or name of who acted; `page`, `page_size`.
 */
export const auditLogQuerySchema = z.object({
  ...pagingQueryShape,
  deal: z.optional(
    z.pipe(
      z.string({ error: msg('Deal must be a deal id.') }).check(
        z.trim(),
        z.refine((value) => value === '' || isUuid(value), { error: msg('Deal must be a deal id, such as 0f8b6c1e-3f5a-4c1d-9e2b-7a6d5c4b3a21.') }),
      ),
      z.transform((value) => (value === '' ? undefined : value.toLowerCase())),
    ),
  ),
  actor: optionalTextParam(
    {
      notText: msg('Actor must be text.'),
      tooLong: msg('Actor must be at most 254 characters.'),
      storable: msg('Actor contains characters that are not allowed.'),
    },
    AUDIT_ACTOR_MAX,
  ),
});
export type AuditLogParams = z.output<typeof auditLogQuerySchema>;

export const auditEventSchema = z.object({
  /** The event's sequence number, as text. */
  id: z.string(),
  /** ISO 8601: when it happened. */
  at: z.string(),
  /** Who acted; null when the platform itself did (a close or a refund at the deadline). */
  actor: z.nullable(z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(ROLES) })),
  /** `subject.verb`, such as `deposit.confirmed`, `kyc.verified`, `deal.funded`. */
  action: z.string(),
  subject: z.object({
    /** deal, commitment, deposit, withdrawal, kyc (whose id is the backer's), property, user. */
    type: z.string(),
    id: z.string(),
    /** A readable name for it (the deal's property title, the backer's name), when there is one. */
    label: z.nullable(z.string()),
    /** The deal it belongs to (the deal itself, a commitment's deal), when there is one. */
    deal_id: z.nullable(z.string()),
    /** The currency of the deal it belongs to, which money in the details is in unless they say. */
    currency: z.nullable(z.string()),
  }),
  /** What the record says changed: the state before and after, as the action wrote them. */
  details: z.object({ before: z.unknown(), after: z.unknown() }),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditLogResponseSchema = pagedResponseSchema(auditEventSchema);
export type AuditLogResponse = z.infer<typeof auditLogResponseSchema>;
