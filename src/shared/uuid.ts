import * as z from 'zod/mini';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the text can be an id of a user or a deal (a UUID); anything else cannot match one, and PostgreSQL would reject it. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * An id as the database writes it: a UUID in lower case. PostgreSQL matches a UUID in either case,
 * but URLs, file paths and text columns (the audit log's subject) do not, so one spelling only.
 * Anything that is not a UUID is left as it is, for the lookup to answer 404.
 */
export function canonicalId(value: string): string {
  return isUuid(value) ? value.toLowerCase() : value;
}

/** An id in a path or a body, canonical from the moment it is parsed. */
export const idSchema = z.string().check(z.overwrite(canonicalId));
