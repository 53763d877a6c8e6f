import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_CLASSES } from '../../../shared/contracts/deals.ts';
import { loadConfig } from '../../config/env.ts';
import { commitments, deals } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { creditTestWallet, insertTestProperty, registerTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DealsService, UNSCHEDULED } from '../deals/deals.service.ts';
import { valuationsRepository } from '../holdings/valuations.repository.ts';
import { CampaignService } from '../investing/campaign.service.ts';
import { InvestingService } from '../investing/investing.service.ts';
import { readProposerTotals, readTotals, recomputeProposerTotals, recomputeTotals } from './totals.ts';

/*
 * The running totals under random histories (ADR 006): deals going live, deposits, commitments,
 * cancellations, extensions answered yes or no, time passing over month ends and closes, in any
 * order. After every history the totals of every month equal a full recomputation from the rows
 * (as of the time of each event), and each backer's count of active commitments is right.
 */

let t: TestApp;
let proposer: TestUser;
let backers: TestUser[];
const config = loadConfig({ NODE_ENV: 'test', CAMPAIGN_DURATION: '20d', EXTENSION_DURATION: '10d', CANCEL_CUTOFF: '2d' }).campaign;
const DAY = 86_400_000;
/**
 * The histories share one timeline that only moves forward, from 400 days ago: time does not run
 * backwards on a platform, and a backer's arrival is counted in the month it happens.
 */
let offset = -400 * DAY;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  proposer = await registerTestUser(t.app, 'proposer');
  backers = [];
  for (let index = 0; index < 4; index++) {
    const backer = await registerTestUser(t.app, 'backer');
    await verifyTestKyc(t.app, backer);
    await creditTestWallet(t.app, backer, 500_000_00n, 'INR');
    await creditTestWallet(t.app, backer, 500_000_00n, 'USD');
    backers.push(backer);
  }
});
afterAll(async () => {
  await t.close();
});

type Step =
  | { kind: 'deposit'; backer: number; currency: 'INR' | 'USD'; amount: number }
  | { kind: 'publish'; currency: 'INR' | 'USD'; assetClass: number; roiBps: number; target: number }
  | { kind: 'commit'; backer: number; deal: number; amount: number }
  | { kind: 'cancel'; backer: number; pick: number }
  | { kind: 'extend'; deal: number }
  | { kind: 'answer'; backer: number; pick: number; consent: boolean }
  | { kind: 'wait'; days: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('deposit' as const),
    backer: fc.nat(3),
    currency: fc.constantFrom('INR' as const, 'USD' as const),
    amount: fc.integer({ min: 1, max: 200_000_00 }),
  }),
  fc.record({
    kind: fc.constant('publish' as const),
    currency: fc.constantFrom('INR' as const, 'USD' as const),
    assetClass: fc.nat(ASSET_CLASSES.length - 1),
    roiBps: fc.integer({ min: 500, max: 2500 }),
    target: fc.integer({ min: 20_000_00, max: 200_000_00 }),
  }),
  fc.record({ kind: fc.constant('commit' as const), backer: fc.nat(3), deal: fc.nat(5), amount: fc.integer({ min: 1_000_00, max: 120_000_00 }) }),
  fc.record({ kind: fc.constant('commit' as const), backer: fc.nat(3), deal: fc.nat(5), amount: fc.integer({ min: 1_000_00, max: 120_000_00 }) }),
  fc.record({ kind: fc.constant('cancel' as const), backer: fc.nat(3), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant('extend' as const), deal: fc.nat(5) }),
  fc.record({ kind: fc.constant('answer' as const), backer: fc.nat(3), pick: fc.nat(20), consent: fc.boolean() }),
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 25 }) }),
);

async function expectTotalsRight() {
  const db = t.database.db;
  const sorted = (rows: Awaited<ReturnType<typeof readTotals>>) =>
    [...rows].sort((a, b) => `${a.month}|${a.metric}|${a.key}`.localeCompare(`${b.month}|${b.metric}|${b.key}`));
  expect(sorted(await readTotals(db))).toEqual(sorted(await recomputeTotals(db)));
  const byProposer = (rows: Awaited<ReturnType<typeof readProposerTotals>>) =>
    [...rows].sort((a, b) => `${a.proposerId}|${a.month}|${a.metric}|${a.key}`.localeCompare(`${b.proposerId}|${b.month}|${b.metric}|${b.key}`));
  expect(byProposer(await readProposerTotals(db))).toEqual(byProposer(await recomputeProposerTotals(db)));
  const wrong = await db.execute(sql`
    select coalesce(a.backer_id, c.backer_id) as backer_id from backer_activity a
    full join (select backer_id, count(*)::int as n from commitments where status in ('committed', 'funded') group by backer_id) c on c.backer_id = a.backer_id
    where coalesce(a.active_commitments, 0) <> coalesce(c.n, 0)`);
  expect((wrong as unknown as { rows: unknown[] }).rows).toEqual([]);
}

describe('the Overview totals under random histories', () => {
  // Its own time limit: dozens of whole histories on a real database take seconds on a quiet machine, minutes on a loaded one.
  it('equal a full recomputation after every sequence of publications, commitments, cancellations, extensions and closes', async () => {
    await expectTotalsRight();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 30 }), async (steps) => {
        // Each history runs on deals of its own.
        const clock = { now: () => new Date(Date.now() + offset) };
        const dealsService = new DealsService({
          db: t.database.db,
          clock,
          campaign: config,
          schedule: UNSCHEDULED,
          latestPrices: valuationsRepository.latestPrices,
        });
        const investing = new InvestingService(t.database.db, clock, config);
        const campaign = new CampaignService(t.database.db, clock, config);
        const dealIds: string[] = [];
        const actor = (index: number) => ({ sub: backers[index]!.id, role: 'backer' as const });
        const proposerActor = { sub: proposer.id, role: 'proposer' as const };
        const mine = async (index: number, pick: number) => {
          const rows = await t.database.db
            .select()
            .from(commitments)
            .where(sql`${commitments.backerId} = ${backers[index]!.id}`);
          return rows.length === 0 ? undefined : rows[pick % rows.length];
        };
        const dealAt = (index: number) => (dealIds.length === 0 ? undefined : dealIds[index % dealIds.length]);
        for (const current of steps) {
          try {
            if (current.kind === 'deposit') await creditTestWallet(t.app, backers[current.backer]!, BigInt(current.amount), current.currency);
            else if (current.kind === 'publish') {
              const property = await insertTestProperty(t.database.db, { listedAt: clock.now() });
              const [row] = await t.database.db
                .insert(deals)
                .values({
                  propertyId: property.id,
                  proposerId: proposer.id,
                  campaignType: 'buy_n_hold',
                  assetClass: ASSET_CLASSES[current.assetClass]!,
                  currency: current.currency,
                  target: BigInt(current.target),
                  minimumTicket: 1_000_00n,
                  projectedRoiBps: current.roiBps,
                  holdingPeriodMonths: 24,
                  lifecycle: 'approved',
                })
                .returning({ id: deals.id });
              await dealsService.publish(proposerActor, row!.id);
              dealIds.push(row!.id);
            } else if (current.kind === 'commit') {
              const dealId = dealAt(current.deal);
              if (dealId) await investing.commit(actor(current.backer), dealId, BigInt(current.amount), undefined);
            } else if (current.kind === 'cancel') {
              const row = await mine(current.backer, current.pick);
              if (row) await investing.cancel(actor(current.backer), row.id);
            } else if (current.kind === 'extend') {
              const dealId = dealAt(current.deal);
              if (dealId) await dealsService.extend(proposerActor, dealId);
            } else if (current.kind === 'answer') {
              const row = await mine(current.backer, current.pick);
              if (row) await investing.answerExtension(actor(current.backer), row.id, current.consent);
            } else {
              offset += current.days * DAY;
              await campaign.runDue();
            }
          } catch (error) {
            // A refusal (4xx) is part of the game; anything else is a defect.
            if (!(error instanceof DomainError) || error.statusCode >= 500) throw error;
          }
        }
        await expectTotalsRight();
      }),
      { numRuns: 30 },
    );
  }, 180_000);
});
