import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/properties/skyline-residences-bandra', '/properties/skyline-residences-bandra'],
    ['/backer_dashboard/portfolio?year=2026#holdings', '/backer_dashboard/portfolio?year=2026#holdings'],
    ['/', '/'],
    ['/properties/a%20b', '/properties/a%20b'],
  ])('keeps a path of this site: %s', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['properties'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['/\\/evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
    [' /properties'],
  ])('refuses anything else: %s', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });
});
