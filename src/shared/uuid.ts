const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the text can be an id of a user or a deal (a UUID); anything else cannot match one, and PostgreSQL would reject it. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
