import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarUploadResponseSchema, profileSchema } from '../../../shared/contracts/profile.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { MeAvatarService } from './me-avatar.service.ts';

export interface MeAvatarRoutesOptions {
  avatars: MeAvatarService;
  guards: Guards;
}

/** /api/me/avatar: the signed-in person's own picture, any role. */
export const meAvatarRoutes: FastifyPluginAsyncZod<MeAvatarRoutesOptions> = async (app, options) => {
  const { avatars, guards } = options;
  // One file a request; the route sets the size limit when it reads it.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 100 } });

  app.post(
    '/avatar',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['me'],
        summary:
          "Replace the caller's avatar (multipart/form-data with the file in the field `file`): JPEG, PNG or WebP up to 5 MB, kept as a 256 px square WebP; answers its URL",
        security: [{ bearer: [] }],
        response: { 201: avatarUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const url = await avatars.upload(request.auth!, (fileSize) => request.file({ limits: { fileSize } }));
      return reply.status(201).send({ url });
    },
  );

  app.delete(
    '/avatar',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['me'],
        summary: "Remove the caller's avatar (initials are shown instead); answers the profile",
        security: [{ bearer: [] }],
        response: { 200: profileSchema },
      },
    },
    async (request) => avatars.remove(request.auth!),
  );
};
