import os from 'node:os';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, exitProposals, notifications } from '../../db/schema/index.ts';
import type { DomainError } from '../../lib/domain-error.ts';
import { UploadStore } from '../../lib/upload-store.ts';
import { openTestMarket, type TestUser } from '../../test/factories.ts';
import { fundedTestDeal } from '../../test/income.ts';
import type { TestApp } from '../../test/test-app.ts';
import { checkUnits } from '../holdings/index.ts';
import { checkLedger } from '../ledger/ledger.ts';
import { SaleService } from './sale.service.ts';

/*
 * A vote decided once on a real PostgreSQL: holders voting at once through two instances, and two
 * instances of the close job with the queue's own run, each decide the vote exactly once (one
 * audit event, one notice each). PGlite runs one query at a time, so these run only where
 * DATABASE_URL is set (vitest.config.ts).
 */

const FOURTEEN_DAYS = 14 * 24 * 60 * 60 * 1000;
const PROPOSAL = { sale_price: 12_00_000_00, costs: 0, expected_on: '2027-03-31', note: '' };

let t: TestApp;
let proposer: TestUser;
let instances: SaleService[];

beforeAll(async () => {
  ({ t, proposer } = await openTestMarket());
  instances = [0, 1].map(() => new SaleService(t.database.db, t.clock, t.app.jobs, new UploadStore(os.tmpdir()), FOURTEEN_DAYS));
});
afterAll(() => t.close());
afterEach(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  expect(await checkUnits(t.database.db)).toEqual([]);
});

const decisions = async (proposalId: string) =>
  (await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, proposalId))).filter((event) =>
    ['exit.passed', 'exit.failed'].includes(event.action),
  );
const noticesOf = (userId: string, title: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));

describe('deciding a vote on PostgreSQL', () => {
  it('four holders of a quarter each voting yes at once through two instances: the third yes passes it, once; the fourth is refused', async () => {
    for (let round = 0; round < 5; round++) {
      const { deal, backers } = await fundedTestDeal(t, proposer, { amounts: [2_50_000_00n, 2_50_000_00n, 2_50_000_00n, 2_50_000_00n] });
      const proposal = await instances[0]!.propose({ sub: proposer.id, role: 'proposer' }, deal.id, PROPOSAL);
      const outcomes = await Promise.allSettled(
        backers.map((backer, n) => instances[n % 2]!.vote({ sub: backer.id, role: 'backer' }, proposal.id, { vote: 'yes' })),
      );
      const statuses = outcomes.filter((outcome) => outcome.status === 'fulfilled').map((outcome) => outcome.value.status);
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected').map((outcome) => (outcome.reason as DomainError).code);
      expect(statuses.sort()).toEqual(['open', 'open', 'passed']);
      expect(refused).toEqual(['vote_closed']);
      expect((await decisions(proposal.id)).map((event) => event.action)).toEqual(['exit.passed']);
      for (const backer of backers) expect(await noticesOf(backer.id, 'Sale approved')).toHaveLength(1);
      const [row] = await t.database.db.select().from(exitProposals).where(eq(exitProposals.id, proposal.id));
      expect(row!.status).toBe('passed');
    }
  });

  it('two instances of the close job and the queue’s own run at the close: decided once', async () => {
    const { deal, backers } = await fundedTestDeal(t, proposer);
    const proposal = await instances[0]!.propose({ sub: proposer.id, role: 'proposer' }, deal.id, PROPOSAL);
    // 40 % saying no decides nothing before the close.
    expect((await instances[1]!.vote({ sub: backers[1]!.id, role: 'backer' }, proposal.id, { vote: 'no' })).status).toBe('open');
    t.clock.advance(FOURTEEN_DAYS);
    try {
      const [first, second] = await Promise.all([instances[0]!.closeVote(proposal.id), instances[1]!.closeVote(proposal.id), t.app.jobs.runDue(t.clock.now())]);
      // The queue's run may have decided it first; of the two instances, at most one did.
      expect([first, second].filter((outcome) => outcome !== null).length).toBeLessThanOrEqual(1);
      expect([first, second].filter((outcome) => outcome !== null)).not.toContain('passed');
      expect((await decisions(proposal.id)).map((event) => event.action)).toEqual(['exit.failed']);
      expect(await noticesOf(proposer.id, 'Sale rejected')).toHaveLength(1);
      expect(await instances[0]!.closeVote(proposal.id)).toBeNull();
    } finally {
      t.clock.advance(-FOURTEEN_DAYS);
    }
  });
});
