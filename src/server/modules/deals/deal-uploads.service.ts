import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import type { Deal, PhotoOrder } from '../../../shared/contracts/deals.ts';
import { DOCUMENT_MAX_BYTES, MAX_PHOTOS, PHOTO_MAX_BYTES } from '../../../shared/contracts/deal-workflow.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { editRight } from '../../../shared/deal-rules.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { canManageDeal, type Actor } from '../../policies.ts';
import { runStep } from '../../steps/run-step.ts';
import { documentUrl } from './deal-view.ts';
import { dealUploadsRepository } from './deal-uploads.repository.ts';
import { dealsRepository, type DealWithListing } from './deals.repository.ts';
import type { DealsService } from './deals.service.ts';
import { PHOTO_URL_PREFIX, type ProcessedPhoto, type ReadPart, type UploadStore } from '../../lib/upload-store.ts';

export function photoUrl(dealId: string, name: string): string {
  return `${PHOTO_URL_PREFIX}${dealId}/${name}.webp`;
}

/**
 * A deal's photos and documents (interfaces.md: as PATCH /api/deals/:id, its proposer and the
 * admin while the deal may be edited; live deals take photos too). A file is checked and made
 * ready before the transaction; inside it, under the deal row's lock, the limits are counted
 * and the row written, so concurrent uploads cannot pass 20 photos.
 */
export class DealUploadsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #deals: DealsService;
  readonly #store: UploadStore;

  constructor(options: { db: Db; clock: Clock; deals: DealsService; store: UploadStore }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#deals = options.deals;
    this.#store = options.store;
  }

  async addPhoto(actor: Actor, dealId: string, readPart: ReadPart): Promise<{ id: string; url: string }> {
    // Refused before the body is read: no permission, a locked deal, or a full gallery.
    await this.#editable(this.#db, actor, dealId, false);
    await this.#roomForPhoto(this.#db, dealId);
    const received = await this.#store.receivePart(readPart, PHOTO_MAX_BYTES);
    let photo: ProcessedPhoto;
    try {
      photo = await this.#store.processPhoto(received);
    } finally {
      await this.#store.discard(received.path);
    }
    let kept: string | undefined;
    try {
      return await runStep(this.#db, this.#clock, async (step) => {
        const { tx, now } = step;
        const found = await this.#editable(tx, actor, dealId, true);
        // The URL and folder from the stored row: the request's spelling of the id may differ.
        const storedId = found.deal.id;
        const photos = await this.#roomForPhoto(tx, storedId);
        const url = photoUrl(storedId, photo.name);
        if (photos.some((existing) => existing.url === url)) {
          throw new DomainError('duplicate_photo', "This photo is already in the deal's gallery.");
        }
        const row = await dealUploadsRepository.insertPhoto(tx, {
          dealId: storedId,
          url,
          position: photos.length,
          width: photo.width,
          height: photo.height,
          createdAt: now,
        });
        await this.#store.keepPhoto(storedId, photo);
        kept = storedId;
        await this.#syncImages(tx, found);
        await step.emit({ type: 'action.taken', actorId: actor.sub, action: 'deal.photo_added', subjectType: 'deal', subjectId: storedId, after: { url } });
        return { id: row.id, url };
      });
    } catch (error) {
      if (kept) await this.#removeUnusedPhoto(kept, photo.name);
      throw error;
    } finally {
      await this.#store.discard(photo.files.large, photo.files.small);
    }
  }

  async deletePhoto(actor: Actor, dealId: string, photoId: string): Promise<Deal> {
    return runStep(this.#db, this.#clock, async (step) => {
      const { tx } = step;
      const found = await this.#editable(tx, actor, dealId, true);
      const row = await dealUploadsRepository.deletePhoto(tx, dealId, photoId);
      if (!row) throw new DomainError('not_found', 'This deal has no such photo.');
      const photos = await dealUploadsRepository.photos(tx, dealId);
      for (const [position, photo] of photos.entries()) if (photo.position !== position) await dealUploadsRepository.setPosition(tx, photo.id, position);
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'deal.photo_removed',
        subjectType: 'deal',
        subjectId: dealId,
        before: { url: row.url },
      });
      // After the commit: a failed step keeps its files. Where they are comes from the deleted row.
      step.afterCommit(() => this.#removeUnusedPhoto(row.dealId, nameOf(row.url)));
      return this.#deals.view(tx, actor, await this.#syncImages(tx, found));
    });
  }

  /** Removes a picture's files unless a draw request or a report (or the gallery again) still shows the same picture. */
  async #removeUnusedPhoto(dealId: string, name: string): Promise<void> {
    if (await dealUploadsRepository.photoInUse(this.#db, photoUrl(dealId, name))) return;
    await this.#store.removePhoto(dealId, name);
  }

  /** Every photo of the deal, once each, in the new order; the first becomes the cover. */
  async reorderPhotos(actor: Actor, dealId: string, order: PhotoOrder): Promise<Deal> {
    return runStep(this.#db, this.#clock, async (step) => {
      const { tx } = step;
      const found = await this.#editable(tx, actor, dealId, true);
      const photos = await dealUploadsRepository.photos(tx, dealId);
      const known = new Set(photos.map((photo) => photo.id));
      if (order.ids.length !== photos.length || new Set(order.ids).size !== order.ids.length || order.ids.some((id) => !known.has(id))) {
        throw new DomainError('invalid_request', 'List every photo of the deal once, in the new order.', {
          errors: [{ field: 'ids', message: msg('List every photo of the deal once, in the new order.') }],
        });
      }
      for (const [position, id] of order.ids.entries()) await dealUploadsRepository.setPosition(tx, id, position);
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'deal.photos_reordered',
        subjectType: 'deal',
        subjectId: dealId,
        after: { ids: order.ids },
      });
      return this.#deals.view(tx, actor, await this.#syncImages(tx, found));
    });
  }

  async addDocument(actor: Actor, dealId: string, readPart: ReadPart): Promise<{ id: string; url: string }> {
    await this.#editable(this.#db, actor, dealId, false);
    const received = await this.#store.receivePart(readPart, DOCUMENT_MAX_BYTES);
    const name = cleanName(received.filename);
    let kept: string | undefined;
    try {
      if (!(await this.#store.isPdf(received.path))) {
        throw new DomainError('unsupported_media_type', 'The file is not a PDF document.');
      }
      return await runStep(this.#db, this.#clock, async (step) => {
        const { tx, now } = step;
        const storedId = (await this.#editable(tx, actor, dealId, true)).deal.id;
        const id = randomUUID();
        const file = this.#store.documentFile(storedId, id);
        await dealUploadsRepository.insertDocument(tx, { id, dealId: storedId, name, file, bytes: received.bytes, createdAt: now });
        await this.#store.keepDocument(received, file);
        kept = file;
        await step.emit({ type: 'action.taken', actorId: actor.sub, action: 'deal.document_added', subjectType: 'deal', subjectId: storedId, after: { name } });
        return { id, url: documentUrl(storedId, id) };
      });
    } catch (error) {
      if (kept) await this.#store.discard(this.#store.absolute(kept));
      throw error;
    } finally {
      await this.#store.discard(received.path);
    }
  }

  async deleteDocument(actor: Actor, dealId: string, documentId: string): Promise<Deal> {
    return runStep(this.#db, this.#clock, async (step) => {
      const { tx } = step;
      const found = await this.#editable(tx, actor, dealId, true);
      const row = await dealUploadsRepository.deleteDocument(tx, dealId, documentId);
      if (!row) throw new DomainError('not_found', 'This deal has no such document.');
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'deal.document_removed',
        subjectType: 'deal',
        subjectId: dealId,
        before: { name: row.name },
      });
      // After the commit: a failed step keeps its file.
      step.afterCommit(() => this.#store.discard(this.#store.absolute(row.file)));
      return this.#deals.view(tx, actor, found);
    });
  }

  /** A document of the deal, for its proposer and the admin; 404 for anyone else. */
  async document(actor: Actor | undefined, dealId: string, documentId: string): Promise<{ name: string; bytes: number; stream: ReadStream }> {
    const found = await this.#deals.visible(this.#db, actor, dealId);
    const row = actor && canManageDeal(actor, found.deal) ? await dealUploadsRepository.document(this.#db, dealId, documentId) : undefined;
    if (!row) throw new DomainError('not_found', 'This deal has no such document.');
    return { name: row.name, bytes: row.bytes, stream: createReadStream(this.#store.absolute(row.file)) };
  }

  /** As PATCH /api/deals/:id: 404 unseen, 403 not its proposer or the admin, 409 while it may not be edited. */
  async #editable(db: Db, actor: Actor, dealId: string, lock: boolean): Promise<DealWithListing> {
    const found = await this.#deals.visible(db, actor, dealId);
    if (!canManageDeal(actor, found.deal)) throw new DomainError('forbidden', "Only the deal's proposer and the admin can change its files.");
    if (lock) await dealsRepository.lock(db, dealId);
    const current = lock ? (await dealsRepository.findWithListing(db, dealId))! : found;
    if (editRight(actor.role === 'admin' ? 'admin' : 'proposer', current.deal.lifecycle) === 'nothing') {
      throw new DomainError(
        'deal_locked',
        current.deal.lifecycle === 'rejected'
          ? msg('A rejected deal can no longer be edited.')
          : msg('This deal is under review: it can be edited again if changes are requested.'),
      );
    }
    return current;
  }

  async #roomForPhoto(db: Db, dealId: string) {
    const photos = await dealUploadsRepository.photos(db, dealId);
    if (photos.length >= MAX_PHOTOS)
      throw new DomainError('too_many_photos', 'A deal can have at most {count} photos. Remove one first.', { values: { count: MAX_PHOTOS } });
    return photos;
  }

  /** The property's images: the uploaded photos in order (the first is the cover), then any it had otherwise. */
  async #syncImages(tx: Db, found: DealWithListing): Promise<DealWithListing> {
    const photos = await dealUploadsRepository.photos(tx, found.deal.id);
    const images = [...photos.map((photo) => photo.url), ...found.property.images.filter((url) => !url.startsWith(PHOTO_URL_PREFIX))];
    await dealUploadsRepository.setImages(tx, found.property.id, images);
    return { ...found, property: { ...found.property, images } };
  }
}

/** The photo's content-hashed name from its URL. */
function nameOf(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1).replace(/\.webp$/, '');
}

/** An uploaded name as a download may carry it: no folders, no control or quoting characters, ends in .pdf. */
function cleanName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 120);
  if (clean === '' || clean.startsWith('.')) return 'document.pdf';
  return /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
}
