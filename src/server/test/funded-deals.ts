import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { createLiveTestDeal, creditTestWallet, registerTestUser, verifyTestKyc, type TestUser } from './factories.ts';

/**
 * A funded deal of `proposer`: a live deal whose target is the sum of `amounts`, each committed by
 * a new verified backer, so the last commitment funds it (and issues the units) at the clock's time.
 */
export async function createFundedTestDeal(
  app: FastifyInstance,
  db: Db,
  proposer: TestUser,
  amounts: bigint[],
): Promise<{ deal: { id: string; title: string }; backers: TestUser[] }> {
  const target = amounts.reduce((sum, amount) => sum + amount, 0n);
  const smallest = amounts.reduce((low, amount) => (amount < low ? amount : low));
  const deal = await createLiveTestDeal(app, db, proposer, { target, minimumTicket: smallest });
  const backers: TestUser[] = [];
  for (const amount of amounts) {
    const backer = await registerTestUser(app, 'backer');
    await verifyTestKyc(app, backer);
    await creditTestWallet(app, backer, amount);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/deals/${deal.id}/commitments`,
      headers: { authorization: `Bearer ${backer.token}` },
      payload: { amount: Number(amount) },
    });
    if (answer.statusCode !== 201) throw new Error(`The commitment answered ${answer.statusCode}: ${answer.body}`);
    backers.push(backer);
  }
  return { deal, backers };
}

/** Every file under `dir`, relative to it, sorted: what a test compares with the rows that name files. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
