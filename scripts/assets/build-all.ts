import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildFont } from './build-font.ts';
import { buildHero } from './build-hero.ts';
import { buildIcons } from './build-icons.ts';
import { buildMap } from './build-map.ts';
import { buildPortraits } from './build-portraits.ts';
import { buildPropertyPhotos } from './build-property-photos.ts';
import { IMAGES_DIR } from './lib/paths.ts';

/** Rebuilds every generated picture under public/, and the font file. */

async function folderStats(dir: string): Promise<{ files: number; bytes: number }> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) {
      const inner = await folderStats(full);
      files += inner.files;
      bytes += inner.bytes;
    } else {
      files += 1;
      bytes += (await stat(full)).size;
    }
  }
  return { files, bytes };
}

const started = Date.now();
await buildIcons();
await buildHero();
await buildMap();
await buildPortraits();
await buildPropertyPhotos();
await buildFont();
const { files, bytes } = await folderStats(IMAGES_DIR);
console.log(`public/images: ${files} files, ${(bytes / 1024 / 1024).toFixed(2)} MB (${((Date.now() - started) / 1000).toFixed(1)} s)`);
