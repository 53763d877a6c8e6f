import type { ApiError } from './api-client.ts';
import { msg, t } from './i18n.ts';

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

/** What a failed call says when it never reached the server. */
export const NO_ANSWER = msg('No answer from Sharestead. Check your connection, then try again.');

/**
 * The one sentence to show for a failed call: the server's own for a refusal the person can act
 * on (a 4xx), `offline` when no answer came (`fallback` unless given), else `fallback` (a 5xx, a
 * proxy's page, or a failure that is not the API's).
 */
export function failureSentence(error: unknown, fallback: string, offline: string = fallback): string {
  const apiError = asApiError(error);
  if (apiError?.status === 0) return offline;
  if (apiError && apiError.status >= 400 && apiError.status < 500 && apiError.serverMessage) return apiError.serverMessage;
  return fallback;
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
  return { fields: {}, alert: failureSentence(apiError, fallback) };
}

/** The listed field a dotted error path belongs to ("specialties.2" → "specialties"), or none. */
function listedFieldOf<Field extends string>(path: string, fields: readonly Field[]): Field | undefined {
  for (let candidate = path; ; candidate = candidate.slice(0, candidate.lastIndexOf('.'))) {
    if ((fields as readonly string[]).includes(candidate)) return candidate as Field;
    if (!candidate.includes('.')) return undefined;
  }
}

/**
 * Error sentences by the listed field each names, or by the nearest listed parent of its dotted
 * path ("bank_account.ifsc" stays, "specialties.2" → "specialties"): the first sentence per field.
 */
export function errorsByField<Field extends string>(
  errors: readonly { field: string; message: string }[],
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const named: Partial<Record<Field, string>> = {};
  for (const { field, message } of errors) {
    const key = listedFieldOf(field, fields);
    if (key) named[key] ??= message;
  }
  return named;
}

type ContractVerdict = { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** A shared contract's verdict on a body (its `safeParse`) as sentences by field: empty when the body is fine. */
export function contractErrors<Field extends string>(verdict: ContractVerdict, fields: readonly Field[]): Partial<Record<Field, string>> {
  if (verdict.success) return {};
  return errorsByField(
    verdict.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: t(issue.message) })),
    fields,
  );
}
