import { describe, expect, it } from 'vitest';
import { formatAbsoluteTime, formatDay, formatTimeAgo } from './relative-time.ts';

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
