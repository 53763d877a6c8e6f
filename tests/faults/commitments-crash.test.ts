import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../scripts/lib/server.ts';
import { loadConfig } from '../../src/server/config/env.ts';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { commitments, deals, users } from '../../src/server/db/schema/index.ts';
import { systemClock } from '../../src/server/lib/clock.ts';
import { DealsService, UNSCHEDULED } from '../../src/server/modules/deals/deals.service.ts';
import { valuationsRepository } from '../../src/server/modules/holdings/valuations.repository.ts';
import { checkLedger, transfer } from '../../src/server/modules/ledger/ledger.ts';
import { insertTestProperty } from '../../src/server/test/factories.ts';
import { freshDatabase, JWT_SECRET, json, registration } from './support.ts';

/*
 * SIGKILL while commitments stream in (platform.md: nothing is lost, nothing half-written), then
 * restart after the deal's deadline passed while no server ran: every acknowledged commitment is
 * there with its hold, the books balance, and the start-up sweep closes the deal.
 */

const CAMPAIGN = '40s';
const ADMIN = { email: 'ops@example.com', password: 'granite-harbour-77' };
const env = {
  JWT_SECRET,
  AUTH_REQUESTS_PER_MINUTE: '1000000',
  LOGIN_PAIR_MAX_FAILURES: '1000000',
  CAMPAIGN_DURATION: CAMPAIGN,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
};
const BACKERS = 12;
const STREAMS = 8;
const TICKET = 1_000_00;

const bearer = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

async function signIn(url: string, email: string, password: string, role: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, json({ email, password, role }));
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Accounts through the API of a first server: a proposer, and backers whose KYC the admin verified. */
async function accounts(databaseEnv: Record<string, string>) {
  const server = await startServer({ ...env, ...databaseEnv });
  try {
    const run = Date.now().toString(36);
    const register = async (role: string, index: number) => {
      const email = `crash-${role}-${run}-${index}@example.com`;
      const response = await fetch(`${server.url}/api/auth/register`, json({ ...registration(email), user_type: role }));
      expect(response.status).toBe(201);
      const token = ((await response.json()) as { access_token: string }).access_token;
      return { email, token, id: JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sub as string };
    };
    const proposer = await register('proposer', 0);
    const admin = await signIn(server.url, ADMIN.email, ADMIN.password, 'admin');
    const backers = [];
    for (let index = 0; index < BACKERS; index++) {
      const backer = await register('backer', index);
      const kyc = {
        legal_name: 'Crash Test',
        date_of_birth: '1988-02-03',
        pan: 'ABCDE1234F',
        address: '1 Hill Road, Pune',
        bank_account: { account_number: '123456789012', ifsc: 'HDFC0001234' },
      };
      expect((await fetch(`${server.url}/api/me/kyc`, { method: 'PUT', headers: bearer(backer.token), body: JSON.stringify(kyc) })).status).toBe(200);
      expect((await fetch(`${server.url}/api/admin/kyc/${backer.id}/verify`, { method: 'POST', headers: { authorization: `Bearer ${admin}` } })).status).toBe(
        200,
      );
      backers.push(backer);
    }
    return { proposer, backers };
  } finally {
    await server.stop();
  }
}

/** A live deal of the proposer and money in every wallet, written through the services while no server runs. */
async function liveDealWithFundedBackers(database: Database, proposerId: string, backerIds: string[]): Promise<string> {
  const property = await insertTestProperty(database.db);
  const [deal] = await database.db
    .insert(deals)
    .values({
      propertyId: property.id,
      proposerId,
      campaignType: 'buy_n_hold',
      assetClass: 'Residential',
      currency: 'INR',
      target: 10n ** 12n,
      minimumTicket: BigInt(TICKET),
      projectedRoiBps: 1400,
      holdingPeriodMonths: 24,
      lifecycle: 'approved',
    })
    .returning({ id: deals.id });
  const config = loadConfig({ NODE_ENV: 'test', CAMPAIGN_DURATION: CAMPAIGN });
  const service = new DealsService({
    db: database.db,
    clock: systemClock,
    campaign: config.campaign,
    schedule: UNSCHEDULED,
    latestPrices: valuationsRepository.latestPrices,
  });
  await service.publish({ sub: proposerId, role: 'proposer' }, deal!.id);
  for (const id of backerIds) {
    await database.db.transaction(async (tx) => {
      await transfer(tx as unknown as Database['db'], {
        debit: { ownerId: null, purpose: 'bank', currency: 'INR' },
        credit: { ownerId: id, purpose: 'backer_wallet', currency: 'INR' },
        amount: 10n ** 9n,
        kind: 'deposit',
        reference: `crash-deposit-${id}`,
        pending: false,
        at: new Date(),
      });
    });
  }
  return deal!.id;
}

async function crashDuringCommitments(databaseEnv: Record<string, string>, open: () => Promise<Database>) {
  const { proposer, backers } = await accounts(databaseEnv);
  let database = await open();
  const dealId = await liveDealWithFundedBackers(
    database,
    proposer.id,
    backers.map((backer) => backer.id),
  );
  await database.close();

  const server = await startServer({ ...env, ...databaseEnv });
  const tokens = await Promise.all(backers.map((backer) => signIn(server.url, backer.email, 'terracotta-balcony-42', 'backer')));
  const acknowledged: string[] = [];
  let killed = false;
  let next = 0;
  const streams = Array.from({ length: STREAMS }, async () => {
    while (!killed) {
      const token = tokens[next++ % tokens.length]!;
      try {
        const response = await fetch(`${server.url}/api/deals/${dealId}/commitments`, {
          method: 'POST',
          headers: bearer(token),
          body: JSON.stringify({ amount: TICKET }),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
        else throw new Error(`commit: ${response.status} ${await response.text()}`);
      } catch (error) {
        if (!killed) throw error;
      }
    }
  });
  while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
  killed = true;
  await server.kill();
  await Promise.all(streams);
  expect(server.child.signalCode).toBe('SIGKILL');

  // The deadline passes while no server runs.
  database = await open();
  const [before] = await database.db.select().from(deals).where(eq(deals.id, dealId));
  await database.close();
  const wait = before!.deadline!.getTime() - Date.now() + 500;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));

  const restarted = await startServer({ ...env, ...databaseEnv });
  try {
    const deal = (await (await fetch(`${restarted.url}/api/deals/${dealId}`)).json()) as { lifecycle: string; raised: number };
    // The start-up sweep closed it (short of its target: failed, every hold refunded).
    expect(deal.lifecycle).toBe('failed');
    const admin = await signIn(restarted.url, ADMIN.email, ADMIN.password, 'admin');
    const check = await (await fetch(`${restarted.url}/api/admin/ledger/check`, { headers: { authorization: `Bearer ${admin}` } })).json();
    expect(check).toEqual({ balanced: true, problems: [] });
  } finally {
    await restarted.stop();
  }

  database = await open();
  try {
    const stored = await database.db.select().from(commitments).where(eq(commitments.dealId, dealId));
    const storedIds = new Set(stored.map((row) => row.id));
    for (const id of acknowledged) expect(storedIds.has(id), `commitment ${id} got a 201 before the crash but is gone`).toBe(true);
    // Nothing half-written: every commitment kept its hold, and the deal's raised is exactly theirs.
    expect(stored.every((row) => row.status === 'refunded')).toBe(true);
    const [after] = await database.db.select().from(deals).where(eq(deals.id, dealId));
    expect(after!.raised).toBe(stored.reduce((sum, row) => sum + row.amount, 0n));
    expect(await checkLedger(database.db)).toEqual([]);
    expect((await database.db.select().from(users)).length).toBeGreaterThan(BACKERS);
  } finally {
    await database.close();
  }
  return { acknowledged: acknowledged.length };
}

describe('a crash during commitments', () => {
  it('loses no acknowledged commitment on the embedded database, and the start-up sweep closes the deal', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sharestead-commit-crash-'));
    try {
      const result = await crashDuringCommitments({ DATA_DIR: dataDir }, () => openDatabase({ dataDir }));
      console.log(`embedded: ${result.acknowledged} commitments acknowledged before SIGKILL`);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('loses no acknowledged commitment on PostgreSQL, and the start-up sweep closes the deal', async () => {
    const database = await freshDatabase('sharestead_commit_crash');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sharestead-commit-crash-pg-'));
    try {
      const result = await crashDuringCommitments({ DATABASE_URL: database.url, DATA_DIR: dataDir }, () => openDatabase({ databaseUrl: database.url }));
      console.log(`postgres: ${result.acknowledged} commitments acknowledged before SIGKILL`);
    } finally {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
