import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { headerList, setHeaders } from '../plugins/security-headers.ts';

type HeaderList = ReturnType<typeof headerList>;

/** Smaller files gain a few bytes from compression at most; they are sent as they are. */
const MIN_COMPRESS_BYTES = 512;
/** Brotli 5 is within ~9% of brotli 11 on the built JS and ~40x faster, so start-up stays short. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 9;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** One way of sending a file: its bytes and every header that goes with them, built at start-up. */
interface Variant {
  body: Buffer;
  etag: string;
  headers: HeaderList;
  /** For a 304: validators and caching headers, no body headers. */
  notModifiedHeaders: HeaderList;
}

/** A file held in memory: as it is, and (when that saves bytes) brotli and gzip versions. */
export interface MemoryFile {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

/** A file's bytes as they are and compressed, with one strong ETag per representation. */
export interface EncodedFile {
  type: string;
  identity: { body: Buffer; etag: string };
  br?: { body: Buffer; etag: string };
  gzip?: { body: Buffer; etag: string };
}

function etagOf(body: Buffer) {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

/** Compresses once; several MemoryFiles (the page shell under each page's headers) can share the bytes. */
export async function encodeFile(body: Buffer, type: string): Promise<EncodedFile> {
  const etag = etagOf(body);
  const identity = { body, etag };
  if (body.length < MIN_COMPRESS_BYTES || !COMPRESSIBLE.test(type)) return { type, identity };
  const [br, gz] = await Promise.all([
    brotliAsync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: GZIP_LEVEL }),
  ]);
  // Worth a Vary header and two more copies only when it saves a tenth or more.
  const worth = (compressed: Buffer) => compressed.length <= body.length * 0.9;
  // Each representation has its own strong ETag (RFC 9110 8.8.3).
  const base = etag.slice(0, -1);
  return {
    type,
    identity,
    ...(worth(br) ? { br: { body: br, etag: `${base}-br"` } } : {}),
    ...(worth(gz) ? { gzip: { body: gz, etag: `${base}-gz"` } } : {}),
  };
}

/**
 * The encoded file with every header of its answers prepared: caching, validators, type, length,
 * `extra` (a page's Link header) on both full and 304 answers, and Vary naming `varies` (request
 * headers the content depends on, such as the page shell's Cookie).
 */
export function withHeaders(file: EncodedFile, cacheControl: string, extra: Readonly<Record<string, string>> = {}, varies: readonly string[] = []): MemoryFile {
  // Caches must key on Accept-Encoding when there is a choice of encodings.
  const varyOn = [...(file.br || file.gzip ? ['accept-encoding'] : []), ...varies];
  const vary: Record<string, string> = varyOn.length > 0 ? { vary: varyOn.join(', ') } : {};
  const variant = ({ body, etag }: { body: Buffer; etag: string }, encoding?: string): Variant => ({
    body,
    etag,
    headers: headerList({
      'cache-control': cacheControl,
      etag,
      'content-type': file.type,
      'content-length': String(body.length),
      ...vary,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...extra,
    }),
    notModifiedHeaders: headerList({ 'cache-control': cacheControl, etag, ...vary, ...extra }),
  });
  return {
    identity: variant(file.identity),
    ...(file.br ? { br: variant(file.br, 'br') } : {}),
    ...(file.gzip ? { gzip: variant(file.gzip, 'gzip') } : {}),
  };
}

/**
 * Sends the representation the client prefers, or a 304 to its own ETag. Conditional requests
 * apply to 200 answers only (RFC 9110 13.2.1): an answer with another status always has its body.
 */
export function sendMemoryFile(request: FastifyRequest, reply: FastifyReply, file: MemoryFile, status = 200) {
  const variant = (file.br || file.gzip ? pickVariant(file, request.headers['accept-encoding']) : undefined) ?? file.identity;
  if (status === 200) {
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, variant.etag)) {
      return setHeaders(reply, variant.notModifiedHeaders).status(304).send();
    }
  } else reply.status(status);
  return setHeaders(reply, variant.headers).send(variant.body);
}

/** If-None-Match: one tag or a list, weak or strong (RFC 9110 13.1.2 compares weakly), or "*". */
function etagMatches(header: string, etag: string): boolean {
  if (header === etag || header === '*') return true;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag;
  });
}

// Browsers send a handful of distinct Accept-Encoding values; their parses are remembered (a bounded few).
const acceptCache = new Map<string, { br: number; gzip: number }>();

/** The q-values (RFC 9110 12.5.3) an Accept-Encoding header gives brotli and gzip; 0 is "not acceptable". */
export function acceptedEncodings(header: string): { br: number; gzip: number } {
  const cached = acceptCache.get(header);
  if (cached) return cached;
  let br: number | undefined;
  let gzip: number | undefined;
  let any: number | undefined;
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() === 'q') q = Number(value.trim());
    }
    if (!Number.isFinite(q) || q < 0 || q > 1) q = 0;
    if (name === 'br') br = q;
    else if (name === 'gzip' || name === 'x-gzip') gzip = q;
    else if (name === '*') any = q;
  }
  const result = { br: br ?? any ?? 0, gzip: gzip ?? any ?? 0 };
  if (acceptCache.size < 64) acceptCache.set(header, result);
  return result;
}

/** The compressed version the client prefers among those the file has; brotli on a tie. */
function pickVariant(file: MemoryFile, header: string | undefined): Variant | undefined {
  if (!header) return undefined;
  const q = acceptedEncodings(header);
  const br = file.br && q.br > 0 ? q.br : 0;
  const gzip = file.gzip && q.gzip > 0 ? q.gzip : 0;
  if (br === 0 && gzip === 0) return undefined;
  return br >= gzip ? file.br : file.gzip;
}
