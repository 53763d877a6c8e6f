import { randomUUID } from 'node:crypto';
import fastifySwagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { createJsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { msg } from '../shared/i18n/msg.ts';
import type { AppConfig, TrustProxy } from './config/env.ts';
import { webRoot } from './config/paths.ts';
import type { Database } from './db/client.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { SEAL_PURPOSES, SecretBox } from './lib/secret-box.ts';
import { requestLanguage, translate } from './lib/i18n.ts';
import { MemoryCounterStore, RedisCounterStore } from './lib/counter-store.ts';
import { serializeError } from './lib/error-serializer.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import { PgBossJobQueue } from './jobs/pg-boss-job-queue.ts';
import { lazyChildLogger } from './lib/request-logger.ts';
import {
  argon2Hasher,
  authRoutes,
  AuthService,
  DeviceCookies,
  KeyedHash,
  LoginThrottle,
  type PasswordHasher,
  TokenService,
  twoFactorRoutes,
  TwoFactorService,
} from './modules/auth/index.ts';
import { FormLimiter, messagesRoutes, MessagesService } from './modules/messages/index.ts';
import { dashboardRoutes, DashboardService } from './modules/dashboard/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { dealsRoutes, DealsService, dealUploadsRoutes, DealUploadsService } from './modules/deals/index.ts';
import { UploadStore } from './lib/upload-store.ts';
import { registerInvestingModule, type CampaignService } from './modules/investing/index.ts';
import { ledgerRoutes } from './modules/ledger/index.ts';
import { reviewsRoutes, ReviewsService } from './modules/reviews/index.ts';
import { propertiesRoutes, PropertiesService } from './modules/properties/index.ts';
import { statementsRoutes, StatementsService } from './modules/statements/index.ts';
import { auditRoutes, AuditService } from './modules/audit/index.ts';
import { kycRoutes, KycService } from './modules/kyc/index.ts';
import { meAvatarRoutes, MeAvatarService, meRoutes, MeService } from './modules/me/index.ts';
import { registerNotificationsModule } from './modules/notifications/index.ts';
import { usersRoutes, UsersService } from './modules/users/index.ts';
import { contactVerificationRoutes, ContactVerificationService, VerificationKeys } from './modules/verification/index.ts';
import { walletRoutes, WalletService } from './modules/wallet/index.ts';
import { createGuards } from './plugins/authentication.ts';
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

  const clock = options.clock ?? systemClock;
  const tokens = new TokenService(options.jwtSecret, clock);
  const counters = redis ? new RedisCounterStore(redis) : new MemoryCounterStore();
  app.addHook('onClose', (_instance, done) => {
    counters.close();
    done();
  });
  const passwords = options.passwords ?? argon2Hasher;
  const throttle = new LoginThrottle(counters, config.limits);
  const verification = new ContactVerificationService({
    db: database.db,
    clock,
    counters,
    keys: new VerificationKeys(options.jwtSecret),
    publicUrl: config.publicUrl,
  });
  const sealer = (purpose: string) => new SecretBox(options.encryptionKey, purpose, config.previousEncryptionKeys);
  const twoFactor = new TwoFactorService({
    db: database.db,
    clock,
    throttle,
    box: sealer(SEAL_PURPOSES.totpSecret),
    recoveryCodeHash: new KeyedHash(options.encryptionKey, 'recovery-code'),
  });
  const auth = new AuthService({
    db: database.db,
    tokens,
    throttle,
    twoFactor,
    verification,
    clock,
    passwords,
    // Made now, not on the first unknown email: that answer must take as long as any other.
    decoyHash: await passwords.hash(randomUUID()),
  });
  const guards = createGuards(auth);

  await app.register(healthRoutes, { prefix: '/api', database });

  await app.register(authRoutes, {
    prefix: '/api/auth',
    auth,
    guards,
    redis,
    requestsPerMinute: config.limits.authRequestsPerMinute,
    // Signed with the session secret: rotating it forgets the devices along with the sessions.
    devices: new DeviceCookies(options.jwtSecret),
  });
  await app.register(usersRoutes, { prefix: '/api/admin/users', users: new UsersService(database.db), guards });
  await app.register(auditRoutes, { prefix: '/api', audit: new AuditService(database.db), guards });
  await app.register(messagesRoutes, {
    prefix: '/api',
    messages: new MessagesService(database.db, clock),
    limiter: new FormLimiter(counters, config.limits.formsPerHour),
    guards,
  });
  const runJobs = options.runJobs ?? false;
  app.decorate('outboxJob', await registerNotificationsModule(app, { db: database.db, clock, jobs, delivery: config.delivery, guards, runJobs }));
  await app.register(meRoutes, { prefix: '/api/me', me: new MeService(database.db), auth, guards });
  await app.register(twoFactorRoutes, { prefix: '/api/me/2fa', twoFactor, guards });
  await app.register(contactVerificationRoutes, { prefix: '/api', verification, guards });
  await app.register(kycRoutes, { prefix: '/api', kyc: new KycService(database.db, clock, sealer(SEAL_PURPOSES.kycDetails)), guards });
  await app.register(walletRoutes, { prefix: '/api', wallet: new WalletService(database.db, clock, config.escrow), guards });

  const properties = new PropertiesService(database.db);
  await app.register(propertiesRoutes, { prefix: '/api/properties', properties });

  const investing = registerInvestingModule(app, { db: database.db, clock, jobs, campaign: config.campaign, runJobs });
  app.decorate('campaign', investing.campaign);
  const deals = new DealsService({ db: database.db, clock, campaign: config.campaign, schedule: investing.schedule });
  await app.register(dealsRoutes, { prefix: '/api/deals', deals, guards });
  const uploadStore = new UploadStore(config.uploadDir);
  // An hour is far longer than any upload takes: older temporary files were left by a killed process.
  app.addHook('onReady', async () => {
    await uploadStore.sweepTmp(60 * 60 * 1000);
  });
  await app.register(meAvatarRoutes, { prefix: '/api/me', avatars: new MeAvatarService({ db: database.db, store: uploadStore }), guards });
  await app.register(dealUploadsRoutes, {
    prefix: '/api/deals',
    uploads: new DealUploadsService({ db: database.db, clock, deals, store: uploadStore }),
    guards,
  });
  await app.register(uploadedImagesRoutes, { prefix: '/uploads', store: uploadStore });
  await app.register(reviewsRoutes, { prefix: '/api/admin/deals', reviews: new ReviewsService({ db: database.db, clock, deals }), guards });
  await investing.registerRoutes(app, guards);
  await app.register(ledgerRoutes, { prefix: '/api/admin', db: database.db, guards });
  await app.register(statementsRoutes, { prefix: '/api', statements: new StatementsService(database.db, clock), guards });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard', dashboard: new DashboardService(database.db, clock), guards });

  if (options.serveWeb) {
    await registerWebPages(app, options.webRoot ?? webRoot, { pageStatus: { property: (id) => properties.pageStatus(id) } });
  } else app.setNotFoundHandler(sendApiNotFound);

  return app;
}
