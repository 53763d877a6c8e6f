import { and, asc, desc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { commitments, deals, distributions, payouts, properties, valuations } from '../../db/schema/index.ts';

/*
 * The Stats page's reads beyond the running totals: each walks an index of one person's rows
 * (a backer's commitments, a proposer's deals) or reads the deals (a row per campaign), never
 * the commitments of the whole platform.
 */

export const statsRepository = {
  /** Money raised by live and funded deals (kept on the deal row), per property location and currency. */
  async raisedByLocation(db: Db): Promise<{ location: string; currency: string; raised: bigint }[]> {
    const rows = await db
      .select({ location: properties.location, currency: deals.currency, raised: sql<string>`sum(${deals.raised})::text` })
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(and(inArray(deals.lifecycle, ['live', 'funded', 'exited']), gt(deals.raised, 0n)))
      .groupBy(properties.location, deals.currency);
    return rows.map((row) => ({ ...row, raised: BigInt(row.raised) }));
  },

  /** Every commitment of one backer with its deal's terms (the `commitments_backer` index). */
  async backerCommitments(db: Db, backerId: string) {
    return db
      .select({
        dealId: commitments.dealId,
        name: properties.title,
        assetClass: deals.assetClass,
        projectedRoiBps: deals.projectedRoiBps,
        holdingPeriodMonths: deals.holdingPeriodMonths,
        commitmentId: commitments.id,
        amount: commitments.amount,
        currency: commitments.currency,
        status: commitments.status,
        createdAt: commitments.createdAt,
        updatedAt: commitments.updatedAt,
      })
      .from(commitments)
      .innerJoin(deals, eq(deals.id, commitments.dealId))
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(eq(commitments.backerId, backerId));
  },

  /** Every deal of one proposer, newest first (the `deals_proposer` index). */
  async proposerDeals(db: Db, proposerId: string) {
    return db
      .select({
        dealId: deals.id,
        name: properties.title,
        lifecycle: deals.lifecycle,
        currency: deals.currency,
        raised: deals.raised,
        target: deals.target,
        backers: deals.backersCount,
      })
      .from(deals)
      .innerJoin(properties, eq(properties.id, deals.propertyId))
      .where(eq(deals.proposerId, proposerId))
      .orderBy(desc(deals.createdAt), desc(deals.id));
  },

  /** Every move of face value in or out of one backer's unit accounts, with its deal's currency (the `unit_accounts_holder` index, then each deal's transfers). */
  async backerUnitMoves(
    db: Db,
    backerId: string,
  ): Promise<{ dealId: string; currency: string; kind: string; reference: string; at: Date; faceValue: bigint }[]> {
    const result = await db.execute(sql`
      select t.deal_id, d.currency, t.kind, t.reference, t.created_at,
        (case when t.credit_account_id = a.id then t.face_value else -t.face_value end)::text as face_value
      from unit_accounts a
      join unit_transfers t on t.deal_id = a.deal_id and a.id in (t.credit_account_id, t.debit_account_id)
      join deals d on d.id = a.deal_id
      where a.holder_id = ${backerId}
      order by t.created_at`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return rows.map((row) => ({
      dealId: row.deal_id as string,
      currency: row.currency as string,
      kind: row.kind as string,
      reference: row.reference as string,
      at: new Date(row.created_at as string),
      faceValue: BigInt(row.face_value as string),
    }));
  },

  /** The valuations of some deals, each deal's oldest first (of one date, the latest recorded last). */
  async valuationsOf(db: Db, dealIds: string[]): Promise<{ dealId: string; valuedOn: string; priceBps: number }[]> {
    if (dealIds.length === 0) return [];
    return db
      .select({ dealId: valuations.dealId, valuedOn: valuations.valuedOn, priceBps: valuations.priceBps })
      .from(valuations)
      .where(inArray(valuations.dealId, dealIds))
      .orderBy(asc(valuations.dealId), asc(valuations.valuedOn), asc(valuations.createdAt));
  },

  /** Every payout to one backer (the `payouts_user` index): its deal, gross and net, and when it was paid. */
  async backerPayouts(db: Db, backerId: string): Promise<{ dealId: string; currency: string; gross: bigint; net: bigint; paidAt: Date }[]> {
    return db
      .select({ dealId: payouts.dealId, currency: payouts.currency, gross: payouts.gross, net: payouts.net, paidAt: payouts.paidAt })
      .from(payouts)
      .where(eq(payouts.userId, backerId));
  },

  /** The management fees of one proposer's distributions paid since `from`, per month (`YYYY-MM`, UTC) and currency. */
  async managementFees(db: Db, proposerId: string, from: Date): Promise<{ month: string; currency: string; amount: bigint }[]> {
    const month = sql<string>`to_char(${distributions.paidAt} at time zone 'UTC', 'YYYY-MM')`;
    const rows = await db
      .select({ month, currency: distributions.currency, amount: sql<string>`sum(${distributions.managementFee})::text` })
      .from(distributions)
      .innerJoin(deals, eq(deals.id, distributions.dealId))
      .where(and(eq(deals.proposerId, proposerId), eq(distributions.status, 'paid'), gte(distributions.paidAt, from)))
      .groupBy(month, distributions.currency);
    return rows.map((row) => ({ ...row, amount: BigInt(row.amount) }));
  },
};
