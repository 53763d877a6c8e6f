import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  distributionInputSchema,
  distributionListSchema,
  distributionPatchSchema,
  distributionSchema,
  payoutListQuerySchema,
  payoutListSchema,
  rejectDistributionSchema,
  rupeeTrailSchema,
} from '../../../shared/contracts/distributions.ts';
import { idSchema } from '../../../shared/uuid.ts';
import { requestLanguage } from '../../lib/i18n.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { DistributionsService } from './distributions.service.ts';
import type { PayoutsService } from './payouts.service.ts';

export interface DistributionsRoutesOptions {
  distributions: DistributionsService;
  payouts: PayoutsService;
  guards: Guards;
}

const security = [{ bearer: [] }];
const params = z.object({ id: idSchema });

/**
 * Under /api (interfaces.md, "After funding"): the proposer's drafts and submission, the admin's
 * confirmation, approval and rejection, the deal's distributions, and the backer's payouts with
 * their Rupee Trail. Signed in (401) and role (403) first, then the body (422), then the state (409).
 */
export const distributionsRoutes: FastifyPluginAsyncZod<DistributionsRoutesOptions> = async (app, { distributions, payouts, guards }) => {
  const maker = guards.requireRole('proposer', 'admin');
  const admin = guards.requireRole('admin');
  const backer = guards.requireRole('backer');

  app.post(
    '/deals/:id/distributions',
    {
      onRequest: maker,
      schema: {
        tags: ['distributions'],
        summary: "Draft a funded deal's distribution for a quarter: the waterfall's lines and the split of what they leave by income type",
        security,
        params,
        body: distributionInputSchema,
        response: { 201: distributionSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await distributions.create(request.auth!, request.params.id, request.body, requestLanguage(request))),
  );

  app.get(
    '/deals/:id/distributions',
    {
      onRequest: guards.identifyIfSignedIn,
      schema: {
        tags: ['distributions'],
        summary: "A deal's distributions: every one for its proposer and the admin, the paid ones for anyone",
        params,
        response: { 200: distributionListSchema },
      },
    },
    async (request) => ({ items: await distributions.ofDeal(request.auth, request.params.id, requestLanguage(request)) }),
  );

  app.get(
    '/distributions/:id',
    {
      onRequest: maker,
      schema: {
        tags: ['distributions'],
        summary: "One distribution, for its deal's proposer and the admin",
        security,
        params,
        response: { 200: distributionSchema },
      },
    },
    async (request) => distributions.get(request.auth!, request.params.id, requestLanguage(request)),
  );

  app.patch(
    '/distributions/:id',
    {
      onRequest: maker,
      schema: {
        tags: ['distributions'],
        summary: 'Change a draft distribution (its author): each part given replaces the old one',
        security,
        params,
        body: distributionPatchSchema,
        response: { 200: distributionSchema },
      },
    },
    async (request) => distributions.update(request.auth!, request.params.id, request.body, requestLanguage(request)),
  );

  app.post(
    '/distributions/:id/submit',
    {
      onRequest: maker,
      schema: {
        tags: ['distributions'],
        summary: 'Submit a draft distribution (its author): the admin waits for its money, then approves',
        security,
        params,
        response: { 200: distributionSchema },
      },
    },
    async (request) => distributions.submit(request.auth!, request.params.id, requestLanguage(request)),
  );

  app.get(
    '/admin/distributions',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Distributions waiting for their money, for approval, or for the payment job',
        security,
        response: { 200: distributionListSchema },
      },
    },
    async (request) => ({ items: await distributions.queue(requestLanguage(request)) }),
  );

  app.post(
    '/admin/distributions/:id/funds-received',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: "The proposer's bank transfer arrived: the money enters the deal's distribution account, once",
        security,
        params,
        response: { 200: distributionSchema },
      },
    },
    async (request) => distributions.confirmFunds(request.auth!, request.params.id, requestLanguage(request)),
  );

  app.post(
    '/admin/distributions/:id/approve',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Approve a funded distribution drafted by someone else; a job pays it',
        security,
        params,
        response: { 200: distributionSchema },
      },
    },
    async (request) => distributions.approve(request.auth!, request.params.id, requestLanguage(request)),
  );

  app.post(
    '/admin/distributions/:id/reject',
    {
      onRequest: admin,
      schema: {
        tags: ['admin'],
        summary: 'Reject a submitted or funded distribution drafted by someone else, with a reason; money paid in goes back',
        security,
        params,
        body: rejectDistributionSchema,
        response: { 200: distributionSchema },
      },
    },
    async (request) => distributions.reject(request.auth!, request.params.id, request.body.reason, requestLanguage(request)),
  );

  app.get(
    '/portfolio/payouts',
    {
      onRequest: backer,
      schema: {
        tags: ['portfolio'],
        summary: "The caller's payouts, newest first, of one deal or one financial year if asked",
        security,
        querystring: payoutListQuerySchema,
        response: { 200: payoutListSchema },
      },
    },
    async (request) => ({ items: await payouts.list(request.auth!, request.query) }),
  );

  app.get(
    '/portfolio/payouts/:id/trail',
    {
      onRequest: backer,
      schema: {
        tags: ['portfolio'],
        summary: "A payout's Rupee Trail: from the property's gross rent to the net in the wallet, recomputed now from the ledgers and the rules",
        security,
        params,
        response: { 200: rupeeTrailSchema },
      },
    },
    async (request) => payouts.trail(request.auth!, request.params.id),
  );
};
