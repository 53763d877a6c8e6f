import type { FastifyInstance } from 'fastify';
import type { DeliveryConfig } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Guards } from '../../plugins/authentication.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { NotificationsService } from './notifications.service.ts';
import { deliveryTransports } from './outbox-transports.ts';
import { outboxRoutes } from './outbox.routes.ts';
import { OutboxService, registerOutboxJob } from './outbox.service.ts';

export interface NotificationsModuleOptions {
  db: Db;
  clock: Clock;
  jobs: JobQueue;
  delivery: DeliveryConfig;
  guards: Guards;
  /** Whether this process runs scheduled work (the start-up sweep too). */
  runJobs: boolean;
}

/**
 * The notifications' part of the app: the notifications and the admin's outbox routes, the outbox
 * job, and its start-up sweep. Answers the job's wake-up (the app exposes it as `outboxJob`).
 */
export async function registerNotificationsModule(app: FastifyInstance, options: NotificationsModuleOptions): Promise<{ wake(): Promise<void> }> {
  const { db, clock, jobs, guards } = options;
  await app.register(notificationsRoutes, { prefix: '/api', notifications: new NotificationsService(db, clock), guards });
  const outbox = new OutboxService(db, clock, deliveryTransports(options.delivery));
  await app.register(outboxRoutes, { prefix: '/api/admin/outbox', outbox, guards });
  const outboxJob = registerOutboxJob(jobs, outbox, db, clock, (error) => app.log.error({ err: error }, 'sending the outbox failed'));
  // The start-up sweep: the job's chain of runs starts (or is caught up) here; one waiting run is shared by every instance.
  if (options.runJobs) app.addHook('onReady', () => outboxJob.wake());
  return outboxJob;
}
