import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '../../shared/i18n/msg.ts';
import { requestLanguage, translate } from '../lib/i18n.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UploadStore } from '../lib/upload-store.ts';
import { errorBody } from './error-handler.ts';

const PHOTO_FILE = /^[0-9a-f]{24}(-640)?\.webp$/;
const AVATAR_FILE = /^[0-9a-f]{24}\.webp$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * /uploads/deals/:dealId/:file (deal photos) and /uploads/avatars/:file: uploaded pictures, named
 * by their content's hash, so cached for good. Names are matched exactly before any path is made;
 * anything else under /uploads is a 404, never the app's page (an <img> gets no HTML).
 */
export const uploadedImagesRoutes: FastifyPluginAsyncZod<{ store: UploadStore }> = async (app, options) => {
  app.get('/deals/:dealId/:file', { schema: { hide: true } }, async (request, reply) => {
    const { dealId, file } = request.params as { dealId: string; file: string };
    if (!UUID.test(dealId) || !PHOTO_FILE.test(file)) return noFile(request, reply);
    return sendWebp(request, reply, options.store.photoFile(dealId, file.slice(0, 24), file.endsWith('-640.webp') ? 'small' : 'large'));
  });

  app.get('/avatars/:file', { schema: { hide: true } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!AVATAR_FILE.test(file)) return noFile(request, reply);
    return sendWebp(request, reply, options.store.avatarFile(file.slice(0, 24)));
  });

  app.get('/*', { schema: { hide: true } }, (request, reply) => noFile(request, reply));
};

function noFile(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(errorBody(translate(requestLanguage(request), msg('There is no file at this address.')), 'not_found'));
}

async function sendWebp(request: FastifyRequest, reply: FastifyReply, path: string) {
  const found = await stat(path).catch(() => undefined);
  if (!found?.isFile()) return noFile(request, reply);
  return reply
    .header('content-type', 'image/webp')
    .header('content-length', found.size)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(createReadStream(path));
}
