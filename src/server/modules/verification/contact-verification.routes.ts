import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { contactVerificationSchema, emailVerificationSchema, phoneVerificationSchema } from '../../../shared/contracts/contact-verification.ts';
import { requestLanguage } from '../../lib/i18n.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { ContactVerificationService } from './contact-verification.service.ts';

export interface ContactVerificationRoutesOptions {
  verification: ContactVerificationService;
  guards: Guards;
}

/**
 * Verifying the caller's e-mail address and phone number (/api/me/…), and the link of a
 * verification e-mail (/api/auth/verify-email: the token is the proof, so it may be opened signed
 * out, on another device). Messages are written in the language the caller reads the app in.
 */
export const contactVerificationRoutes: FastifyPluginAsyncZod<ContactVerificationRoutesOptions> = async (app, options) => {
  const { verification, guards } = options;
  const security = [{ bearer: [] }];

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: "Verify an account's e-mail address with the token of the link sent to it",
        body: emailVerificationSchema,
        response: { 200: contactVerificationSchema },
      },
    },
    async (request) => verification.verifyEmail(request.body.token),
  );

  app.post(
    '/me/email/verification',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['me'],
        summary: "Send a new verification link to the caller's e-mail address (at most 3 an hour per address)",
        security,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await verification.resendEmailLink(request.auth!, requestLanguage(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/me/phone/verification',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['me'],
        summary: "Send a verification code by SMS to the caller's phone number (at most 3 an hour per number)",
        security,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await verification.sendPhoneCode(request.auth!, requestLanguage(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/me/phone/verify',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['me'],
        summary: "Verify the caller's phone number with the code the SMS carried",
        security,
        body: phoneVerificationSchema,
        response: { 200: contactVerificationSchema },
      },
    },
    async (request) => verification.verifyPhone(request.auth!, request.body.code),
  );
};
