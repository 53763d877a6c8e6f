import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config/env.ts';
import type { Database, Db } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Clock } from './lib/clock.ts';
import type { CounterStore } from './lib/counter-store.ts';
import type { SecretBox } from './lib/secret-box.ts';
import type { UploadStore } from './lib/upload-store.ts';
import type { Guards } from './plugins/authentication.ts';

/** The keys the app is started with; each module derives what it signs or seals with from them. */
export interface AppSecrets {
  /** Signs sessions, device cookies and verification links. */
  jwtSecret: string;
  /** Keys the recovery codes' hash; `sealer` seals database secrets with it (and opens with the previous keys). */
  encryptionKey: string;
  /** ENCRYPTION_KEY_PREVIOUS: keys being rotated out, which still open and check what they made. */
  previousEncryptionKeys: readonly string[];
  sealer(purpose: string): SecretBox;
}

/**
 * What the composition root (app.ts) gives each module's `register…Module`: the app's shared
 * infrastructure. A module registers its own routes, jobs and start-up sweep with it, and returns
 * what other modules need of it; a module's dependencies on other modules are its second argument.
 */
export interface BaseContext {
  app: FastifyInstance;
  database: Database;
  db: Db;
  clock: Clock;
  config: AppConfig;
  jobs: JobQueue;
  /** Rate-limit counters (Redis when configured, so every instance shares them). */
  counters: CounterStore;
  /** The Redis the counters use, when configured (the auth routes' per-minute limit shares it). */
  redis: Redis | undefined;
  secrets: AppSecrets;
  uploads: UploadStore;
  /** Whether this process runs scheduled work, the start-up sweeps included. */
  runJobs: boolean;
}

/** The context once the auth module has made the route guards: every module but auth gets this one. */
export interface ModuleContext extends BaseContext {
  guards: Guards;
}
