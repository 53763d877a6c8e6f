import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR, messagesInCode } from '../../../scripts/i18n/messages.ts';
import { msg } from '../../shared/i18n/msg.ts';
import { compileCatalogue, compiledEnglish, pseudoText, readCatalogue, TRANSLATED_LANGUAGES } from './catalogues.ts';

/** The names a message fills in (`{name}`, `{count, plural, …}`) and its numbered tags (`<0>`), sorted. */
function slots(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (typeof token === 'string') for (const tag of token.matchAll(/<\/?(\d+)\/?>/g)) names.add(`<${tag[1]}>`);
      else if (Array.isArray(token)) {
        names.add(String(token[0]));
        if (token[2] && typeof token[2] === 'object') for (const choice of Object.values(token[2] as Record<string, unknown>)) walk(choice);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

const used = messagesInCode();

describe('the message catalogues (src/locales)', () => {
  it('finds the messages in the code', () => {
    expect(used.size).toBeGreaterThan(0);
  });

  for (const language of TRANSLATED_LANGUAGES) {
    const catalogue = readCatalogue(LOCALES_DIR, language);

    it(`${language}: translates every message the code uses, and only those`, () => {
      expect(
        [...used.keys()].filter((id) => !Object.hasOwn(catalogue, id)),
        'missing (npx tsx scripts/i18n/messages.ts)',
      ).toEqual([]);
      expect(
        Object.keys(catalogue).filter((id) => !used.has(id)),
        'no longer used',
      ).toEqual([]);
    });

    it(`${language}: fills in the same names and tags as the English`, () => {
      const differ = Object.entries(catalogue).filter(([id, text]) => slots(id).join() !== slots(text).join());
      expect(differ.map(([id, text]) => `${id} → ${text}`)).toEqual([]);
    });

    it(`${language}: writes no message empty`, () => {
      expect(
        Object.entries(catalogue)
          .filter(([, text]) => text.trim() === '')
          .map(([id]) => id),
      ).toEqual([]);
    });
  }

  it('compiles every English message (valid ICU) and keeps only those that need compiling', () => {
    for (const id of used.keys()) expect(() => compileMessageOrThrow(id), id).not.toThrow();
    const english = compileCatalogue(LOCALES_DIR, 'en');
    expect(Object.keys(english).every((id) => /[{}'#<]/.test(id))).toBe(true);
  });

  it('gives English with two meanings an id for each (msg with a context), read in English as its text', () => {
    const deal = msg('Closed', 'deal');
    expect(used.has(deal) && used.has('Closed')).toBe(true);
    expect(compiledEnglish([deal, msg('{count} left', 'deal')])).toEqual({ [msg('{count} left', 'deal')]: [['count'], ' left'] });
    expect(compileCatalogue(LOCALES_DIR, 'en-XA')[deal]).toBe('[Çļóšéð]');
    for (const language of TRANSLATED_LANGUAGES) {
      const catalogue = readCatalogue(LOCALES_DIR, language);
      expect(catalogue[deal], language).not.toBe(catalogue.Closed);
    }
  });

  it('makes the pseudo-locale from every id, without a plain ASCII letter outside its placeholders', () => {
    const pseudo = compileCatalogue(LOCALES_DIR, 'en-XA');
    expect(Object.keys(pseudo).sort()).toEqual([...used.keys()].sort());
    expect(pseudoText('Invest now, 2 deals')).toBe('Íñṽéšţ ñóŵ, 2 ðéáļš');
  });
});
