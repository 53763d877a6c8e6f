import * as z from 'zod/mini';

/*
 * zod/mini loads no locale, so every issue without a message of its own would read "Invalid input".
 * Classic zod switched English on when imported; the server quotes these messages in its 422 bodies
 * and start-up errors, so it switches English on the same way. The browser bundle leaves it out: the
 * forms there show only the messages the schemas spell out.
 *
 * The error handler reads every message as an ICU message (a contract's sentence quotes its own
 * braces). zod's messages can quote what was sent (`Unrecognized key: "{a"`): their braces are
 * quoted here, so they read as text and not as placeholders.
 */
const english = z.locales.en().localeError;
z.config({
  localeError: (issue) => {
    const said = english(issue);
    const text = typeof said === 'string' ? said : said?.message;
    return text === undefined ? said : literalBraces(text);
  },
});

function literalBraces(text: string): string {
  return /[{}]/.test(text) ? text.replaceAll("'", "''").replace(/[{}]/g, (brace) => `'${brace}'`) : text;
}
