import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { HERO_IMAGE, leadPhoto, type ImageSet } from '../../shared/lead-images.ts';

/**
 * The `Link` header that has the browser fetch a page's lead picture with the page itself,
 * instead of after the scripts that draw it: the home page's hero and a property page's first
 * photo (its largest paint; npm run lighthouse). Other pages, and unknown properties, get none.
 */
export async function leadImagePreloads(webRoot: string): Promise<(pathname: string) => string | undefined> {
  const photosFolder = path.join(webRoot, 'images', 'properties');
  const propertyIds = new Set(
    existsSync(photosFolder)
      ? (await readdir(photosFolder, { withFileTypes: true })).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
      : [],
  );
  const hero = linkHeader(HERO_IMAGE);
  const photos = new Map([...propertyIds].map((id) => [`/properties/${id}`, linkHeader(leadPhoto(id))]));
  return (pathname) => (pathname === '/' ? hero : photos.get(pathname));
}

function linkHeader(image: ImageSet): string {
  return `<${image.src}>; rel=preload; as=image; imagesrcset="${image.srcSet}"; imagesizes="${image.sizes}"; fetchpriority=high`;
}
