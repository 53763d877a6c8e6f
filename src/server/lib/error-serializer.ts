/** An error as the log writes it: what went wrong and where, never whose data it was. */
export type SerializedError = {
  type: string;
  message: string;
  stack: string;
  /** SQLSTATE (23505), Fastify's FST_* or Node's ENOENT: stable codes, no data. */
  code?: string | number;
  statusCode?: number;
  /** A failed constraint's and table's names, which the schema fixes. */
  constraint?: string;
  table?: string;
  cause?: SerializedError;
};

const MAX_CAUSES = 5;
/** Shorter values ("1", "no") say nothing about anyone and would blank out ordinary words. */
const MIN_REDACTED_LENGTH = 3;
const REDACTED = '[redacted]';
const FAILED_QUERY = 'Failed query (its text and parameters are left out of the log)';

type ErrorFields = Error & {
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  table?: unknown;
  query?: unknown;
  params?: unknown;
};

/**
 * pino's `err` serializer. The standard one copies every field of an error, and a failed query's
 * error carries the statement and its bound parameters: drizzle's DrizzleQueryError in its message,
 * `query` and `params` (for a registration: the email, the password hash, the phone number),
 * PGlite's error in `query`, `params` and `queryOptions`, node-postgres's in `detail`
 * ("Key (email)=(…) already exists"). This one keeps a fixed set of fields, drops the query's
 * text, and removes every bound parameter from the messages of the error and its causes
 * (PostgreSQL's own sentence may quote one: `invalid input syntax for type uuid: "…"`).
 */
export function serializeError(value: unknown): SerializedError {
  if (!(value instanceof Error)) {
    const message = 'A value that is not an Error was thrown.';
    return { type: typeof value, message, stack: message };
  }
  return describe(value, parametersOf(value), 0);
}

function describe(error: ErrorFields, parameters: readonly string[], depth: number): SerializedError {
  const type = error.constructor?.name || error.name || 'Error';
  const failedQuery = typeof error.query === 'string' && error.message.startsWith('Failed query');
  const message = failedQuery ? FAILED_QUERY : redact(error.message, parameters);
  // The frames only: the stack's first lines repeat the message as it was.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const described: SerializedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  if (typeof error.code === 'string' || typeof error.code === 'number') described.code = error.code;
  if (typeof error.statusCode === 'number') described.statusCode = error.statusCode;
  if (typeof error.constraint === 'string') described.constraint = error.constraint;
  if (typeof error.table === 'string') described.table = error.table;
  if (error.cause instanceof Error && depth < MAX_CAUSES) described.cause = describe(error.cause, parameters, depth + 1);
  return described;
}

/** Every bound parameter anywhere in the chain of causes, as text, longest first. */
function parametersOf(error: Error): string[] {
  const found = new Set<string>();
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth <= MAX_CAUSES; depth++) {
    const params = (current as ErrorFields).params;
    if (Array.isArray(params)) {
      for (const param of params) {
        const text = param instanceof Date ? param.toISOString() : typeof param === 'object' ? JSON.stringify(param) : String(param);
        if (text && text.length >= MIN_REDACTED_LENGTH) found.add(text);
      }
    }
    current = current.cause;
  }
  return [...found].sort((a, b) => b.length - a.length);
}

function redact(text: string, parameters: readonly string[]): string {
  let result = text;
  for (const parameter of parameters) result = result.split(parameter).join(REDACTED);
  return result;
}
