import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Db } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import { HttpError } from './http-error.ts';

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
    z.string().check(
      z.minLength(1, { error: 'Idempotency-Key must not be empty.' }),
      z.maxLength(255, { error: 'Idempotency-Key must be at most 255 characters.' }),
      z.regex(/^[\x21-\x7E]+$/, { error: 'Idempotency-Key may hold only visible ASCII characters.' }),
    ),
  ),
});

function hashOf(scope: string, body: unknown): string {
  return createHash('sha256').update(scope).update('\n').update(JSON.stringify(body ?? null)).digest('hex');
}

/**
 * Runs a money-moving step at most once per key (interfaces.md, "Idempotency-Key"). The key is
 * claimed in the step's own transaction (`insert … on conflict do nothing`): a concurrent request
 * with the same key waits on that row until the first commits, then reads its answer. The same key
 * with another body is 422. Only successes are stored: a refused step changed nothing, so a retry
 * is judged afresh (after a deposit, a retried commitment may succeed).
 */
export async function idempotent<Body>(
  db: Db,
  request: IdempotentRequest,
  step: (tx: Db, remember: (answer: Answer<Body>) => Promise<void>) => Promise<Answer<Body>>,
): Promise<Answer<Body>> {
  if (request.key === undefined) return db.transaction((tx) => step(tx as unknown as Db, async () => {}));
  const key = request.key;
  const requestHash = hashOf(request.scope, request.body);
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: request.userId, key, scope: request.scope, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [earlier] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, key)));
      if (!earlier || earlier.scope !== request.scope || earlier.requestHash !== requestHash) {
        throw new HttpError(422, 'This Idempotency-Key was already used for a different request; send a new key.', {
          code: 'idempotency_key_reused',
        });
      }
      return { status: earlier.responseStatus!, body: earlier.responseBody as Body };
    }
    // A step may write its answer early (`remember`), before it locks a hot row; it is written again only if it changed.
    let stored: string | undefined;
    const remember = async (answer: Answer<Body>) => {
      const json = JSON.stringify(answer);
      if (json === stored) return;
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: answer.status, responseBody: answer.body as object })
        .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, key)));
      stored = json;
    };
    const answer = await step(tx, remember);
    await remember(answer);
    return answer;
  });
}
