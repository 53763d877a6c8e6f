/*
 * When something happened, as the app shows it (the inbox, notifications): "5 minutes ago" for a
 * quick read, and the date and time in the reader's own time zone for the record. Formatters are
 * made once.
 */

const absolute = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `2026-11-23T09:05:00Z` → `Nov 23, 2026, 2:35 PM` (in the reader's time zone); unreadable text unchanged. */
export function formatAbsoluteTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : absolute.format(time);
}

/** `2026-12-03T09:05:00Z` → `Dec 3, 2026` (the day in the reader's time zone); unreadable text unchanged. */
export function formatDay(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : day.format(time);
}

/**
 * How long ago, in the largest whole unit: "just now" under a minute (and for a time a little
 * ahead of this device's clock), then minutes, hours, days, weeks up to a month, months, years.
 */
export function formatTimeAgo(iso: string, now: number): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = now - time;
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative.format(-Math.floor(elapsed / DAY), 'day');
  if (elapsed < 30 * DAY) return relative.format(-Math.floor(elapsed / (7 * DAY)), 'week');
  if (elapsed < 365 * DAY) return relative.format(-Math.floor(elapsed / (30 * DAY)), 'month');
  return relative.format(-Math.floor(elapsed / (365 * DAY)), 'year');
}
