import { PHOTO_MAX_BYTES } from '../../../shared/contracts/deal-workflow.ts';
import { MAX_DRAW_PHOTOS } from '../../../shared/contracts/draws.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import type { Db } from '../../db/client.ts';
import type { DealDrawRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { PHOTO_URL_PREFIX, type ProcessedPhoto, type ReadPart, type UploadStore } from '../../lib/upload-store.ts';
import type { Actor } from '../../policies.ts';
import { runStep } from '../../steps/run-step.ts';
import { nextDraw, ownDraw, wrongStatus } from './draw-access.ts';
import { drawsRepository } from './draws.repository.ts';

/**
 * The site photos of a draw request (after-funding.md §4): its proposer adds them to the next draw
 * before requesting it, checked by content and kept as the deal's photos are (the upload store's
 * photo pipeline, `/uploads/deals/<deal>/<hash>.webp`), public like the deal's gallery.
 */
export class DrawPhotosService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #store: UploadStore;

  constructor(db: Db, clock: Clock, store: UploadStore) {
    this.#db = db;
    this.#clock = clock;
    this.#store = store;
  }

  async add(actor: Actor, dealId: string, nText: string, readPart: ReadPart): Promise<{ url: string }> {
    // Refused before the body is read: not seen (404), not its proposer (403), out of order or not pending (409).
    const { found, n } = await ownDraw(this.#db, actor, dealId, nText);
    photoRoom(await nextDraw(this.#db, found.deal.id, n));
    const received = await this.#store.receivePart(readPart, PHOTO_MAX_BYTES);
    let photo: ProcessedPhoto;
    try {
      photo = await this.#store.processPhoto(received);
    } finally {
      await this.#store.discard(received.path);
    }
    try {
      return await runStep(this.#db, this.#clock, async (step) => {
        const draw = photoRoom(await nextDraw(step.tx, found.deal.id, n));
        const url = `${PHOTO_URL_PREFIX}${found.deal.id}/${photo.name}.webp`;
        if (draw.photos.includes(url)) throw new DomainError('duplicate_photo', msg('This photo is already in the draw request.'));
        if (!(await drawsRepository.addPhoto(step.tx, found.deal.id, n, url, MAX_DRAW_PHOTOS, step.now))) photoRoom(undefined);
        // The same picture as one of the deal's photos is the same file: moving it in again changes nothing.
        await this.#store.keepPhoto(found.deal.id, photo);
        return { url };
      });
    } finally {
      await this.#store.discard(photo.files.large, photo.files.small);
    }
  }
}

/** A pending draw with room for one more photo (409 otherwise). */
function photoRoom(draw: DealDrawRow | undefined): DealDrawRow {
  if (draw && draw.status !== 'pending') throw wrongStatus(msg('Photos are added to a draw before it is requested.'));
  if (!draw || draw.photos.length >= MAX_DRAW_PHOTOS) {
    throw new DomainError('too_many_photos', msg('A draw request has at most {max} photos.'), { values: { max: MAX_DRAW_PHOTOS } });
  }
  return draw;
}
