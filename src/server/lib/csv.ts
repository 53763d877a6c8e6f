/** A field as RFC 4180 wants it; a leading = + - @ is prefixed so a spreadsheet never runs it as a formula. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV line of the values, each field quoted and defused as csvField says. */
export const csvLine = (values: string[]): string => values.map(csvField).join(',');
