import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { DisplayLanguage } from '../../shared/i18n/languages.ts';
import { englishOf } from '../../shared/i18n/msg.ts';

/*
 * The message catalogues (docs/decisions/007-languages.md), read from src/locales/<language>/*.json:
 * each file an object from a message's English text (its id, an ICU message) to its translation.
 * Compiled here ahead of time, for the browser at build (scripts/vite-catalogues.ts) and for the
 * server at start-up, so no ICU parser runs in the browser. English has no files: it is the ids
 * themselves, and only the ids with placeholders, plurals or escapes need compiling. The
 * pseudo-locale is made from the same ids.
 */

export type TranslatedLanguage = 'es' | 'fr';
export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = ['es', 'fr'];

/** Every message of `language`, merged from its files; an id in two files is a mistake and throws. */
export function readCatalogue(localesDir: string, language: TranslatedLanguage): Record<string, string> {
  const folder = path.join(localesDir, language);
  const merged: Record<string, string> = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const messages = JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Record<string, unknown>;
    for (const [id, text] of Object.entries(messages)) {
      if (typeof text !== 'string') throw new Error(`${language}/${file}: the message "${id}" is not a string.`);
      if (Object.hasOwn(merged, id)) throw new Error(`${language}/${file}: the message "${id}" is in another file too.`);
      merged[id] = text;
    }
  }
  return merged;
}

/** One message compiled for Lingui's runtime: a plain string when there is nothing to fill in. */
function compiled(message: string, mapText?: (text: string) => string) {
  const tokens = compileMessage(message, mapText);
  return tokens.length === 1 && typeof tokens[0] === 'string' ? tokens[0] : tokens;
}

const PSEUDO_LETTERS: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][index]!,
  ]),
);

/** English text with every ASCII letter accented: still readable, and plainly not from a catalogue. */
export function pseudoText(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => PSEUDO_LETTERS[letter]!);
}

/** The compiled catalogue of `language`, ready for `i18n.load`. */
export function compileCatalogue(localesDir: string, language: DisplayLanguage): Messages {
  if (language === 'es' || language === 'fr') {
    const messages = readCatalogue(localesDir, language);
    return Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compiled(text)]));
  }
  // The Spanish ids are every id: the catalogue test keeps the languages' ids equal.
  const ids = Object.keys(readCatalogue(localesDir, 'es'));
  if (language === 'en-XA') {
    return Object.fromEntries(
      ids.map((id) => {
        const tokens = compiled(englishOf(id), pseudoText);
        return [id, typeof tokens === 'string' ? `[${tokens}]` : ['[', ...tokens, ']']];
      }),
    );
  }
  return compiledEnglish(ids);
}

/** English ids compiled, keeping only those that do not read as their English (placeholders, plurals, escapes). */
export function compiledEnglish(ids: Iterable<string>): Messages {
  return Object.fromEntries([...ids].map((id) => [id, compiled(englishOf(id))] as const).filter(([id, tokens]) => tokens !== englishOf(id)));
}
