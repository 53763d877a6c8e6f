import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { contractErrors, errorsByField, formProblem } from './form-submission.ts';

const FIELDS = ['name', 'bank_account', 'bank_account.ifsc', 'specialties'] as const;

describe('errorsByField', () => {
  it('puts each sentence on the field its path names, or on the nearest listed parent; the first per field', () => {
    expect(
      errorsByField(
        [
          { field: 'bank_account.ifsc', message: 'Enter the IFSC.' },
          { field: 'bank_account.account_number', message: 'Enter the account number.' },
          { field: 'specialties.2', message: 'Each specialty is at most 40 characters.' },
          { field: 'specialties.3', message: 'A later sentence.' },
          { field: 'unknown', message: 'Nobody shows this.' },
          { field: '', message: 'Nor this.' },
        ],
        FIELDS,
      ),
    ).toEqual({
      'bank_account.ifsc': 'Enter the IFSC.',
      bank_account: 'Enter the account number.',
      specialties: 'Each specialty is at most 40 characters.',
    });
  });
});

describe('contractErrors', () => {
  it('is empty when the contract took the body, else its issues by field', () => {
    expect(contractErrors({ success: true }, FIELDS)).toEqual({});
    const verdict = {
      success: false as const,
      error: {
        issues: [
          { path: ['specialties', 0], message: 'Too long.' },
          { path: ['name'], message: 'Enter your name.' },
        ],
      },
    };
    expect(contractErrors(verdict, FIELDS)).toEqual({ specialties: 'Too long.', name: 'Enter your name.' });
  });
});

describe('formProblem', () => {
  it("shows a 422's sentences by field, a refusal's sentence, else the form's own", () => {
    const invalid = new ApiError(422, { message: 'Check the form.', errors: [{ field: 'name', message: 'Enter your name.' }] });
    expect(formProblem(invalid, FIELDS, 'Try again.')).toEqual({ fields: { name: 'Enter your name.' }, alert: null });
    expect(formProblem(new ApiError(429, { message: 'Too many tries.' }), FIELDS, 'Try again.')).toEqual({ fields: {}, alert: 'Too many tries.' });
    expect(formProblem(new ApiError(500), FIELDS, 'Try again.')).toEqual({ fields: {}, alert: 'Try again.' });
  });
});
