import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  kycListQuerySchema,
  kycListResponseSchema,
  kycRejectBodySchema,
  kycReviewItemSchema,
  kycSchema,
  kycSubmissionSchema,
  kycUserParamsSchema,
  kycVerifyBodySchema,
} from '../../../shared/contracts/kyc.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { KycService } from './kyc.service.ts';

export interface KycRoutesOptions {
  kyc: KycService;
  guards: Guards;
}

/** Under /api: the backer's own KYC (/me/kyc) and the admin's review of them (/admin/kyc). */
export const kycRoutes: FastifyPluginAsyncZod<KycRoutesOptions> = async (app, options) => {
  const { kyc, guards } = options;

  app.get(
    '/me/kyc',
    {
      onRequest: guards.requireRole('backer'),
      schema: {
        tags: ['kyc'],
        summary: "The caller's KYC: its status (not_started, submitted, verified, rejected) and details",
        security: [{ bearer: [] }],
        response: { 200: kycSchema },
      },
    },
    async (request) => kyc.get(request.auth!),
  );

  app.put(
    '/me/kyc',
    {
      onRequest: guards.requireRole('backer'),
      schema: {
        tags: ['kyc'],
        summary: 'Send KYC details for review (again after a rejection); a verified KYC cannot be changed',
        security: [{ bearer: [] }],
        // 18 or older on the Clock's date: the schema asks the service for it on each request.
        body: kycSubmissionSchema(() => kyc.today()),
        response: { 200: kycSchema },
      },
    },
    async (request) => kyc.submit(request.auth!, request.body),
  );

  app.get(
    '/admin/kyc',
    {
      onRequest: guards.requireRole('admin'),
      schema: {
        tags: ['admin', 'kyc'],
        summary: "Backers' KYC of one status: submitted (the default, oldest first), verified or rejected (latest decision first)",
        security: [{ bearer: [] }],
        querystring: kycListQuerySchema,
        response: { 200: kycListResponseSchema },
      },
    },
    async (request) => kyc.list(request.query),
  );

  app.post(
    '/admin/kyc/:user_id/verify',
    {
      onRequest: guards.requireRole('admin'),
      schema: {
        tags: ['admin', 'kyc'],
        summary: "Verify a backer's submitted KYC; the backer is notified",
        security: [{ bearer: [] }],
        params: kycUserParamsSchema,
        body: kycVerifyBodySchema,
        response: { 200: kycReviewItemSchema },
      },
    },
    async (request) => kyc.verify(request.auth!, request.params.user_id, request.body?.submitted_at),
  );

  app.post(
    '/admin/kyc/:user_id/reject',
    {
      onRequest: guards.requireRole('admin'),
      schema: {
        tags: ['admin', 'kyc'],
        summary: "Reject a backer's submitted KYC with a reason the backer reads",
        security: [{ bearer: [] }],
        params: kycUserParamsSchema,
        body: kycRejectBodySchema,
        response: { 200: kycReviewItemSchema },
      },
    },
    async (request) => kyc.reject(request.auth!, request.params.user_id, request.body.reason, request.body.submitted_at),
  );
};
