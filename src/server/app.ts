import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config/env.ts';
import { webRoot } from './config/paths.ts';
import type { Database } from './db/client.ts';
import { MemoryCounterStore, RedisCounterStore } from './lib/counter-store.ts';
import { lazyChildLogger } from './lib/request-logger.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { AuthService } from './modules/auth/auth.service.ts';
import { LoginThrottle } from './modules/auth/login-throttle.ts';
import { TokenService } from './modules/auth/tokens.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { UsersRepository } from './modules/users/users.repository.ts';
import { createGuards } from './plugins/authentication.ts';
import { errorBody, registerErrorHandler, sendApiNotFound } from './plugins/error-handler.ts';
import { registerSecurityHeaders, SECURITY_HEADERS } from './plugins/security-headers.ts';
import { registerWebPages } from './plugins/web-pages.ts';

export const BODY_LIMIT_BYTES = 100 * 1024;
const HEALTH_FRESH_MS = 1000;

export interface AppOptions {
  config: AppConfig;
  database: Database;
  jwtSecret: string;
  redis?: Redis | undefined;
  /** Serve the built web app too (the production server); API tests leave it out. */
  serveWeb?: boolean;
  /** Folder of the built web app; dist/web unless a test gives its own. */
  webRoot?: string;
  logger?: boolean;
}

function sendBadUrl(reply: FastifyReply) {
  return reply.status(400).headers(SECURITY_HEADERS).send(errorBody('The address of this request is not valid.'));
}

/** The whole HTTP application, built the same way by server.ts and by the tests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, redis } = options;
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Two log lines per request cost more than a health check itself (npm run bench); the hook
    // below logs failures at info and successes at debug instead.
    logController: new LogController({ disableRequestLogging: true }),
    // A URL that cannot be decoded is answered before any hook runs; keep it {message, detail}.
    frameworkErrors: (_error, _request, reply) => sendBadUrl(reply as unknown as FastifyReply),
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Fastify logs no bodies or headers by default; these paths make sure a secret never slips in.
            redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.access_token', '*.passwordHash'],
          },
  });

  // The API speaks JSON only: without this, Fastify would hand a text/plain body to the routes as a string.
  app.removeContentTypeParser('text/plain');
  registerErrorHandler(app);
  // Each request's logger (bound to its id) is made only if the request logs: most never do.
  if (options.logger !== false) app.setChildLoggerFactory(lazyChildLogger);
  const logsSuccesses = options.logger !== false && (config.logLevel === 'debug' || config.logLevel === 'trace');
  app.addHook('onResponse', (request, reply, done) => {
    const failed = reply.statusCode >= 400;
    if (failed || logsSuccesses) {
      const entry = { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) };
      if (failed) request.log.info(entry, 'request failed');
      else request.log.debug(entry, 'request completed');
    }
    done();
  });
  registerSecurityHeaders(app);

  const users = new UsersRepository(database.db);
  const tokens = new TokenService(options.jwtSecret);
  const guards = createGuards(tokens);
  const throttle = new LoginThrottle(redis ? new RedisCounterStore(redis) : new MemoryCounterStore(), config.limits);
  const auth = new AuthService(users, tokens, throttle);

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
      return reply.status(503).send({ status: 'unavailable', ...errorBody('The database is not answering.') });
    }
  };
  // The usual case, an open database checked less than HEALTH_FRESH_MS ago, answers without a promise.
  app.get('/api/health', (request, reply) =>
    database.isOpen() && Date.now() - lastOkAt < HEALTH_FRESH_MS ? healthy : checkHealth(request, reply),
  );

  await app.register(authRoutes, {
    prefix: '/api/auth',
    auth,
    users,
    guards,
    redis,
    requestsPerMinute: config.limits.authRequestsPerMinute,
  });
  await app.register(usersRoutes, { prefix: '/api/admin/users', users, guards });

  if (options.serveWeb) await registerWebPages(app, options.webRoot ?? webRoot);
  else app.setNotFoundHandler(sendApiNotFound);

  return app;
}
