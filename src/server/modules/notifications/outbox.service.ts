import type { OutboxItem, OutboxListParams, OutboxListResponse } from '../../../shared/contracts/outbox.ts';
import type { Db } from '../../db/client.ts';
import type { NewOutboxRow, OutboxRow } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Actor } from '../../policies.ts';
import { runStep, type Step } from '../../steps/run-step.ts';
import { onWakeUp } from '../../steps/wake-ups.ts';
import { failureReason, type OutboxTransports } from './outbox-transports.ts';
import { outboxRepository, type OutboxChannel } from './outbox.repository.ts';

export interface OutboxPolicy {
  /** Attempts before a message is given up as failed. */
  maxAttempts: number;
  /** The wait after the first failed attempt, doubled after each further one. */
  retryBaseMs: number;
  /** How long a claimed message stays hidden from other workers while it is being sent. */
  leaseMs: number;
  /** Messages claimed at a time. */
  batchSize: number;
}

/** 6 attempts: retried after 1, 2, 4, 8 and 16 minutes, then failed. */
export const OUTBOX_POLICY: OutboxPolicy = { maxAttempts: 6, retryBaseMs: 60_000, leaseMs: 5 * 60_000, batchSize: 20 };

export interface SendReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the outbox (platform.md §4): the e-mail and SMS copies of notifications, written with
 * them by notify(), and verification messages. A copy goes only to an address or number its
 * recipient has verified and still has, checked again when it is sent (withheld as failed
 * otherwise). Each due message is claimed by a conditional update (no two workers take
 * one), sent, then marked sent, or given another attempt after a doubling wait, or failed once
 * its attempts run out. A channel without a transport is not claimed: its messages wait, and the
 * admin sees them. Nothing here logs an address or a message.
 */
export class OutboxService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #transports: OutboxTransports;
  readonly #policy: OutboxPolicy;
  /** Opens verification messages' text (SEAL_PURPOSES.verificationMessage). */
  readonly #box: SecretBox;

  constructor(db: Db, clock: Clock, transports: OutboxTransports, box: SecretBox, policy: OutboxPolicy = OUTBOX_POLICY) {
    this.#db = db;
    this.#clock = clock;
    this.#transports = transports;
    this.#box = box;
    this.#policy = policy;
  }

  /** Sends every message due now, batch after batch, until none is left. */
  async sendDue(): Promise<SendReport> {
    const report: SendReport = { sent: 0, retrying: 0, failed: 0 };
    const channels = (Object.keys(this.#transports) as OutboxChannel[]).filter((channel) => this.#transports[channel]);
    await outboxRepository.withholdUnverified(this.#db, channels, this.#clock.now());
    for (;;) {
      const now = this.#clock.now();
      const claimed = await outboxRepository.claimDue(this.#db, channels, now, new Date(now.getTime() + this.#policy.leaseMs), this.#policy.batchSize);
      if (claimed.length === 0) return report;
      const outcomes = await Promise.all(claimed.map((row) => this.#send(row)));
      for (const outcome of outcomes) report[outcome] += 1;
    }
  }

  async #send(row: OutboxRow): Promise<keyof SendReport> {
    try {
      await this.#transports[row.channel]!({ recipient: row.recipient, subject: row.subject, body: this.#textOf(row) });
    } catch (error) {
      const lastError = failureReason(error);
      if (row.attempts >= this.#policy.maxAttempts) {
        await outboxRepository.settle(this.#db, row, { status: 'failed', lastError });
        return 'failed';
      }
      const wait = this.#policy.retryBaseMs * 2 ** (row.attempts - 1);
      await outboxRepository.settle(this.#db, row, { status: 'pending', lastError, nextAttemptAt: new Date(this.#clock.now().getTime() + wait) });
      return 'retrying';
    }
    await outboxRepository.settle(this.#db, row, { status: 'sent', sentAt: this.#clock.now() });
    return 'sent';
  }

  #textOf(row: OutboxRow): string {
    if (row.kind !== 'verification') return row.body;
    const text = this.#box.open(row.body, row.userId);
    // Sealed under a key no longer configured: it fails like a refused send (the account can ask for a new one).
    if (text === null) throw new Error('the message was sealed under a key that is no longer configured');
    return text;
  }

  async list({ page, page_size: pageSize, status, channel }: OutboxListParams): Promise<OutboxListResponse> {
    const { rows, total } = await outboxRepository.list(this.#db, { status, channel }, pageSize, (page - 1) * pageSize);
    return { total, page, page_size: pageSize, items: rows.map(toItem) };
  }

  /** A failed message is tried again at once, with a fresh set of attempts (the admin's retry). */
  async retry(actor: Actor, id: string): Promise<OutboxItem> {
    return runStep(this.#db, this.#clock, async (step) => {
      const { tx, now } = step;
      const row = await outboxRepository.retryFailed(tx, id, now);
      if (!row) {
        if (await outboxRepository.findById(tx, id)) throw new DomainError('outbox_not_failed', 'Only a failed message can be sent again.');
        throw new DomainError('not_found', 'There is no such message in the outbox.');
      }
      await step.emit({ type: 'action.taken', actorId: actor.sub, action: 'outbox.retried', subjectType: 'outbox', subjectId: row.id });
      return toItem(row);
    });
  }
}

function toItem(row: OutboxRow): OutboxItem {
  return {
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** A verification link or code (contact verification): nothing but our link or code, to one destination. */
export type VerificationMessage = Pick<NewOutboxRow, 'userId' | 'channel' | 'recipient' | 'subject' | 'body'>;

/**
 * Writes a verification message in the step, its text sealed (`box`: SEAL_PURPOSES.verificationMessage,
 * bound to the account): a copy of the database holds no link or code that would verify an address.
 * It goes out once the step commits (the `outbox` wake-up).
 */
export async function queueVerificationMessage(step: Step, message: VerificationMessage, box: SecretBox): Promise<void> {
  const sealed = { ...message, body: box.seal(message.body, message.userId) };
  await outboxRepository.insertMany(step.tx, [{ ...sealed, kind: 'verification', createdAt: step.now, nextAttemptAt: step.now }]);
  step.wakeAfterCommit('outbox');
}

/** The outbox job: one waiting at a time (one key), which sends what is due and comes back. */
const OUTBOX_JOB = 'outbox.send';
const OUTBOX_JOB_KEY = 'outbox';
/**
 * The sweep: how long after a run the next one comes anyway. New messages do not wait for it (their
 * commit wakes the job); it sends the retries that fall due, and anything whose wake-up was lost.
 */
const OUTBOX_POLL_MS = 30_000;

/**
 * Registers the outbox job. Its handler schedules its next run (the sweep), then sends what is
 * due; a failure of the database is reported and the next run still comes. The job is woken
 * (its waiting run brought forward to now, so a burst of messages makes one run) after every
 * step on `db` that wrote messages to the outbox (the `outbox` wake-up), and by `wake` (the start-up sweep).
 * Scheduling first matters: a wake-up during a run moves the next run to now rather than being
 * pushed back by it. Two runs at once send nothing twice (sendDue claims each message).
 */
export function registerOutboxJob(jobs: JobQueue, outbox: OutboxService, db: Db, clock: Clock, onError: (error: unknown) => void): { wake(): Promise<void> } {
  jobs.work(OUTBOX_JOB, async () => {
    await jobs.schedule(OUTBOX_JOB, OUTBOX_JOB_KEY, new Date(clock.now().getTime() + OUTBOX_POLL_MS));
    try {
      await outbox.sendDue();
    } catch (error) {
      onError(error);
    }
  });
  const wake = () => jobs.schedule(OUTBOX_JOB, OUTBOX_JOB_KEY, clock.now());
  // The transaction has committed by then: a failed wake-up is reported, and the sweep sends the messages.
  onWakeUp(db, 'outbox', () => wake().catch(onError));
  return { wake };
}
