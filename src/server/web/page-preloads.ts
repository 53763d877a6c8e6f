import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageSet } from '../../shared/lead-images.ts';
import type { PageRoute } from './page-routes.ts';

/**
 * The `Link` header that has the browser fetch what a page needs first together with the page,
 * instead of one step after another (npm run lighthouse):
 * - the code of the page's route (page-routes.ts names it), which the app would otherwise ask for
 *   only once its entry script has arrived and run;
 * - its lead picture (largest paint): the home page's hero, a property page's first photo.
 * Read once at start-up; web-pages.ts builds each page's headers from it.
 */
export async function pagePreloads(webRoot: string): Promise<(route: Pick<PageRoute, 'modules' | 'image'>) => string | undefined> {
  const modules = await routeModuleLinks(webRoot);
  return (route) => {
    const links = [...modules(route.modules), ...(route.image ? [imageLink(route.image)] : [])];
    return links.length > 0 ? links.join(', ') : undefined;
  };
}

/** One chunk of Vite's build manifest (https://vite.dev/guide/backend-integration). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * Preload links for source modules and every chunk they import, less what the entry script
 * (index.html's own) brings; the entry's stylesheet and chunks go first, so the route's code
 * does not hold them up. Modules the manifest lacks, and a build without a manifest (a test's
 * web root), get none.
 */
async function routeModuleLinks(webRoot: string): Promise<(moduleNames: readonly string[]) => string[]> {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const withImports = (keys: readonly string[], found = new Set<string>()) => {
    for (const key of keys) {
      if (found.has(key) || !manifest[key]) continue;
      found.add(key);
      withImports(manifest[key].imports ?? [], found);
    }
    return found;
  };
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const entry = withImports(entryKeys);
  const link = (key: string) => `</${manifest[key]!.file}>; rel=modulepreload`;
  const entryLinks = [
    ...entryKeys.flatMap((key) => manifest[key]!.css ?? []).map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
    ...[...entry].map(link),
  ];
  return (moduleNames) => {
    const chunks = [...withImports(moduleNames)].filter((key) => !entry.has(key));
    return chunks.length > 0 ? [...entryLinks, ...chunks.map(link)] : [];
  };
}

function imageLink(image: ImageSet): string {
  return `<${image.src}>; rel=preload; as=image; imagesrcset="${image.srcSet}"; imagesizes="${image.sizes}"; fetchpriority=high`;
}
