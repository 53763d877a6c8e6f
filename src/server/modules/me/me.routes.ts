import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchema, profileUpdateBodySchema } from '../../../shared/contracts/profile.ts';
import { settingsResponseSchema, settingsUpdateBodySchema } from '../../../shared/contracts/settings.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { MeService } from './me.service.ts';

export interface MeRoutesOptions {
  me: MeService;
  guards: Guards;
}

/**
 * /api/me/profile and /api/me/settings: the signed-in person's own, any role. The PUT bodies
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
    async (request) => options.me.settings(request.auth!),
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
    async (request) => options.me.updateSettings(request.auth!, request.body),
  );
};
