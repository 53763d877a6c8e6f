/** A value one element of a PostgreSQL array literal can hold. */
type Element = string | number | bigint | boolean | Date | null;

/**
 * A PostgreSQL array literal of the values (`{"a","b",NULL}`), sent as one text parameter and cast
 * by the query (`unnest(${pgArray(ids)}::uuid[])`): a batch of thousands of rows goes in a few
 * parameters, where a VALUES list takes one parameter per cell and costs more to build than the
 * database takes to write it. Every element is quoted, so any text is safe; the same on both drivers.
 */
export function pgArray(values: readonly Element[]): string {
  let literal = '{';
  for (let index = 0; index < values.length; index++) {
    if (index > 0) literal += ',';
    literal += element(values[index]!);
  }
  return `${literal}}`;
}

function element(value: Element): string {
  if (value === null) return 'NULL';
  if (value instanceof Date) return `"${value.toISOString()}"`;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'string') return `"${value.replace(/[\\"]/g, '\\$&')}"`;
  return String(value);
}
