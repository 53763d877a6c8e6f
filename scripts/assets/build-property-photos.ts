import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { SAMPLE_PROPERTIES, type SampleProperty } from '../../src/server/db/seed/properties.ts';
import { photoSceneFor } from '../../src/client/features/properties/lib/photo-scenes.ts';
import { IMAGES_DIR, runPool } from './lib/paths.ts';
import { createRandom } from './lib/random.ts';
import { renderWebp } from './lib/render.ts';
import { EXTERIOR_SCENES, poolScene, type Region } from './scenes/exteriors.ts';
import { ROOM_SCENES } from './scenes/interiors.ts';
import type { TimeOfDay } from './scenes/world.ts';

/**
 * Draws every listing photo named in the sample data: `<id>/<n>.webp` at 1200x800 and
 * `<id>/<n>-640.webp` at 640x427. The seed is the id and photo number, so rebuilding gives
 * identical files and each listing keeps its own look.
 */

export const LARGE = { width: 1200, height: 800, maxBytes: 80_000 };
export const SMALL = { width: 640, height: 427, maxBytes: 30_000 };

export function regionFor(location: string): Region {
  if (/goa|bandra|mumbai|besant nagar|chennai|kochi/i.test(location)) return 'coastal';
  if (/lonavala|coonoor|nilgiri|ooty|shimla|munnar/i.test(location)) return 'hill';
  if (/jaipur|udaipur|jodhpur/i.test(location)) return 'heritage';
  return 'city';
}

/** ₹3 crore in paise: above it, a listing is drawn as a luxury home. */
const LUXURY_FROM = 3_00_00_000_00n;

export function photoSvg(property: SampleProperty, index: number): string {
  const scene = photoSceneFor(property.type, index);
  const random = createRandom(`${property.id}/${index + 1}`);
  const region = regionFor(property.location);
  const luxury = property.price >= LUXURY_FROM;
  // Towers for premium flats and new towers; society blocks for the rest.
  const storeys = luxury || /tower|penthouse|skyline/i.test(`${property.title} ${property.description}`) ? 'high' : 'mid';
  switch (scene) {
    case 'exterior': {
      // The cover photo is always a daytime shot; dusk gets its own photo later in the gallery.
      const time = random.fork('cover').pick<TimeOfDay>(['morning', 'midday', 'midday', 'golden']);
      return EXTERIOR_SCENES[property.type]({ random, region, time, storeys });
    }
    case 'exterior-evening':
      return EXTERIOR_SCENES[property.type]({ random, region, time: 'dusk', storeys });
    case 'pool':
      return poolScene({ random, region });
    default:
      return ROOM_SCENES[scene]({ random, region, luxury });
  }
}

export async function buildPropertyPhotos(): Promise<{ files: number; bytes: number }> {
  const root = join(IMAGES_DIR, 'properties');
  // Start clean so photos of removed listings, or beyond a shortened gallery, do not linger.
  await rm(root, { recursive: true, force: true });
  const jobs = SAMPLE_PROPERTIES.flatMap((property) => property.images.map((_, index) => ({ property, index })));
  let files = 0;
  let bytes = 0;
  await runPool(jobs, 4, async ({ property, index }) => {
    const dir = join(root, property.id);
    const written = await renderWebp(photoSvg(property, index), [
      { path: join(dir, `${index + 1}.webp`), ...LARGE, quality: 72 },
      { path: join(dir, `${index + 1}-640.webp`), ...SMALL, quality: 72 },
    ]);
    for (const file of written) {
      files += 1;
      bytes += file.bytes;
      if (file.bytes > LARGE.maxBytes) console.warn(`warning: ${file.path} is ${file.bytes} bytes`);
    }
  });
  return { files, bytes };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const { files, bytes } = await buildPropertyPhotos();
  console.log(`property photos: ${files} files, ${(bytes / 1024 / 1024).toFixed(2)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
