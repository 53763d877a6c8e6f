/*
 * A funded deal of many holders and its distribution, written straight into the tables (no HTTP,
 * no password hashing): what `npm run bench:distribution` pays and what the distribution fault test
 * kills a server in the middle of paying. The units are issued and the money paid in as the
 * funding and the admin's confirmation write them, so both ledgers balance.
 */
import { sql } from 'drizzle-orm';
import { quarterOf } from '../../src/shared/periods.ts';
import { pgArray } from '../../src/server/db/arrays.ts';
import type { Db } from '../../src/server/db/client.ts';
import { deals, distributions } from '../../src/server/db/schema/index.ts';
import { distributionAccount } from '../../src/server/modules/distributions/accounts.ts';
import { transfer } from '../../src/server/modules/ledger/ledger.ts';
import { insertTestProperty } from '../../src/server/test/factories.ts';

/** Face value of each holder. */
const FACE_VALUE = 10_000_00n;

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

/**
 * `count` backers who never sign in, one in `verifiedEvery` with a verified KYC record (so a PAN;
 * the others are taxed at the no-PAN rate). The records' details are plain text, as before they
 * were sealed: a server seals them at its start.
 */
export async function insertHolders(db: Db, count: number, verifiedEvery: number): Promise<string[]> {
  const tag = crypto.randomUUID().slice(0, 8);
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into users (email, password_hash, role, first_name, last_name)
      select 'holder-' || ${tag}::text || '-' || n || '@example.com', 'not a hash: never signs in', 'backer', 'Holder', n::text from generate_series(1, ${count}::int) n
      returning id`),
  );
  const ids = rows.map((row) => row.id);
  await db.execute(sql`
    insert into kyc_records (user_id, legal_name, date_of_birth, pan, address, bank_account_number, bank_ifsc, status, submitted_at, decided_at)
    select id, 'Holder', '1990-01-01', 'ABCDE1234F', '1 MG Road, Bengaluru', '001234567890', 'HDFC0000123', 'verified', now(), now()
    from unnest(${pgArray(ids.filter((_, n) => n % verifiedEvery === 0))}::uuid[]) as id`);
  return ids;
}

/** A user of a role other than backer (the proposer, the checking admin), who never signs in. */
export async function insertUser(db: Db, role: 'proposer' | 'admin'): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into users (email, password_hash, role, first_name, last_name)
      values (${`${role}-${crypto.randomUUID()}@example.com`}::text, 'not a hash: never signs in', ${role}::user_role, 'Seeded', ${role}::text)
      returning id`),
  );
  return row!.id;
}

export interface SeededDistribution {
  dealId: string;
  distributionId: string;
  /** What the holders share: 2% of their face value, two thirds interest and a third rent. */
  distributable: bigint;
}

/**
 * An SM REIT deal funded a month ago by the holders (each issued ₹10,000 of face value), and its
 * current quarter's distribution with its money paid in (the distributable and a 1% management
 * fee): `funded`, for the admin to approve, or already `approved` at `approvedAt` by `approverId`.
 */
export async function seedDistribution(
  db: Db,
  input: { holderIds: string[]; proposerId: string; approval?: { approverId: string; approvedAt: Date } },
): Promise<SeededDistribution> {
  const now = new Date();
  const fundedAt = new Date(now.getTime() - 30 * 86_400_000);
  const raised = FACE_VALUE * BigInt(input.holderIds.length);
  const property = await insertTestProperty(db);
  const [deal] = await db
    .insert(deals)
    .values({
      propertyId: property.id,
      proposerId: input.proposerId,
      campaignType: 'buy_n_hold',
      structure: 'sm_reit',
      assetClass: 'Commercial',
      currency: 'INR',
      target: raised,
      minimumTicket: FACE_VALUE,
      projectedRoiBps: 900,
      holdingPeriodMonths: 60,
      lifecycle: 'funded',
      raised,
      backersCount: input.holderIds.length,
      closedAt: fundedAt,
    })
    .returning();
  await db.execute(sql`insert into unit_accounts (deal_id, holder_id, debits_posted, created_at) values (${deal!.id}, null, ${raised}, ${fundedAt})`);
  await db.execute(sql`
    insert into unit_accounts (deal_id, holder_id, credits_posted, created_at)
    select ${deal!.id}, id, ${FACE_VALUE}, ${fundedAt} from unnest(${pgArray(input.holderIds)}::uuid[]) as id`);
  await db.execute(sql`
    insert into unit_transfers (deal_id, debit_account_id, credit_account_id, face_value, kind, reference, created_at)
    select ${deal!.id}, issuer.id, holder.id, ${FACE_VALUE}, 'issue', holder.holder_id::text, ${fundedAt}
    from unit_accounts holder join unit_accounts issuer on issuer.deal_id = holder.deal_id and issuer.holder_id is null
    where holder.deal_id = ${deal!.id} and holder.holder_id is not null`);
  const distributable = (raised * 2n) / 100n;
  const rent = distributable / 3n;
  const fee = distributable / 100n;
  const [row] = await db
    .insert(distributions)
    .values({
      dealId: deal!.id,
      period: quarterOf(now),
      status: input.approval ? 'approved' : 'funded',
      currency: 'INR',
      lines: [
        { kind: 'gross_rent', label: 'Rent', amount: String(distributable + fee), evidenceUrl: null },
        { kind: 'management_fee', label: 'Management fee', amount: String(-fee), evidenceUrl: null },
      ],
      distributable,
      managementFee: fee,
      splitInterest: distributable - rent,
      splitDividend: 0n,
      splitRent: rent,
      splitReturnOfCapital: 0n,
      splitCapitalGain: 0n,
      reference: `DST-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
      authorId: input.proposerId,
      submittedAt: now,
      fundedAt: now,
      approvedAt: input.approval?.approvedAt ?? null,
      approvedBy: input.approval?.approverId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await transfer(db, {
    debit: { ownerId: null, purpose: 'bank', currency: 'INR' },
    credit: distributionAccount(deal!),
    amount: distributable + fee,
    kind: 'distribution_funding',
    reference: row!.id,
    pending: false,
    at: now,
  });
  return { dealId: deal!.id, distributionId: row!.id, distributable };
}
