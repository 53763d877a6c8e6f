import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalogue, compiledEnglish, TRANSLATED_LANGUAGES } from '../src/server/lib/catalogues.ts';
import { isDisplayLanguage } from '../src/shared/i18n/languages.ts';
import { messagesInSource } from './i18n/messages.ts';

const PREFIX = 'virtual:catalogue/';
const LOCALES_DIR = path.resolve(import.meta.dirname, '../src/locales');

/** Browser modules that may use messages, not the i18n module itself: the client's, and the shared ones it imports (shared rules' sentences). */
const CLIENT_MODULE = /[\\/]src[\\/](client|shared)[\\/].*(?<!\.test)\.tsx?$/;
const I18N_MODULE = '/src/client/lib/i18n.ts';

/**
 * The message catalogues, compiled at build time (src/server/lib/catalogues.ts):
 * - `import messages from 'virtual:catalogue/fr'`: a language's catalogue from src/locales, its
 *   own chunk where it is imported dynamically;
 * - English has no catalogue: each browser module that writes a message needing compiling
 *   (placeholders, plurals) registers that message itself, so a page carries only its own.
 */
export function catalogues(): Plugin[] {
  return [translatedCatalogues(), englishMessagesInPlace()];
}

function englishMessagesInPlace(): Plugin {
  return {
    name: 'sharestead-english-messages',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!CLIENT_MODULE.test(file) || file.endsWith(I18N_MODULE)) return undefined;
      const english = compiledEnglish(messagesInSource(code, file).map((message) => message.id));
      if (Object.keys(english).length === 0) return undefined;
      return {
        code: `${code}\nimport { registerEnglish as __registerEnglish } from '${I18N_MODULE}';\n__registerEnglish(${JSON.stringify(english)});\n`,
        map: null,
      };
    },
  };
}

function translatedCatalogues(): Plugin {
  return {
    name: 'sharestead-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const language = id.slice(PREFIX.length + 1);
      if (!isDisplayLanguage(language)) throw new Error(`There is no catalogue for "${language}".`);
      // A change to a catalogue rebuilds it in `vite` (development).
      for (const language of TRANSLATED_LANGUAGES) {
        for (const file of readdirSync(path.join(LOCALES_DIR, language))) this.addWatchFile(path.join(LOCALES_DIR, language, file));
      }
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compileCatalogue(LOCALES_DIR, language)))});`;
    },
  };
}
