import { enquiryRequestSchema } from '../../../../shared/contracts/messages.ts';
import { firstErrorPerField } from '../../../lib/form-validation.ts';
import type { Enquiry, EnquiryErrors } from './enquiry.ts';

/*
 * Its own module so that the form can load it (and zod) when the visitor first reaches for the
 * form, not with the property page (docs/testing.md, the bundle-size row).
 */

/** The first problem with each field (the server's own rules), or an empty object when the enquiry can be sent. */
export function validateEnquiry(values: Enquiry): EnquiryErrors {
  return firstErrorPerField(enquiryRequestSchema, values);
}
