import * as z from 'zod/mini';
import { firstErrorPerField, senderFields } from '../../../lib/form-validation.ts';

/** The contact form (spec §3, §5): name, email, subject and message required; phone optional. */
export const contactSchema = z.object({
  ...senderFields,
  subject: z.string().check(z.trim(), z.minLength(1, 'Please enter a subject.')),
  message: z.string().check(z.trim(), z.minLength(1, 'Please write your message.')),
});
export type ContactMessage = z.input<typeof contactSchema>;
export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

export const EMPTY_CONTACT: ContactMessage = { name: '', email: '', phone: '', subject: '', message: '' };

/** Spec §8, word for word. */
export const CONTACT_FAILURE = 'There was an error submitting your message. Please try again.';

export function validateContact(values: ContactMessage): ContactErrors {
  return firstErrorPerField(contactSchema, values);
}
