import { isoDateOf, type Kyc, type KycListParams, type KycListResponse, type KycReviewItem, type KycSubmissionInput } from '../../../shared/contracts/kyc.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import type { Db } from '../../db/client.ts';
import type { KycRecordRow, UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { Actor } from '../../policies.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep } from '../../steps/run-step.ts';
import { displayName, userAccounts } from '../users/index.ts';
import { kycRepository, type KycReviewRow } from './kyc.repository.ts';
import { openKycDetails, sealKycDetails } from './kyc-sealing.ts';

export const KYC_ALREADY_VERIFIED = msg('Your KYC is already verified; verified details cannot be changed.');
export const KYC_BACKER_NOT_FOUND = msg('There is no backer with this id.');
export const KYC_NOT_SUBMITTED = msg("This backer's KYC is not awaiting a decision.");
export const KYC_CHANGED = msg('The backer has sent new details since the list was loaded; review them before deciding.');

/** What a decision says: its status, the audit action and the backer's notification. */
type Decision = { status: 'verified'; reason: null } | { status: 'rejected'; reason: string };

/**
 * Know your customer (platform.md §3): a backer's own details, sent for review as often as
 * needed until verified; the admin's queue, and the decisions, each written with its
 * notification and audit event in one transaction.
 */
export class KycService {
  readonly #db: Db;
  readonly #clock: Clock;
  /** Seals the PAN and bank account number (purpose kycDetails). */
  readonly #box: SecretBox;

  constructor(db: Db, clock: Clock, box: SecretBox) {
    this.#db = db;
    this.#clock = clock;
    this.#box = box;
  }

  /** The date the age rule is checked on (YYYY-MM-DD, UTC): the route's schema asks for it on every request. */
  today(): string {
    return isoDateOf(this.#clock.now());
  }

  async get(actor: Actor): Promise<Kyc> {
    return toKyc(this.#box, await kycRepository.findByUser(this.#db, actor.sub));
  }

  /**
   * Stores the details as submitted: the first time, again while awaiting review, or after a
   * rejection (the reason is cleared). A verified KYC is final: 409 kyc_already_verified.
   */
  async submit(actor: Actor, input: KycSubmissionInput): Promise<Kyc> {
    const row = await kycRepository.submit(
      this.#db,
      actor.sub,
      {
        legalName: input.legal_name,
        dateOfBirth: input.date_of_birth,
        address: input.address,
        bankIfsc: input.bank_account.ifsc,
        ...sealKycDetails(this.#box, actor.sub, { pan: input.pan, bankAccountNumber: input.bank_account.account_number }),
      },
      this.#clock.now(),
    );
    if (!row) throw new DomainError('kyc_already_verified', KYC_ALREADY_VERIFIED);
    return toKyc(this.#box, row);
  }

  async list({ status, page, page_size: pageSize }: KycListParams): Promise<KycListResponse> {
    const { rows, total } = await kycRepository.list(this.#db, status, pageSize, (page - 1) * pageSize);
    return { total, page, page_size: pageSize, items: rows.map((row) => toReviewItem(this.#box, row)) };
  }

  async verify(actor: Actor, userId: string, seenSubmittedAt?: string): Promise<KycReviewItem> {
    return this.#decide(actor, userId, { status: 'verified', reason: null }, seenSubmittedAt);
  }

  async reject(actor: Actor, userId: string, reason: string, seenSubmittedAt?: string): Promise<KycReviewItem> {
    return this.#decide(actor, userId, { status: 'rejected', reason }, seenSubmittedAt);
  }

  /**
   * The decision applies only to a record awaiting one (a conditional update, so two admins
   * deciding at once cannot both succeed); the backer's notification and the audit event are
   * written in the same transaction.
   */
  async #decide(actor: Actor, userId: string, decision: Decision, seenSubmittedAt: string | undefined): Promise<KycReviewItem> {
    return runStep(this.#db, this.#clock, async (step) => {
      const { tx, now } = step;
      const backer = await userAccounts.findById(tx, userId);
      if (!backer || backer.role !== 'backer') throw new DomainError('not_found', KYC_BACKER_NOT_FOUND);
      const seen = seenSubmittedAt === undefined ? undefined : new Date(seenSubmittedAt);
      const row = await kycRepository.decide(tx, backer.id, { ...decision, decidedAt: now, decidedBy: actor.sub }, seen);
      if (!row) {
        const current = await kycRepository.findByUser(tx, backer.id);
        if (current?.status === 'submitted') throw new DomainError('kyc_changed', KYC_CHANGED);
        throw new DomainError('kyc_not_submitted', KYC_NOT_SUBMITTED);
      }
      await step.emit(noticeTo(step, backer.id, decisionNotice(decision)));
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: `kyc.${decision.status}`,
        subjectType: 'kyc',
        subjectId: backer.id,
        // The decision, not the personal details: the log is kept for good.
        before: { status: 'submitted', submitted_at: row.submittedAt.toISOString() },
        after: { status: row.status, reason: row.reason },
      });
      return toReviewItem(this.#box, { record: row, ...nameOf(backer) });
    });
  }
}

function nameOf(user: UserRow) {
  return { firstName: user.firstName, lastName: user.lastName, email: user.email };
}

/** The backer's notification of a decision. */
function decisionNotice(decision: Decision): Parameters<typeof noticeTo>[2] {
  if (decision.status === 'verified') {
    return { title: msg('KYC verified'), message: msg('Your KYC details have been verified. You can now add funds to your wallet and invest in live deals.') };
  }
  const reason = /[.!?]$/.test(decision.reason) ? decision.reason : `${decision.reason}.`;
  return {
    title: msg('KYC rejected'),
    message: msg('Your KYC details were not accepted. Reason: {reason} Correct them and submit again.'),
    values: { reason },
  };
}

/** The caller's KYC as the API shows it; no record is not_started with every detail null. */
function toKyc(box: SecretBox, row: KycRecordRow | undefined): Kyc {
  if (!row) {
    return {
      status: 'not_started',
      legal_name: null,
      date_of_birth: null,
      pan: null,
      address: null,
      bank_account: null,
      reason: null,
      submitted_at: null,
      decided_at: null,
    };
  }
  const { pan, bankAccountNumber } = openKycDetails(box, row);
  return {
    status: row.status,
    legal_name: row.legalName,
    date_of_birth: row.dateOfBirth,
    pan,
    address: row.address,
    bank_account: { account_number: bankAccountNumber, ifsc: row.bankIfsc },
    reason: row.status === 'rejected' ? row.reason : null,
    submitted_at: row.submittedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

function toReviewItem(box: SecretBox, { record, firstName, lastName, email }: KycReviewRow): KycReviewItem {
  const { pan, bankAccountNumber } = openKycDetails(box, record);
  return {
    user_id: record.userId,
    name: displayName({ firstName, lastName }),
    email,
    status: record.status,
    legal_name: record.legalName,
    date_of_birth: record.dateOfBirth,
    pan,
    address: record.address,
    bank_account: { account_number: bankAccountNumber, ifsc: record.bankIfsc },
    reason: record.reason,
    submitted_at: record.submittedAt.toISOString(),
    decided_at: record.decidedAt?.toISOString() ?? null,
  };
}
