import * as z from 'zod/mini';
import type { Enquiry, EnquiryErrors } from './enquiry.ts';

/*
 * Its own module so that the form can load it (and zod) when the visitor first reaches for the
 * form, not with the property page (README, "Quality and performance").
 */
export const enquirySchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Please enter your name.')),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, 'Please enter your email address.')),
    z.email('Please enter a valid email address.'),
  ),
  phone: z.string().check(z.trim()),
  message: z.string().check(z.trim(), z.minLength(1, 'Please write a message.')),
}) satisfies z.ZodMiniType<unknown, Enquiry>;

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
