import { describe, expect, it } from 'vitest';
import { formatInstantIn } from './instant-text.ts';

describe('formatInstantIn', () => {
  const at = new Date('2026-11-24T11:05:00Z');

  it('writes the date and time in the named time zone of the settings, and names it', () => {
    expect(formatInstantIn(at, 'UTC+5:30')).toBe('Nov 24, 2026, 4:35 PM UTC+5:30');
    expect(formatInstantIn(at, 'UTC-8')).toBe('Nov 24, 2026, 3:05 AM UTC-8');
    expect(formatInstantIn(at, 'UTC+0')).toBe('Nov 24, 2026, 11:05 AM UTC+0');
  });

  it('crosses midnight into the zone’s own day', () => {
    expect(formatInstantIn(new Date('2026-11-24T20:00:00Z'), 'UTC+5:30')).toBe('Nov 25, 2026, 1:30 AM UTC+5:30');
    expect(formatInstantIn(new Date('2026-11-24T02:00:00Z'), 'UTC-5')).toBe('Nov 23, 2026, 9:00 PM UTC-5');
  });

  it('reads an unknown zone as UTC', () => {
    expect(formatInstantIn(at, 'Mars/Olympus')).toBe('Nov 24, 2026, 11:05 AM UTC');
  });
});
