import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overviewSchema } from '../../../shared/contracts/overview.ts';
import { statsSchema } from '../../../shared/contracts/stats.ts';
import type { Guards } from '../../plugins/authentication.ts';
import type { DashboardService } from './dashboard.service.ts';

export interface DashboardRoutesOptions {
  dashboard: DashboardService;
  guards: Guards;
}

/** /api/dashboard/*: the Overview, the same for every signed-in role (decisions.md #13), and the role's Stats. */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', options.guards.authenticate);

  app.get(
    '/overview',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The Overview: platform totals now and against the end of last month, fees by month, the deal mix and the latest investments',
        security: [{ bearer: [] }],
        response: { 200: overviewSchema },
      },
    },
    async () => options.dashboard.overview(),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The Stats page's figures for the caller's role: the platform's (admin), the backer's own portfolio or the proposer's own deals",
        security: [{ bearer: [] }],
        response: { 200: statsSchema },
      },
    },
    (request) => options.dashboard.stats(request.auth!),
  );
};
