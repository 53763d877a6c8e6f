import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { storable } from './storable-text.ts';

/**
 * `{reason}`: why the admin refused or hid something, told to the person it concerns and kept in
 * the audit log. `missing` is the sentence for a body without it.
 */
export function reasonRequestSchema(missing: string) {
  return z.strictObject(
    {
      reason: z
        .string({ error: msg('A reason is required.') })
        .check(
          z.trim(),
          z.minLength(1, { error: msg('A reason is required.') }),
          z.maxLength(1000, { error: msg('The reason is at most 1,000 characters.') }),
          storable(msg('The reason contains characters that are not allowed.')),
        ),
    },
    { error: missing },
  );
}
