import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { auditLogQuerySchema } from './audit.ts';
import { userListQuerySchema } from './users.ts';

const problem = (schema: typeof userListQuerySchema | typeof auditLogQuerySchema, query: Record<string, string>) => {
  const result = z.safeParse(schema, query);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('userListQuerySchema', () => {
  it('pages 20 accounts from the first page by default; blank search is no search', () => {
    expect(z.parse(userListQuerySchema, {})).toEqual({ page: 1, page_size: 20 });
    expect(z.parse(userListQuerySchema, { page: '2', page_size: '5', search: '  meera ', role: 'backer' })).toEqual({
      page: 2,
      page_size: 5,
      search: 'meera',
      role: 'backer',
    });
    expect(z.parse(userListQuerySchema, { search: '   ' }).search).toBeUndefined();
  });

  it('names what is wrong with each bad parameter', () => {
    expect(problem(userListQuerySchema, { page: '0' })).toBe('Page must be at least 1.');
    expect(problem(userListQuerySchema, { page_size: '101' })).toBe('Page size must be at most 100.');
    expect(problem(userListQuerySchema, { role: 'owner' })).toBe('Role must be admin, backer or proposer.');
    expect(problem(userListQuerySchema, { search: 'x'.repeat(101) })).toBe('Search must be at most 100 characters.');
    expect(problem(userListQuerySchema, { search: 'a\u0000b' })).toBe('Search contains characters that are not allowed.');
  });
});

describe('auditLogQuerySchema', () => {
  it('takes a deal id (any case, blank is none) and an actor', () => {
    const id = '0F8B6C1E-3F5A-4C1D-9E2B-7A6D5C4B3A21';
    expect(z.parse(auditLogQuerySchema, { deal: ` ${id} `, actor: ' admin@ ' })).toEqual({
      page: 1,
      page_size: 20,
      deal: id.toLowerCase(),
      actor: 'admin@',
    });
    expect(z.parse(auditLogQuerySchema, { deal: '', actor: '' })).toEqual({ page: 1, page_size: 20 });
  });

  it('refuses a deal that is not a deal id, and an overlong actor', () => {
    expect(problem(auditLogQuerySchema, { deal: "1' OR '1'='1" })).toBe('Deal must be a deal id, such as 0f8b6c1e-3f5a-4c1d-9e2b-7a6d5c4b3a21.');
    expect(problem(auditLogQuerySchema, { actor: 'x'.repeat(255) })).toBe('Actor must be at most 254 characters.');
    expect(problem(auditLogQuerySchema, { page_size: 'ten' })).toBe('Page size must be a number.');
  });
});
