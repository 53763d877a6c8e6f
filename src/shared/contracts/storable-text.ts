import * as z from 'zod/mini';

/**
 * Stored text may not hold control characters other than tab and line breaks (PostgreSQL
 * cannot store NUL at all), nor unpaired UTF-16 surrogates (they are not Unicode text).
 */
const STORABLE_TEXT = /^(?:[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF])*$/;

export function isStorableText(value: string): boolean {
  return STORABLE_TEXT.test(value);
}

/** The check every stored text field carries, with its sentence naming the field ("Title contains characters that are not allowed."). */
export const storable = (message: string) => z.refine<string>(isStorableText, { error: message });
