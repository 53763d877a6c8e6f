import { SEAL_PURPOSES } from '../../lib/secret-box.ts';
import type { ModuleContext } from '../../module-context.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { NotificationsService } from './notifications.service.ts';
import { deliveryTransports } from './outbox-transports.ts';
import { outboxRoutes } from './outbox.routes.ts';
import { OutboxService, registerOutboxJob } from './outbox.service.ts';

/**
 * The notifications' part of the app: the notifications and the admin's outbox routes, the outbox
 * job, and its start-up sweep. Answers the job's wake-up (the app exposes it as `outboxJob`).
 */
export async function registerNotificationsModule({
  app,
  db,
  clock,
  jobs,
  config,
  secrets,
  guards,
  runJobs,
}: ModuleContext): Promise<{ wake(): Promise<void> }> {
  await app.register(notificationsRoutes, { prefix: '/api', notifications: new NotificationsService(db, clock), guards });
  const outbox = new OutboxService(db, clock, deliveryTransports(config.delivery), secrets.sealer(SEAL_PURPOSES.verificationMessage));
  await app.register(outboxRoutes, { prefix: '/api/admin/outbox', outbox, guards });
  const outboxJob = registerOutboxJob(jobs, outbox, db, clock, (error) => app.log.error({ err: error }, 'sending the outbox failed'));
  // The start-up sweep: the job's chain of runs starts (or is caught up) here; one waiting run is shared by every instance.
  if (runJobs) app.addHook('onReady', () => outboxJob.wake());
  return outboxJob;
}
