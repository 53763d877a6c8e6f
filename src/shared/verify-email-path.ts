/**
 * The app's page a verification e-mail links to, with `?token=…` (the server writes the link, the
 * client routes the page). Apart from the contracts so the client's paths load no zod.
 */
export const VERIFY_EMAIL_PATH = '/verify-email';
