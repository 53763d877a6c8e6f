import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** One transfer touching a backer's wallet, with what it was for. */
export interface WalletTransferRow {
  id: string;
  kind: 'deposit' | 'withdrawal' | 'commitment' | 'payout' | 'fee';
  status: 'pending' | 'posted' | 'voided';
  amount: bigint;
  currency: string;
  createdAt: Date;
  resolvedAt: Date | null;
  /** Whether the wallet is the credit side (money in). */
  incoming: boolean;
  dealTitle: string | null;
  commitmentStatus: string | null;
  reference: string | null;
}

export const statementsRepository = {
  /** Every transfer of the backer's wallets created before `until`, oldest first. */
  async walletTransfers(db: Db, backerId: string, until: Date): Promise<WalletTransferRow[]> {
    const result = await db.execute(sql`
      select t.id, t.kind, t.status, t.amount::text as amount, t.currency, t.created_at, t.resolved_at,
             t.credit_account_id = a.id as incoming, p.title as deal_title, c.status as commitment_status,
             coalesce(dep.reference, w.reference) as reference
      from ledger_transfers t
      join ledger_accounts a on a.id in (t.debit_account_id, t.credit_account_id)
       and a.owner_id = ${backerId} and a.purpose = 'backer_wallet'
      left join commitments c on t.kind = 'commitment' and c.transfer_id = t.id
      left join deals d on d.id = c.deal_id
      left join properties p on p.id = d.property_id
      left join deposits dep on t.kind = 'deposit' and dep.transfer_id = t.id
      left join withdrawals w on t.kind = 'withdrawal' and w.transfer_id = t.id
      where t.created_at < ${until.toISOString()}
      order by t.created_at, t.id`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return rows.map((row) => ({
      id: row.id as string,
      kind: row.kind as WalletTransferRow['kind'],
      status: row.status as WalletTransferRow['status'],
      amount: BigInt(row.amount as string),
      currency: row.currency as string,
      createdAt: new Date(row.created_at as string),
      resolvedAt: row.resolved_at ? new Date(row.resolved_at as string) : null,
      incoming: row.incoming as boolean,
      dealTitle: (row.deal_title as string | null) ?? null,
      commitmentStatus: (row.commitment_status as string | null) ?? null,
      reference: (row.reference as string | null) ?? null,
    }));
  },
};
