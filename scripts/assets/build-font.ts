import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { ROOT } from './lib/paths.ts';

/*
 * Sharestead's one font file: Inter's Latin subset (what @fontsource-variable/inter ships as
 * inter-latin-wght-normal.woff2) with its weight axis cut to 400-700, the weights the app uses
 * (font-normal to font-bold). 30 KB instead of 48 KB on every first visit (npm run lighthouse).
 * Its characters are the unicode-range of the @font-face in src/client/styles.css.
 */
export const FONT_FILE = join(ROOT, 'src/client/assets/fonts/inter-latin-wght-400-700.woff2');

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)).join('');
// U+0000-00FF (printable), U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329,
// U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD
const CHARACTERS =
  range(0x20, 0x7e) +
  range(0xa0, 0xff) +
  '\u0131\u0152\u0153\u02bb\u02bc\u02c6\u02da\u02dc\u0304\u0308\u0329' +
  range(0x2000, 0x206f) +
  '\u20ac\u2122\u2191\u2193\u2212\u2215\ufeff\ufffd';

export async function buildFont() {
  const source = createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
  const subset = await subsetFont(await readFile(source), CHARACTERS, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  await writeFile(FONT_FILE, subset);
  console.log(`font: ${FONT_FILE.slice(ROOT.length)} ${(subset.length / 1024).toFixed(1)} KB`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildFont();
