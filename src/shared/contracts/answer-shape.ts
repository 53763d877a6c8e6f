/*
 * Checking an API answer against its contract without zod, for the answers public pages read on
 * their first load (zod's runtime is 9 KB gzip of a 120 KB budget). A Shape is the plain-data
 * form of a zod response schema, generated from it (scripts/contracts/answer-shapes.ts writes
 * answer-shapes.generated.ts); answer-shapes.test.ts proves that both accept and return the same
 * values. Only what response schemas use is supported: the generator refuses anything else.
 */

export type Shape =
  | 'string'
  | 'number'
  | 'int'
  | 'boolean'
  | { readonly enum: readonly (string | number | boolean | null)[] }
  | { readonly object: { readonly [key: string]: Shape } }
  | { readonly array: Shape }
  | { readonly nullable: Shape }
  | { readonly optional: Shape };

/** What `apiRequest` needs of a contract: a zod schema and an answer contract both have it. */
export interface AnswerContract<Output> {
  parse(value: unknown): Output;
}

export class AnswerShapeError extends Error {
  constructor(readonly path: string) {
    super(`The answer does not match its contract at ${path || 'its top'}.`);
    this.name = 'AnswerShapeError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as zod would return it (unknown object keys left out), or an AnswerShapeError. */
function read(shape: Shape, value: unknown, path: string): unknown {
  if (shape === 'string') {
    if (typeof value === 'string') return value;
  } else if (shape === 'number') {
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  } else if (shape === 'int') {
    if (Number.isSafeInteger(value)) return value;
  } else if (shape === 'boolean') {
    if (typeof value === 'boolean') return value;
  } else if ('enum' in shape) {
    if (shape.enum.includes(value as string)) return value;
  } else if ('nullable' in shape) {
    return value === null ? null : read(shape.nullable, value, path);
  } else if ('optional' in shape) {
    return value === undefined ? undefined : read(shape.optional, value, path);
  } else if ('array' in shape) {
    if (Array.isArray(value)) return value.map((item, index) => read(shape.array, item, `${path}[${index}]`));
  } else if (isRecord(value)) {
    const output: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(shape.object)) {
      const item = read(inner, value[key], `${path}.${key}`);
      // As zod: an optional key that is absent stays absent.
      if (item !== undefined || Object.hasOwn(value, key)) output[key] = item;
    }
    return output;
  }
  throw new AnswerShapeError(path);
}

export function answerContract<Output>(shape: Shape): AnswerContract<Output> {
  return { parse: (value) => read(shape, value, '') as Output };
}
