import { describe, expect, it } from 'vitest';
import { HERO_IMAGE, leadPhoto, photoSrcSet, smallPhotoUrl } from './lead-images.ts';

describe('lead images', () => {
  it('pair each 1200 px listing photo with its 640 px version', () => {
    expect(smallPhotoUrl('/images/properties/a/3.webp')).toBe('/images/properties/a/3-640.webp');
    expect(photoSrcSet('/images/properties/a/3.webp')).toBe('/images/properties/a/3-640.webp 640w, /images/properties/a/3.webp 1200w');
  });

  it('name the first photo of a property page as the gallery shows it', () => {
    expect(leadPhoto('sea-breeze-villa-anjuna')).toEqual({
      src: '/images/properties/sea-breeze-villa-anjuna/1-640.webp',
      srcSet: '/images/properties/sea-breeze-villa-anjuna/1-640.webp 640w, /images/properties/sea-breeze-villa-anjuna/1.webp 1200w',
      sizes: '(min-width: 1024px) 800px, 100vw',
    });
  });

  it('offer the hero in two widths', () => {
    expect(HERO_IMAGE.srcSet).toBe('/images/hero-800.webp 800w, /images/hero-1600.webp 1600w');
  });
});
