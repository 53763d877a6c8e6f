import type { Currency } from '../../../shared/contracts/money.ts';
import type { ReportingHealth } from '../../../shared/contracts/deal-summary.ts';
import type { CurrencyAmounts, DealPerformance, TrackRecord } from '../../../shared/contracts/track-record.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { amountToJson } from '../../../shared/money.ts';
import { quarterOf } from '../../../shared/periods.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { dealsRepository } from '../deals/index.ts';
import { type CashFlow, xirrBps } from '../holdings/index.ts';
import { accountsOf } from '../ledger/index.ts';
import { medianAnswerHours } from '../questions/index.ts';
import { deliveredBps, nextReportDue, promisedVsActual } from './figures.ts';
import { trackRecordRepository, type CountedDeal } from './track-record.repository.ts';

/** Deals that earn and report: funded, and exited (sold, their figures final). */
const EARNING = new Set<string>(['funded', 'exited']);
/** Worst last: a track record shows the worst of its deals'. */
const HEALTH_ORDER: readonly ReportingHealth[] = ['on_time', 'late', 'non_reporting'];

/**
 * Sponsor accountability in figures (after-funding.md §4), for anyone: a funded deal's promised
 * vs actual, and a proposer's track record. Reads only: reporting health is the reports module's
 * (kept on the deal), the fees held the ledger's.
 */
export class TrackRecordService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #reportGraceMs: number;

  constructor(db: Db, clock: Clock, reportGraceMs: number) {
    this.#db = db;
    this.#clock = clock;
    this.#reportGraceMs = reportGraceMs;
  }

  /** GET /api/deals/:id/performance: a funded or exited deal's; 404 for any other. */
  async performance(dealId: string): Promise<DealPerformance> {
    const found = await dealsRepository.find(this.#db, dealId);
    if (!found || !EARNING.has(found.deal.lifecycle)) throw new DomainError('not_found', msg('There is no funded deal at this address.'));
    const { deal } = found;
    const fundedQuarter = fundedQuarterOf(deal, this.#clock.now());
    const paid = await trackRecordRepository.paidByQuarter(this.#db, { dealId: deal.id });
    const accepted = await trackRecordRepository.acceptedQuarters(this.#db, deal.id);
    const feeHold = (await accountsOf(this.#db, deal.id, 'fee_hold')).find((account) => account.currency === deal.currency);
    const figures = promisedVsActual(deal.projection, new Map(paid.map((row) => [row.period, row.paid])), fundedQuarter, quarterOf(this.#clock.now()));
    return {
      deal_id: deal.id,
      currency: deal.currency,
      quarters: figures.quarters.map((row) => ({ quarter: row.quarter, promised: amountToJson(row.promised), paid: amountToJson(row.paid) })),
      delivered_bps: deliveredBps(figures.paidSoFar, figures.promisedSoFar),
      reporting_health: deal.reportingHealth,
      next_report_due: nextReportDue(fundedQuarter, accepted, this.#reportGraceMs),
      fees_held: amountToJson(feeHold ? feeHold.creditsPosted - feeHold.debitsPosted : 0n),
    };
  }

  /** GET /api/proposers/:id: 404 unless the id is a proposer's. Five statements, whatever the number of deals. */
  async trackRecord(proposerId: string): Promise<TrackRecord> {
    const proposer = await trackRecordRepository.proposer(this.#db, proposerId);
    if (!proposer) throw new DomainError('not_found', msg('There is no proposer at this address.'));
    const now = this.#clock.now();
    const counted = await trackRecordRepository.dealsOf(this.#db, proposer.id);
    const paid = await trackRecordRepository.paidByQuarter(this.#db, { proposerId: proposer.id });
    const medianHours = await medianAnswerHours(this.#db, proposer.id);
    const exited = counted.filter((deal) => deal.lifecycle === 'exited');
    const flows = await trackRecordRepository.paidFlows(
      this.#db,
      exited.map((deal) => deal.id),
    );

    const paidOf = new Map<string, Map<string, bigint>>();
    for (const row of paid) paidOf.set(row.dealId, (paidOf.get(row.dealId) ?? new Map()).set(row.period, row.paid));
    const raised = new Totals();
    const promised = new Totals();
    const paidTotals = new Totals();
    const shares: number[] = [];
    for (const deal of counted.filter((row) => EARNING.has(row.lifecycle))) {
      const figures = promisedVsActual(deal.projection, paidOf.get(deal.id) ?? new Map(), fundedQuarterOf(deal, now), quarterOf(now));
      raised.add(deal.currency, deal.raised);
      promised.add(deal.currency, figures.promisedSoFar);
      paidTotals.add(deal.currency, figures.paidSoFar);
      const share = deliveredBps(figures.paidSoFar, figures.promisedSoFar);
      if (share !== null) shares.push(share);
    }
    const byLifecycle = (lifecycle: string) => counted.filter((deal) => deal.lifecycle === lifecycle).length;
    return {
      id: proposer.id,
      name: `${proposer.firstName} ${proposer.lastName}`.trim(),
      company: proposer.companyName,
      member_since: proposer.createdAt.toISOString(),
      deals: { total: counted.length, live: byLifecycle('live'), funded: byLifecycle('funded'), failed: byLifecycle('failed'), exited: exited.length },
      raised: raised.toJson(),
      promised: promised.toJson(),
      paid: paidTotals.toJson(),
      // Each deal counts once, whatever its currency: rupees and dollars do not add up.
      delivered_bps: shares.length === 0 ? null : Math.round(shares.reduce((sum, share) => sum + share, 0) / shares.length),
      realised_xirr_bps: exited.length === 0 ? null : xirrBps(realisedFlows(exited, flows)),
      reporting_health: worstHealth(counted),
      median_answer_hours: medianHours === null ? null : Math.round(medianHours * 10) / 10,
    };
  }
}

/** The quarter a deal funded in (it closed then); a funded deal without the instant counts from now. */
function fundedQuarterOf(deal: Pick<CountedDeal, 'closedAt'>, now: Date): string {
  return quarterOf(deal.closedAt ?? now);
}

/**
 * The exited deals' flows pooled, as their backers together saw them: what each raised, paid in
 * when it funded, then every distribution paid (the sale's proceeds the last).
 */
function realisedFlows(exited: CountedDeal[], paid: { at: Date; amount: bigint }[]): CashFlow[] {
  return [
    ...exited.filter((deal) => deal.closedAt !== null).map((deal) => ({ at: deal.closedAt!, amount: -deal.raised })),
    ...paid.map((flow) => ({ at: flow.at, amount: flow.amount })),
  ];
}

function worstHealth(counted: CountedDeal[]): ReportingHealth | null {
  let worst: ReportingHealth | null = null;
  for (const { reportingHealth } of counted) {
    if (reportingHealth !== null && (worst === null || HEALTH_ORDER.indexOf(reportingHealth) > HEALTH_ORDER.indexOf(worst))) worst = reportingHealth;
  }
  return worst;
}

/** Sums per currency, answered in the currencies' order. */
class Totals {
  readonly #sums = new Map<Currency, bigint>();

  add(currency: Currency, amount: bigint): void {
    this.#sums.set(currency, (this.#sums.get(currency) ?? 0n) + amount);
  }

  toJson(): CurrencyAmounts {
    return [...this.#sums].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount: amountToJson(amount) }));
  }
}
