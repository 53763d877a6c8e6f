import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { FastifyRequest } from 'fastify';
import { isDisplayLanguage, pickLanguage, PSEUDO_LANGUAGE, type DisplayLanguage } from '../../shared/i18n/languages.ts';
import { englishOf } from '../../shared/i18n/msg.ts';
import { localesFolder } from '../config/paths.ts';
import { compileCatalogue } from './catalogues.ts';

/*
 * The server's sentences in the reader's language (docs/decisions/007-languages.md): error and
 * validation messages in the request's, notifications and e-mails in the recipient's. The same
 * catalogues as the browser's, each compiled when its language is first used. A message is its
 * English text; one missing from a catalogue (every English one) is compiled here when first used,
 * and reads as that English.
 */

const compiledEnglish = new Map<string, ReturnType<typeof compileMessage>>();
function compileOnce(message: string) {
  let tokens = compiledEnglish.get(message);
  if (!tokens) compiledEnglish.set(message, (tokens = compileMessage(message)));
  return tokens;
}

// One instance per language, made when that language is first used: an English request never
// reads or compiles the other catalogues. English loads none (every message is its own id).
const instances = new Map<DisplayLanguage, I18n>();

function instanceFor(language: DisplayLanguage): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n().setMessagesCompiler(compileOnce);
    i18n.loadAndActivate({ locale: language, messages: language === 'en' ? {} : compileCatalogue(localesFolder, language) });
    instances.set(language, i18n);
  }
  return i18n;
}

/** `id` (an English message) in `language`, with `values` filled in. */
export function translate(language: DisplayLanguage, id: string, values?: Record<string, unknown>): string {
  return instanceFor(language)._(id, values && language === PSEUDO_LANGUAGE ? pseudoMarked(values) : values, { message: englishOf(id) });
}

/** In the pseudo-locale, text filled into a message comes from data: set between ⟦ ⟧, as the browser does (lib/i18n.ts). */
function pseudoMarked(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? `⟦${value}⟧` : value]));
}

/**
 * The language a request asks for: the app sends its own in Accept-Language (`fr`), a browser its
 * preferences (`fr-CA,fr;q=0.9,en;q=0.8`), read in the order given. English when none is spoken here.
 */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): DisplayLanguage {
  const header = request.headers['accept-language'];
  if (!header) return 'en';
  const tags = header.split(',').map((part) => part.split(';')[0]!.trim());
  return isDisplayLanguage(tags[0]) ? tags[0] : pickLanguage(tags);
}
