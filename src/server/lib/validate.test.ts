import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error.ts';
import { translateMessage } from './localized.ts';
import { validate, validationError } from './validate.ts';

const refusal = (schema: z.ZodMiniType, input: unknown): DomainError => {
  try {
    validate(schema, input);
  } catch (error) {
    if (error instanceof DomainError) return error;
  }
  throw new Error('the input was accepted');
};

describe('validate', () => {
  // zod's own messages can quote what was sent; the error handler reads messages as ICU messages.
  it.each(['en', 'fr'] as const)("keeps the braces and quotes zod's own message quotes as text in %s", (language) => {
    const error = refusal(z.strictObject({ line: z.strictObject({}) }), { line: { "{a} it's": 1 } });
    expect(translateMessage(language, error.message)).toBe(`Unrecognized key: "{a} it's".`);
    expect(translateMessage(language, error.errors![0]!.message)).toBe(`Unrecognized key: "{a} it's".`);
  });

  it("leaves a contract's own sentence as the catalogue knows it", () => {
    const error = refusal(z.object({ period: z.string({ error: 'Choose a quarter.' }) }), {});
    expect(error.message).toBe('Choose a quarter.');
  });

  it('tells a body that is not an object by its place, not its name: a field called body keeps its own sentence', () => {
    expect(validationError([{ path: [], message: 'Expected object.' }]).message).toBe('The request body must be a JSON object.');
    expect(validationError([{ instancePath: '', message: 'must be object' }]).message).toBe('The request body must be a JSON object.');
    expect(validationError([]).message).toBe('The request body must be a JSON object.');
    const field = validationError([{ path: ['body'], message: 'Write your question.' }]);
    expect([field.message, field.errors]).toEqual(['Write your question.', [{ field: 'body', message: 'Write your question.' }]]);
  });
});
