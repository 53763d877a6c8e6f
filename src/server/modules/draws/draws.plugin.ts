import type { ModuleContext } from '../../module-context.ts';
import { drawsRoutes } from './draws.routes.ts';
import { DrawPhotosService } from './draw-photos.service.ts';
import { DrawsService } from './draws.service.ts';

/** The inspection sweep's job: one waiting run at a time, which schedules the next. */
export const INSPECTION_JOB = 'draws.inspections';
const INSPECTION_JOB_KEY = 'sweep';
/** How often idle deals are looked for: an hour is nothing against DRAW_IDLE_INSPECTION's days. */
const INSPECTION_SWEEP_MS = 60 * 60 * 1000;

/**
 * Fix 'N' Flip draws: the routes, and the job that flags idle deals for a site inspection (it
 * schedules its next run first, so a failed run still comes back; the start-up sweep starts it).
 */
export async function registerDrawsModule({ app, db, clock, jobs, config, guards, runJobs, uploads }: ModuleContext): Promise<void> {
  const draws = new DrawsService(db, clock, config.draws.idleInspectionMs, jobs);
  jobs.work(INSPECTION_JOB, async () => {
    await jobs.schedule(INSPECTION_JOB, INSPECTION_JOB_KEY, new Date(clock.now().getTime() + INSPECTION_SWEEP_MS));
    const flagged = await draws.flagIdle();
    if (flagged > 0) app.log.info({ flagged }, 'deals flagged for a site inspection');
  });
  if (runJobs) app.addHook('onReady', () => jobs.schedule(INSPECTION_JOB, INSPECTION_JOB_KEY, clock.now()));
  await app.register(drawsRoutes, { prefix: '/api', draws, photos: new DrawPhotosService(db, clock, uploads), guards });
}
