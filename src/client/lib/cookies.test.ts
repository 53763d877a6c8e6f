import { afterEach, describe, expect, it } from 'vitest';
import { decodeTokenClaims, readCookie, removeCookie, writeCookie } from './cookies.ts';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

afterEach(() => {
  for (const name of ['a', 'ab', 'role']) removeCookie(name);
});

describe('cookies', () => {
  it('writes, reads back and removes a value, telling apart names that share a prefix', () => {
    writeCookie('ab', 'second');
    writeCookie('a', 'first value; with=signs');
    expect(readCookie('a')).toBe('first value; with=signs');
    expect(readCookie('ab')).toBe('second');
    removeCookie('a');
    expect(readCookie('a')).toBeUndefined();
    expect(readCookie('ab')).toBe('second');
  });

  it('reads nothing for a missing name', () => {
    expect(readCookie('role')).toBeUndefined();
  });
});

describe('decodeTokenClaims', () => {
  it('reads the claims of a JWT, UTF-8 and base64url included', () => {
    const claims = { sub: 'u-1', name: 'Anaïs Kulkarni ✓', exp: 2_000_000_000, pad: '??>>' };
    expect(decodeTokenClaims(`${base64url({ alg: 'HS256' })}.${base64url(claims)}.signature`)).toEqual(claims);
  });

  it.each(['', 'not-a-jwt', 'a.b', 'a.!!!.c', `x.${base64url([1, 2])}.y`, `x.${base64url('text')}.y`, 'a.b.c.d'])('answers null for %j', (token) => {
    expect(decodeTokenClaims(token)).toBeNull();
  });
});
