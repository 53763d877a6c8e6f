import fastifySwagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createJsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { msg } from '../shared/i18n/msg.ts';
import type { AppConfig, TrustProxy } from './config/env.ts';
import { webRoot } from './config/paths.ts';
import type { Database } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { SecretBox } from './lib/secret-box.ts';
import { requestLanguage, translate } from './lib/i18n.ts';
import { MemoryCounterStore, RedisCounterStore } from './lib/counter-store.ts';
import { serializeError } from './lib/error-serializer.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { PgBossJobQueue } from './jobs/pg-boss-job-queue.ts';
import { lazyChildLogger } from './lib/request-logger.ts';
import { registerAuditModule } from './modules/audit/index.ts';
import { type PasswordHasher, registerAuthModule } from './modules/auth/index.ts';
import { registerDashboardModule } from './modules/dashboard/index.ts';
import { registerDrawsModule } from './modules/draws/index.ts';
import { registerExitsModule } from './modules/exits/index.ts';
import { registerDealsModule } from './modules/deals/index.ts';
import { registerHealthModule } from './modules/health/index.ts';
import { type CampaignService, registerInvestingModule } from './modules/investing/index.ts';
import { registerKycModule } from './modules/kyc/index.ts';
import { payoutTotalsByYear, payoutYears, registerDistributionsModule } from './modules/distributions/index.ts';
import { registerHoldingsModule, valuationsRepository } from './modules/holdings/index.ts';
import { registerLedgerModule } from './modules/ledger/index.ts';
import { registerMeModule } from './modules/me/index.ts';
import { registerMessagesModule } from './modules/messages/index.ts';
import { registerNotificationsModule } from './modules/notifications/index.ts';
import { registerPropertiesModule } from './modules/properties/index.ts';
import { registerQuestionsModule } from './modules/questions/index.ts';
import { registerReportsModule } from './modules/reports/index.ts';
import { registerReviewsModule } from './modules/reviews/index.ts';
import { registerStatementsModule } from './modules/statements/index.ts';
import { registerTaxModule } from './modules/tax/index.ts';
import { registerTrackRecordModule } from './modules/track-record/index.ts';
import { registerUsersModule } from './modules/users/index.ts';
import { registerVerificationModule } from './modules/verification/index.ts';
import { registerWalletModule } from './modules/wallet/index.ts';
import type { BaseContext, ModuleContext } from './module-context.ts';
import { UploadStore } from './lib/upload-store.ts';
import { errorBody, registerErrorHandler, sendApiNotFound } from './plugins/error-handler.ts';
import { headerListFor, registerSecurityHeaders, setHeaders } from './plugins/security-headers.ts';
import { finishUnreadBodies } from './plugins/unread-body.ts';
import { uploadedImagesRoutes } from './plugins/uploaded-images.ts';
import { registerWebPages } from './web/web-pages.ts';

export const BODY_LIMIT_BYTES = 100 * 1024;

export interface AppOptions {
  config: AppConfig;
  database: Database;
  /** The source of "now" for business rules; the system clock unless a test gives its own. */
  clock?: Clock;
  jwtSecret: string;
  /** Seals the secrets kept in the database (two-factor keys, KYC details); apart from `jwtSecret` so either rotates alone. */
  encryptionKey: string;
  redis?: Redis | undefined;
  /** Serve the built web app too (the production server); API tests leave it out. */
  serveWeb?: boolean;
  /** Folder of the built web app; dist/web unless a test gives its own. */
  webRoot?: string;
  logger?: boolean;
  /** Where log lines go (stdout unless a test captures them). */
  logStream?: { write(line: string): void };
  /** How passwords are hashed and verified; argon2id unless a test wraps it. */
  passwords?: PasswordHasher;
  /**
   * Run scheduled work in this process: poll for due jobs from `ready` until `close`. The server
   * does; API tests only when they ask (services can schedule either way, and a test can call
   * `app.jobs.runDue()`).
   */
  runJobs?: boolean;
  /** How long an idle job poller waits; 2 s unless given (tests use ~100 ms). */
  jobPollIntervalMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled work (src/server/jobs, ADR 005). */
    jobs: JobQueue;
    /** The campaigns' scheduled steps, for the jobs, the start-up sweep and tests that move the clock. */
    campaign: CampaignService;
    /** The outbox job's next run, brought forward to now (the start-up sweep; tests). */
    outboxJob: { wake(): Promise<void> };
  }
}

/**
 * Fastify fails closed on a numeric trustProxy (it trusts no hop, since it cannot tell a proxy
 * from a client that connects directly), so a hop count n is given as the function Fastify takes.
 * Hop 0 is the peer (the nearest proxy), hops 1 to n-1 the X-Forwarded-For entries the nearer
 * proxies added; hop n, the entry the farthest proxy added, is the client's address. Entries a
 * client wrote itself lie beyond it and are never read.
 */
function fastifyTrustProxy(trust: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return [...trust];
}

function sendBadUrl(request: FastifyRequest, reply: FastifyReply) {
  return setHeaders(reply.status(400), headerListFor(request.raw.url ?? '')).send(
    errorBody(translate(requestLanguage(request), msg('The address of this request is not valid.')), 'bad_request'),
  );
}

/** The whole HTTP application, built the same way by server.ts and by the tests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, redis } = options;
  const app = Fastify({
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Two log lines per request cost more than a health check itself (npm run bench); the hook
    // below logs failures at info and successes at debug instead.
    logController: new LogController({ disableRequestLogging: true }),
    // A URL that cannot be decoded is answered before any hook runs; keep it {message, detail}.
    frameworkErrors: (_error, request, reply) => sendBadUrl(request as unknown as FastifyRequest, reply as unknown as FastifyReply),
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Fastify logs no bodies or headers by default; these paths make sure a secret never slips in.
            redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.access_token', '*.passwordHash'],
            // A failed query's error holds its parameters (emails, hashes, phones): see serializeError.
            serializers: { err: serializeError },
            ...(options.logStream ? { stream: options.logStream } : {}),
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
  finishUnreadBodies(app);

  // Every route declares its body, params, query and response with the shared zod contracts:
  // requests are validated (a 422 with the first problem's sentence), answers are filtered to the
  // contract, and the OpenAPI document at /api/openapi.json is generated from the same schemas.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Sharestead API', version: '1.0.0', description: 'The platform API (docs/ARCHITECTURE.md).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    // Input schemas with transforms (lower-casing an email) document their input side as "any value".
    transform: createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } }),
  });
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());

  // Scheduled work. The queue's tables exist before the first request, so a service can write a
  // job in its own transaction; handlers are registered on it below by the modules that own them.
  const jobs = new PgBossJobQueue(database, {
    ...(options.jobPollIntervalMs ? { pollIntervalMs: options.jobPollIntervalMs } : {}),
    onError: (error, context) => app.log.error({ err: error, ...context }, 'scheduled work failed'),
  });
  await jobs.install();
  app.decorate('jobs', jobs);
  if (options.runJobs) app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', () => jobs.stop());

  const counters = redis ? new RedisCounterStore(redis) : new MemoryCounterStore();
  app.addHook('onClose', (_instance, done) => {
    counters.close();
    done();
  });
  const uploads = new UploadStore(config.uploadDir);
  // An hour is far longer than any upload takes: older temporary files were left by a killed process.
  app.addHook('onReady', async () => {
    await uploads.sweepTmp(60 * 60 * 1000);
  });
  await app.register(uploadedImagesRoutes, { prefix: '/uploads', store: uploads });

  // The composition root: each module registers its routes, jobs and start-up sweep, in this order
  // (auth first, since its guards protect every other module's routes).
  const base: BaseContext = {
    app,
    database,
    db: database.db,
    clock: options.clock ?? systemClock,
    config,
    jobs,
    counters,
    redis,
    secrets: {
      jwtSecret: options.jwtSecret,
      encryptionKey: options.encryptionKey,
      previousEncryptionKeys: config.previousEncryptionKeys,
      sealer: (purpose) => new SecretBox(options.encryptionKey, purpose, config.previousEncryptionKeys),
    },
    uploads,
    runJobs: options.runJobs ?? false,
  };
  const verification = registerVerificationModule(base);
  const { auth, guards } = await registerAuthModule(base, { verification: verification.verification, passwords: options.passwords });
  const context: ModuleContext = { ...base, guards };
  await registerHealthModule(context);
  await registerUsersModule(context);
  await registerAuditModule(context);
  await registerMessagesModule(context);
  app.decorate('outboxJob', await registerNotificationsModule(context));
  await registerMeModule(context, { auth });
  await verification.registerRoutes(guards);
  await registerKycModule(context);
  await registerWalletModule(context);
  const properties = await registerPropertiesModule(context);
  const investing = await registerInvestingModule(context);
  app.decorate('campaign', investing.campaign);
  const deals = await registerDealsModule(context, { schedule: investing.schedule, latestPrices: valuationsRepository.latestPrices });
  await registerReviewsModule(context, { deals });
  await registerLedgerModule(context);
  await registerHoldingsModule(context);
  await registerDistributionsModule(context);
  await registerTaxModule(context, { payouts: { totalsByYear: payoutTotalsByYear, years: payoutYears } });
  await registerStatementsModule(context);
  await registerQuestionsModule(context);
  await registerTrackRecordModule(context);
  await registerDrawsModule(context);
  await registerExitsModule(context);
  await registerReportsModule(context);
  await registerDashboardModule(context);

  if (options.serveWeb) {
    await registerWebPages(app, options.webRoot ?? webRoot, { pageStatus: { property: (id) => properties.pageStatus(id) } });
  } else app.setNotFoundHandler(sendApiNotFound);

  return app;
}
