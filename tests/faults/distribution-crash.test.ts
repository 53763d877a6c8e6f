import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertHolders, insertUser, seedDistribution } from '../../scripts/lib/distribution-seed.ts';
import { startServer } from '../../scripts/lib/server.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { deals, distributions, ledgerTransfers, notifications, payouts } from '../../src/server/db/schema/index.ts';
import { computeDistribution } from '../../src/server/modules/distributions/distribution-run.ts';
import { checkUnits } from '../../src/server/modules/holdings/index.ts';
import { accountsOf, accountsOfOwners, availableOf, checkLedger } from '../../src/server/modules/ledger/ledger.ts';
import { freshDatabase, json, PRODUCTION_ENV } from './support.ts';

/*
 * SIGKILL in the middle of paying a distribution to 2,000 holders (ADR 011), then restart on the
 * same data: the start-up sweep hands the distribution to the job again, which pays the rest.
 * Every payout exists once with its money moved once, the distribution is paid, and both ledgers
 * balance. The holders, their deal and the distribution (its money paid in) are written straight
 * into the tables while no server runs; the admin approves it through the API.
 */

const HOLDERS = 2000;
const ADMIN = { email: PRODUCTION_ENV.ADMIN_EMAIL, password: PRODUCTION_ENV.ADMIN_PASSWORD };
const env = {
  ...PRODUCTION_ENV,
  AUTH_REQUESTS_PER_MINUTE: '1000000',
  LOGIN_PAIR_MAX_FAILURES: '1000000',
  // The run logs each batch it has committed (at info).
  LOG_LEVEL: 'info',
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signIn(url: string, email: string, password: string, role: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, json({ email, password, role }));
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function until<T>(what: string, read: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Waited too long for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function crashDuringDistribution(databaseEnv: Record<string, string>, open: () => Promise<Database>) {
  // Written while no server runs; the server makes the admin at its start. One holder in a hundred has a PAN (a start seals each one's KYC details).
  let database = await open();
  const holderIds = await insertHolders(database.db, HOLDERS, 100);
  const seeded = await seedDistribution(database.db, { holderIds, proposerId: await insertUser(database.db, 'proposer') });
  await database.close();

  // 80 batches of 25 holders: the kill, as soon as the first batch is logged, lands with most of them still to pay.
  const server = await startServer({ ...env, ...databaseEnv, PAYOUT_BATCH_HOLDERS: '25' });
  const admin = await signIn(server.url, ADMIN.email, ADMIN.password, 'admin');
  const approved = await fetch(`${server.url}/api/admin/distributions/${seeded.distributionId}/approve`, { method: 'POST', headers: bearer(admin) });
  expect(approved.status, await approved.clone().text()).toBe(200);
  // The server's own log, not a request: on the embedded database a request waits behind the run's batches.
  await until('the first batch', async () => (server.output().includes('distribution batch paid') ? true : undefined));
  await server.kill();
  expect(server.child.signalCode).toBe('SIGKILL');

  // Killed mid-run: some payouts written, not all; the distribution still approved; the books balanced.
  database = await open();
  try {
    const [written] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payouts)
      .where(eq(payouts.distributionId, seeded.distributionId));
    expect(written!.n).toBeGreaterThan(0);
    expect(written!.n).toBeLessThan(2 * HOLDERS);
    const [row] = await database.db.select().from(distributions).where(eq(distributions.id, seeded.distributionId));
    expect(row!.status).toBe('approved');
    expect(await checkLedger(database.db)).toEqual([]);
  } finally {
    await database.close();
  }

  // Restarted with the default batch (1,000 holders): what was paid is found paid whatever the batches were.
  const restarted = await startServer({ ...env, ...databaseEnv });
  try {
    const token = await signIn(restarted.url, ADMIN.email, ADMIN.password, 'admin');
    // The start-up sweep hands it to the job, which pays the rest.
    await until('the distribution paid', async () => {
      const answer = (await (await fetch(`${restarted.url}/api/distributions/${seeded.distributionId}`, { headers: bearer(token) })).json()) as {
        status: string;
      };
      return answer.status === 'paid' ? true : undefined;
    });
    const check = await (await fetch(`${restarted.url}/api/admin/ledger/check`, { headers: bearer(token) })).json();
    expect(check).toEqual({ balanced: true, problems: [] });
  } finally {
    await restarted.stop();
  }

  database = await open();
  try {
    const db = database.db;
    const [row] = await db.select().from(distributions).where(eq(distributions.id, seeded.distributionId));
    const [deal] = await db.select().from(deals).where(eq(deals.id, seeded.dealId));
    // Every payout once, as the pure computation gives it from the ledgers (two income types each).
    const written = await db.select().from(payouts).where(eq(payouts.distributionId, seeded.distributionId));
    const { allocation } = await computeDistribution(db, row!, deal!);
    const key = (payout: { userId: string; incomeType: string; gross: bigint; tds: bigint; net: bigint }) =>
      `${payout.userId} ${payout.incomeType} ${payout.gross} ${payout.tds} ${payout.net}`;
    expect(written).toHaveLength(2 * HOLDERS);
    expect(written.map(key).sort()).toEqual(allocation.payouts.map(key).sort());
    // Its money moved once: one transfer of the net to the wallet, one of the tax, each the payout's own.
    const moved = await db
      .select()
      .from(ledgerTransfers)
      .where(
        inArray(
          ledgerTransfers.reference,
          written.map((payout) => payout.id),
        ),
      );
    expect(moved).toHaveLength(written.filter((payout) => payout.net > 0n).length + written.filter((payout) => payout.tds > 0n).length);
    const movedIds = new Set(moved.map((transfer) => transfer.id));
    for (const payout of written) {
      expect(payout.net === 0n || movedIds.has(payout.netTransferId!)).toBe(true);
      expect(payout.tds === 0n || movedIds.has(payout.tdsTransferId!)).toBe(true);
    }
    // Each wallet holds exactly its nets (the holders had none before), the tax went to the deal, and everything paid in is out.
    const wallets = await accountsOfOwners(db, holderIds, 'backer_wallet', 'INR');
    const nets = new Map<string, bigint>();
    for (const payout of written) nets.set(payout.userId, (nets.get(payout.userId) ?? 0n) + payout.net);
    for (const holder of holderIds) expect(wallets.get(holder)?.creditsPosted, holder).toBe(nets.get(holder));
    const [tds] = await accountsOf(db, seeded.dealId, 'tds_payable');
    expect(tds!.creditsPosted).toBe(written.reduce((sum, payout) => sum + payout.tds, 0n));
    const [account] = await accountsOf(db, seeded.dealId, 'deal_distribution');
    expect(availableOf(account!)).toBe(0n);
    // One notice per holder.
    const [notices] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.title, 'Income paid'), inArray(notifications.userId, holderIds)));
    expect(notices!.n).toBe(HOLDERS);
    expect(await checkLedger(db)).toEqual([]);
    expect(await checkUnits(db)).toEqual([]);
  } finally {
    await database.close();
  }
}

describe('a crash during a distribution', () => {
  it('pays every payout once on the embedded database, the start-up sweep finishing the run', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sharestead-distribution-crash-'));
    try {
      await crashDuringDistribution({ DATA_DIR: dataDir }, () => openDatabase({ dataDir }));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('pays every payout once on PostgreSQL, the start-up sweep finishing the run', async () => {
    const database = await freshDatabase('sharestead_distribution_crash');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sharestead-distribution-crash-pg-'));
    try {
      await crashDuringDistribution({ DATABASE_URL: database.url, DATA_DIR: dataDir }, () => openDatabase({ databaseUrl: database.url }));
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
