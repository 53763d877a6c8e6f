import * as z from 'zod/mini';

/*
 * zod/mini loads no locale, so every issue without a message of its own would read "Invalid input".
 * Classic zod switched English on when imported; the server quotes these messages in its 422 bodies
 * and start-up errors, so it switches English on the same way. The browser bundle leaves it out: the
 * forms there show only the messages the schemas spell out.
 */
z.config(z.locales.en());
