import type { TaxSummary } from '../../../shared/contracts/tax.ts';
import { amountToJson } from '../../../shared/money.ts';
import { financialYearOf } from '../../../shared/periods.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor } from '../../policies.ts';
import type { payoutTotalsByYear, payoutYears } from '../distributions/index.ts';
import { certificateUrl } from './tax-admin.service.ts';
import { taxRepository } from './tax.repository.ts';

/**
 * The distributions module's reads of a backer's payouts, handed over by app.ts: distributions
 * imports the TDS rules from here, so this module does not import it back.
 */
export interface PayoutReads {
  totalsByYear: typeof payoutTotalsByYear;
  years: typeof payoutYears;
}

/** The backer's Tax page (after-funding.md §3): a financial year's income per deal, income type and section, and its Form 16A files. */
export class TaxService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #payouts: PayoutReads;

  constructor(db: Db, clock: Clock, payouts: PayoutReads) {
    this.#db = db;
    this.#clock = clock;
    this.#payouts = payouts;
  }

  /** The year `fy`, or the current Indian financial year when none is asked for. */
  async summary(actor: Actor, fy: string | undefined): Promise<TaxSummary> {
    const year = fy ?? financialYearOf(this.#clock.now());
    const [totals, years, certificates] = await Promise.all([
      this.#payouts.totalsByYear(this.#db, actor.sub, year),
      this.#payouts.years(this.#db, actor.sub),
      taxRepository.certificatesOf(this.#db, actor.sub, year),
    ]);
    return {
      fy: year,
      rows: totals.map((row) => ({
        deal_id: row.dealId,
        deal_name: row.dealName,
        income_type: row.incomeType,
        gross: amountToJson(row.gross),
        tds: amountToJson(row.tds),
        net: amountToJson(row.net),
        section: row.section,
        section_2025: row.section2025,
        currency: row.currency,
      })),
      certificates: certificates.map((row) => ({ deal_id: row.dealId, deal_name: row.dealName, quarter: row.quarter, url: certificateUrl(row.id) })),
      years,
    };
  }
}
