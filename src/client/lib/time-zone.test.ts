import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIMEZONES } from '../../shared/contracts/settings.ts';
import { signInAs, signOut, tokenFor } from '../test/session-stub.ts';
import { applyTimeZone, IANA_TIME_ZONES, timeZoneInForce, timeZoneSetting, useTimeZone } from './time-zone.ts';

afterEach(() => {
  signOut();
});

/** The zone's offset from UTC at an instant: `GMT-08:00`, `GMT+05:30` (some ICU versions write UTC's as `GMT`). */
function offsetAt(zone: string, iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(Date.parse(iso));
  const offset = parts.find((part) => part.type === 'timeZoneName')!.value;
  return offset === 'GMT' ? 'GMT+00:00' : offset;
}

describe('IANA_TIME_ZONES', () => {
  it.each([
    ['UTC-8', 'GMT-08:00'],
    ['UTC-5', 'GMT-05:00'],
    ['UTC+0', 'GMT+00:00'],
    ['UTC+1', 'GMT+01:00'],
    ['UTC+5:30', 'GMT+05:30'],
  ] as const)('%s is a zone at %s all year (Etc/GMT signs are inverted)', (setting, offset) => {
    expect(offsetAt(IANA_TIME_ZONES[setting], '2026-01-15T12:00:00Z')).toBe(offset);
    expect(offsetAt(IANA_TIME_ZONES[setting], '2026-07-15T12:00:00Z')).toBe(offset);
  });

  it('covers every setting the contract allows', () => {
    expect(Object.keys(IANA_TIME_ZONES).sort()).toEqual([...TIMEZONES].sort());
  });
});

describe('timeZoneSetting', () => {
  it('names each setting’s zone as the setting', () => {
    for (const setting of TIMEZONES) expect(timeZoneSetting(IANA_TIME_ZONES[setting])).toBe(setting);
  });

  it('names no other zone', () => {
    expect(timeZoneSetting('America/New_York')).toBeUndefined();
    expect(timeZoneSetting(undefined)).toBeUndefined();
  });
});

describe('the zone in force', () => {
  it('is the browser’s for a visitor; applying a zone needs someone signed in', () => {
    expect(timeZoneInForce()).toBeUndefined();
    applyTimeZone('UTC+5:30');
    expect(timeZoneInForce()).toBeUndefined();
  });

  it('is the signed-in person’s setting, and the browser’s again once they sign out or someone else signs in', () => {
    signInAs('backer', { id: 'zone-owner' });
    applyTimeZone('UTC+5:30');
    expect(timeZoneInForce()).toBe('Asia/Kolkata');
    signOut();
    expect(timeZoneInForce()).toBeUndefined();
    signInAs('backer', { id: 'someone-else' });
    expect(timeZoneInForce()).toBeUndefined();
    signOut();
    signInAs('backer', { id: 'zone-owner' });
    expect(timeZoneInForce()).toBe('Asia/Kolkata');
  });

  it('comes back on the next page load from local storage, for the same account only', async () => {
    window.localStorage.setItem('time_zone', JSON.stringify({ userId: 'returning', setting: 'UTC-8' }));
    vi.resetModules();
    const session = await import('./session.ts');
    const fresh = await import('./time-zone.ts');
    const token = tokenFor({ sub: 'returning', role: 'backer', exp: Math.floor(Date.now() / 1000) + 3600 });
    session.startSession(token, 'backer', false);
    expect(fresh.timeZoneInForce()).toBe('Etc/GMT+8');
    session.endSession();
  });

  it('ignores what storage holds when it is not a saved zone', async () => {
    window.localStorage.setItem('time_zone', JSON.stringify({ userId: 'returning', setting: 'Mars/Olympus' }));
    vi.resetModules();
    const session = await import('./session.ts');
    const fresh = await import('./time-zone.ts');
    session.startSession(tokenFor({ sub: 'returning', role: 'backer', exp: Math.floor(Date.now() / 1000) + 3600 }), 'backer', false);
    expect(fresh.timeZoneInForce()).toBeUndefined();
    session.endSession();
  });

  it('re-renders with the new zone when the settings change it and when the person signs out', () => {
    signInAs('admin', { id: 'hook-user' });
    applyTimeZone('UTC-8');
    const { result } = renderHook(() => useTimeZone());
    expect(result.current).toBe('Etc/GMT+8');
    act(() => applyTimeZone('UTC+1'));
    expect(result.current).toBe('Etc/GMT-1');
    act(() => signOut());
    expect(result.current).toBeUndefined();
  });
});
