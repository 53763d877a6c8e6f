import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { dealPerformanceSchema, trackRecordSchema } from '../../../shared/contracts/track-record.ts';
import { idSchema } from '../../../shared/uuid.ts';
import type { TrackRecordService } from './track-record.service.ts';

export interface TrackRecordRoutesOptions {
  trackRecord: TrackRecordService;
}

const params = z.object({ id: idSchema });

/** Under /api (interfaces.md, "After funding"): public reads, for anyone, signed in or not. */
export const trackRecordRoutes: FastifyPluginAsyncZod<TrackRecordRoutesOptions> = async (app, { trackRecord }) => {
  app.get(
    '/deals/:id/performance',
    {
      schema: {
        tags: ['track record'],
        summary:
          "A funded deal's promised vs actual: each quarter's projection (frozen at approval) beside what was paid, the share delivered so far, its reporting health, the next report due and the management fees held",
        params,
        response: { 200: dealPerformanceSchema },
      },
    },
    async (request) => trackRecord.performance(request.params.id),
  );

  app.get(
    '/proposers/:id',
    {
      schema: {
        tags: ['track record'],
        summary:
          "A proposer's public track record: deals by outcome, money raised, distributions promised and paid, realised XIRR, reporting health, how fast questions are answered",
        params,
        response: { 200: trackRecordSchema },
      },
    },
    async (request) => trackRecord.trackRecord(request.params.id),
  );
};
