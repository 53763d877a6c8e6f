import { newsletterRequestSchema } from '../../../../shared/contracts/messages.ts';
import { firstErrorPerField } from '../../../lib/form-validation.ts';

/*
 * Its own module, loaded when the reader first reaches for the footer's form, so zod stays off
 * the first load of every public page.
 */

/**
 * The server's rule for the address, or undefined when it may be sent.
 * @public (reached through import(), which knip does not follow)
 */
export function newsletterEmailProblem(email: string): string | undefined {
  return firstErrorPerField(newsletterRequestSchema, { email }).email;
}
