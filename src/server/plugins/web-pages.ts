import { existsSync } from 'node:fs';
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

  const sendApp = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
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
