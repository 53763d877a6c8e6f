import { currentLocale, t } from './i18n.ts';
import { timeZoneInForce, timeZoneSetting } from './time-zone.ts';

/*
 * When something happened, as the app shows it: "5 minutes ago" for a quick read, and the date and
 * time for the record, in the zone in force (lib/time-zone.ts: the signed-in person's setting, else
 * the browser's). A component showing these calls `useTimeZone()` so it re-renders when the zone
 * changes. Formatters are made once per zone: Intl.DateTimeFormat construction is slow.
 */

const STYLES = {
  absolute: { dateStyle: 'medium', timeStyle: 'short' },
  // A deadline names its zone: the reader may not know which one the page uses. ICU's name for the browser's own.
  zoned: { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
  day: { dateStyle: 'medium' },
  isoDay: { year: 'numeric', month: '2-digit', day: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function format(style: keyof typeof STYLES, iso: string, timeZone: string | undefined): string | null {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return null;
  // The calendar day is the same digits in any language.
  const locale = style === 'isoDay' ? 'en-US' : currentLocale();
  const key = `${style} ${locale} ${timeZone ?? ''}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone });
    formats.set(key, formatter);
  }
  return style === 'isoDay' ? isoDayFromParts(formatter.formatToParts(time)) : formatter.format(time);
}

function isoDayFromParts(parts: Intl.DateTimeFormatPart[]): string {
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `2026-12-03T09:05:00Z` → `Dec 3, 2026, 2:35 PM` (in UTC+5:30); unreadable text unchanged. */
export function formatAbsoluteTime(iso: string, timeZone = timeZoneInForce()): string {
  return format('absolute', iso, timeZone) ?? iso;
}

/**
 * A deadline, with its zone named as Settings and the server's notifications name it:
 * `2026-12-03T09:05:00Z` → `Dec 3, 2026, 2:35 PM UTC+5:30`; in a zone that is no setting (the
 * browser's own) as ICU does, `… GMT+5:30`; unreadable text unchanged.
 */
export function formatDeadline(iso: string, timeZone = timeZoneInForce()): string {
  const setting = timeZoneSetting(timeZone);
  const text = format(setting ? 'absolute' : 'zoned', iso, timeZone);
  if (text === null) return iso;
  return setting ? `${text} ${setting}` : text;
}

/** `2026-12-03T20:05:00Z` → `Dec 4, 2026` (the day in UTC+5:30); unreadable text unchanged. */
export function formatDay(iso: string, timeZone = timeZoneInForce()): string {
  return format('day', iso, timeZone) ?? iso;
}

/** The calendar day of an instant in the zone in force: `2026-12-03T20:05:00Z` → `2026-12-04` in UTC+5:30; unreadable text unchanged. */
export function isoDayOf(iso: string, timeZone = timeZoneInForce()): string {
  return format('isoDay', iso, timeZone) ?? iso;
}

/** "3 days ago" in the interface's language ("il y a 3 jours"). */
function relative(value: number, unit: Intl.RelativeTimeFormatUnit): string {
  const locale = currentLocale();
  let formatter = relativeFormats.get(locale);
  if (!formatter) {
    formatter = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    relativeFormats.set(locale, formatter);
  }
  return formatter.format(value, unit);
}

/**
 * How long ago, in the largest whole unit: "just now" under a minute (and for a time a little
 * ahead of this device's clock), then minutes, hours, days, weeks up to a month, months, years.
 */
export function formatTimeAgo(iso: string, now: number): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = now - time;
  if (elapsed < MINUTE) return t('just now');
  if (elapsed < HOUR) return relative(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return relative(-Math.floor(elapsed / DAY), 'day');
  if (elapsed < 30 * DAY) return relative(-Math.floor(elapsed / (7 * DAY)), 'week');
  if (elapsed < 365 * DAY) return relative(-Math.floor(elapsed / (30 * DAY)), 'month');
  return relative(-Math.floor(elapsed / (365 * DAY)), 'year');
}
