import type { DealHolders, DealHoldersQuery } from '../../../shared/contracts/holdings.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { amountToJson } from '../../../shared/money.ts';
import type { Db } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { canManageDeal, canSeeDeal, type Actor } from '../../policies.ts';
import { dealsRepository } from '../deals/index.ts';
import { holderPage } from './units.ts';

/**
 * A deal's holders now (interfaces.md, "After funding"), for its proposer and the admin, with the
 * rules of View All Backers: a deal the caller may not see is a 404, one they see but do not manage
 * a 403.
 */
export class HoldersService {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async list(actor: Actor, dealId: string, paging: DealHoldersQuery): Promise<DealHolders> {
    const found = await dealsRepository.find(this.#db, dealId);
    if (!found || !canSeeDeal(actor, found.deal)) throw new DomainError('not_found', msg('There is no deal at this address.'));
    if (!canManageDeal(actor, found.deal)) throw new DomainError('forbidden', msg("Only the deal's proposer and the admin can list its holders."));
    const { rows, total, outstanding } = await holderPage(this.#db, found.deal.id, paging);
    return {
      total,
      page: paging.page,
      page_size: paging.page_size,
      items: rows.map((row) => ({
        user_id: row.holderId,
        name: `${row.firstName} ${row.lastName}`.trim(),
        face_value: amountToJson(row.faceValue),
        // Rounded half up: each holder's own share, so the shares may miss 10,000 by a little.
        share_bps: Number((row.faceValue * 20_000n + outstanding) / (2n * outstanding)),
      })),
    };
  }
}
