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
});
