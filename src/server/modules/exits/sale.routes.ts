import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  exitCompletionInputSchema,
  exitCompletionSchema,
  exitProposalInputSchema,
  exitProposalListSchema,
  exitProposalSchema,
  voteInputSchema,
} from '../../../shared/contracts/exits.ts';
import { fileUrlSchema } from '../../../shared/contracts/holdings.ts';
import { idSchema } from '../../../shared/uuid.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { SaleService } from './sale.service.ts';

export interface SaleRoutesOptions {
  sale: SaleService;
  guards: Guards;
}

const security = [{ bearer: [] }];
const params = z.object({ id: idSchema });
const pdfAnswer = z.custom<Readable>((value) => value instanceof Readable).register(z.globalRegistry, { description: 'The PDF (application/pdf)' });

/**
 * Under /api (interfaces.md, "After funding"): the proposer proposes a sale of its funded deal and
 * adds the offer; a holder votes; anyone reads the proposals; the admin completes a passed sale.
 * Signed in (401) and role (403) first, then the body (422), then what the caller may see (404),
 * may do (403) and the state (409).
 */
export const saleRoutes: FastifyPluginAsyncZod<SaleRoutesOptions> = async (app, { sale, guards }) => {
  app.post(
    '/deals/:id/exit-proposals',
    {
      onRequest: guards.requireRole('proposer'),
      schema: {
        tags: ['exits'],
        summary:
          "Propose a sale of the property (the deal's proposer): the holders' vote opens now for EXIT_VOTE_DURATION, weighted by face value, and an open exit window is suspended",
        security,
        params,
        body: exitProposalInputSchema,
        response: { 201: exitProposalSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await sale.propose(request.auth!, request.params.id, request.body)),
  );

  // Multipart only where a file comes: the other routes take JSON alone.
  await app.register(async (uploads) => {
    // One file a request; the service sets its size limit when it reads the file.
    await uploads.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 11, fieldSize: 1024, headerPairs: 100 } });
    uploads.withTypeProvider<ZodTypeProvider>().post(
      '/exit-proposals/:id/offer',
      {
        onRequest: guards.requireRole('proposer'),
        schema: {
          tags: ['exits'],
          summary: "Add the buyer's offer to a sale proposal while its vote is open (its proposer): multipart/form-data, a PDF up to 20 MB in the field `file`",
          security,
          params,
          response: { 201: fileUrlSchema },
        },
      },
      async (request, reply) => {
        const answer = await sale.attachOffer(request.auth!, request.params.id, (fileSize) => request.file({ limits: { fileSize } }));
        return reply.status(201).send(answer);
      },
    );
  });

  app.get(
    '/exit-proposals/:id/offer',
    {
      schema: {
        tags: ['exits'],
        summary: "Download a sale proposal's offer: public, as the proposals are",
        params,
        response: { 200: pdfAnswer },
      },
    },
    async (request, reply) => {
      const file = await sale.offer(request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.bytes)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .send(file.stream);
    },
  );

  app.post(
    '/exit-proposals/:id/votes',
    {
      onRequest: guards.authenticate,
      schema: {
        tags: ['exits'],
        summary: 'Vote yes or no on a sale (a holder when the vote opened), or change the vote until it is decided; answers the proposal with its tally',
        security,
        params,
        body: voteInputSchema,
        response: { 200: exitProposalSchema },
      },
    },
    async (request) => sale.vote(request.auth!, request.params.id, request.body),
  );

  app.get(
    '/deals/:id/exit-proposals',
    {
      onRequest: guards.identifyIfSignedIn,
      schema: {
        tags: ['exits'],
        summary: "A funded or exited deal's sale proposals, newest first, with their tallies (and the caller's vote and weight when a holder)",
        params,
        response: { 200: exitProposalListSchema },
      },
    },
    async (request) => sale.list(request.auth, request.params.id),
  );

  app.post(
    '/admin/exit-proposals/:id/complete',
    {
      onRequest: guards.requireRole('admin'),
      schema: {
        tags: ['admin'],
        summary:
          'Complete a passed sale with the proceeds received: an approved final distribution (return of capital first, then capital gain) paid by the job, every unit redeemed, the deal exited',
        security,
        params,
        body: exitCompletionInputSchema,
        response: { 201: exitCompletionSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await sale.complete(request.auth!, request.params.id, request.body)),
  );
};
