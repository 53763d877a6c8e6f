import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  exitWindowDetailSchema,
  exitWindowListSchema,
  exitWindowSchema,
  orderInputSchema,
  orderSchema,
  portfolioOrdersSchema,
} from '../../../shared/contracts/exits.ts';
import { idSchema } from '../../../shared/uuid.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { ExitWindowsService } from './exit-windows.service.ts';

export interface ExitWindowsRoutesOptions {
  windows: ExitWindowsService;
  guards: Guards;
}

const security = [{ bearer: [] }];
const idParams = z.object({ id: idSchema });

/**
 * Under /api (interfaces.md, "After funding"): exit windows, their books and orders. Signed in
 * (401) and role (403) first, then what exists (404), KYC (403 kyc_required) before the body is
 * judged (422), then the window's state (409), the order's rules (422) and what it holds (409).
 */
export const exitWindowsRoutes: FastifyPluginAsyncZod<ExitWindowsRoutesOptions> = async (app, { windows, guards }) => {
  app.post(
    '/admin/deals/:id/exit-windows',
    {
      onRequest: guards.requireRole('admin'),
      schema: {
        tags: ['exits'],
        summary: "Open an exit window now on a funded Buy 'N' Hold deal, for EXIT_WINDOW_DURATION (the admin, lock-in or not)",
        security,
        params: idParams,
        response: { 201: exitWindowSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await windows.open(request.auth!, request.params.id)),
  );

  app.get(
    '/deals/:id/exit-windows',
    {
      schema: {
        tags: ['exits'],
        summary: "A funded or exited deal's exit windows, newest first, and when the next scheduled one opens",
        params: idParams,
        response: { 200: exitWindowListSchema },
      },
    },
    async (request) => windows.list(request.params.id),
  );

  app.get(
    '/exit-windows/:id',
    {
      onRequest: guards.identifyIfSignedIn,
      schema: {
        tags: ['exits'],
        summary: "An exit window and its book: each order's side, face value, limit and status, never who placed it (`mine` marks the caller's)",
        params: idParams,
        response: { 200: exitWindowDetailSchema },
      },
    },
    async (request) => windows.detail(request.auth, request.params.id),
  );

  app.post(
    '/exit-windows/:id/orders',
    {
      onRequest: guards.requireRole('backer'),
      // preValidation runs after the role check and before the body's schema.
      preValidation: async (request: FastifyRequest) => windows.gateOrder(request.auth!, (request.params as { id: string }).id),
      schema: {
        tags: ['exits'],
        summary: 'Place a buy or sell order in an open window (a verified backer): a buy holds its money, a sell locks its face value, until the close',
        security,
        params: idParams,
        body: orderInputSchema,
        response: { 201: orderSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await windows.placeOrder(request.auth!, request.params.id, request.body)),
  );

  app.delete(
    '/orders/:id',
    {
      onRequest: guards.requireRole('backer'),
      schema: {
        tags: ['exits'],
        summary: 'Cancel an open order until the close (its backer): what it holds is released',
        security,
        params: idParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => windows.cancelOrder(request.auth!, request.params.id),
  );

  app.get(
    '/portfolio/orders',
    {
      onRequest: guards.requireRole('backer'),
      schema: {
        tags: ['exits'],
        summary: "The backer's orders, newest first, with their deals' titles",
        security,
        response: { 200: portfolioOrdersSchema },
      },
    },
    async (request) => windows.ordersOf(request.auth!),
  );
};
