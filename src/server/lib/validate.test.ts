import { describe, expect, it } from 'vitest';
import { translateMessage } from './localized.ts';
import { validationError } from './validate.ts';

describe('validationError', () => {
  // zod's own messages can quote what was sent; the error handler reads messages as ICU messages.
  it.each(['en', 'fr'] as const)('keeps the braces and quotes of a zod message as text in %s', (language) => {
    const error = validationError([{ path: ['lines', 0, 'label'], message: `Unrecognized key: "{a" and '{b}' it's` }]);
    expect(translateMessage(language, error.message)).toBe(`Unrecognized key: "{a" and '{b}' it's.`);
    expect(translateMessage(language, error.errors![0]!.message)).toBe(`Unrecognized key: "{a" and '{b}' it's.`);
  });

  it('leaves a message without braces as the catalogue knows it', () => {
    const error = validationError([{ path: ['period'], message: 'Choose a quarter.' }]);
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
