import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { twoFactorCodeSchema, twoFactorProofSchema } from '../../../shared/contracts/two-factor-requests.ts';
import { recoveryCodesSchema, twoFactorSetupSchema, twoFactorStatusSchema } from '../../../shared/contracts/two-factor.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { TwoFactorService } from './two-factor.service.ts';

export interface TwoFactorRoutesOptions {
  twoFactor: TwoFactorService;
  guards: Guards;
}

/** /api/me/2fa: the signed-in person's own two-factor sign-in, any role. */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', options.guards.authenticate);
  const security = [{ bearer: [] }];

  app.get(
    '',
    {
      schema: {
        tags: ['me'],
        summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
        security,
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => options.twoFactor.status(request.auth!),
  );

  app.post(
    '/setup',
    {
      schema: {
        tags: ['me'],
        summary: 'Start enrolment: a new secret, its otpauth URI and QR code (confirmed by POST /api/me/2fa/enable)',
        security,
        response: { 200: twoFactorSetupSchema },
      },
    },
    async (request) => options.twoFactor.setup(request.auth!),
  );

  app.post(
    '/enable',
    {
      schema: {
        tags: ['me'],
        summary: 'Confirm enrolment with a code; answers the ten single-use recovery codes, shown this once',
        security,
        body: twoFactorCodeSchema,
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request) => ({ recovery_codes: await options.twoFactor.enable(request.auth!, request.body.code) }),
  );

  app.post(
    '/disable',
    {
      schema: {
        tags: ['me'],
        summary: 'Turn two-factor sign-in off with a current code (or a recovery code)',
        security,
        body: twoFactorProofSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await options.twoFactor.disable(request.auth!, request.body);
      return reply.status(204).send(null);
    },
  );
};
