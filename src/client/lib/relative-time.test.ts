import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n.ts';
import { signInAs, signOut } from '../test/session-stub.ts';
import { formatAbsoluteTime, formatDay, formatDeadline, formatTimeAgo, isoDayOf } from './relative-time.ts';
import { applyTimeZone } from './time-zone.ts';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatTimeAgo', () => {
  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [MINUTE, '1 minute ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
    [DAY, '1 day ago'],
    [6 * DAY, '6 days ago'],
    [7 * DAY, '1 week ago'],
    [29 * DAY, '4 weeks ago'],
    [30 * DAY, '1 month ago'],
    [364 * DAY, '12 months ago'],
    [365 * DAY, '1 year ago'],
    [800 * DAY, '2 years ago'],
  ])('%i ms ago reads "%s"', (elapsed, text) => {
    expect(formatTimeAgo(before(elapsed), NOW)).toBe(text);
  });

  it('a time a little ahead of this clock reads "just now", not "in 2 minutes"', () => {
    expect(formatTimeAgo(before(-2 * MINUTE), NOW)).toBe('just now');
  });

  it('unreadable text gives no relative time', () => {
    expect(formatTimeAgo('yesterday-ish', NOW)).toBe('');
  });
});

describe('formatAbsoluteTime', () => {
  it('shows the date and the time of day', () => {
    const text = formatAbsoluteTime('2026-11-23T12:00:00Z');
    expect(text).toMatch(/^Nov 2[234], 2026, \d{1,2}:\d{2}\s?[AP]M$/);
  });

  it('leaves unreadable text as it is rather than "Invalid Date"', () => {
    expect(formatAbsoluteTime('not a time')).toBe('not a time');
  });
});

describe('formatDay', () => {
  it('shows the day of an instant in the reader’s time zone', () => {
    expect(formatDay('2026-12-03T12:00:00Z')).toMatch(/^Dec [234], 2026$/);
  });

  it('leaves unreadable text as it is', () => {
    expect(formatDay('soon')).toBe('soon');
  });
});

describe('in a given zone', () => {
  const INSTANT = '2026-12-03T09:05:00Z';
  // ICU may put a narrow no-break space before AM/PM.
  const plain = (text: string) => text.replace(/\s/g, ' ');

  afterEach(() => {
    signOut();
  });

  it('shows the same instant at each zone’s time of day', () => {
    expect(plain(formatAbsoluteTime(INSTANT, 'Etc/GMT+8'))).toBe('Dec 3, 2026, 1:05 AM');
    expect(plain(formatAbsoluteTime(INSTANT, 'Asia/Kolkata'))).toBe('Dec 3, 2026, 2:35 PM');
    expect(plain(formatAbsoluteTime(INSTANT, 'UTC'))).toBe('Dec 3, 2026, 9:05 AM');
  });

  it('names a setting’s zone beside a deadline as Settings does', () => {
    expect(plain(formatDeadline(INSTANT, 'Etc/GMT+8'))).toBe('Dec 3, 2026, 1:05 AM UTC-8');
    expect(plain(formatDeadline(INSTANT, 'Etc/GMT-1'))).toBe('Dec 3, 2026, 10:05 AM UTC+1');
    expect(plain(formatDeadline(INSTANT, 'UTC'))).toBe('Dec 3, 2026, 9:05 AM UTC+0');
    expect(plain(formatDeadline(INSTANT, 'Asia/Kolkata'))).toBe('Dec 3, 2026, 2:35 PM UTC+5:30');
    expect(formatDeadline('someday')).toBe('someday');
  });

  it('names any other zone (a visitor’s browser’s) as ICU does', () => {
    expect(plain(formatDeadline(INSTANT, 'America/New_York'))).toBe('Dec 3, 2026, 4:05 AM EST');
    expect(plain(formatDeadline(INSTANT, 'Asia/Tokyo'))).toBe('Dec 3, 2026, 6:05 PM GMT+9');
  });

  it('puts an evening instant on the next day where the zone is ahead', () => {
    expect(formatDay('2026-12-03T20:05:00Z', 'Etc/GMT+8')).toBe('Dec 3, 2026');
    expect(formatDay('2026-12-03T20:05:00Z', 'Asia/Kolkata')).toBe('Dec 4, 2026');
    expect(isoDayOf('2026-12-03T20:05:00Z', 'Etc/GMT+5')).toBe('2026-12-03');
    expect(isoDayOf('2026-12-03T20:05:00Z', 'Asia/Kolkata')).toBe('2026-12-04');
    expect(isoDayOf('soon')).toBe('soon');
  });

  it('uses the signed-in person’s zone when none is given', () => {
    signInAs('backer', { id: 'formatter-user' });
    applyTimeZone('UTC+5:30');
    expect(plain(formatDeadline(INSTANT))).toBe('Dec 3, 2026, 2:35 PM UTC+5:30');
    applyTimeZone('UTC-5');
    expect(plain(formatAbsoluteTime(INSTANT))).toBe('Dec 3, 2026, 4:05 AM');
  });
});

describe('in Spanish and French', () => {
  const INSTANT = '2026-12-03T09:05:00Z';
  // ICU writes French with narrow no-break spaces.
  const plain = (text: string) => text.replace(/\s/g, ' ');

  afterEach(async () => {
    await activateLanguage('en');
  });

  it('says how long ago in the language', async () => {
    await activateLanguage('fr');
    expect(formatTimeAgo(before(3 * DAY), NOW)).toBe('il y a 3 jours');
    expect(formatTimeAgo(before(0), NOW)).toBe('à l’instant');
    await activateLanguage('es');
    expect(formatTimeAgo(before(3 * DAY), NOW)).toBe('hace 3 días');
    expect(formatTimeAgo(before(2 * HOUR), NOW)).toBe('hace 2 horas');
  });

  it('writes dates and deadlines as the language does, the zone still named', async () => {
    await activateLanguage('fr');
    expect(plain(formatDeadline(INSTANT, 'Asia/Kolkata'))).toBe('3 déc. 2026, 14:35 UTC+5:30');
    expect(formatDay(INSTANT, 'Asia/Kolkata')).toBe('3 déc. 2026');
    expect(isoDayOf(INSTANT, 'Asia/Kolkata')).toBe('2026-12-03');
    await activateLanguage('es');
    expect(plain(formatAbsoluteTime(INSTANT, 'UTC'))).toBe('3 dic 2026, 9:05');
  });
});
