/*
 * The languages the interface speaks (platform.md §4): English, the source, and Spanish and
 * French from the catalogues in src/locales. `en-XA` is the pseudo-locale: English with every
 * letter accented and each message in brackets, so a page with text outside the catalogues shows
 * it at a glance (tests/e2e/pseudo-locale.spec.ts). No one picks it in Settings; only the
 * `language` cookie names it.
 */

/** The Settings `language` choices (kept apart from the zod contracts, which public pages load late). */
export const LANGUAGES = ['en', 'es', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const PSEUDO_LANGUAGE = 'en-XA';
export type DisplayLanguage = Language | typeof PSEUDO_LANGUAGE;
export const DISPLAY_LANGUAGES: readonly DisplayLanguage[] = [...LANGUAGES, PSEUDO_LANGUAGE];

/** Each language by its own name, as a language switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français' };

/** The cookie that carries a visitor's choice, and a signed-in person's setting, from load to load. */
export const LANGUAGE_COOKIE = 'language';

export function isDisplayLanguage(value: unknown): value is DisplayLanguage {
  return typeof value === 'string' && (DISPLAY_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of `preferred` (BCP 47 tags, most wanted first: navigator.languages, Accept-Language)
 * that the interface speaks, by primary subtag (`fr-CA` → `fr`); English when none is.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    const found = LANGUAGES.find((language) => language === primary);
    if (found) return found;
  }
  return 'en';
}

/**
 * The Intl locale for numbers and dates in `language`. English keeps the spec's formats: US dates
 * and numbers, Indian grouping for rupee amounts (`currency` INR: ₹12,34,567); Spanish and French
 * use their own, whatever the currency (amounts keep their currency: `25.000,00 ₹`).
 */
export function intlLocale(language: DisplayLanguage, currency?: string): string {
  // The pseudo-locale formats in Greek: a date or number still in English is then plainly not
  // going through the interface's locale.
  if (language === PSEUDO_LANGUAGE) return 'el-GR';
  if (language === 'es') return 'es-ES';
  if (language === 'fr') return 'fr-FR';
  return currency === 'INR' ? 'en-IN' : 'en-US';
}
