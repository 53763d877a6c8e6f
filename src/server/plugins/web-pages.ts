import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errorBody, sendApiNotFound } from './error-handler.ts';

/**
 * Serves the built web app: files as they are (hashed assets cached for a year), and
 * index.html for every other non-API path so the app's router can show the page, or its 404.
 */
export async function registerWebPages(app: FastifyInstance, webRoot: string) {
  if (!existsSync(path.join(webRoot, 'index.html'))) {
    throw new Error(`The web app is not built (no ${webRoot}/index.html). Run "npm run build" first.`);
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: true,
    index: false,
    setHeaders(res, filePath) {
      const immutable = filePath.startsWith(path.join(webRoot, 'assets') + path.sep);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    },
  });

  // The page shell is ~1 KB and fixed for a build: kept in memory, it skips a stat and a file read per page view.
  const shell = await readFile(path.join(webRoot, 'index.html'));
  const shellEtag = `"${createHash('sha256').update(shell).digest('base64url').slice(0, 27)}"`;
  const sendApp = (reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache').header('etag', shellEtag);
    if (reply.request.headers['if-none-match'] === shellEtag) return reply.status(304).send();
    return reply.type('text/html; charset=utf-8').send(shell);
  };
  // Hashed assets (under 1 MB in all) never change for a build: served from memory they skip a stat,
  // an open and a read per request (npm run bench measured ~0.1 of the bare ceiling from disk).
  const assets = await loadAssets(path.join(webRoot, 'assets'));
  app.get('/assets/*', (request, reply) => {
    const asset = assets.get(request.url.split('?')[0]!);
    if (!asset) return reply.callNotFound();
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', asset.etag);
    if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
    return reply.type(asset.type).send(asset.body);
  });

  // The root is a folder to the static handler, which would refuse it; it is the app's home page.
  app.get('/', (_request, reply) => sendApp(reply));
  // The knowledge center is the whitepaper PDF (decisions.md #6).
  app.get('/knowledge-center', (_request, reply) => reply.redirect('/whitepaper.pdf'));

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname === '/api' || pathname.startsWith('/api/')) return sendApiNotFound(request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send(errorBody(`Nothing answers ${request.method} ${pathname}.`));
    }
    return sendApp(reply);
  });
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
  const assets = new Map<string, { body: Buffer; type: string; etag: string }>();
  if (!existsSync(folder)) return assets;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = await readFile(file);
    const urlPath = '/assets/' + path.relative(folder, file).split(path.sep).join('/');
    assets.set(urlPath, {
      body,
      type: ASSET_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    });
  }
  return assets;
}
