/**
 * Marks English text as a message (its id in the catalogues, src/locales) without translating it
 * here: for tables of labels at module level, error sentences and validation messages that are
 * translated where they are shown (`t(label)` in the browser, the error handler on the server).
 * The catalogue test (src/server/lib/catalogues.test.ts) finds every `msg('...')` and `t('...')`.
 */
export function msg<const Text extends string>(id: Text): Text {
  return id;
}
