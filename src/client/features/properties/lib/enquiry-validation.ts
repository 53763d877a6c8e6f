import * as z from 'zod/mini';
import { firstErrorPerField, senderFields } from '../../../lib/form-validation.ts';
import type { Enquiry, EnquiryErrors } from './enquiry.ts';

/*
 * Its own module so that the form can load it (and zod) when the visitor first reaches for the
 * form, not with the property page (README, "Quality and performance").
 */
export const enquirySchema = z.object({
  ...senderFields,
  message: z.string().check(z.trim(), z.minLength(1, 'Please write a message.')),
}) satisfies z.ZodMiniType<unknown, Enquiry>;

/** The first problem with each field, or an empty object when the enquiry can be sent. */
export function validateEnquiry(values: Enquiry): EnquiryErrors {
  return firstErrorPerField(enquirySchema, values);
}
