import { PhotoIcon } from '@heroicons/react/24/outline';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PropertySummary } from '../../../../shared/contracts/properties.ts';
import { LEAD_PHOTO_SIZES } from '../../../../shared/lead-images.ts';
import { t } from '../../../lib/i18n.ts';
import { thumbnailSplit } from '../lib/gallery-index.ts';
import { photoAlt } from '../lib/photo-scenes.ts';
import { PropertyPhoto } from './property-photo.tsx';

/**
 * The large first photo, thumbnails of the first five and "+N more" for the rest; each opens
 * the modal at its photo. The modal's code (Headless UI's Dialog) loads when the visitor first
 * reaches for the gallery, not with the page.
 */
const loadGalleryModal = () => import('./gallery-modal.tsx');
const preloadGalleryModal = () => void loadGalleryModal();
const GalleryModal = lazy(() => loadGalleryModal().then((module) => ({ default: module.GalleryModal })));

export function PropertyGallery({ property }: { property: Pick<PropertySummary, 'title' | 'type' | 'images'> }) {
  const { images, title, type } = property;
  const [openAt, setOpenAt] = useState<number | null>(null);
  const [modalWanted, setModalWanted] = useState(false);
  // The Dialog's own focus return cannot know the opener: its code loads after the click.
  const opener = useRef<HTMLElement | null>(null);
  const open = (index: number) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setModalWanted(true);
    setOpenAt(index);
  };
  useEffect(() => {
    if (openAt === null) opener.current?.focus();
  }, [openAt]);
  const { shown, more } = thumbnailSplit(images.length);
  const [first = ''] = images;

  if (images.length === 0) {
    return (
      <div className="flex aspect-[3/2] w-full flex-col items-center justify-center gap-2 rounded-2xl bg-slate-100 text-sm text-slate-600">
        <PhotoIcon className="size-10 text-slate-400" aria-hidden="true" />
        {t('No photos yet.')}
      </div>
    );
  }
  return (
    <div onPointerEnter={preloadGalleryModal} onFocus={preloadGalleryModal}>
      <button
        type="button"
        onClick={() => open(0)}
        className="group relative block w-full overflow-hidden rounded-2xl"
        aria-label={t('Open gallery: {count, plural, one {# photo} other {# photos}}', { count: images.length })}
      >
        <PropertyPhoto
          src={first}
          alt=""
          sizes={LEAD_PHOTO_SIZES}
          eager
          className="aspect-[3/2] w-full transition-transform duration-300 group-hover:scale-[1.02] motion-reduce:transition-none"
        />
        <span className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-slate-950/75 px-3 py-1.5 text-sm font-medium text-white">
          <PhotoIcon className="size-4" aria-hidden="true" /> {t('View all {count, plural, one {# photo} other {# photos}}', { count: images.length })}
        </span>
      </button>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label={t('Photo thumbnails')}>
        {images.slice(0, shown).map((image, index) => (
          <li key={image}>
            <button
              type="button"
              onClick={() => open(index)}
              className="block w-full overflow-hidden rounded-lg ring-brand-600 hover:ring-2"
              // The name includes the listing's title, which stays as its owner wrote it.
              translate="no"
              aria-label={t('Open photo {number}: {description}', { number: index + 1, description: photoAlt(title, type, index, t) })}
            >
              <PropertyPhoto src={image} alt="" sizes="160px" className="aspect-[3/2] w-full" />
            </button>
          </li>
        ))}
        {more > 0 && (
          <li>
            <button
              type="button"
              onClick={() => open(shown)}
              className="flex aspect-[3/2] w-full items-center justify-center rounded-lg bg-brand-800 text-sm font-semibold text-white hover:bg-brand-900"
              aria-label={t('+{count, plural, one {# more photo} other {# more photos}}', { count: more })}
            >
              {t('+{count} more', { count: more })}
            </button>
          </li>
        )}
      </ul>
      {modalWanted && (
        <Suspense>
          <GalleryModal property={property} openAt={openAt} onClose={() => setOpenAt(null)} />
        </Suspense>
      )}
    </div>
  );
}
