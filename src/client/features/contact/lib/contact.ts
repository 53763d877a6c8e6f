import { msg } from '../../../lib/i18n.ts';

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
export const CONTACT_FAILURE = msg('There was an error submitting your message. Please try again.');
