import type { MessageValues } from './localized.ts';

/** A problem with one field: its sentence (an English message) and what that sentence fills in. */
export interface FieldProblem {
  field: string;
  message: string;
  values?: MessageValues;
}

/** The machine-readable code an error body carries when the thrower names none, by status. */
const DEFAULT_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'not_signed_in',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid_request',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'unavailable',
};

export function defaultErrorCode(statusCode: number): string {
  return DEFAULT_CODES[statusCode] ?? (statusCode >= 500 ? 'internal_error' : 'bad_request');
}

/** An error whose sentence is safe to show the client, with the status and stable code it should get. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly errors: FieldProblem[] | undefined;
  readonly headers: Record<string, string>;
  /** What `message` fills in (`{deal}`): the error handler writes it in the request's language. */
  readonly values: MessageValues | undefined;

  constructor(
    statusCode: number,
    message: string,
    options: {
      code?: string;
      errors?: FieldProblem[];
      headers?: Record<string, string>;
      values?: MessageValues;
    } = {},
  ) {
    super(message);
    this.values = options.values;
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = options.code ?? defaultErrorCode(statusCode);
    this.errors = options.errors;
    this.headers = options.headers ?? {};
  }
}
