import { intlLocale, type DisplayLanguage } from '../../shared/i18n/languages.ts';

/*
 * An instant in a sentence the server writes (a notification, its email and SMS): the date and the
 * time, in the time zone of the reader's settings (platform.md §4: the timezone applies to every
 * date and time shown), named, since the text may be read anywhere, in the reader's language.
 */

const formats = new Map<string, Intl.DateTimeFormat>();
const OFFSET = /^UTC([+-])(\d{1,2})(?::(\d{2}))?$/;

function formatIn(language: DisplayLanguage): Intl.DateTimeFormat {
  const locale = intlLocale(language);
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })));
  return format;
}

/**
 * `2026-11-24T11:05:00Z` in `UTC+5:30` → `Nov 24, 2026, 4:35 PM UTC+5:30` (in French
 * `24 nov. 2026, 16:35 UTC+5:30`); an unknown zone reads as UTC.
 */
export function formatInstantIn(at: Date, timezone: string, language: DisplayLanguage = 'en'): string {
  const match = OFFSET.exec(timezone);
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0)) : 0;
  // Plain spaces: ICU puts a narrow no-break space before AM/PM, which some SMS and mail readers mangle.
  return `${formatIn(language)
    .format(at.getTime() + minutes * 60_000)
    .replace(/\s/g, ' ')} ${match ? timezone : 'UTC'}`;
}
