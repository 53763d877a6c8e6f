import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { PASSWORD_MAX_LENGTH, registerRequestSchema } from './auth.ts';

// Kept out of auth.ts, which the public pages load: only the settings page needs these.
/** A password being typed to prove who one is: anything up to the maximum. */
function enteredPassword(sentences: { required: string; tooLong: string }) {
  return z
    .string({ error: sentences.required })
    .check(z.minLength(1, { error: sentences.required }), z.maxLength(PASSWORD_MAX_LENGTH, { error: sentences.tooLong }));
}

/** POST /api/me/password: the current password proves it is the owner; the new one obeys registration's rules. */
export const passwordChangeRequestSchema = z.object({
  current_password: enteredPassword({ required: msg('Current password is required.'), tooLong: msg('Current password must be at most 256 characters.') }),
  // Registration's rules and sentences ("Password must be at least 8 characters.").
  new_password: registerRequestSchema.shape.password,
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequestSchema>;
