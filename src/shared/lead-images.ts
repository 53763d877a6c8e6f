/**
 * The picture a page leads with (its largest paint), in one place for the component that shows
 * it and for the server, which names it in a `Link: rel=preload` header so the browser fetches
 * it with the page instead of after the scripts (npm run lighthouse).
 */
export interface ImageSet {
  src: string;
  srcSet: string;
  sizes: string;
}

export const HERO_IMAGE: ImageSet = {
  src: '/images/hero-1600.webp',
  srcSet: '/images/hero-800.webp 800w, /images/hero-1600.webp 1600w',
  sizes: '100vw',
};

/** Each 1200 px listing photo has a 640 px version beside it (scripts/assets). */
export function smallPhotoUrl(url: string): string {
  return url.replace(/\.webp$/, '-640.webp');
}

export function photoSrcSet(url: string): string {
  return `${smallPhotoUrl(url)} 640w, ${url} 1200w`;
}

/** The property page's large first photo, as wide as its column. */
export const LEAD_PHOTO_SIZES = '(min-width: 1024px) 800px, 100vw';

/** A listing's photos are numbered from 1 in its own folder (scripts/assets); the first leads. */
export function leadPhoto(propertyId: string): ImageSet {
  const src = `/images/properties/${propertyId}/1.webp`;
  return { src: smallPhotoUrl(src), srcSet: photoSrcSet(src), sizes: LEAD_PHOTO_SIZES };
}
