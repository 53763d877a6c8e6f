import { useSyncExternalStore } from 'react';
import type { TIMEZONES } from '../../shared/contracts/settings.ts';
import { getSession, subscribeToSession } from './session.ts';

/*
 * The time zone every date and time is shown in (platform.md §4): the signed-in person's Settings
 * `timezone`, the browser's own for a visitor. Kept with the account's id in local storage, so a
 * reload (or a public page, which loads no settings) shows the saved zone from the first paint, and
 * signing out, or in as someone else, falls back to the browser's zone. Dependency-free: the public
 * property page loads it.
 */

type TimeZoneSetting = (typeof TIMEZONES)[number];

/**
 * Each setting as an IANA zone Node and every browser accept. POSIX inverts the `Etc/GMT` sign:
 * `Etc/GMT+8` is UTC-8. India keeps UTC+5:30 all year (no daylight saving), hence Asia/Kolkata.
 */
export const IANA_TIME_ZONES: Record<TimeZoneSetting, string> = {
  'UTC-8': 'Etc/GMT+8',
  'UTC-5': 'Etc/GMT+5',
  'UTC+0': 'UTC',
  'UTC+1': 'Etc/GMT-1',
  'UTC+5:30': 'Asia/Kolkata',
};

const STORAGE_KEY = 'time_zone';

interface SavedZone {
  userId: string;
  setting: TimeZoneSetting;
}

const listeners = new Set<() => void>();
// Undefined until first read from storage.
let saved: SavedZone | null | undefined;

function isSetting(value: unknown): value is TimeZoneSetting {
  return typeof value === 'string' && Object.hasOwn(IANA_TIME_ZONES, value);
}

function readSaved(): SavedZone | null {
  if (saved !== undefined) return saved;
  saved = null;
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (stored && typeof stored === 'object' && 'userId' in stored && 'setting' in stored && typeof stored.userId === 'string' && isSetting(stored.setting)) {
      saved = { userId: stored.userId, setting: stored.setting };
    }
  } catch {
    // Unreadable or blocked storage: the browser's zone until the settings load.
  }
  return saved;
}

/** The Settings choice an IANA zone stands for (`Asia/Kolkata` → `UTC+5:30`), undefined for any other zone. */
export function timeZoneSetting(timeZone: string | undefined): TimeZoneSetting | undefined {
  return Object.keys(IANA_TIME_ZONES)
    .filter(isSetting)
    .find((setting) => IANA_TIME_ZONES[setting] === timeZone);
}

/** The IANA zone in force, or undefined for the browser's own (no one signed in, or their settings not known yet). */
export function timeZoneInForce(): string | undefined {
  const session = getSession();
  const zone = readSaved();
  return session && zone?.userId === session.userId ? IANA_TIME_ZONES[zone.setting] : undefined;
}

/** Called when the signed-in person's settings load or are saved: every date shown moves to this zone. */
export function applyTimeZone(setting: TimeZoneSetting) {
  const session = getSession();
  if (!session) return;
  const current = readSaved();
  if (current?.userId === session.userId && current.setting === setting) return;
  saved = { userId: session.userId, setting };
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Not kept for the next load; this page still uses it.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const stopSession = subscribeToSession(listener);
  return () => {
    listeners.delete(listener);
    stopSession();
  };
}

/**
 * The zone in force, re-rendering when it changes (settings loaded or saved, sign-in or out). A
 * component that shows a date calls it; the formatters of `relative-time.ts` read the same zone.
 */
export function useTimeZone(): string | undefined {
  return useSyncExternalStore(subscribe, timeZoneInForce, () => undefined);
}
