import type { Payout, RupeeTrail } from '../../../shared/contracts/distributions.ts';
import { amountToJson } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import type { PayoutRow } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import type { Actor } from '../../policies.ts';
import { dealsRepository } from '../deals/index.ts';
import { transfersByIds } from '../ledger/index.ts';
import { computeDistribution, splitOf } from './distribution-run.ts';
import { distributionsRepository } from './distributions.repository.ts';

const PAYOUT_NOT_FOUND = msg('There is no such payout.');

/**
 * A backer's payouts and the Rupee Trail of each (after-funding.md §2): everything that decided
 * the payout as it was written, and the payout computed again now by the same pure function from
 * the units ledger and the rules, which must match to the paisa.
 */
export class PayoutsService {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async list(actor: Actor, filter: { deal_id?: string | undefined; fy?: string | undefined }): Promise<Payout[]> {
    const rows = await distributionsRepository.payoutsOf(this.#db, actor.sub, { dealId: filter.deal_id, fy: filter.fy });
    return this.#views(rows);
  }

  async trail(actor: Actor, id: string): Promise<RupeeTrail> {
    const payout = await distributionsRepository.findPayout(this.#db, id);
    if (!payout || payout.userId !== actor.sub) throw new DomainError('not_found', PAYOUT_NOT_FOUND);
    const distribution = (await distributionsRepository.find(this.#db, payout.distributionId))!;
    const { deal } = (await dealsRepository.find(this.#db, payout.dealId))!;
    // Recomputed as paid: with the PAN status the payout was computed with, whatever the KYC record says now.
    const { allocation, span } = await computeDistribution(this.#db, distribution, deal, { userId: payout.userId, panOnFile: payout.panOnFile });
    const again = allocation.payouts.find((row) => row.userId === payout.userId && row.incomeType === payout.incomeType);
    const mine = allocation.payouts.filter((row) => row.userId === payout.userId);
    const split = splitOf(distribution);
    const transfers = await transfersByIds(
      this.#db,
      [payout.netTransferId, payout.tdsTransferId].filter((transferId): transferId is string => transferId !== null),
    );
    const [view] = await this.#views([payout]);
    const recomputed = { gross: again?.gross ?? 0n, tds: again?.tds ?? 0n, net: again?.net ?? 0n };
    return {
      payout: view!,
      lines: distribution.lines.map((line) => ({
        kind: line.kind,
        label: line.label,
        amount: amountToJson(BigInt(line.amount)),
        evidence_url: line.evidenceUrl,
      })),
      distributable: amountToJson(distribution.distributable),
      split: {
        interest: amountToJson(split.interest),
        dividend: amountToJson(split.dividend),
        rent: amountToJson(split.rent),
        return_of_capital: amountToJson(split.return_of_capital),
        capital_gain: amountToJson(split.capital_gain),
        compensation: amountToJson(split.compensation),
      },
      period: { start: span.start.toISOString(), end: span.end.toISOString() },
      unit_seconds: payout.unitSeconds.toString(),
      total_unit_seconds: payout.totalUnitSeconds.toString(),
      shares: mine.map((row) => ({ income_type: row.incomeType, amount: amountToJson(split[row.incomeType]), gross: amountToJson(row.gross) })),
      rule: {
        section: payout.section,
        section_2025: payout.section2025,
        rate_bps: payout.rateBps,
        threshold: payout.threshold === null ? null : amountToJson(payout.threshold),
        fy_total_before: amountToJson(payout.fyTotalBefore),
      },
      tds: amountToJson(payout.tds),
      net: amountToJson(payout.net),
      transfers: transfers.map((row) => ({ id: row.id, kind: row.kind, amount: amountToJson(row.amount), at: row.createdAt.toISOString() })),
      recomputed: {
        gross: amountToJson(recomputed.gross),
        tds: amountToJson(recomputed.tds),
        net: amountToJson(recomputed.net),
        matches:
          again !== undefined &&
          recomputed.gross === payout.gross &&
          recomputed.tds === payout.tds &&
          recomputed.net === payout.net &&
          again.unitSeconds === payout.unitSeconds &&
          allocation.totalUnitSeconds === payout.totalUnitSeconds,
      },
    };
  }

  async #views(rows: PayoutRow[]): Promise<Payout[]> {
    const titles = new Map<string, string>();
    const periods = new Map<string, string>();
    for (const row of rows) {
      if (!titles.has(row.dealId)) titles.set(row.dealId, (await dealsRepository.find(this.#db, row.dealId))!.property.title);
      if (!periods.has(row.distributionId)) periods.set(row.distributionId, (await distributionsRepository.find(this.#db, row.distributionId))!.period);
    }
    return rows.map((row) => ({
      id: row.id,
      distribution_id: row.distributionId,
      deal_id: row.dealId,
      deal_name: titles.get(row.dealId)!,
      period: periods.get(row.distributionId)!,
      income_type: row.incomeType,
      currency: row.currency,
      gross: amountToJson(row.gross),
      tds: amountToJson(row.tds),
      net: amountToJson(row.net),
      rate_bps: row.rateBps,
      section: row.section,
      section_2025: row.section2025,
      fy: row.fy,
      paid_at: row.paidAt.toISOString(),
    }));
  }
}
