import { ERROR_STATUS, type ErrorCode } from '../../shared/error-codes.ts';
import type { MessageValues } from './localized.ts';

/** A problem with one field: its sentence (an English message) and what that sentence fills in. */
export interface FieldProblem {
  field: string;
  message: string;
  values?: MessageValues;
}

/**
 * A refusal the person can act on: its stable code, and a sentence (an English message) safe to
 * show. The error handler sends it with the status its code has in ERROR_STATUS, the sentence
 * written in the request's language.
 */
export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errors: FieldProblem[] | undefined;
  readonly headers: Record<string, string>;
  /** What `message` fills in (`{deal}`): the error handler writes it in the request's language. */
  readonly values: MessageValues | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      errors?: FieldProblem[];
      headers?: Record<string, string>;
      values?: MessageValues;
      /** Only where interfaces.md gives one code two statuses (a wrong second factor is a 401). */
      status?: number;
    } = {},
  ) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.statusCode = options.status ?? ERROR_STATUS[code];
    this.errors = options.errors;
    this.headers = options.headers ?? {};
    this.values = options.values;
  }
}
