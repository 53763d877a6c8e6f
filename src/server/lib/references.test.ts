import { describe, expect, it } from 'vitest';
import { newReference, withFreeReference } from './references.ts';

const READABLE = /^SHR-[0-9A-HJKMNP-TV-Z]{8}$/;

describe('bank references', () => {
  it('are a prefix and 8 characters of Crockford base32', () => {
    for (let index = 0; index < 50; index += 1) expect(newReference('SHR')).toMatch(READABLE);
  });

  it('are drawn again while the one drawn is taken', async () => {
    const tried: string[] = [];
    const row = await withFreeReference('SHR', async (reference) => {
      tried.push(reference);
      return tried.length < 3 ? undefined : { reference };
    });
    expect(tried).toHaveLength(3);
    expect(new Set(tried).size).toBe(3);
    expect(tried.every((reference) => READABLE.test(reference))).toBe(true);
    expect(row).toEqual({ reference: tried[2] });
  });

  it('give up after five taken ones', async () => {
    let attempts = 0;
    await expect(
      withFreeReference('SHW', async () => {
        attempts += 1;
        return undefined;
      }),
    ).rejects.toThrow('No free SHW reference was drawn.');
    expect(attempts).toBe(5);
  });
});
