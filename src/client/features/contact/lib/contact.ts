import { contactRequestSchema } from '../../../../shared/contracts/messages.ts';
import { firstErrorPerField } from '../../../lib/form-validation.ts';

/** The contact form's fields as typed (spec §3): name, email, subject and message required; phone optional. */
export type ContactFormValues = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};
export type ContactErrors = Partial<Record<keyof ContactFormValues, string>>;

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const satisfies readonly (keyof ContactFormValues)[];

export const EMPTY_CONTACT: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** Spec §8, word for word. */
export const CONTACT_FAILURE = 'There was an error submitting your message. Please try again.';

/** The same rules the server applies (shared contract), checked before anything is sent. */
export function validateContact(values: ContactFormValues): ContactErrors {
  return firstErrorPerField(contactRequestSchema, values);
}
