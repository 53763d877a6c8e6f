import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { storable } from './storable-text.ts';

/** The longest comment the admin returns something with, in characters. */
export const COMMENT_MAX_LENGTH = 2000;

/** A body of one required text field, trimmed, at most `max` characters, storable. */
function oneTextField<Field extends string>(field: Field, max: number, sentences: { missing: string; tooLong: string; notStorable: string; wrapper: string }) {
  return z.strictObject(
    {
      [field]: z
        .string({ error: sentences.missing })
        .check(z.trim(), z.minLength(1, { error: sentences.missing }), z.maxLength(max, { error: sentences.tooLong }), storable(sentences.notStorable)),
    } as Record<Field, z.ZodMiniString>,
    { error: sentences.wrapper },
  );
}

/**
 * `{reason}`: why the admin refused or hid something, told to the person it concerns and kept in
 * the audit log. `missing` is the sentence for a body without it.
 */
export function reasonRequestSchema(missing: string) {
  return oneTextField('reason', 1000, {
    missing: msg('A reason is required.'),
    tooLong: msg('The reason is at most 1,000 characters.'),
    notStorable: msg('The reason contains characters that are not allowed.'),
    wrapper: missing,
  });
}

/**
 * `{comment}`: what the admin asks of the proposer when returning something it filed (a quarterly
 * report, a draw request), shown to the proposer beside it. `missing` is the sentence for an empty
 * comment, `wrapper` for a body that is not `{comment}`.
 */
export function commentRequestSchema(sentences: { missing: string; wrapper: string }) {
  return oneTextField('comment', COMMENT_MAX_LENGTH, {
    ...sentences,
    tooLong: msg('A comment is at most 2,000 characters.'),
    notStorable: msg('The comment contains characters that are not allowed.'),
  });
}
