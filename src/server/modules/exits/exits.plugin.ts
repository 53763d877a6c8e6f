import type { ModuleContext } from '../../module-context.ts';
import { exitWindowsRoutes } from './exit-windows.routes.ts';
import { CLOSE_JOB, ExitWindowsService } from './exit-windows.service.ts';
import { registerSaleRoutes } from './sale.plugin.ts';

/** The exit windows' sweep: opens the scheduled windows due and closes those past their close (one waiting run, which schedules the next). */
const SWEEP_JOB = 'exits.sweep';
const SWEEP_JOB_KEY = 'sweep';
const SWEEP_EVERY_MS = 60 * 1000;

/**
 * Exit and liquidity (after-funding.md §5): the exit windows' routes, the job that closes a window
 * at its close, and the sweep (started at start-up, so a close a crash cut short resumes); then
 * the sale of the property.
 */
export async function registerExitsModule(context: ModuleContext): Promise<{ windows: ExitWindowsService }> {
  const { app, db, clock, jobs, config, guards, runJobs } = context;
  const windows = new ExitWindowsService(db, clock, config.exits, jobs);
  jobs.work(CLOSE_JOB, (job) => windows.close(job.key));
  jobs.work(SWEEP_JOB, async () => {
    await jobs.schedule(SWEEP_JOB, SWEEP_JOB_KEY, new Date(clock.now().getTime() + SWEEP_EVERY_MS));
    const closed = await windows.closeDue();
    const opened = await windows.openDue();
    if (closed + opened > 0) app.log.info({ closed, opened }, 'exit windows swept');
  });
  if (runJobs) app.addHook('onReady', () => jobs.schedule(SWEEP_JOB, SWEEP_JOB_KEY, clock.now()));
  await app.register(exitWindowsRoutes, { prefix: '/api', windows, guards });
  await registerSaleRoutes(context);
  return { windows };
}
