import { describe, expect, it } from 'vitest';
import { isRole, parseRole, roleLabel } from './roles.ts';

describe('roles', () => {
  it('are checked case-insensitively', () => {
    expect(parseRole('Backer')).toBe('backer');
    expect(parseRole(' ADMIN ')).toBe('admin');
    expect(isRole('PROPOSER', 'proposer')).toBe(true);
    expect(isRole('proposer', 'backer')).toBe(false);
  });

  it('reject anything that is not one of the three', () => {
    expect(parseRole('guest')).toBeNull();
    expect(parseRole('')).toBeNull();
    expect(parseRole(42)).toBeNull();
    expect(parseRole(undefined)).toBeNull();
  });

  it('are shown capitalised', () => {
    expect(roleLabel('backer')).toBe('Backer');
  });
});
