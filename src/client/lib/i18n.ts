import { setupI18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import type { Messages } from '@lingui/core';
import {
  intlLocale,
  isDisplayLanguage,
  LANGUAGE_COOKIE,
  pickLanguage,
  PSEUDO_LANGUAGE,
  type DisplayLanguage,
  type Language,
} from '../../shared/i18n/languages.ts';
import { formatMoney as formatMoneyIn, formatMoneyWhole as formatMoneyWholeIn } from '../../shared/money-format.ts';
import { englishOf } from '../../shared/i18n/msg.ts';
import { readCookie, writeCookie } from './cookies.ts';

/*
 * The interface's language (docs/decisions/007-languages.md). Messages are written in English in
 * the code, and that English is their id in the Spanish and French catalogues (src/locales). A
 * message with nothing to fill in needs no English catalogue: a missing id reads as itself. The
 * English messages with placeholders or plurals are compiled at build time and come with the
 * modules that write them, so English visitors load nothing more; Spanish, French and the
 * pseudo-locale load on demand, one chunk each.
 *
 * `t` works anywhere (components, view models) because a change of language re-renders the whole
 * tree under <RenderedInLanguage> (lib/rendered-in-language.tsx).
 */

export const i18n = setupI18n({ missing: (_language, id) => englishOf(id) });
i18n.activate('en');

/**
 * English messages that need compiling (placeholders, plurals), compiled at build time and
 * registered by each module that writes them (scripts/vite-catalogues.ts adds the call), so a
 * page loads only its own.
 * @public (called only from the code the build adds)
 */
export function registerEnglish(messages: Messages): void {
  i18n.load('en', messages);
}

const loaded = new Set<DisplayLanguage>();
const LOADERS: Record<Exclude<DisplayLanguage, 'en'>, () => Promise<{ default: Messages }>> = {
  es: () => import('virtual:catalogue/es'),
  fr: () => import('virtual:catalogue/fr'),
  'en-XA': () => import('virtual:catalogue/en-XA'),
};

/** The message `id` (its English text) in the current language, with `values` filled in. */
export function t(id: string, values?: Record<string, unknown>): string {
  return i18n._(id, values && pseudoMarked(values));
}

/**
 * In the pseudo-locale, text filled into a message (a name, a title, a figure) is set between ⟦ ⟧:
 * it comes from data, not from a catalogue, and the end-to-end check of the catalogues skips it.
 */
/** Text from data where `translate="no"` cannot mark it (a chart's labels): set between ⟦ ⟧ in the pseudo-locale. */
export function dataText(text: string): string {
  return i18n.locale === PSEUDO_LANGUAGE ? `⟦${text}⟧` : text;
}

export function pseudoMarked(values: Record<string, unknown>): Record<string, unknown> {
  if (i18n.locale !== PSEUDO_LANGUAGE) return values;
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? `⟦${value}⟧` : value]));
}

export { msg } from '../../shared/i18n/msg.ts';

export function currentLanguage(): DisplayLanguage {
  return i18n.locale as DisplayLanguage;
}

/** The language in force, re-rendering the caller when it changes. */
export function useLanguage(): DisplayLanguage {
  return useSyncExternalStore((listener) => i18n.on('change', listener), currentLanguage);
}

/** The Intl locale for numbers and dates now (amounts in `currency` keep the English grouping of their currency). */
export function currentLocale(currency?: string): string {
  return intlLocale(currentLanguage(), currency);
}

/** The language the page starts in: the `language` cookie (a choice or a setting), else the browser's preference. */
export function initialLanguage(): DisplayLanguage {
  const chosen = readCookie(LANGUAGE_COOKIE);
  if (isDisplayLanguage(chosen)) return chosen;
  return pickLanguage(navigator.languages ?? [navigator.language]);
}

/** Loads the language's catalogue (once) and switches the interface to it; `<html lang>` follows. */
export async function activateLanguage(language: DisplayLanguage): Promise<void> {
  if (language !== 'en' && !loaded.has(language)) {
    const { default: messages } = await LOADERS[language]();
    i18n.load(language, messages);
    loaded.add(language);
  }
  document.documentElement.lang = language;
  if (i18n.locale !== language) i18n.activate(language);
}

/**
 * A signed-in person's `language` setting, when their settings load or are saved. A browser in the
 * pseudo-locale stays in it (the end-to-end check of the catalogues signs in too).
 */
export function applyLanguageSetting(language: Language): Promise<void> {
  if (readCookie(LANGUAGE_COOKIE) === PSEUDO_LANGUAGE) return Promise.resolve();
  return chooseLanguage(language);
}

/** Keeps `language` for the next visit (the footer's switch, a signed-in person's setting) and shows it now. */
export function chooseLanguage(language: DisplayLanguage): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, language, { days: 400, secure: window.location.protocol === 'https:' });
  return activateLanguage(language);
}

/** `formatMoney(2500000, 'INR')` → `₹25,000.00` in English, `25.000,00 ₹` in Spanish. */
export function formatMoney(minor: number | bigint, currency: string): string {
  return formatMoneyIn(minor, currency, currentLanguage());
}

/** Whole rupees or dollars when there are no paise or cents (`₹25,00,000`), in the interface's language. */
export function formatMoneyWhole(minor: number | bigint, currency: string): string {
  return formatMoneyWholeIn(minor, currency, currentLanguage());
}

/** A count or figure with the current language's grouping: `12,345` in English, `12.345` in Spanish. */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return value.toLocaleString(currentLocale(), options);
}
