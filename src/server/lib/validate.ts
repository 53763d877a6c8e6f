import type * as z from 'zod/mini';
import { msg } from '../../shared/i18n/msg.ts';
import { DomainError } from './domain-error.ts';
import './zod-locale.ts';

interface Problem {
  path: readonly PropertyKey[] | string;
  message: string;
  code?: string;
}

type AnyProblem = Problem | { instancePath: string; message?: string; keyword?: string };

/**
 * The 422 for a request part that does not meet its contract: the message names the first
 * problem, `errors` lists every one by field. Routes declare their schemas (fastify-type-provider-zod)
 * and the error handler turns its validation errors into this; services call validate() directly.
 */
export function validationError(problems: readonly AnyProblem[]): DomainError {
  const errors = problems.map((problem) => ({
    field: fieldOf(problem),
    message: sentence(problem.message ?? msg('Invalid value.')),
  }));
  const first = errors[0] ?? { field: 'body', message: msg('The request is not valid.') };
  // A problem with the body as a whole is that it is not an object, unless it names fields it does
  // not take (their names are never echoed: the contract's sentence says what to send instead). A
  // field named `body` (a question's) is a field, not the whole.
  const rootShape = problems[0] === undefined || (isRoot(problems[0]) && !isUnknownKeys(problems[0]));
  const message = rootShape ? msg('The request body must be a JSON object.') : first.message;
  return new DomainError('invalid_request', message, { errors });
}

/** Parses a value with its contract; a mismatch throws validationError. */
export function validate<Schema extends z.ZodMiniType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(result.error.issues);
}

function isUnknownKeys(problem: AnyProblem): boolean {
  return ('code' in problem ? problem.code : 'keyword' in problem ? problem.keyword : undefined) === 'unrecognized_keys';
}

function isRoot(problem: AnyProblem): boolean {
  if ('instancePath' in problem) return problem.instancePath.split('/').filter(Boolean).length === 0;
  return typeof problem.path === 'string' ? problem.path === '' : problem.path.length === 0;
}

function fieldOf(problem: Problem | { instancePath: string }): string {
  if ('instancePath' in problem) return problem.instancePath.split('/').filter(Boolean).join('.') || 'body';
  const path = typeof problem.path === 'string' ? [problem.path] : problem.path;
  return path.map(String).join('.') || 'body';
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
