import type { DisplayLanguage } from '../../shared/i18n/languages.ts';
import { msg } from '../../shared/i18n/msg.ts';
import { translate } from './i18n.ts';

const UNITS: [number, string, string][] = [
  [86_400_000, 'day', msg('{count, plural, one {# day} other {# days}}')],
  [3_600_000, 'hour', msg('{count, plural, one {# hour} other {# hours}}')],
  [60_000, 'minute', msg('{count, plural, one {# minute} other {# minutes}}')],
  [1000, 'second', msg('{count, plural, one {# second} other {# seconds}}')],
];

/** A configured duration in words, in the largest unit that divides it: "48 hours", "30 days", "90 seconds". */
export function describeDuration(milliseconds: number, language: DisplayLanguage = 'en'): string {
  // Two days read better as 48 hours, the way the cooling-off rule is usually stated.
  const [size, , words] = UNITS.find(([length, name]) => milliseconds % length === 0 && (name !== 'day' || milliseconds / length >= 3)) ?? UNITS[3]!;
  return translate(language, words, { count: Math.round(milliseconds / size) });
}
