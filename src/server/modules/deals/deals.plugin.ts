import type { ModuleContext } from '../../module-context.ts';
import { dealUploadsRoutes } from './deal-uploads.routes.ts';
import { DealUploadsService } from './deal-uploads.service.ts';
import { dealsRoutes } from './deals.routes.ts';
import { type DealSchedule, DealsService, type LatestPrices } from './deals.service.ts';

/** Deals and their photos and documents: /api/deals. Returns the service the admin's review acts through. */
export async function registerDealsModule(
  { app, db, clock, config, uploads, guards }: ModuleContext,
  { schedule, latestPrices }: { schedule: DealSchedule; latestPrices: LatestPrices },
): Promise<DealsService> {
  const deals = new DealsService({ db, clock, campaign: config.campaign, schedule, latestPrices });
  await app.register(dealsRoutes, { prefix: '/api/deals', deals, guards });
  await app.register(dealUploadsRoutes, { prefix: '/api/deals', uploads: new DealUploadsService({ db, clock, deals, store: uploads }), guards });
  return deals;
}
