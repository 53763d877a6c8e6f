import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationParamsSchema,
  notificationReadResponseSchema,
  notificationsReadAllResponseSchema,
} from '../../../shared/contracts/notifications.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { NotificationsService } from './notifications.service.ts';

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
  guards: Guards;
}

/** /api/notifications/*: the signed-in person's own notifications, any role. */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', options.guards.authenticate);

  app.get(
    '/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, newest first, with the count of unread ones",
        security: [{ bearer: [] }],
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => options.notifications.list(request.auth!, request.query),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags: ['notifications'],
        summary: "Mark every one of the caller's notifications read",
        security: [{ bearer: [] }],
        response: { 200: notificationsReadAllResponseSchema },
      },
    },
    async (request) => options.notifications.markAllRead(request.auth!),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        tags: ['notifications'],
        summary: "Mark one of the caller's notifications read (again: no change)",
        security: [{ bearer: [] }],
        params: notificationParamsSchema,
        response: { 200: notificationReadResponseSchema },
      },
    },
    async (request) => options.notifications.markRead(request.auth!, request.params.id),
  );
};
