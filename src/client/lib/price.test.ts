import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n.ts';
import { readPricePercent } from './price.ts';

afterEach(async () => {
  await activateLanguage('en');
});

describe('readPricePercent', () => {
  it('reads a percentage of face value as basis points, exactly', () => {
    expect(readPricePercent('104.5')).toEqual({ ok: true, bps: 10_450 });
    expect(readPricePercent(' 98 ')).toEqual({ ok: true, bps: 9_800 });
    expect(readPricePercent('100.07%')).toEqual({ ok: true, bps: 10_007 });
    // 0.1 + 0.2 in floating point is not 0.3; here 0.29 is 29 basis points, no float involved.
    expect(readPricePercent('0.29')).toEqual({ ok: true, bps: 29 });
  });

  it('refuses what is not such a price, with a sentence', () => {
    expect(readPricePercent('')).toEqual({ ok: false, error: 'Enter the price as a percentage of face value, such as 104.5.' });
    for (const text of ['104.567', '-5', '1e2', 'abc', '10 4', '104,5.0', '123456']) {
      expect(readPricePercent(text)).toEqual({
        ok: false,
        error: 'Enter the price as a percentage of face value with at most two decimals, such as 104.5.',
      });
    }
    expect(readPricePercent('0.00')).toEqual({ ok: false, error: 'The price must be more than zero.' });
  });

  it("reads the language's decimal comma in French", async () => {
    await activateLanguage('fr');
    expect(readPricePercent('104,5')).toEqual({ ok: true, bps: 10_450 });
    expect(readPricePercent('104.5')).toEqual({ ok: true, bps: 10_450 });
  });
});
