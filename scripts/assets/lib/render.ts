import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

export interface WebpTarget {
  path: string;
  width: number;
  height: number;
  /** Starting quality; lowered step by step only if the file would exceed `maxBytes`. */
  quality?: number;
  maxBytes?: number;
}

/** Rasterises the SVG once at the largest size, then writes every target size from it. */
export async function renderWebp(svg: string, targets: readonly WebpTarget[]): Promise<{ path: string; bytes: number }[]> {
  const largest = Math.max(...targets.map((target) => target.width));
  const master = await sharp(Buffer.from(svg), { density: 72 * (largest / svgWidth(svg)) })
    .resize(largest)
    .png()
    .toBuffer();

  const written: { path: string; bytes: number }[] = [];
  for (const target of targets) {
    let quality = target.quality ?? 72;
    let output: Buffer;
    for (;;) {
      output = await sharp(master)
        .resize(target.width, target.height, { fit: 'cover' })
        // smartSubsample keeps thin red/orange edges (roofs, lit windows) from bleeding.
        .webp({ quality, effort: 6, smartSubsample: true })
        .toBuffer();
      if (!target.maxBytes || output.length <= target.maxBytes || quality <= 40) break;
      quality -= 6;
    }
    await mkdir(dirname(target.path), { recursive: true });
    await writeFile(target.path, output);
    written.push({ path: target.path, bytes: output.length });
  }
  return written;
}

export async function renderPng(svg: string, path: string, width: number, height: number): Promise<number> {
  const output = await sharp(Buffer.from(svg), { density: 72 * (width / svgWidth(svg)) })
    .resize(width, height)
    .png({ compressionLevel: 9 })
    .toBuffer();
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, output);
  return output.length;
}

function svgWidth(svg: string): number {
  const match = /<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(svg);
  return match ? Number(match[1]) : 1;
}
