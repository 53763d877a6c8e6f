/**
 * Marks English text as a message (its id in the catalogues, src/locales) without translating it
 * here: for tables of labels at module level, error sentences and validation messages that are
 * translated where they are shown (`t(label)` in the browser, the error handler on the server).
 * The catalogue test (src/server/lib/catalogues.test.ts) finds every `msg('...')` and `t('...')`.
 *
 * English that means two things takes a `context` (`msg('Closed', 'deal')`): each meaning is then
 * an id of its own, `deal\u0004Closed` (gettext's mark), translated apart and read in English as the text.
 */
export function msg<const Text extends string>(id: Text): Text;
export function msg(id: string, context: string): string;
export function msg(id: string, context?: string): string {
  return context === undefined ? id : `${context}${CONTEXT_MARK}${id}`;
}

const CONTEXT_MARK = '\u0004';

/** The English a message id reads as: the id without its context. */
export function englishOf(id: string): string {
  return id.slice(id.indexOf(CONTEXT_MARK) + 1);
}
