import { sql } from 'drizzle-orm';
import type { IncomeType } from '../../../shared/contracts/income.ts';
import type { Db } from '../../db/client.ts';

/** One transfer touching a backer's wallet, with what it was for. */
export interface WalletTransferRow {
  id: string;
  kind: 'deposit' | 'withdrawal' | 'commitment' | 'payout' | 'fee' | 'distribution';
  status: 'pending' | 'posted' | 'voided';
  amount: bigint;
  currency: string;
  createdAt: Date;
  resolvedAt: Date | null;
  /** Whether the wallet is the credit side (money in). */
  incoming: boolean;
  /** The deal a commitment was to, or whose income a distribution paid. */
  dealTitle: string | null;
  commitmentStatus: string | null;
  reference: string | null;
}

/** One payout to the backer: a distribution's income of one type, taxed by one section. */
export interface PayoutLineRow {
  paidAt: Date;
  currency: string;
  incomeType: IncomeType;
  gross: bigint;
  tds: bigint;
  net: bigint;
  section: string | null;
  section2025: string | null;
  dealTitle: string;
  /** The quarter it paid for (`2027-Q1`). */
  period: string;
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
      left join payouts pay on t.kind = 'distribution' and pay.user_id = ${backerId} and pay.net_transfer_id = t.id
      left join deals d on d.id = coalesce(c.deal_id, pay.deal_id)
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

  /** The backer's payouts paid in [start, end), oldest first, with their deal's title and quarter. */
  async payouts(db: Db, backerId: string, start: Date, end: Date): Promise<PayoutLineRow[]> {
    const result = await db.execute(sql`
      select pay.paid_at, pay.currency, pay.income_type, pay.gross::text as gross, pay.tds::text as tds, pay.net::text as net,
             pay.section, pay.section_2025, p.title as deal_title, dist.period
      from payouts pay
      join distributions dist on dist.id = pay.distribution_id
      join deals d on d.id = pay.deal_id
      join properties p on p.id = d.property_id
      where pay.user_id = ${backerId} and pay.paid_at >= ${start.toISOString()} and pay.paid_at < ${end.toISOString()}
      order by pay.paid_at, p.title, pay.deal_id, pay.income_type`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return rows.map((row) => ({
      paidAt: new Date(row.paid_at as string),
      currency: row.currency as string,
      incomeType: row.income_type as IncomeType,
      gross: BigInt(row.gross as string),
      tds: BigInt(row.tds as string),
      net: BigInt(row.net as string),
      section: (row.section as string | null) ?? null,
      section2025: (row.section_2025 as string | null) ?? null,
      dealTitle: row.deal_title as string,
      period: row.period as string,
    }));
  },
};
