import * as z from 'zod/mini';

/** The contact form (spec §3, §5): name, email, subject and message required; phone optional. */
export const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter your name.')),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Please enter your email address.')),
    z.email('Please enter a valid email address.'),
  ),
  phone: z.string().check(z.trim()),
  subject: z.string().check(z.trim(), z.minLength(1, 'Please enter a subject.')),
  message: z.string().check(z.trim(), z.minLength(1, 'Please write your message.')),
});
export type ContactMessage = z.input<typeof contactSchema>;
export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

export const EMPTY_CONTACT: ContactMessage = { name: '', email: '', phone: '', subject: '', message: '' };

/** Spec §8, word for word. */
export const CONTACT_FAILURE = 'There was an error submitting your message. Please try again.';

export function validateContact(values: ContactMessage): ContactErrors {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof ContactMessage;
    errors[key] ??= issue.message;
  }
  return errors;
}
