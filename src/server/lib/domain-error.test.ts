import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, isErrorCode } from '../../shared/error-codes.ts';
import { DomainError } from './domain-error.ts';

describe('DomainError', () => {
  it('goes out with the status its code has in the one table', () => {
    expect(new DomainError('kyc_required', 'Verify your identity first.').statusCode).toBe(403);
    expect(new DomainError('insufficient_funds', 'Add funds first.').statusCode).toBe(409);
    expect(new DomainError('below_minimum_ticket', 'Too little.').statusCode).toBe(422);
  });

  it('takes another status only when told (a wrong second factor at sign-in is a 401)', () => {
    expect(new DomainError('wrong_code', 'That code is not right.').statusCode).toBe(422);
    expect(new DomainError('wrong_code', 'That code is not right.', { status: 401 }).statusCode).toBe(401);
  });

  it('lists every code once, each with an error status', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
    expect(isErrorCode('kyc_required')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});
