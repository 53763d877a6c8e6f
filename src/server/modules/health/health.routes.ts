import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../../shared/contracts/health.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import type { Database } from '../../db/client.ts';
import { requestLanguage, translate } from '../../lib/i18n.ts';
import { errorBody } from '../../plugins/error-handler.ts';

const HEALTH_FRESH_MS = 1000;

export interface HealthRoutesOptions {
  database: Database;
}

/** GET /api/health: whether the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { database }) => {
  // Health answers from a database check at most HEALTH_FRESH_MS old, and concurrent checks share one
  // round trip: a load balancer polling it (or a bench) costs the database next to nothing.
  // A closed database fails at once; a failed check is never reused.
  let pingInFlight: Promise<void> | undefined;
  let lastOkAt = 0;
  const ping = async () => {
    if (!database.isOpen()) throw new Error('The database is closed.');
    if (Date.now() - lastOkAt < HEALTH_FRESH_MS) return;
    pingInFlight ??= database
      .ping()
      .then(() => {
        lastOkAt = Date.now();
      })
      .finally(() => {
        pingInFlight = undefined;
      });
    await pingInFlight;
  };

  const healthy = { status: 'ok' } as const;
  const checkHealth = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await ping();
      return healthy;
    } catch (error) {
      request.log.warn({ err: error }, 'health check: database unavailable');
      return reply
        .status(503)
        .send({ status: 'unavailable', ...errorBody(translate(requestLanguage(request), msg('The database is not answering.')), 'unavailable') });
    }
  };
  // The usual case, an open database checked less than HEALTH_FRESH_MS ago, answers without a promise.
  app.get('/health', { schema: { summary: 'Whether the database answers', response: { 200: healthResponseSchema } } }, (request, reply) =>
    database.isOpen() && Date.now() - lastOkAt < HEALTH_FRESH_MS ? healthy : checkHealth(request, reply),
  );
};
