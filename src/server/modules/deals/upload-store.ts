import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { HttpError } from '../../lib/http-error.ts';

/*
 * Uploaded files on disk (UPLOAD_DIR): a part streams to tmp/ while its hash is taken (never the
 * whole file in memory), is checked by its content, and only then becomes a file of the deal.
 * Whoever receives a temporary file removes it (`discard`) whatever happens.
 */

/** The photo sizes the client asks for (lead-images.ts photoSrcSet): 1200 w, and 640 w beside it. */
export const PHOTO_WIDTHS = { large: 1200, small: 640 } as const;
/** Larger images are refused before they are decoded (a small file can unpack to gigapixels). */
const MAX_INPUT_PIXELS = 50_000_000;

/** The site-relative folder photos are served from. */
export const PHOTO_URL_PREFIX = '/uploads/deals/';

export interface Received {
  path: string;
  bytes: number;
  sha256: string;
}

export interface ProcessedPhoto {
  /** Content-hashed base name (no extension): `<hash>.webp` and `<hash>-640.webp`. */
  name: string;
  width: number;
  height: number;
  /** The two WebP files, still in tmp/, until `keepPhoto` moves them in. */
  files: { large: string; small: string };
}

const tooLarge = (limitBytes: number) =>
  new HttpError(413, `The file is larger than ${limitBytes / 1024 / 1024} MB.`, { code: 'file_too_large' });

export class UploadStore {
  readonly root: string;
  readonly #tmp: string;

  constructor(root: string) {
    this.root = root;
    this.#tmp = path.join(root, 'tmp');
  }

  /** Streams a part to a temporary file; 413 as soon as it passes `limitBytes`, 400 when the body ends early. */
  async receive(stream: Readable & { truncated?: boolean }, limitBytes: number): Promise<Received> {
    await mkdir(this.#tmp, { recursive: true });
    const file = this.tmpPath('.part');
    const hash = createHash('sha256');
    let bytes = 0;
    const handle = await open(file, 'wx');
    let failure: unknown;
    try {
      // Busboy only marks the part truncated and skips the rest of it: stop at once instead.
      stream.once('limit', () => stream.destroy(tooLarge(limitBytes)));
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        bytes += chunk.length;
        hash.update(chunk);
        await handle.write(chunk);
      }
      if (stream.truncated) failure = tooLarge(limitBytes);
    } catch (error) {
      failure = error;
    } finally {
      await handle.close();
    }
    if (failure === undefined) return { path: file, bytes, sha256: hash.digest('hex') };
    await rm(file, { force: true });
    if (failure instanceof HttpError) throw failure;
    if ((failure as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limitBytes);
    throw new HttpError(400, 'The upload ended before the whole file arrived. Please try again.', { code: 'upload_incomplete' });
  }

  tmpPath(suffix: string): string {
    return path.join(this.#tmp, `${randomUUID()}${suffix}`);
  }

  /** The first bytes of a file, to tell its type by content. */
  async head(file: string, length = 16): Promise<Buffer> {
    const handle = await open(file, 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await handle.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** A JPEG, PNG or WebP (by its bytes, then by decoding it) made into the two WebP sizes; 415 otherwise. */
  async processPhoto(received: Received): Promise<ProcessedPhoto> {
    if (!isPhoto(await this.head(received.path))) throw notAPhoto();
    const files = { large: this.tmpPath('.webp'), small: this.tmpPath('.webp') };
    try {
      const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
      const metadata = await sharp(received.path, options).metadata();
      if (!['jpeg', 'png', 'webp'].includes(metadata.format)) throw notAPhoto();
      // rotate(): turned as the camera held it (EXIF), which is then dropped with the rest of the metadata.
      const large = await sharp(received.path, options).rotate().resize({ width: PHOTO_WIDTHS.large, withoutEnlargement: true }).webp({ quality: 80 }).toFile(files.large);
      await sharp(received.path, options).rotate().resize({ width: PHOTO_WIDTHS.small, withoutEnlargement: true }).webp({ quality: 78 }).toFile(files.small);
      return { name: received.sha256.slice(0, 24), width: large.width, height: large.height, files };
    } catch (error) {
      await this.discard(files.large, files.small);
      if (error instanceof HttpError) throw error;
      throw notAPhoto();
    }
  }

  /** Whether a file starts as a PDF does. */
  async isPdf(file: string): Promise<boolean> {
    return (await this.head(file, 5)).toString('latin1') === '%PDF-';
  }

  photoFile(dealId: string, name: string, size: keyof typeof PHOTO_WIDTHS): string {
    return path.join(this.root, 'deals', dealId, size === 'large' ? `${name}.webp` : `${name}-${PHOTO_WIDTHS.small}.webp`);
  }

  /** Moves a processed photo's files into the deal's folder (same file system: an atomic rename). */
  async keepPhoto(dealId: string, photo: ProcessedPhoto): Promise<void> {
    await mkdir(path.join(this.root, 'deals', dealId), { recursive: true });
    await rename(photo.files.large, this.photoFile(dealId, photo.name, 'large'));
    await rename(photo.files.small, this.photoFile(dealId, photo.name, 'small'));
  }

  async removePhoto(dealId: string, name: string): Promise<void> {
    await this.discard(this.photoFile(dealId, name, 'large'), this.photoFile(dealId, name, 'small'));
  }

  /** A document's file, relative to the root (as its row keeps it). */
  documentFile(dealId: string, documentId: string): string {
    return path.join('documents', dealId, `${documentId}.pdf`);
  }

  async keepDocument(received: Received, relative: string): Promise<void> {
    await mkdir(path.dirname(path.join(this.root, relative)), { recursive: true });
    await rename(received.path, path.join(this.root, relative));
  }

  absolute(relative: string): string {
    return path.join(this.root, relative);
  }

  async discard(...files: string[]): Promise<void> {
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }
}

function notAPhoto(): HttpError {
  return new HttpError(415, 'The file is not a JPEG, PNG or WebP image.', { code: 'unsupported_media_type' });
}

/** JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) or WebP (RIFF....WEBP), by the file's first bytes. */
function isPhoto(head: Buffer): boolean {
  const jpeg = head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp;
}
