import type { ApiError } from './api-client.ts';

/** What a form shows after the server turned a submission down. */
export interface FormProblem<Field extends string> {
  /** The server's sentences by the fields they name (a 422). */
  fields: Partial<Record<Field, string>>;
  /** A sentence for the whole form, or null when the fields say it all. */
  alert: string | null;
}

/*
 * Recognised by name rather than `instanceof`, so the public pages' forms can use this without
 * loading the API client (and zod) before the visitor reaches for them.
 */
function asApiError(error: unknown): ApiError | undefined {
  return error instanceof Error && error.name === 'ApiError' ? (error as ApiError) : undefined;
}

/**
 * A 422 shows the server's sentence by each field it names; a refusal the visitor can act on
 * (429 too many, 404 gone, ...) shows the server's sentence; anything else (5xx, no network)
 * shows the form's own `fallback`.
 */
export function formProblem<Field extends string>(error: unknown, fields: readonly Field[], fallback: string): FormProblem<Field> {
  const apiError = asApiError(error);
  if (!apiError || apiError.status < 400 || apiError.status >= 500) return { fields: {}, alert: fallback };
  const named: Partial<Record<Field, string>> = {};
  if (apiError.status === 422) {
    for (const { field, message } of apiError.fieldErrors) {
      if ((fields as readonly string[]).includes(field)) named[field as Field] ??= message;
    }
  }
  if (Object.keys(named).length > 0) return { fields: named, alert: null };
  return { fields: {}, alert: apiError.serverMessage ?? fallback };
}
