import type { AnswerContract } from '../../shared/contracts/answer-shape.ts';
import { errorBodyAnswer } from '../../shared/contracts/answer-shapes.generated.ts';
import type { ErrorCode } from '../../shared/error-codes.ts';
import { API_BASE_URL } from '../config/env.ts';
import { currentLanguage, t } from './i18n.ts';
import { endSession, getSession } from './session.ts';

/** A failed API call: the HTTP status, and the server's sentences and stable code when it sent them. */
export class ApiError extends Error {
  readonly status: number;
  /** The server's stable code (src/shared/error-codes.ts), undefined when the answer is not an error body. */
  readonly code: ErrorCode | undefined;
  readonly serverMessage: string | undefined;
  readonly serverDetail: string | undefined;
  readonly fieldErrors: readonly { field: string; message: string }[];

  constructor(status: number, body: { message?: string; detail?: string; code?: string; errors?: { field: string; message: string }[] } = {}) {
    super(body.message ?? body.detail ?? t('Request failed with status {status}.', { status }));
    this.name = 'ApiError';
    this.status = status;
    // The server sends only the codes of src/shared/error-codes.ts (DomainError checks them), so the
    // client takes a code as given and keeps that list out of every page's first load.
    this.code = typeof body.code === 'string' ? (body.code as ErrorCode) : undefined;
    this.serverMessage = body.message;
    this.serverDetail = body.detail;
    this.fieldErrors = body.errors ?? [];
  }
}

type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<Output> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Query parameters; null, undefined and '' are left out, arrays repeat the name. */
  query?: Record<string, QueryValue | readonly QueryValue[]> | undefined;
  /**
   * The contract the answer must meet: its zod schema (z.undefined() for a 204), or for the
   * answers public pages read first, the same contract without zod (answer-shapes.generated.ts).
   */
  schema: AnswerContract<Output>;
  /** Abandons the call (TanStack Query passes one when a query is no longer wanted). */
  signal?: AbortSignal | undefined;
  headers?: Record<string, string> | undefined;
  /** Calls such as sign-in send no token even when a session exists. */
  anonymous?: boolean;
}

/** `/path?name=value…` from a path and query parameters. */
/** An address the API answered with (`/api/deals/…`) as a path of the API, for apiUrl and the file calls. */
export function apiPathOf(url: string): string {
  return url.replace(/^\/api(?=\/)/, '');
}

export function apiUrl(path: string, query: ApiRequestOptions<unknown>['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') params.append(name, String(item));
    }
  }
  const search = params.toString();
  return `${API_BASE_URL}${path}${search ? `?${search}` : ''}`;
}

/**
 * The one way the app talks to the API: JSON in, contract-checked JSON out, the session's bearer
 * token by default, the server's sentence and code on failure. A 401 to a call that carried a
 * token ends the session (the server no longer accepts it), which sends the user to sign in;
 * one that names a field (`errors`: a current password or code typed wrong) does not.
 */
export async function apiRequest<Output>(
  path: string,
  { method = 'GET', body, query, schema, signal, headers: extraHeaders, anonymous = false }: ApiRequestOptions<Output>,
): Promise<Output> {
  // The server writes its sentences (errors, validation) in the interface's language.
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLanguage(), ...extraHeaders };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = anonymous ? undefined : getSession()?.token;
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(apiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // An abandoned call stays an abort, so TanStack Query does not treat it as a failure.
    if (signal?.aborted) throw signal.reason ?? error;
    throw new ApiError(0);
  }
  const payload: unknown = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = errorBodyOf(payload);
    // A 401 naming a field is a password or code typed wrong: the session stands.
    if (response.status === 401 && token && !error.errors) endSession();
    throw new ApiError(response.status, error);
  }
  return schema.parse(payload);
}

/** The server's error sentences and code, or nothing when the answer is not an error body (a proxy's page). */
function errorBodyOf(payload: unknown) {
  try {
    return errorBodyAnswer.parse(payload);
  } catch {
    return {};
  }
}
