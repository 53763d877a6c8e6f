import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { commitments, deals, ledgerAccounts } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { createLiveTestDeal, creditTestWallet, registerTestUser, verifyTestKyc, type TestUser } from '../../test/factories.ts';
import { UNLIMITED_ENV } from '../../test/hostile.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DealsService, UNSCHEDULED } from '../deals/deals.service.ts';
import { valuationsRepository } from '../holdings/valuations.repository.ts';
import { CampaignService } from '../investing/campaign.service.ts';
import { InvestingService } from '../investing/investing.service.ts';
import { checkLedger } from './ledger.ts';

/*
 * The ledger invariant under random histories (domain.md, "Tests that prove it"): deposits,
 * commitments, cancellations, extensions answered yes or no, time passing and closes, in any order.
 * After every history: per currency the balances sum to zero, each balance equals the sum of its
 * transfers, no wallet is below zero, no deal above its target, a live deal's `raised` is what its
 * commitments hold, and a deal funded past an extension's original deadline funds only those who consented.
 */

let t: TestApp;
let proposer: TestUser;
let backers: TestUser[];
const config = loadConfig({ NODE_ENV: 'test', CAMPAIGN_DURATION: '10d', EXTENSION_DURATION: '5d', CANCEL_CUTOFF: '2d' }).campaign;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ env: UNLIMITED_ENV });
  proposer = await registerTestUser(t.app, 'proposer');
  backers = [];
  for (let index = 0; index < 3; index++) {
    const backer = await registerTestUser(t.app, 'backer');
    await verifyTestKyc(t.app, backer);
    backers.push(backer);
  }
});
afterAll(async () => {
  await t.close();
});

type Step =
  | { kind: 'deposit'; backer: number; amount: number }
  | { kind: 'commit'; backer: number; deal: number; amount: number }
  | { kind: 'fill'; backer: number; deal: number }
  | { kind: 'cancel'; backer: number; pick: number }
  | { kind: 'extend'; deal: number }
  | { kind: 'answer'; backer: number; pick: number; consent: boolean }
  | { kind: 'wait'; days: number; jobs: boolean };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), backer: fc.nat(2), amount: fc.integer({ min: 1, max: 200_000_00 }) }),
  fc.record({ kind: fc.constant('commit' as const), backer: fc.nat(2), deal: fc.nat(1), amount: fc.integer({ min: 1, max: 120_000_00 }) }),
  // Exactly what is left to raise: random amounts alone would seldom fund a deal.
  fc.record({ kind: fc.constant('fill' as const), backer: fc.nat(2), deal: fc.nat(1) }),
  fc.record({ kind: fc.constant('cancel' as const), backer: fc.nat(2), pick: fc.nat(20) }),
  fc.record({ kind: fc.constant('extend' as const), deal: fc.nat(1) }),
  fc.record({ kind: fc.constant('answer' as const), backer: fc.nat(2), pick: fc.nat(20), consent: fc.boolean() }),
  // Time passes with or without the scheduled steps running: what a backer does must not count on them.
  fc.record({ kind: fc.constant('wait' as const), days: fc.integer({ min: 1, max: 8 }), jobs: fc.boolean() }),
);

async function expectInvariant() {
  const db = t.database.db;
  expect(await checkLedger(db)).toEqual([]);
  const negative = await db
    .select()
    .from(ledgerAccounts)
    .where(sql`${ledgerAccounts.noOverdraft} and ${ledgerAccounts.creditsPosted} - ${ledgerAccounts.debitsPosted} - ${ledgerAccounts.debitsPending} < 0`);
  expect(negative).toEqual([]);
  const over = await db
    .select()
    .from(deals)
    .where(sql`${deals.raised} > ${deals.target}`);
  expect(over).toEqual([]);
  const drift = await db.execute(sql`
    select d.id from deals d
    where d.lifecycle = 'live'
      and d.raised <> coalesce((select sum(c.amount) from commitments c where c.deal_id = d.id and c.status in ('committed', 'funded')), 0)`);
  expect((drift as unknown as { rows: unknown[] }).rows).toEqual([]);
  const unconsented = await db.execute(sql`
    select c.id from commitments c join deals d on d.id = c.deal_id
    where d.lifecycle = 'funded' and d.extended and d.closed_at >= d.original_deadline
      and c.status = 'funded' and c.extension_consent is not true`);
  expect((unconsented as unknown as { rows: unknown[] }).rows).toEqual([]);
}

describe('the ledger under random histories', () => {
  // Its own time limit: dozens of whole histories on a real database take seconds on a quiet machine, minutes on a loaded one.
  it('keeps its invariant after every sequence of deposits, commitments, cancellations, extensions and closes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 5, maxLength: 25 }), async (steps) => {
        // Each history runs on deals of its own and a clock that only it moves.
        let offset = 0;
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
        const dealIds = [
          (await createLiveTestDeal(t.app, t.database.db, proposer, { target: 300_000_00n, minimumTicket: 1_000_00n, maximumPerBacker: 200_000_00n })).id,
          (await createLiveTestDeal(t.app, t.database.db, proposer, { target: 150_000_00n, minimumTicket: 5_000_00n })).id,
        ];
        const actor = (index: number) => ({ sub: backers[index]!.id, role: 'backer' as const });
        const mine = async (index: number, pick: number) => {
          const rows = await t.database.db.select().from(commitments).where(eq(commitments.backerId, backers[index]!.id));
          return rows.length === 0 ? undefined : rows[pick % rows.length];
        };
        for (const current of steps) {
          try {
            if (current.kind === 'deposit') await creditTestWallet(t.app, backers[current.backer]!, BigInt(current.amount));
            else if (current.kind === 'commit') await investing.commit(actor(current.backer), dealIds[current.deal]!, BigInt(current.amount), undefined);
            else if (current.kind === 'fill') {
              const [deal] = await t.database.db.select().from(deals).where(eq(deals.id, dealIds[current.deal]!));
              await investing.commit(actor(current.backer), deal!.id, deal!.target - deal!.raised, undefined);
            } else if (current.kind === 'cancel') {
              const row = await mine(current.backer, current.pick);
              if (row) await investing.cancel(actor(current.backer), row.id);
            } else if (current.kind === 'extend') await dealsService.extend({ sub: proposer.id, role: 'proposer' }, dealIds[current.deal]!);
            else if (current.kind === 'answer') {
              const row = await mine(current.backer, current.pick);
              if (row) await investing.answerExtension(actor(current.backer), row.id, current.consent);
            } else {
              offset += current.days * DAY;
              if (current.jobs)
                for (const id of dealIds) {
                  await campaign.refundWithoutConsent(id);
                  await campaign.close(id);
                }
            }
          } catch (error) {
            // A refusal (4xx) is part of the game; anything else is a defect.
            if (!(error instanceof DomainError) || error.statusCode >= 500) throw error;
          }
        }
        await expectInvariant();
      }),
      { numRuns: 40 },
    );
  }, 180_000);
});
