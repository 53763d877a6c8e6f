import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { passwordChangeRequestSchema } from '../../../shared/contracts/password-change.ts';
import { profileSchema, profileUpdateBodySchema } from '../../../shared/contracts/profile.ts';
import { settingsResponseSchema, settingsUpdateBodySchema, type Theme } from '../../../shared/contracts/settings.ts';
import { themeCookie } from '../../lib/theme-cookie.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { AuthService } from '../auth/index.ts';
import type { MeService } from './me.service.ts';

export interface MeRoutesOptions {
  me: MeService;
  auth: AuthService;
  guards: Guards;
}

/**
 * /api/me/profile, /api/me/settings and /api/me/password: the signed-in person's own, any role. The PUT bodies
 * are declared as JSON objects; the service checks them against the caller's role's contract
 * (src/shared/contracts/profile.ts, settings.ts).
 */
export const meRoutes: FastifyPluginAsyncZod<MeRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', options.guards.authenticate);

  app.get(
    '/profile',
    {
      schema: {
        tags: ['me'],
        summary: "The caller's profile: the shared fields and the role's own",
        security: [{ bearer: [] }],
        response: { 200: profileSchema },
      },
    },
    async (request) => options.me.profile(request.auth!),
  );

  app.put(
    '/profile',
    {
      schema: {
        tags: ['me'],
        summary: "Replace the caller's editable profile (the role's whole object; email, role and avatar are read-only)",
        security: [{ bearer: [] }],
        body: profileUpdateBodySchema,
        response: { 200: profileSchema },
      },
    },
    async (request) => options.me.updateProfile(request.auth!, request.body),
  );

  app.get(
    '/settings',
    {
      schema: {
        tags: ['me'],
        summary: "The caller's settings: the role's whole set, defaults for what was never saved",
        security: [{ bearer: [] }],
        response: { 200: settingsResponseSchema },
      },
    },
    async (request, reply) => withThemeCookie(request, reply, await options.me.settings(request.auth!)),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags: ['me'],
        summary: "Replace the caller's settings with the role's whole set",
        security: [{ bearer: [] }],
        body: settingsUpdateBodySchema,
        response: { 200: settingsResponseSchema },
      },
    },
    async (request, reply) => withThemeCookie(request, reply, await options.me.updateSettings(request.auth!, request.body)),
  );

  app.post(
    '/password',
    {
      schema: {
        tags: ['me'],
        summary: "Change the caller's password; every other session of the caller ends, this one goes on",
        security: [{ bearer: [] }],
        body: passwordChangeRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await options.auth.changePassword(request.auth!, request.body, request.ip);
      return reply.status(204).send(null);
    },
  );
};

/** Every answer with the settings also remembers their theme for the page shell (lib/theme-cookie.ts). */
function withThemeCookie<T extends { theme: Theme }>(request: FastifyRequest, reply: FastifyReply, settings: T): T {
  reply.header('set-cookie', themeCookie(settings.theme, request.protocol === 'https'));
  return settings;
}
