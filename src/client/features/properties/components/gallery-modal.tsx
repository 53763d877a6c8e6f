import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Trans } from '../../../lib/trans.tsx';
import { ChevronLeftIcon, ChevronRightIcon, XMarkIcon } from '@heroicons/react/24/outline';
import { useEffect, useState } from 'react';
import type { PropertySummary } from '../../../../shared/contracts/properties.ts';
import { t } from '../../../lib/i18n.ts';
import { counterText, wrapIndex } from '../lib/gallery-index.ts';
import { photoAlt } from '../lib/photo-scenes.ts';

/**
 * The full-size photos, one at a time, with wrap-around and the arrow keys. Headless UI's Dialog
 * traps focus, closes on Escape and hands focus back to the button that opened it.
 */
export function GalleryModal({
  property,
  openAt,
  onClose,
}: {
  property: Pick<PropertySummary, 'title' | 'type' | 'images'>;
  openAt: number | null;
  onClose: () => void;
}) {
  const { images, title, type } = property;
  const [index, setIndex] = useState(0);
  const open = openAt !== null;
  useEffect(() => {
    if (openAt !== null) setIndex(openAt);
  }, [openAt]);

  const move = (step: number) => setIndex((current) => wrapIndex(current, step, images.length));

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') move(1);
      else if (event.key === 'ArrowLeft') move(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // move only depends on images.length, which the property fixes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, images.length]);

  const image = images[index] ?? '';
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50">
      <div className="fixed inset-0 bg-slate-950/95" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-2 sm:p-6">
        <DialogPanel className="flex w-full max-w-5xl flex-col">
          <div className="flex items-center justify-between gap-4 pb-3 text-white">
            <DialogTitle className="truncate text-base font-semibold">
              <Trans id="<0>{title}</0>: photos" values={{ title }} components={{ 0: <span translate="no" /> }} />
            </DialogTitle>
            <div className="flex items-center gap-3">
              <p className="tabular text-sm whitespace-nowrap text-slate-200" aria-live="polite" data-testid="gallery-counter">
                {counterText(index, images.length)}
              </p>
              {/* Focus starts here (not on the full-screen dialog, whose outline would fall off the screen). */}
              <button
                type="button"
                data-autofocus
                onClick={onClose}
                className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/10"
              >
                <span className="sr-only">{t('Close gallery')}</span>
                <XMarkIcon className="size-6" aria-hidden="true" />
              </button>
            </div>
          </div>
          <div className="relative">
            <img
              key={image}
              src={image}
              alt={photoAlt(title, type, index, t)}
              // Photo descriptions name the listing, which stays as its owner wrote it.
              translate="no"
              width={1200}
              height={800}
              className="aspect-[3/2] max-h-[75vh] w-full rounded-xl bg-slate-900 object-contain"
            />
            <button
              type="button"
              onClick={() => move(-1)}
              className="absolute top-1/2 left-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
            >
              <span className="sr-only">{t('Previous photo')}</span>
              <ChevronLeftIcon className="size-6" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => move(1)}
              className="absolute top-1/2 right-2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow hover:bg-white"
            >
              <span className="sr-only">{t('Next photo')}</span>
              <ChevronRightIcon className="size-6" aria-hidden="true" />
            </button>
          </div>
          <p className="mt-3 text-center text-sm text-slate-200" translate="no">
            {photoAlt(title, type, index, t)}
          </p>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
