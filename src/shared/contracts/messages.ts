import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { pagedResponseSchema, pagingQueryShape } from './paging.ts';
import { storable } from './storable-text.ts';

/*
 * What visitors send through the public forms (contact, property enquiry, newsletter) and what
 * the admin reads back. The server validates with these schemas and the forms check with the same
 * ones before sending, so a person sees the same sentence from either side (spec §5).
 */

export const MESSAGE_LIMITS = { name: 100, email: 254, phone: 32, subject: 200, message: 5000 } as const;

/** A required text field: `missing` is the form's own sentence for an empty (or absent) value. */
function requiredText(sentences: { tooLong: string; storable: string }, missing: string, max: number) {
  return z
    .string({ error: missing })
    .check(z.trim(), z.minLength(1, { error: missing }), z.maxLength(max, { error: sentences.tooLong }), storable(sentences.storable));
}

const emailAddress = z.pipe(
  z
    .string({ error: msg('Please enter your email address.') })
    .check(
      z.trim(),
      z.minLength(1, { error: msg('Please enter your email address.') }),
      z.maxLength(MESSAGE_LIMITS.email, { error: msg('Email must be at most 254 characters.') }),
    ),
  z.email({ error: msg('Please enter a valid email address.') }),
);

/** Phone is optional: absent, null or blank all mean "not given" (stored as null). */
const optionalPhone = z.pipe(
  z.nullish(
    z
      .string({ error: msg('Phone must be text.') })
      .check(
        z.trim(),
        z.maxLength(MESSAGE_LIMITS.phone, { error: msg('Phone must be at most 32 characters.') }),
        storable(msg('Phone contains characters that are not allowed.')),
      ),
  ),
  z.transform((value: string | null | undefined) => (value ? value : null)),
);

/** Name, email and optional phone, as both the contact and the enquiry forms ask for them. */
const senderFields = {
  name: requiredText(
    { tooLong: msg('Name must be at most 100 characters.'), storable: msg('Name contains characters that are not allowed.') },
    msg('Please enter your name.'),
    MESSAGE_LIMITS.name,
  ),
  email: emailAddress,
  phone: optionalPhone,
};

/** POST /api/contact (spec §3, §5): name, email, subject and message required; phone optional. */
export const contactRequestSchema = z.object({
  ...senderFields,
  subject: requiredText(
    { tooLong: msg('Subject must be at most 200 characters.'), storable: msg('Subject contains characters that are not allowed.') },
    msg('Please enter a subject.'),
    MESSAGE_LIMITS.subject,
  ),
  message: requiredText(
    { tooLong: msg('Message must be at most 5000 characters.'), storable: msg('Message contains characters that are not allowed.') },
    msg('Please write your message.'),
    MESSAGE_LIMITS.message,
  ),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactInput = z.output<typeof contactRequestSchema>;

/** POST /api/properties/:id/enquiries (spec §3, §5): name, email and message required; phone optional. */
export const enquiryRequestSchema = z.object({
  ...senderFields,
  message: requiredText(
    { tooLong: msg('Message must be at most 5000 characters.'), storable: msg('Message contains characters that are not allowed.') },
    msg('Please write a message.'),
    MESSAGE_LIMITS.message,
  ),
});
export type EnquiryRequest = z.input<typeof enquiryRequestSchema>;
export type EnquiryInput = z.output<typeof enquiryRequestSchema>;

/** POST /api/newsletter (spec §5: email required); the address is kept lower-cased, once. */
export const newsletterRequestSchema = z.object({
  email: z.pipe(
    emailAddress,
    z.transform((value: string) => value.toLowerCase()),
  ),
});

/** The property an enquiry is about, as the address names it. */
export const contactReceiptSchema = z.object({ id: z.string(), created_at: z.string() });
export const enquiryReceiptSchema = z.object({ id: z.string(), property_id: z.string(), created_at: z.string() });
/** The same answer for a new and a repeated subscription, so it does not tell who subscribed before. */
export const newsletterReceiptSchema = z.object({ email: z.string() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
export type EnquiryReceipt = z.infer<typeof enquiryReceiptSchema>;
export type NewsletterReceipt = z.infer<typeof newsletterReceiptSchema>;

export const MESSAGE_KINDS = ['contact', 'enquiry', 'newsletter'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** GET /api/admin/messages: `page` from 1, `page_size` 1-100 (default 20), optionally one kind. */
export const messageListQuerySchema = z.object({
  ...pagingQueryShape,
  kind: z.optional(z.enum(MESSAGE_KINDS, { error: msg('Kind must be contact, enquiry or newsletter.') })),
});
export type MessageListParams = z.output<typeof messageListQuerySchema>;

const contactItemSchema = z.object({
  kind: z.literal('contact'),
  id: z.string(),
  created_at: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  subject: z.string(),
  message: z.string(),
});

const enquiryItemSchema = z.object({
  kind: z.literal('enquiry'),
  id: z.string(),
  created_at: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  message: z.string(),
  property: z.object({ id: z.string(), title: z.string() }),
});

const newsletterItemSchema = z.object({
  kind: z.literal('newsletter'),
  id: z.string(),
  created_at: z.string(),
  email: z.string(),
});

export const messageItemSchema = z.discriminatedUnion('kind', [contactItemSchema, enquiryItemSchema, newsletterItemSchema]);
export type MessageItem = z.infer<typeof messageItemSchema>;

export const messageListResponseSchema = pagedResponseSchema(messageItemSchema);
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;
