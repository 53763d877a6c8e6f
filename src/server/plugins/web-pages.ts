import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, sendApiNotFound } from './error-handler.ts';
import { headerList, setHeaders } from './security-headers.ts';
import { pagePreloads } from './page-preloads.ts';

type HeaderList = ReturnType<typeof headerList>;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page shell names the current build's hashed files: always revalidated (a 304 when unchanged). */
const REVALIDATE = 'no-cache';
/** Smaller files gain a few bytes from compression at most; they are sent as they are. */
const MIN_COMPRESS_BYTES = 512;
/** Brotli 5 is within ~9% of brotli 11 on the built JS and ~40x faster, so start-up stays short. */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 9;

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
interface MemoryFile {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

/**
 * Serves the built web app: files as they are (hashed assets cached for a year), and
 * index.html for every other non-API path so the app's router can show the page, or its 404.
 * The shell and the hashed assets are held in memory with their compressed versions and headers
 * prepared once at start-up, so a request costs a map lookup and one header copy.
 */
export async function registerWebPages(app: FastifyInstance, webRoot: string) {
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error(`The web app is not built (no ${webRoot}/index.html). Run "npm run build" first.`);
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: true,
    index: false,
    // Dot folders hold build internals (Vite's .vite/manifest.json): those paths get the app's 404.
    dotfiles: 'ignore',
    setHeaders(res, filePath) {
      const immutable = filePath.startsWith(path.join(webRoot, 'assets') + path.sep);
      res.header('cache-control', immutable ? IMMUTABLE : 'public, max-age=300');
    },
  });

  // The page shell is ~1 KB and fixed for a build: kept in memory, it skips a stat and a file read per page view.
  const shell = await memoryFile(await readFile(path.join(webRoot, 'index.html')), 'text/html; charset=utf-8', REVALIDATE);
  const preloadFor = await pagePreloads(webRoot);
  const sendApp = (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.url.indexOf('?');
    const preload = preloadFor(query === -1 ? request.url : request.url.slice(0, query));
    if (preload) reply.header('link', preload);
    return sendMemoryFile(request, reply, shell);
  };
  // Hashed assets (~1.4 MB in all) never change for a build: served from memory they skip a stat,
  // an open and a read per request (npm run bench measured ~0.1 of the bare ceiling from disk).
  const assets = await loadAssets(path.join(webRoot, 'assets'));
  app.get('/assets/*', (request, reply) => {
    const query = request.url.indexOf('?');
    const asset = assets.get(query === -1 ? request.url : request.url.slice(0, query));
    if (!asset) return reply.callNotFound();
    return sendMemoryFile(request, reply, asset);
  });

  // The root is a folder to the static handler, which would refuse it; it is the app's home page.
  app.get('/', sendApp);
  // The knowledge center is the whitepaper PDF (decisions.md #6).
  app.get('/knowledge-center', (_request, reply) => reply.redirect('/whitepaper.pdf'));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname === '/api' || pathname.startsWith('/api/')) return sendApiNotFound(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(errorBody(`Nothing answers ${request.method} ${pathname}.`));
    }
    return sendApp(request, reply);
  });
}

function sendMemoryFile(request: FastifyRequest, reply: FastifyReply, file: MemoryFile) {
  const variant = (file.br || file.gzip ? pickVariant(file, request.headers['accept-encoding']) : undefined) ?? file.identity;
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined && etagMatches(ifNoneMatch, variant.etag)) {
    return setHeaders(reply, variant.notModifiedHeaders).status(304).send();
  }
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

function etagOf(body: Buffer) {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg\+xml)/;

async function memoryFile(body: Buffer, type: string, cacheControl: string): Promise<MemoryFile> {
  const etag = etagOf(body);
  const variant = (bytes: Buffer, tag: string, extra: { vary?: string; 'content-encoding'?: string }): Variant => ({
    body: bytes,
    etag: tag,
    headers: headerList({ 'cache-control': cacheControl, etag: tag, 'content-type': type, 'content-length': String(bytes.length), ...extra }),
    notModifiedHeaders: headerList({ 'cache-control': cacheControl, etag: tag, ...(extra.vary ? { vary: extra.vary } : {}) }),
  });
  if (body.length < MIN_COMPRESS_BYTES || !COMPRESSIBLE.test(type)) return { identity: variant(body, etag, {}) };

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
  if (!worth(br) && !worth(gz)) return { identity: variant(body, etag, {}) };
  // Each representation has its own strong ETag (RFC 9110 8.8.3); caches must key on Accept-Encoding.
  const vary = { vary: 'accept-encoding' };
  const base = etag.slice(0, -1);
  return {
    identity: variant(body, etag, vary),
    ...(worth(br) ? { br: variant(br, `${base}-br"`, { ...vary, 'content-encoding': 'br' }) } : {}),
    ...(worth(gz) ? { gzip: variant(gz, `${base}-gz"`, { ...vary, 'content-encoding': 'gzip' }) } : {}),
  };
}

const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.json': 'application/json',
  '.map': 'application/json',
};

async function loadAssets(folder: string) {
  const assets = new Map<string, MemoryFile>();
  if (!existsSync(folder)) return assets;
  const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  // Compressed on libuv's thread pool, all at once: about a quarter of a second for the build here.
  await Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const urlPath = '/assets/' + path.relative(folder, file).split(path.sep).join('/');
      const type = ASSET_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      assets.set(urlPath, await memoryFile(await readFile(file), type, IMMUTABLE));
    }),
  );
  return assets;
}
