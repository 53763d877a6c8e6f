import { createHash } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { DomainError } from './domain-error.ts';

/** What a money-moving step answers: stored with its key and given again to a retry. */
export interface Answer<Body> {
  status: number;
  body: Body;
}

export interface IdempotentRequest {
  userId: string;
  /** The `Idempotency-Key` header; without one the step simply runs. */
  key: string | undefined;
  /** Method and route (`POST /api/deals/:id/commitments`) with its ids: one key, one kind of request. */
  scope: string;
  body: unknown;
}

/** Headers every money-moving route declares (and the OpenAPI document shows). */
export const idempotencyHeadersSchema = z.object({
  'idempotency-key': z.optional(
    z
      .string()
      .check(
        z.minLength(1, { error: 'Idempotency-Key must not be empty.' }),
        z.maxLength(255, { error: 'Idempotency-Key must be at most 255 characters.' }),
        z.regex(/^[\x21-\x7E]+$/, { error: 'Idempotency-Key may hold only visible ASCII characters.' }),
      ),
  ),
});

function hashOf(scope: string, body: unknown): string {
  return createHash('sha256')
    .update(scope)
    .update('\n')
    .update(JSON.stringify(body ?? null))
    .digest('hex');
}

/** A claimed key (the step runs), or the answer an earlier request with the key got. */
export type Claim<Body> = { claimed: true } | { claimed: false; answer: Answer<Body> };

const reusedKey = () => new DomainError('idempotency_key_reused', 'This Idempotency-Key was already used for a different request; send a new key.');

/**
 * Claims the keys of many requests in one statement (`insert … on conflict do nothing`), in the
 * caller's transaction: a concurrent request with the same key waits on that row until the first
 * commits, then reads its answer. The same key with another body is refused with 422 (an
 * DomainError in that request's place). Requests without a key are simply claimed. The keys must
 * be distinct (one user's key once per call).
 */
export async function claimKeys<Body>(tx: Db, requests: readonly IdempotentRequest[]): Promise<Array<Claim<Body> | DomainError>> {
  const keyed = requests.filter((request) => request.key !== undefined);
  if (keyed.length === 0) return requests.map(() => ({ claimed: true }));
  const claimedRows = await tx
    .insert(idempotencyKeys)
    .values(keyed.map((request) => ({ userId: request.userId, key: request.key!, scope: request.scope, requestHash: hashOf(request.scope, request.body) })))
    .onConflictDoNothing()
    .returning({ userId: idempotencyKeys.userId, key: idempotencyKeys.key });
  const idOf = (userId: string, key: string) => `${userId}\n${key}`;
  const claimed = new Set(claimedRows.map((row) => idOf(row.userId, row.key)));
  const taken = keyed.filter((request) => !claimed.has(idOf(request.userId, request.key!)));
  const earlier = new Map(
    taken.length === 0
      ? []
      : (
          await tx
            .select()
            .from(idempotencyKeys)
            .where(or(...taken.map((request) => and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key!)))))
        ).map((row) => [idOf(row.userId, row.key), row]),
  );
  return requests.map((request) => {
    if (request.key === undefined || claimed.has(idOf(request.userId, request.key))) return { claimed: true };
    const row = earlier.get(idOf(request.userId, request.key));
    if (!row || row.scope !== request.scope || row.requestHash !== hashOf(request.scope, request.body)) return reusedKey();
    return { claimed: false, answer: { status: row.responseStatus!, body: row.responseBody as Body } };
  });
}

/** Stores the answers of claimed requests, in one statement: a retry with the key gets the same answer. */
export async function storeAnswers<Body>(tx: Db, answered: ReadonlyArray<{ request: IdempotentRequest; answer: Answer<Body> }>): Promise<void> {
  const keyed = answered.filter(({ request }) => request.key !== undefined);
  if (keyed.length === 0) return;
  const rows = sql.join(
    keyed.map(({ request, answer }) => sql`(${request.userId}::uuid, ${request.key}, ${answer.status}::integer, ${JSON.stringify(answer.body)}::jsonb)`),
    sql`, `,
  );
  await tx.execute(sql`update idempotency_keys k set response_status = v.status, response_body = v.body
    from (values ${rows}) as v(user_id, key, status, body) where k.user_id = v.user_id and k.key = v.key`);
}

/** Gives up claimed keys of requests that were refused: only successes are stored, a retry is judged afresh. */
export async function releaseKeys(tx: Db, requests: readonly IdempotentRequest[]): Promise<void> {
  const keyed = requests.filter((request) => request.key !== undefined);
  if (keyed.length === 0) return;
  await tx.delete(idempotencyKeys).where(or(...keyed.map((request) => and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key!)))));
}

/**
 * Runs a money-moving step's work at most once per key (interfaces.md, "Idempotency-Key"): the key
 * is claimed in the step's own transaction `tx` (`claimKeys`), before the work. Only successes are
 * stored: a refused step changed nothing (its transaction rolls back, the claim with it), so a
 * retry is judged afresh (after a deposit, a retried commitment may succeed).
 */
export async function idempotent<Body>(tx: Db, request: IdempotentRequest, work: () => Promise<Answer<Body>>): Promise<Answer<Body>> {
  const [claim] = await claimKeys<Body>(tx, [request]);
  if (claim instanceof DomainError) throw claim;
  if (!claim!.claimed) return claim!.answer;
  const answer = await work();
  await storeAnswers(tx, [{ request, answer }]);
  return answer;
}
