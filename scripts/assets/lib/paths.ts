import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

/** Repository root, so the scripts work from any current directory. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const PUBLIC_DIR = join(ROOT, 'public');
export const IMAGES_DIR = join(PUBLIC_DIR, 'images');

/** Runs async jobs with a small pool, since rendering is CPU-bound in libvips threads. */
export async function runPool<T>(items: readonly T[], size: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await job(item);
    }
  });
  await Promise.all(workers);
}
