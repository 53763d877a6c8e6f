import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import sharp from 'sharp';
import { msg } from '../../shared/i18n/msg.ts';
import { DomainError } from './domain-error.ts';

/*
 * Uploaded files on disk (UPLOAD_DIR): a part streams to tmp/ while its hash is taken (never the
 * whole file in memory), is checked by its content, and only then becomes a deal's file or an
 * avatar. Whoever receives a temporary file removes it (`discard`) whatever happens.
 */

/** The photo sizes the client asks for (lead-images.ts photoSrcSet): 1200 w, and 640 w beside it. */
export const PHOTO_WIDTHS = { large: 1200, small: 640 } as const;
/** Larger images are refused before they are decoded (a small file can unpack to gigapixels). */
const MAX_INPUT_PIXELS = 50_000_000;

/** The site-relative folder photos are served from. */
export const PHOTO_URL_PREFIX = '/uploads/deals/';
/** Avatars: a square of this many pixels a side, served from AVATAR_URL_PREFIX. */
export const AVATAR_SIZE = 256;
export const AVATAR_URL_PREFIX = '/uploads/avatars/';

/** The part of a multipart body holding the file, as the route reads it (streamed, not buffered). */
export interface UploadPart {
  fieldname: string;
  filename: string;
  file: Readable & { truncated?: boolean };
}

/** Reads the body's file part with a size limit; undefined when there is none. */
export type ReadPart = (limitBytes: number) => Promise<UploadPart | undefined>;

/** Reads a whole multipart body, part by part, with a size limit for its file. */
export type ReadForm = (limitBytes: number) => AsyncIterable<Multipart>;

/** A form as `receiveForm` read it: the first value of each text field, and the file (in tmp/) if one came in the field `file`. */
export interface ReceivedForm {
  fields: Record<string, string>;
  file: (Received & { filename: string }) | undefined;
}

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

export interface ProcessedAvatar {
  /** Content-hashed base name (no extension): `<hash>.webp`. */
  name: string;
  /** The WebP file, still in tmp/, until `keepAvatar` moves it in. */
  file: string;
}

const tooLarge = (limitBytes: number) =>
  new DomainError('file_too_large', 'The file is larger than {megabytes} MB.', { values: { megabytes: limitBytes / 1024 / 1024 } });

export class UploadStore {
  readonly root: string;
  readonly #tmp: string;

  constructor(root: string) {
    this.root = root;
    this.#tmp = path.join(root, 'tmp');
  }

  /** Reads the body's part in the field `file` and streams it to a temporary file (as `receive`); 415/422/400 when there is no such part. */
  async receivePart(readPart: ReadPart, limitBytes: number): Promise<Received & { filename: string }> {
    let part: UploadPart | undefined;
    try {
      part = await readPart(limitBytes);
    } catch (error) {
      throw notMultipart(error);
    }
    if (part?.fieldname !== 'file') {
      part?.file.resume();
      throw fileRequired();
    }
    return { ...(await this.receive(part.file, limitBytes)), filename: part.filename };
  }

  /**
   * A form of text fields and one file, in whatever order its parts come (a browser sends them in
   * the form's order; a script may not): the first value of each field, and the part in the field
   * `file` streamed to tmp/ (as `receive`); a file in another field is skipped. A body that is not
   * multipart is 415, one that breaks off 400; the file already received is removed on a failure.
   */
  async receiveForm(readForm: ReadForm, limitBytes: number): Promise<ReceivedForm> {
    const fields = new Map<string, string>();
    let file: ReceivedForm['file'];
    try {
      for await (const part of readForm(limitBytes)) {
        if (part.type === 'field') {
          if (typeof part.value === 'string' && !fields.has(part.fieldname)) fields.set(part.fieldname, part.value);
        } else if (part.fieldname !== 'file' || file) {
          part.file.resume();
        } else {
          file = { ...(await this.receive(part.file, limitBytes)), filename: part.filename };
        }
      }
    } catch (error) {
      if (file) await this.discard(file.path);
      // Too many parts, fields or files: the framework's 413.
      if (error instanceof DomainError || (error as { statusCode?: number }).statusCode === 413) throw error;
      throw notMultipart(error);
    }
    // Own keys only: a field named __proto__ is a field like any other.
    return { fields: Object.fromEntries(fields), file };
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
    if (failure instanceof DomainError) throw failure;
    if ((failure as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(limitBytes);
    throw new DomainError('upload_incomplete', 'The upload ended before the whole file arrived. Please try again.');
  }

  /**
   * Removes temporary files older than `olderThanMs`: what a process killed mid-upload left behind
   * (a running upload's file is minutes old at most). Run at start-up; answers how many went.
   */
  async sweepTmp(olderThanMs: number): Promise<number> {
    let names: string[];
    try {
      names = await readdir(this.#tmp);
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.#tmp, name);
      const info = await stat(file).catch(() => undefined);
      if (info && Date.now() - info.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        removed += 1;
      }
    }
    return removed;
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
    const files = { large: this.tmpPath('.webp'), small: this.tmpPath('.webp') };
    try {
      await this.#checkImage(received);
      // rotate(): turned as the camera held it (EXIF), which is then dropped with the rest of the metadata.
      const large = await sharp(received.path, SHARP_INPUT)
        .rotate()
        .resize({ width: PHOTO_WIDTHS.large, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toFile(files.large);
      await sharp(received.path, SHARP_INPUT)
        .rotate()
        .resize({ width: PHOTO_WIDTHS.small, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toFile(files.small);
      return { name: received.sha256.slice(0, 24), width: large.width, height: large.height, files };
    } catch (error) {
      await this.discard(files.large, files.small);
      throw asNotAPhoto(error);
    }
  }

  /** A JPEG, PNG or WebP cut to the centred AVATAR_SIZE square (smaller ones are enlarged) as WebP; 415 otherwise. */
  async processAvatar(received: Received): Promise<ProcessedAvatar> {
    const file = this.tmpPath('.webp');
    try {
      await this.#checkImage(received);
      await sharp(received.path, SHARP_INPUT).rotate().resize({ width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' }).webp({ quality: 82 }).toFile(file);
      return { name: received.sha256.slice(0, 24), file };
    } catch (error) {
      await this.discard(file);
      throw asNotAPhoto(error);
    }
  }

  /** 415 unless the file is a JPEG, PNG or WebP by its first bytes and by what sharp reads of it. */
  async #checkImage(received: Received): Promise<void> {
    if (!isPhoto(await this.head(received.path))) throw notAPhoto();
    const metadata = await sharp(received.path, SHARP_INPUT).metadata();
    if (!['jpeg', 'png', 'webp'].includes(metadata.format)) throw notAPhoto();
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

  avatarFile(name: string): string {
    return path.join(this.root, 'avatars', `${name}.webp`);
  }

  /** Moves a processed avatar into the avatars' folder (an atomic rename; the same picture twice is the same file). */
  async keepAvatar(avatar: ProcessedAvatar): Promise<void> {
    await mkdir(path.join(this.root, 'avatars'), { recursive: true });
    await rename(avatar.file, this.avatarFile(avatar.name));
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

const SHARP_INPUT = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };

function notAPhoto(): DomainError {
  return new DomainError('unsupported_media_type', 'The file is not a JPEG, PNG or WebP image.');
}

/** Anything sharp could not read (or a refusal already made) is a file that is not a photo. */
function asNotAPhoto(error: unknown): DomainError {
  return error instanceof DomainError ? error : notAPhoto();
}

/** The form's file, or 422 when it sent none. */
export function fileOf(form: ReceivedForm): Received & { filename: string } {
  if (form.file) return form.file;
  throw fileRequired();
}

const fileRequired = () =>
  new DomainError('file_required', 'Send the file in a multipart form field named "file".', {
    errors: [{ field: 'file', message: msg('A file is required.') }],
  });

function notMultipart(error: unknown): DomainError {
  if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new DomainError('unsupported_media_type', 'Send the file as multipart/form-data in a field named "file".');
  }
  return new DomainError('upload_incomplete', 'The upload ended before the whole file arrived. Please try again.');
}

/** JPEG (FF D8 FF), PNG (89 50 4E 47 0D 0A 1A 0A) or WebP (RIFF....WEBP), by the file's first bytes. */
function isPhoto(head: Buffer): boolean {
  const jpeg = head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff;
  const png = head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP';
  return jpeg || png || webp;
}
