import * as z from 'zod/mini';
import { errorBodySchema } from '../../shared/contracts/errors.ts';
import { API_BASE_URL } from '../config/env.ts';
import { endSession, getSession } from './session.ts';

/** A failed API call: the HTTP status and the server's sentences, when it sent any. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly serverDetail: string | undefined;

  constructor(status: number, serverMessage?: string, serverDetail?: string) {
    super(serverMessage ?? serverDetail ?? `Request failed with status ${status}.`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.serverDetail = serverDetail;
  }
}

interface RequestOptions<Schema extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** The contract the answer must meet. */
  schema: Schema;
  /** Send the session's bearer token. */
  authenticated?: boolean;
}

/** The one way the app talks to the API: JSON in, contract-checked JSON out, server sentences on failure. */
export async function apiRequest<Schema extends z.ZodMiniType>(
  path: string,
  { method = 'GET', body, schema, authenticated = false }: RequestOptions<Schema>,
): Promise<z.output<Schema>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const token = authenticated ? getSession()?.token : undefined;
  if (token) headers.authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE_URL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 401 && token) endSession();
    const error = z.partial(errorBodySchema).safeParse(payload);
    throw new ApiError(response.status, error.data?.message, error.data?.detail);
  }
  return schema.parse(payload);
}
