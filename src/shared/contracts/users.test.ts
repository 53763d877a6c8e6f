import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { userListQuerySchema } from './users.ts';

const problem = (query: Record<string, string>) => {
  const result = z.safeParse(userListQuerySchema, query);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('userListQuerySchema', () => {
  it('pages 50 users from the start by default and reads numbers from the query string', () => {
    expect(z.parse(userListQuerySchema, {})).toEqual({ limit: 50, offset: 0 });
    expect(z.parse(userListQuerySchema, { limit: '2', offset: '10' })).toEqual({ limit: 2, offset: 10 });
  });

  it('names what is wrong with each bad limit or offset', () => {
    expect(problem({ limit: 'ten' })).toBe('Limit must be a number.');
    expect(problem({ limit: '0' })).toBe('Limit must be at least 1.');
    expect(problem({ limit: '2.5' })).toBe('Limit must be a whole number.');
    expect(problem({ limit: '101' })).toBe('Limit must be at most 100.');
    expect(problem({ offset: 'x' })).toBe('Offset must be a number.');
    expect(problem({ offset: '-1' })).toBe('Offset must be 0 or more.');
    expect(problem({ offset: '0.5' })).toBe('Offset must be a whole number.');
    expect(problem({ offset: '1000001' })).toBe('Offset must be at most 1,000,000.');
  });
});
