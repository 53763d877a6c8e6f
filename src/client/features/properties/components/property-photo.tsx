import { PhotoIcon } from '@heroicons/react/24/outline';
import type { ImgHTMLAttributes } from 'react';
import { photoSrcSet, smallPhotoUrl } from '../../../../shared/lead-images.ts';

/**
 * A listing photo: the 640 px WebP for small slots and the 1200 px one for large, chosen by the
 * browser from `sizes`. Width and height are set so nothing shifts when it arrives. A listing
 * without photos (`src` empty) shows a plain frame of the same shape, not a broken image.
 */
export function PropertyPhoto({
  src,
  alt,
  sizes,
  eager = false,
  className = '',
  ...props
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'sizes'> & {
  src: string;
  alt: string;
  sizes: string;
  /** Above the fold: load at once and early; everything else waits until it nears the viewport. */
  eager?: boolean;
}) {
  if (!src) {
    return (
      <span
        className={`flex items-center justify-center bg-slate-100 text-slate-400 ${className}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <PhotoIcon className="size-10" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={smallPhotoUrl(src)}
      srcSet={photoSrcSet(src)}
      sizes={sizes}
      alt={alt}
      width={1200}
      height={800}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      className={`bg-slate-100 object-cover ${className}`}
      {...props}
    />
  );
}
