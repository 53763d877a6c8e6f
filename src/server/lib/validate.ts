import type * as z from 'zod/mini';
import { HttpError } from './http-error.ts';
import './zod-locale.ts';

/** Parses a request part with its contract; a mismatch becomes a 422 whose message names the first problem. */
export function validate<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: sentence(issue.message),
  }));
  const first = errors[0]!;
  const message = first.field === 'body' ? 'The request body must be a JSON object.' : first.message;
  throw new HttpError(422, message, { errors });
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
