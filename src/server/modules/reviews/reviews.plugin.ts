import type { ModuleContext } from '../../module-context.ts';
import type { DealsService } from '../deals/index.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { ReviewsService } from './reviews.service.ts';

/** The admin's review of proposed deals: /api/admin/deals. */
export async function registerReviewsModule({ app, db, clock, guards }: ModuleContext, { deals }: { deals: DealsService }): Promise<void> {
  await app.register(reviewsRoutes, { prefix: '/api/admin/deals', reviews: new ReviewsService({ db, clock, deals }), guards });
}
