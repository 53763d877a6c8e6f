import type { DealRow } from '../../db/schema/index.ts';
import { type AccountKey, accountKeys } from '../ledger/index.ts';

/** The job that pays an approved distribution, keyed by its id. */
export const PAY_JOB = 'distributions.pay';

type DealKey = Pick<DealRow, 'id' | 'currency'>;

/** A funded deal's income paid in by its proposer, until the payouts take it. */
export const distributionAccount = (deal: DealKey): AccountKey => accountKeys.ofDeal(deal, 'deal_distribution');
export const tdsAccount = (deal: DealKey): AccountKey => accountKeys.ofDeal(deal, 'tds_payable');
/** The deal's management fees held until their quarter's report is accepted (after-funding.md §4). */
export const feeHoldAccount = (deal: DealKey): AccountKey => accountKeys.ofDeal(deal, 'fee_hold');
