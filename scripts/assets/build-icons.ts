import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PUBLIC_DIR } from './lib/paths.ts';
import { renderPng } from './lib/render.ts';

/**
 * The Sharestead mark: a house whose lower-right quarter is picked out in the warm accent,
 * a share of a home. Kept to a few shapes so it still reads at 16 px in a browser tab.
 */

const TEAL = '#19625b';
const TEAL_DARK = '#15413d';
const ACCENT = '#e59e1c';

/** The mark on a rounded teal tile; `padding` is extra space (in the 64-unit grid) for iOS. */
export function markSvg(options: { rounded: boolean; size?: number; padding?: number } = { rounded: true }): string {
  const size = options.size ?? 64;
  const pad = options.padding ?? 0;
  const scale = (64 - pad * 2) / 64;
  const radius = options.rounded ? 14 : 0;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">`,
    '<title>Sharestead</title>',
    `<rect width="64" height="64" rx="${radius}" fill="${TEAL}"/>`,
    `<g transform="translate(${pad} ${pad}) scale(${scale})">`,
    // Roof and walls in white, door cut out in teal.
    '<path d="M32 11 L54 29 L49 29 L49 52 L15 52 L15 29 L10 29 Z" fill="#ffffff"/>',
    // The share: the lower-right quarter of the house in the accent colour.
    `<path d="M32 36 L49 36 L49 52 L32 52 Z" fill="${ACCENT}"/>`,
    `<path d="M21 38 h7 v14 h-7 Z" fill="${TEAL_DARK}"/>`,
    `<path d="M36 40 h5 v4 h-5 Z" fill="#ffffff" opacity="0.85"/>`,
    '</g>',
    '</svg>',
  ].join('');
}

export async function buildIcons(): Promise<{ path: string; bytes: number }[]> {
  const faviconPath = join(PUBLIC_DIR, 'favicon.svg');
  const favicon = `${markSvg({ rounded: true })}\n`;
  await writeFile(faviconPath, favicon);
  // iOS rounds the corners itself and shows transparency as black, so the tile is square.
  const touchPath = join(PUBLIC_DIR, 'apple-touch-icon.png');
  const touchBytes = await renderPng(markSvg({ rounded: false, size: 180, padding: 6 }), touchPath, 180, 180);
  return [
    { path: faviconPath, bytes: Buffer.byteLength(favicon) },
    { path: touchPath, bytes: touchBytes },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of await buildIcons()) console.log(`${file.path}: ${(file.bytes / 1024).toFixed(1)} KB`);
}
