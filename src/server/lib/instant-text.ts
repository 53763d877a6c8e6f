/*
 * An instant in a sentence the server writes (a notification, its email and SMS): the date and the
 * time, in the time zone of the reader's settings (platform.md §4: the timezone applies to every
 * date and time shown), named, since the text may be read anywhere.
 */

const FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const OFFSET = /^UTC([+-])(\d{1,2})(?::(\d{2}))?$/;

/** `2026-11-24T11:05:00Z` in `UTC+5:30` → `Nov 24, 2026, 4:35 PM UTC+5:30`; an unknown zone reads as UTC. */
export function formatInstantIn(at: Date, timezone: string): string {
  const match = OFFSET.exec(timezone);
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0)) : 0;
  // Plain spaces: ICU puts a narrow no-break space before AM/PM, which some SMS and mail readers mangle.
  return `${FORMAT.format(at.getTime() + minutes * 60_000).replace(/\s/g, ' ')} ${match ? timezone : 'UTC'}`;
}
