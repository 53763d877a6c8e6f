import * as z from 'zod/mini';

/** The property enquiry form (spec §3): name, email and message required, phone optional. */
export const enquirySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter your name.')),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Please enter your email address.')),
    z.email('Please enter a valid email address.'),
  ),
  phone: z.string().check(z.trim()),
  message: z.string().check(z.trim(), z.minLength(1, 'Please write a message.')),
});
export type Enquiry = z.input<typeof enquirySchema>;
export type EnquiryErrors = Partial<Record<keyof Enquiry, string>>;

/** The message the form starts with: a plain request for more information about the listing. */
export function defaultEnquiryMessage(title: string): string {
  return `Hello, I am interested in ${title} and would like more information about investing in it. Please get in touch with the details.`;
}

export function emptyEnquiry(title: string): Enquiry {
  return { name: '', email: '', phone: '', message: defaultEnquiryMessage(title) };
}

/** The first problem with each field, or an empty object when the enquiry can be sent. */
export function validateEnquiry(values: Enquiry): EnquiryErrors {
  const result = enquirySchema.safeParse(values);
  if (result.success) return {};
  const errors: EnquiryErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof Enquiry;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** How long the thank-you shows before the form comes back empty (spec §4, §9). */
export const ENQUIRY_THANKS_MS = 3_000;
