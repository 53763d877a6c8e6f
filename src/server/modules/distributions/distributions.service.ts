import type { Distribution, DistributionInput, DistributionPatch } from '../../../shared/contracts/distributions.ts';
import { INCOME_TYPES, type IncomeType, TAXED_INCOME_TYPES } from '../../../shared/contracts/income.ts';
import { MAX_AMOUNT_MINOR } from '../../../shared/contracts/money.ts';
import type { DisplayLanguage } from '../../../shared/i18n/languages.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { amountToJson } from '../../../shared/money.ts';
import { indianDate, quarterOf } from '../../../shared/periods.ts';
import type { EscrowAccount } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { DealRow, DistributionRow, NewDistributionRow } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { bankTransferInstructions } from '../../lib/bank-instructions.ts';
import type { Clock } from '../../lib/clock.ts';
import type { UploadStore } from '../../lib/upload-store.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { money } from '../../lib/localized.ts';
import { withFreeReference } from '../../lib/references.ts';
import { canManageDeal, canSeeDeal, type Actor } from '../../policies.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep, type Step } from '../../steps/run-step.ts';
import { dealsRepository } from '../deals/index.ts';
import { accountKeys, transfer } from '../ledger/index.ts';
import { ruleInForce } from '../tax/index.ts';
import { userAccounts } from '../users/index.ts';
import { distributionAccount, PAY_JOB } from './accounts.ts';
import { payDistribution, type RunProgress, splitOf } from './distribution-run.ts';
import { distributionsRepository } from './distributions.repository.ts';
import { evidenceRepository } from './evidence.repository.ts';
import { evidenceFileOf } from './evidence.service.ts';

const DEAL_NOT_FOUND = msg('There is no deal at this address.');
const DISTRIBUTION_NOT_FOUND = msg('There is no such distribution.');

type Found = NonNullable<Awaited<ReturnType<typeof dealsRepository.find>>>;

/** A draft's figures, checked: what the holders share, the fee paid in with it, and the split. */
interface Figures {
  period: string;
  lines: DistributionInput['lines'];
  distributable: bigint;
  managementFee: bigint;
  split: Record<IncomeType, bigint>;
}

/**
 * A funded deal's distributions (after-funding.md §2): the proposer drafts the quarter's waterfall
 * and submits it, pays the distributable plus the management fee in by bank transfer; the admin
 * confirms the money arrived, then approves (or rejects with a reason), never a distribution the
 * admin drafted; the approval schedules the job that pays it (distribution-run.ts). Each step is
 * one transaction starting with a conditional update, so a repeated step changes nothing.
 */
export class DistributionsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #jobs: JobQueue;
  readonly #escrow: EscrowAccount;
  /** Where the lines' evidence is kept; none for the demo history, which attaches no evidence. */
  readonly #store: UploadStore | undefined;

  constructor(db: Db, clock: Clock, jobs: JobQueue, escrow: EscrowAccount, store?: UploadStore) {
    this.#db = db;
    this.#clock = clock;
    this.#jobs = jobs;
    this.#escrow = escrow;
    this.#store = store;
  }

  async create(actor: Actor, dealId: string, input: DistributionInput, language: DisplayLanguage): Promise<Distribution> {
    const found = await this.#managedDeal(actor, dealId);
    const figures = await this.#checked(found.deal, input, this.#clock.now());
    const row = await runStep(this.#db, this.#clock, async (step) => {
      const created = await withFreeReference('DST', (reference) =>
        distributionsRepository.insert(step.tx, {
          dealId: found.deal.id,
          currency: found.deal.currency,
          reference,
          authorId: actor.sub,
          createdAt: step.now,
          updatedAt: step.now,
          ...columnsOf(figures),
        }),
      );
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'distribution.drafted',
        subjectType: 'distribution',
        subjectId: created.id,
        after: { period: created.period },
      });
      return created;
    });
    return this.#view(row, found, language);
  }

  async update(actor: Actor, id: string, patch: DistributionPatch, language: DisplayLanguage): Promise<Distribution> {
    const { row, found } = await this.#authored(actor, id);
    const figures = await this.#checked(
      found.deal,
      {
        period: patch.period ?? row.period,
        lines: patch.lines ?? row.lines.map((line) => ({ kind: line.kind, label: line.label, amount: Number(line.amount) })),
        split: patch.split ?? {
          interest: amountToJson(row.splitInterest),
          dividend: amountToJson(row.splitDividend),
          rent: amountToJson(row.splitRent),
          return_of_capital: amountToJson(row.splitReturnOfCapital),
        },
      },
      this.#clock.now(),
    );
    const updated = await runStep(this.#db, this.#clock, async (step) => {
      // Locked, so evidence attached meanwhile is seen; it stays with its line while the line keeps its place.
      const current = (await evidenceRepository.lock(step.tx, row.id))!;
      const lines = columnsOf(figures).lines.map((line, index) => ({
        ...line,
        evidenceUrl: current.lines[index]?.kind === line.kind ? current.lines[index]!.evidenceUrl : null,
      }));
      const changed = await distributionsRepository.update(step.tx, row.id, 'draft', { ...columnsOf(figures), lines, updatedAt: step.now });
      if (!changed) throw notDraft();
      // The evidence of a line gone, or turned into another kind, goes once this commits.
      const kept = new Set(lines.map((line) => line.evidenceUrl));
      for (const line of current.lines) {
        const dropped = line.evidenceUrl && !kept.has(line.evidenceUrl) ? evidenceFileOf(line.evidenceUrl) : null;
        const store = this.#store;
        if (dropped && store) step.afterCommit(() => store.discard(store.absolute(dropped)));
      }
      return changed;
    });
    return this.#view(updated, found, language);
  }

  async submit(actor: Actor, id: string, language: DisplayLanguage): Promise<Distribution> {
    const { row, found } = await this.#authored(actor, id);
    const submitted = await runStep(this.#db, this.#clock, async (step) => {
      const changed = await distributionsRepository.update(step.tx, row.id, 'draft', { status: 'submitted', submittedAt: step.now, updatedAt: step.now });
      if (!changed) throw notDraft();
      for (const adminId of await userAccounts.idsWithRole(step.tx, 'admin')) {
        await step.emit(
          noticeTo(step, adminId, {
            title: msg('Distribution to approve'),
            message: msg('{deal} submitted its {period} distribution of {amount}. Confirm the money arrived under {reference}, then approve it.'),
            values: {
              deal: found.property.title,
              period: changed.period,
              amount: money(changed.distributable, changed.currency),
              reference: changed.reference,
            },
          }),
        );
      }
      await step.emit({ type: 'action.taken', actorId: actor.sub, action: 'distribution.submitted', subjectType: 'distribution', subjectId: changed.id });
      return changed;
    });
    return this.#view(submitted, found, language);
  }

  /** The admin saw the proposer's bank transfer arrive: the money enters the deal's distribution account, once. */
  async confirmFunds(actor: Actor, id: string, language: DisplayLanguage): Promise<Distribution> {
    const { row, found } = await this.#existing(id);
    const funded = await runStep(this.#db, this.#clock, async (step) => {
      const changed = await distributionsRepository.update(step.tx, row.id, 'submitted', {
        status: 'funded',
        fundedAt: step.now,
        fundsConfirmedBy: actor.sub,
        updatedAt: step.now,
      });
      if (!changed) throw wrongStatus(msg('Only a submitted distribution waits for its money.'));
      await transfer(step.tx, {
        debit: accountKeys.bank(changed.currency),
        credit: distributionAccount(found.deal),
        amount: toFund(changed),
        kind: 'distribution_funding',
        reference: changed.id,
        pending: false,
        at: step.now,
      });
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'distribution.funded',
        subjectType: 'distribution',
        subjectId: changed.id,
        after: { amount: toFund(changed) },
      });
      return changed;
    });
    return this.#view(funded, found, language);
  }

  /** Maker and checker: the admin approves a distribution someone else drafted; the job pays it. */
  async approve(actor: Actor, id: string, language: DisplayLanguage): Promise<Distribution> {
    const { row, found } = await this.#existing(id);
    if (row.authorId === actor.sub) throw sameAuthor();
    const approved = await runStep(this.#db, this.#clock, async (step) => {
      const changed = await distributionsRepository.update(step.tx, row.id, 'funded', {
        status: 'approved',
        approvedAt: step.now,
        approvedBy: actor.sub,
        updatedAt: step.now,
      });
      if (!changed) throw wrongStatus(msg('Only a distribution whose money has arrived can be approved.'));
      await this.#checkRules(step.tx, found.deal, splitOf(changed), step.now);
      await this.#jobs.schedule(PAY_JOB, changed.id, new Date(0), undefined, { db: step.tx });
      await step.emit({ type: 'action.taken', actorId: actor.sub, action: 'distribution.approved', subjectType: 'distribution', subjectId: changed.id });
      return changed;
    });
    return this.#view(approved, found, language);
  }

  /** The admin refuses it with a reason; money already paid in goes back to the proposer's bank. */
  async reject(actor: Actor, id: string, reason: string, language: DisplayLanguage): Promise<Distribution> {
    const { row, found } = await this.#existing(id);
    if (row.authorId === actor.sub) throw sameAuthor();
    const rejected = await runStep(this.#db, this.#clock, async (step) => {
      const changed = await distributionsRepository.update(step.tx, row.id, ['submitted', 'funded'], {
        status: 'rejected',
        rejectedAt: step.now,
        rejectionReason: reason,
        updatedAt: step.now,
      });
      if (!changed) throw wrongStatus(msg('Only a submitted distribution, or one whose money has arrived, can be rejected.'));
      if (changed.fundedAt) await this.#returnFunds(step, changed, found.deal);
      await step.emit(
        noticeTo(step, changed.authorId, {
          title: msg('Distribution rejected'),
          message: msg('The {period} distribution of {deal} was rejected: {reason}'),
          values: { period: changed.period, deal: found.property.title, reason },
        }),
      );
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'distribution.rejected',
        subjectType: 'distribution',
        subjectId: changed.id,
        after: { reason },
      });
      return changed;
    });
    return this.#view(rejected, found, language);
  }

  /** A deal's distributions: all of them for its proposer and the admin, the paid ones for anyone else. */
  async ofDeal(actor: Actor | undefined, dealId: string, language: DisplayLanguage): Promise<Distribution[]> {
    const found = await dealsRepository.find(this.#db, dealId);
    if (!found || !canSeeDeal(actor, found.deal)) throw new DomainError('not_found', DEAL_NOT_FOUND);
    const rows = await distributionsRepository.ofDeal(this.#db, found.deal.id, actor !== undefined && canManageDeal(actor, found.deal));
    return this.#views(rows, new Map([[found.deal.id, found]]), language);
  }

  /** One distribution, for those who may see all of its deal's. */
  async get(actor: Actor, id: string, language: DisplayLanguage): Promise<Distribution> {
    const { row, found } = await this.#existing(id);
    if (!canManageDeal(actor, found.deal)) throw new DomainError('not_found', DISTRIBUTION_NOT_FOUND);
    return this.#view(row, found, language);
  }

  /** The admin's queue: what waits for money, for approval, or for the job. */
  async queue(language: DisplayLanguage): Promise<Distribution[]> {
    const rows = await distributionsRepository.withStatus(this.#db, ['submitted', 'funded', 'approved']);
    const deals = new Map<string, Found>();
    for (const dealId of new Set(rows.map((row) => row.dealId))) deals.set(dealId, (await dealsRepository.find(this.#db, dealId))!);
    return this.#views(rows, deals, language);
  }

  /** The job's work, `batchHolders` holders a transaction; a distribution waiting for an earlier one of its deal is tried again shortly. */
  async pay(id: string, batchHolders: number, onBatch: (progress: RunProgress) => void): Promise<void> {
    const outcome = await payDistribution(this.#db, this.#clock, id, batchHolders, onBatch);
    if (outcome === 'waiting') await this.#jobs.schedule(PAY_JOB, id, new Date(this.#clock.now().getTime() + 30_000));
  }

  /** The start-up sweep: approved distributions not yet paid (a crash, a lost job) are handed to the job again. */
  async scheduleUnpaid(): Promise<void> {
    for (const id of await distributionsRepository.unpaidApproved(this.#db)) await this.#jobs.schedule(PAY_JOB, id, new Date(0));
  }

  async #managedDeal(actor: Actor, dealId: string): Promise<Found> {
    const found = await dealsRepository.find(this.#db, dealId);
    if (!found || !canManageDeal(actor, found.deal)) throw new DomainError('not_found', DEAL_NOT_FOUND);
    if (found.deal.lifecycle !== 'funded') throw new DomainError('deal_not_funded', msg('Only a funded deal pays distributions.'));
    return found;
  }

  async #existing(id: string): Promise<{ row: DistributionRow; found: Found }> {
    const row = await distributionsRepository.find(this.#db, id);
    if (!row) throw new DomainError('not_found', DISTRIBUTION_NOT_FOUND);
    return { row, found: (await dealsRepository.find(this.#db, row.dealId))! };
  }

  /** A draft its author changes: anyone who may not see it is told it does not exist. */
  async #authored(actor: Actor, id: string): Promise<{ row: DistributionRow; found: Found }> {
    const existing = await this.#existing(id);
    if (!canManageDeal(actor, existing.found.deal)) throw new DomainError('not_found', DISTRIBUTION_NOT_FOUND);
    if (existing.row.authorId !== actor.sub) throw new DomainError('forbidden', msg('Only the author of a distribution may change or submit it.'));
    if (existing.row.status !== 'draft') throw notDraft();
    return existing;
  }

  /** The draft's rules (interfaces.md): a period from the funding's quarter to the current one, a positive distributable, a split equal to it. */
  async #checked(deal: DealRow, input: DistributionInput, now: Date): Promise<Figures> {
    const first = quarterOf(deal.closedAt!);
    const current = quarterOf(now);
    if (input.period < first || input.period > current) {
      throw new DomainError('invalid_period', msg("The period must be a quarter from the deal's funding ({first}) to the current one ({current})."), {
        values: { first, current },
        errors: [
          {
            field: 'period',
            message: msg("The period must be a quarter from the deal's funding ({first}) to the current one ({current})."),
            values: { first, current },
          },
        ],
      });
    }
    const distributable = input.lines.reduce((sum, line) => sum + BigInt(line.amount), 0n);
    if (distributable <= 0n)
      throw new DomainError('invalid_request', msg('The lines must add up to more than zero: that is what the holders share.'), {
        errors: [{ field: 'lines', message: msg('The lines must add up to more than zero: that is what the holders share.') }],
      });
    const managementFee = -input.lines.filter((line) => line.kind === 'management_fee').reduce((sum, line) => sum + BigInt(line.amount), 0n);
    // What the proposer pays in is one amount: within what the platform accepts, and sent exactly in JSON.
    if (distributable + managementFee > BigInt(MAX_AMOUNT_MINOR)) {
      const sentence = msg('The distributable amount and the management fee together are larger than the platform accepts.');
      throw new DomainError('invalid_request', sentence, { errors: [{ field: 'lines', message: sentence }] });
    }
    const split: Record<IncomeType, bigint> = {
      interest: BigInt(input.split.interest),
      dividend: BigInt(input.split.dividend),
      rent: BigInt(input.split.rent),
      return_of_capital: BigInt(input.split.return_of_capital),
      capital_gain: 0n,
      compensation: 0n,
    };
    const total = INCOME_TYPES.reduce((sum, type) => sum + split[type], 0n);
    if (total !== distributable) {
      const values = { split: money(total, deal.currency), distributable: money(distributable, deal.currency) };
      const sentence = msg('The split adds up to {split}, but the distributable amount is {distributable}: they must be equal to the paisa.');
      throw new DomainError('split_mismatch', sentence, { values, errors: [{ field: 'split', message: sentence, values }] });
    }
    await this.#checkRules(this.#db, deal, split, now);
    return { period: input.period, lines: input.lines, distributable, managementFee, split };
  }

  /** Every income type paid must have a TDS rule for the deal's structure (an SPV pays no rent). */
  async #checkRules(db: Db, deal: DealRow, split: Record<IncomeType, bigint>, at: Date): Promise<void> {
    for (const incomeType of TAXED_INCOME_TYPES) {
      if (split[incomeType] === 0n || (await ruleInForce(db, deal.structure, incomeType, indianDate(at)))) continue;
      const sentence = msg('This deal pays no {incomeType} income under its structure: split the amount into the income types it pays.');
      throw new DomainError('invalid_request', sentence, {
        values: { incomeType },
        errors: [{ field: `split.${incomeType}`, message: sentence, values: { incomeType } }],
      });
    }
  }

  async #returnFunds(step: Step, row: DistributionRow, deal: DealRow): Promise<void> {
    await transfer(step.tx, {
      debit: distributionAccount(deal),
      credit: accountKeys.bank(row.currency),
      amount: toFund(row),
      kind: 'distribution_funding',
      reference: row.id,
      pending: false,
      at: step.now,
    });
  }

  async #view(row: DistributionRow, found: Found, language: DisplayLanguage): Promise<Distribution> {
    const [view] = await this.#views([row], new Map([[row.dealId, found]]), language);
    return view!;
  }

  async #views(rows: DistributionRow[], deals: Map<string, Found>, language: DisplayLanguage): Promise<Distribution[]> {
    const totals = await distributionsRepository.totals(
      this.#db,
      rows.filter((row) => row.status === 'paid').map((row) => row.id),
    );
    return rows.map((row) => {
      const paid = totals.get(row.id);
      return {
        id: row.id,
        deal_id: row.dealId,
        deal_name: deals.get(row.dealId)!.property.title,
        period: row.period,
        status: row.status,
        currency: row.currency,
        lines: row.lines.map((line) => ({ kind: line.kind, label: line.label, amount: amountToJson(BigInt(line.amount)), evidence_url: line.evidenceUrl })),
        distributable: amountToJson(row.distributable),
        to_fund: amountToJson(toFund(row)),
        split: {
          interest: amountToJson(row.splitInterest),
          dividend: amountToJson(row.splitDividend),
          rent: amountToJson(row.splitRent),
          return_of_capital: amountToJson(row.splitReturnOfCapital),
          capital_gain: amountToJson(row.splitCapitalGain),
          compensation: amountToJson(row.splitCompensation),
        },
        reference: row.reference,
        instructions: bankTransferInstructions(
          this.#escrow,
          { amount: toFund(row), currency: row.currency, reference: row.reference },
          msg(
            "Transfer {amount} to {accountName}, account {accountNumber} at {bank} ({routing}), and write the reference {reference} in the transfer's remarks, so we can match the money to this distribution.",
          ),
          language,
        ),
        author_id: row.authorId,
        submitted_at: row.submittedAt?.toISOString() ?? null,
        funded_at: row.fundedAt?.toISOString() ?? null,
        approved_at: row.approvedAt?.toISOString() ?? null,
        rejection_reason: row.rejectionReason,
        paid_at: row.paidAt?.toISOString() ?? null,
        paid: paid ? { payouts: paid.payouts, gross: amountToJson(paid.gross), tds: amountToJson(paid.tds), net: amountToJson(paid.net) } : null,
        created_at: row.createdAt.toISOString(),
      };
    });
  }
}

/** What the proposer pays in: the distributable and the management fee passed on to it. */
function toFund(row: Pick<DistributionRow, 'distributable' | 'managementFee'>): bigint {
  return row.distributable + row.managementFee;
}

function columnsOf(
  figures: Figures,
): Pick<
  NewDistributionRow,
  'period' | 'distributable' | 'managementFee' | 'splitInterest' | 'splitDividend' | 'splitRent' | 'splitReturnOfCapital' | 'splitCapitalGain'
> & { lines: DistributionRow['lines'] } {
  return {
    period: figures.period,
    lines: figures.lines.map((line) => ({ kind: line.kind, label: line.label, amount: String(line.amount), evidenceUrl: null })),
    distributable: figures.distributable,
    managementFee: figures.managementFee,
    splitInterest: figures.split.interest,
    splitDividend: figures.split.dividend,
    splitRent: figures.split.rent,
    splitReturnOfCapital: figures.split.return_of_capital,
    splitCapitalGain: figures.split.capital_gain,
  };
}

const notDraft = () => wrongStatus(msg('Only a draft distribution can be changed or submitted.'));
const wrongStatus = (sentence: string) => new DomainError('wrong_status', sentence);
const sameAuthor = () => new DomainError('same_author', msg('Whoever drafted a distribution may not approve or reject it: another admin must.'));
