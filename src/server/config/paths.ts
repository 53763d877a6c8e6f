import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository root, found from this file whether it runs from src/ (tsx) or dist/node/ (compiled). */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(import.meta.dirname);
export const migrationsFolder = path.join(projectRoot, 'src/server/db/migrations');
export const webRoot = path.join(projectRoot, 'dist/web');
export const localesFolder = path.join(projectRoot, 'src/locales');
