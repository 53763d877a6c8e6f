import { and, desc, eq, sql } from 'drizzle-orm';
import { isUuid } from '../../../shared/uuid.ts';
import type { Db } from '../../db/client.ts';
import { exitProposals, exitVotes, type ExitProposalRow, type ExitVoteRow } from '../../db/schema/index.ts';

/** SQL of the sale of the property: proposals and their votes, inside the caller's transaction where given one. */
export const saleRepository = {
  /** A new open vote; undefined when another is open on the deal already (the partial unique index). */
  async insert(db: Db, row: typeof exitProposals.$inferInsert): Promise<ExitProposalRow | undefined> {
    const [created] = await db.insert(exitProposals).values(row).onConflictDoNothing().returning();
    return created;
  },

  /** The proposal; with `lock`, its row locked to the commit, so votes and the close on it decide one at a time. */
  async find(db: Db, id: string, lock = false): Promise<ExitProposalRow | undefined> {
    if (!isUuid(id)) return undefined;
    const query = db.select().from(exitProposals).where(eq(exitProposals.id, id));
    const [row] = lock ? await query.for('no key update') : await query;
    return row;
  },

  async openOf(db: Db, dealId: string): Promise<ExitProposalRow | undefined> {
    const [row] = await db
      .select()
      .from(exitProposals)
      .where(and(eq(exitProposals.dealId, dealId), eq(exitProposals.status, 'open')));
    return row;
  },

  /** The deal's proposals, newest first. */
  async ofDeal(db: Db, dealId: string): Promise<ExitProposalRow[]> {
    return db.select().from(exitProposals).where(eq(exitProposals.dealId, dealId)).orderBy(desc(exitProposals.opensAt), desc(exitProposals.id));
  },

  async votes(db: Db, proposalIds: string[]): Promise<ExitVoteRow[]> {
    if (proposalIds.length === 0) return [];
    return db
      .select()
      .from(exitVotes)
      .where(sql`${exitVotes.proposalId} = any(${sql.param(proposalIds)}::uuid[])`);
  },

  /** The holder's vote, written or changed in place. */
  async vote(db: Db, row: typeof exitVotes.$inferInsert): Promise<void> {
    await db
      .insert(exitVotes)
      .values(row)
      .onConflictDoUpdate({ target: [exitVotes.proposalId, exitVotes.holderId], set: { vote: row.vote, votedAt: row.votedAt } });
  },

  /** Decides an open vote: only from `open`, so of two steps deciding it one does; undefined for the other. */
  async decide(db: Db, id: string, outcome: 'passed' | 'failed', at: Date): Promise<ExitProposalRow | undefined> {
    const [row] = await db
      .update(exitProposals)
      .set({ status: outcome, decidedAt: at })
      .where(and(eq(exitProposals.id, id), eq(exitProposals.status, 'open')))
      .returning();
    return row;
  },

  async setOffer(db: Db, id: string, offer: { url: string; file: string }): Promise<ExitProposalRow | undefined> {
    const [row] = await db
      .update(exitProposals)
      .set({ offerUrl: offer.url, offerFile: offer.file })
      .where(and(eq(exitProposals.id, id), eq(exitProposals.status, 'open')))
      .returning();
    return row;
  },

  /** Completes a passed sale: only from `passed`, once. */
  async complete(
    db: Db,
    id: string,
    changes: { proceeds: bigint; distributionId: string; completedBy: string; completedAt: Date },
  ): Promise<ExitProposalRow | undefined> {
    const [row] = await db
      .update(exitProposals)
      .set({ ...changes, status: 'completed' })
      .where(and(eq(exitProposals.id, id), eq(exitProposals.status, 'passed')))
      .returning();
    return row;
  },

  /** Every open vote and its close (the start-up sweep schedules each). */
  async open(db: Db): Promise<{ id: string; closesAt: Date }[]> {
    return db.select({ id: exitProposals.id, closesAt: exitProposals.closesAt }).from(exitProposals).where(eq(exitProposals.status, 'open'));
  },
};
