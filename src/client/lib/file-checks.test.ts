import { afterEach, describe, expect, it } from 'vitest';
import { checkFiles, formatFileSize, imageRules } from './file-checks.ts';
import { activateLanguage } from './i18n.ts';

const fileOf = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });

describe('file checks in French', () => {
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('writes sizes with the French decimal comma and units', async () => {
    await activateLanguage('fr');
    expect(formatFileSize(900)).toBe('900 o');
    expect(formatFileSize(1536)).toBe('1,5 Ko');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 Mo');
  });

  it('says in French why a file is refused, after its name', async () => {
    await activateLanguage('fr');
    const { refused } = checkFiles(
      [fileOf('notes.txt', 'text/plain', 10), fileOf('big.png', 'image/png', 2048), fileOf('empty.png', 'image/png', 0)],
      imageRules(1024),
    );
    expect(refused.map((refusal) => refusal.message)).toEqual([
      'notes.txt n’est pas une image JPEG, PNG ou WebP.',
      'big.png dépasse la limite de 1 Ko.',
      'empty.png est vide.',
    ]);
  });
});
