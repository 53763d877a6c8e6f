import { TrashIcon } from '@heroicons/react/20/solid';
// The 16 px set: the 20 px arrows are in public pages' chunks, and sharing them would split them into chunks the first load must list.
import { ArrowLeftIcon, ArrowRightIcon } from '@heroicons/react/16/solid';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { MAX_PHOTOS } from '../../../../shared/contracts/deal-workflow.ts';
import type { Deal } from '../../../../shared/contracts/deals.ts';
import { smallPhotoUrl } from '../../../../shared/lead-images.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { CARD } from '../../../components/ui/page-header.tsx';
import { failureSentence, NO_ANSWER } from '../../../lib/form-submission.ts';
import { useReorderPhotos, useRemoveDealFile, useUploadDealFile } from '../api/deal-files.ts';
import { moveId, PHOTO_RULES } from '../lib/deal-files.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FileUploadField } from '../../../components/ui/file-upload-field.tsx';
import { formatFileSize } from '../../../lib/file-checks.ts';
import { t } from '../../../lib/i18n.ts';

type Photo = Deal['uploaded_photos'][number];

const problemOf = (error: unknown) => failureSentence(error, t('Something went wrong. Try again.'), t(NO_ANSWER));

const ICON_BUTTON =
  'inline-flex size-11 items-center justify-center rounded-lg bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50 aria-disabled:cursor-wait aria-disabled:opacity-60';

function Thumbnail({ photo, alt, cover }: { photo: Photo; alt: string; cover: boolean }) {
  return (
    <div className="relative">
      {/* The stored size gives the box its shape before the file arrives: nothing below it moves. */}
      <img
        src={smallPhotoUrl(photo.url)}
        alt={alt}
        width={photo.width}
        height={photo.height}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] h-auto w-full rounded-lg bg-slate-100 object-cover"
      />
      {cover && (
        <span className="absolute top-2 left-2 rounded-full bg-white px-2.5 py-0.5 text-xs font-semibold text-slate-900 shadow-sm ring-1 ring-slate-300">
          {t('Cover')}
        </span>
      )}
    </div>
  );
}

/** A gallery photo's text alternative: the property (or "The property" while it has no name), its place, the cover marked. */
function galleryAlt(name: string, index: number, count: number): string {
  const values = { position: index + 1, count };
  if (!name) return index === 0 ? t('The property, photo {position} of {count} (cover)', values) : t('The property, photo {position} of {count}', values);
  return index === 0 ? t('{name}, photo {position} of {count} (cover)', { name, ...values }) : t('{name}, photo {position} of {count}', { name, ...values });
}

/** The gallery in its order, the first marked Cover: the review page's view, and the form's when it may not change. */
export function PhotoGallery({ deal }: { deal: Deal }) {
  const photos = deal.uploaded_photos;
  if (photos.length === 0) return <p className="text-sm text-slate-600">{t('No photos yet.')}</p>;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={t('Photos, the cover first')}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <Thumbnail photo={photo} cover={index === 0} alt={galleryAlt(deal.name, index, photos.length)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The deal's photos in the form: add (checked here, sent one at a time with progress), move
 * earlier or later (the first is the cover on Live Deals and the property page), remove.
 */
function PhotoEditor({ deal, headingRef }: { deal: Deal; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const photos = deal.uploaded_photos;
  const upload = useUploadDealFile();
  const reorder = useReorderPhotos();
  const remove = useRemoveDealFile();
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [removing, setRemoving] = useState<{ photo: Photo; position: number } | null>(null);
  const [removeProblem, setRemoveProblem] = useState<string | null>(null);
  // After a move, focus follows the photo to its new place, once the gallery shows it there.
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; index: number; step: -1 | 1 } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!focusAfterMove || photos[focusAfterMove.index]?.id !== focusAfterMove.id) return;
    const { id, step } = focusAfterMove;
    (buttons.current.get(`${id}:${step}`) ?? buttons.current.get(`${id}:${-step}`))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, photos]);

  const move = async (index: number, step: -1 | 1) => {
    if (reorder.isPending) return;
    const photo = photos[index]!;
    try {
      await reorder.mutateAsync({
        dealId: deal.id,
        ids: moveId(
          photos.map((item) => item.id),
          index,
          step,
        ),
      });
      const position = index + step + 1;
      setProblem(null);
      setStatus(
        position === 1
          ? t('Photo moved to position {position} of {count}: it is the cover now.', { position, count: photos.length })
          : t('Photo moved to position {position} of {count}.', { position, count: photos.length }),
      );
      setFocusAfterMove({ id: photo.id, index: index + step, step });
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({ dealId: deal.id, kind: 'photos', id: removing.photo.id });
      setRemoving(null);
      setRemoveProblem(null);
      setStatus(t('Photo {position} removed.', { position: removing.position }));
      headingRef.current?.focus();
    } catch (error) {
      setRemoveProblem(problemOf(error));
    }
  };

  const keep = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <>
      <FileUploadField
        label={t('Add photos')}
        hint={t('JPEG, PNG or WebP, up to {size} each; at most {max} photos ({count} so far). You can choose several at once.', {
          size: formatFileSize(PHOTO_RULES.maxBytes),
          max: MAX_PHOTOS,
          count: photos.length,
        })}
        rules={PHOTO_RULES}
        multiple
        limit={{
          room: MAX_PHOTOS - photos.length,
          full: t('This deal has {max} photos, the most it can have: remove one to add another.', { max: MAX_PHOTOS }),
        }}
        noun="photo"
        upload={(file, onProgress) => upload.mutateAsync({ dealId: deal.id, kind: 'photos', file, onProgress })}
      />
      <div className="mt-4 space-y-3">
        <p role="status" className="text-sm text-slate-700 empty:hidden">
          {status}
        </p>
        {problem && <Alert tone="error">{problem}</Alert>}
      </div>
      {photos.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('No photos yet.')}</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3" aria-label={t('Photos, the cover first')}>
          {photos.map((photo, index) => {
            const position = index + 1;
            return (
              <li key={photo.id} data-testid="deal-photo">
                <Thumbnail
                  photo={photo}
                  cover={index === 0}
                  alt={
                    index === 0
                      ? t('Photo {position} of {count} (cover)', { position, count: photos.length })
                      : t('Photo {position} of {count}', { position, count: photos.length })
                  }
                />
                <div className="mt-2 flex gap-2">
                  {index > 0 && (
                    <button
                      ref={keep(`${photo.id}:-1`)}
                      type="button"
                      className={ICON_BUTTON}
                      aria-label={t('Move photo {position} earlier', { position })}
                      title={t('Move earlier')}
                      aria-disabled={reorder.isPending || undefined}
                      onClick={() => void move(index, -1)}
                    >
                      <ArrowLeftIcon className="size-5" aria-hidden="true" />
                    </button>
                  )}
                  {index < photos.length - 1 && (
                    <button
                      ref={keep(`${photo.id}:1`)}
                      type="button"
                      className={ICON_BUTTON}
                      aria-label={t('Move photo {position} later', { position })}
                      title={t('Move later')}
                      aria-disabled={reorder.isPending || undefined}
                      onClick={() => void move(index, 1)}
                    >
                      <ArrowRightIcon className="size-5" aria-hidden="true" />
                    </button>
                  )}
                  <button
                    type="button"
                    className={`${ICON_BUTTON} ml-auto text-red-700`}
                    aria-label={t('Remove photo {position}', { position })}
                    title={t('Remove')}
                    onClick={() => setRemoving({ photo, position })}
                  >
                    <TrashIcon className="size-5" aria-hidden="true" />
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {removing && (
        <ConfirmDialog
          confirmLabel={t('Remove')}
          title={t('Remove photo {position}?', { position: removing.position })}
          pending={remove.isPending}
          problem={removeProblem}
          onConfirm={() => void confirmRemove()}
          onClose={() => {
            setRemoving(null);
            setRemoveProblem(null);
          }}
        >
          <Thumbnail photo={removing.photo} cover={false} alt="" />
          <p className="mt-3">
            {removing.position === 1 && photos.length > 1
              ? t('It leaves the gallery at once, and the next photo becomes the cover.')
              : t('It leaves the gallery at once.')}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** The Photos section of the deal form: editable while the deal's listing may change, the gallery otherwise. */
export function DealPhotos({ deal, editable }: { deal: Deal | undefined; editable: boolean }) {
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <section className={`${CARD} p-5 sm:p-6`} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {t('Photos')}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{t('The first photo is the cover on Live Deals and the property page.')}</p>
      {!deal ? (
        <p className="text-sm text-slate-700">{t('Save the draft first: photos can be added once it is saved.')}</p>
      ) : editable ? (
        <PhotoEditor deal={deal} headingRef={headingRef} />
      ) : (
        <PhotoGallery deal={deal} />
      )}
    </section>
  );
}
