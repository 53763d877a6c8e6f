import { authOf, type TestUser } from './factories.ts';
import { fundedTestDeal } from './income.ts';
import { multipartBody, testImage } from './multipart.ts';
import type { TestApp } from './test-app.ts';

/*
 * Fix 'N' Flip draws for API tests (after-funding.md §4): a deal funded by real commitments, so
 * its construction escrow and draws were written by the funding step itself, and a draw requested
 * through the routes.
 */

/** Three milestones whose shares do not divide ₹9,85,000 evenly: the last takes the remainder. */
export const TEST_DRAW_SCHEDULE = [
  { name: 'Foundation', shareBps: 3333 },
  { name: 'Frame', shareBps: 3333 },
  { name: 'Finish', shareBps: 3334 },
];

/** A Fix 'N' Flip deal of `proposer` funded now (₹10,00,000 by two backers, 60:40) with TEST_DRAW_SCHEDULE unless told. */
export function fundedFlipDeal(t: TestApp, proposer: TestUser, drawSchedule = TEST_DRAW_SCHEDULE) {
  return fundedTestDeal(t, proposer, { campaignType: 'fix_n_flip', drawSchedule });
}

/** The proposer adds one site photo (`seed` makes it unique) to draw `n` and requests it. */
export async function requestTestDraw(t: TestApp, proposer: TestUser, dealId: string, n: number, seed = n): Promise<void> {
  const form = multipartBody({ filename: 'site.jpg', type: 'image/jpeg', content: await testImage('jpeg', { seed }) });
  const photo = await t.app.inject({
    method: 'POST',
    url: `/api/deals/${dealId}/draws/${n}/photos`,
    headers: { ...authOf(proposer), ...form.headers },
    payload: form.payload,
  });
  if (photo.statusCode !== 201) throw new Error(`Adding a photo answered ${photo.statusCode}: ${photo.body}`);
  const requested = await t.app.inject({
    method: 'POST',
    url: `/api/deals/${dealId}/draws/${n}/request`,
    headers: authOf(proposer),
    payload: { note: `Milestone ${n} is done.` },
  });
  if (requested.statusCode !== 200) throw new Error(`Requesting answered ${requested.statusCode}: ${requested.body}`);
}
