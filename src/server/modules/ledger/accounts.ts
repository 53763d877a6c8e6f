import type { Currency } from '../../../shared/contracts/money.ts';
import type { AccountKey } from './ledger.repository.ts';

/*
 * The platform's ledger accounts by what they hold (ARCHITECTURE.md, "Money"): one builder each,
 * so no module spells out another's key. A deal's accounts are owned by the deal, a person's by
 * the person; the outside world (bank), the platform's fees and the tax deposited have no owner.
 */

type DealAccountPurpose = 'deal_escrow' | 'deal_distribution' | 'tds_payable' | 'fee_hold' | 'construction_escrow' | 'exit_settlement';

export const accountKeys = {
  wallet: (backerId: string, currency: Currency): AccountKey => ({ ownerId: backerId, purpose: 'backer_wallet', currency }),
  proposerPayable: (deal: { proposerId: string; currency: Currency }): AccountKey => ({
    ownerId: deal.proposerId,
    purpose: 'proposer_payable',
    currency: deal.currency,
  }),
  ofDeal: (deal: { id: string; currency: Currency }, purpose: DealAccountPurpose): AccountKey => ({ ownerId: deal.id, purpose, currency: deal.currency }),
  bank: (currency: Currency): AccountKey => ({ ownerId: null, purpose: 'bank', currency }),
  platformFees: (currency: Currency): AccountKey => ({ ownerId: null, purpose: 'platform_fees', currency }),
  taxDeposited: (currency: Currency): AccountKey => ({ ownerId: null, purpose: 'tds_deposited', currency }),
};
