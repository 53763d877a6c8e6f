import type { ModuleContext } from '../../module-context.ts';
import { trackRecordRoutes } from './track-record.routes.ts';
import { TrackRecordService } from './track-record.service.ts';

/** Promised vs actual per funded deal and the proposers' track records: public reads of what other modules write. */
export async function registerTrackRecordModule({ app, db, clock, config }: ModuleContext): Promise<void> {
  await app.register(trackRecordRoutes, { prefix: '/api', trackRecord: new TrackRecordService(db, clock, config.reportGraceMs) });
}
