import { contactRequestSchema } from '../../../../shared/contracts/messages.ts';
import { firstErrorPerField } from '../../../lib/form-validation.ts';
import type { ContactErrors, ContactFormValues } from './contact.ts';

/** The same rules the server applies (shared contract), checked before anything is sent. */
export function validateContact(values: ContactFormValues): ContactErrors {
  return firstErrorPerField(contactRequestSchema, values);
}
