import { randomUUID } from 'node:crypto';
import type {
  AdminDeposit,
  AdminDepositListParams,
  AdminDepositListResponse,
  AdminWithdrawal,
  AdminWithdrawalListParams,
  AdminWithdrawalListResponse,
  Deposit,
  DepositInstructions,
  DepositListResponse,
  MoneyMovementRequest,
  Wallet,
  WalletEntriesParams,
  WalletEntriesResponse,
  WalletEntry,
  WalletListParams,
  Withdrawal,
  WithdrawalListResponse,
} from '../../../shared/contracts/wallet.ts';
import type { ErrorCode } from '../../../shared/error-codes.ts';
import type { DisplayLanguage } from '../../../shared/i18n/languages.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { amountToJson, moneyFromJson } from '../../../shared/money.ts';
import type { EscrowAccount } from '../../config/env.ts';
import type { Db } from '../../db/client.ts';
import type { DepositRow, LedgerTransferRow, WithdrawalRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { bankTransferInstructions } from '../../lib/bank-instructions.ts';
import { withFreeReference } from '../../lib/references.ts';
import { translate } from '../../lib/i18n.ts';
import { money } from '../../lib/localized.ts';
import { idempotent, type IdempotentRequest } from '../../lib/idempotency.ts';
import type { Actor } from '../../policies.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep, type Step } from '../../steps/run-step.ts';
import { requireVerifiedKyc } from '../kyc/index.ts';
import { accountKeys, accountsOf, availableOf, InsufficientFundsError, postPending, transfer } from '../ledger/index.ts';
import { displayName, userAccounts } from '../users/index.ts';
import { walletRepository, type WithBacker } from './wallet.repository.ts';

export const DEPOSIT_NOT_FOUND = msg('There is no such deposit.');
export const WITHDRAWAL_NOT_FOUND = msg('There is no such withdrawal.');
export const ALREADY_CONFIRMED = msg('This deposit has been confirmed already; the wallet was credited then.');
export const ALREADY_PAID = msg('This withdrawal has been marked paid already.');
export const INSUFFICIENT_FUNDS = msg('Your wallet does not have that much available to withdraw.');

const walletOf = accountKeys.wallet;
const bank = accountKeys.bank;

/** "Payout", "Tax withheld" from `payout`, `tax_withheld`: a readable word for a kind the wallet has no sentence for. */
function kindLabel(kind: string): string {
  const words = kind.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a ledger line's reference names, found for a whole page of lines at once. */
interface ReferenceNames {
  deposits: Map<string, string>;
  withdrawals: Map<string, string>;
  titles: Map<string, string>;
}

/**
 * The sentence of a ledger line, in the reader's language. Deposits and withdrawals show their
 * bank reference, money in or out of a deal its property's title; a kind added later reads as its own name and, when its
 * reference is a commitment or deal, the property ("Distribution from Sea Breeze Villa").
 */
function describe(line: LedgerTransferRow, direction: 'in' | 'out', names: ReferenceNames, language: DisplayLanguage): string {
  const reference = line.reference;
  const say = (message: string, values?: Record<string, string>) => translate(language, message, values);
  switch (line.kind) {
    case 'deposit': {
      const bankReference = names.deposits.get(reference);
      return bankReference ? say(msg('Deposit {reference}'), { reference: bankReference }) : say(msg('Deposit'));
    }
    case 'withdrawal': {
      const bankReference = names.withdrawals.get(reference);
      return bankReference ? say(msg('Withdrawal {reference}'), { reference: bankReference }) : say(msg('Withdrawal'));
    }
    case 'commitment': {
      const title = names.titles.get(reference);
      return title ? say(msg('Commitment to {title}'), { title }) : say(msg('Commitment'));
    }
    case 'distribution': {
      const title = names.titles.get(reference);
      return title ? say(msg('Income from {title}'), { title }) : say(msg('Income paid'));
    }
    default: {
      const title = names.titles.get(reference);
      if (!title) return kindLabel(line.kind);
      return direction === 'in'
        ? say(msg('{kind} from {title}'), { kind: kindLabel(line.kind), title })
        : say(msg('{kind} to {title}'), { kind: kindLabel(line.kind), title });
    }
  }
}

/** How the admin settles one kind of payment: its status step, the answers when it cannot, the money, the backer's notice. */
interface Settlement<Row extends DepositRow | WithdrawalRow> {
  kind: 'deposit' | 'withdrawal';
  status: { before: Row['status']; after: Row['status'] };
  /** Moves the row to `status.after` only from `status.before`: undefined when it is not there (any more). */
  mark(db: Db, id: string, by: string, at: Date): Promise<Row | undefined>;
  find(db: Db, id: string): Promise<Row | undefined>;
  notFound: string;
  already: { message: string; code: ErrorCode };
  /** Moves the money; the ledger transfer that did it. */
  move(tx: Db, row: Row, at: Date): Promise<string>;
  /** The backer's notice: English messages filling in `{amount}` and `{reference}`. */
  notice: { title: string; message: string };
}

const DEPOSIT_SETTLEMENT: Settlement<DepositRow> = {
  kind: 'deposit',
  status: { before: 'awaiting_funds', after: 'confirmed' },
  mark: walletRepository.confirmDeposit,
  find: walletRepository.findDeposit,
  notFound: DEPOSIT_NOT_FOUND,
  already: { message: ALREADY_CONFIRMED, code: 'already_confirmed' },
  async move(tx, deposit, at) {
    const credit = await transfer(tx, {
      debit: bank(deposit.currency),
      credit: walletOf(deposit.backerId, deposit.currency),
      amount: deposit.amount,
      kind: 'deposit',
      reference: deposit.id,
      pending: false,
      at,
    });
    await walletRepository.setDepositTransfer(tx, deposit.id, credit.id);
    return credit.id;
  },
  notice: { title: msg('Deposit confirmed'), message: msg('{amount} (reference {reference}) has arrived and is in your wallet, ready to invest.') },
};

const WITHDRAWAL_SETTLEMENT: Settlement<WithdrawalRow> = {
  kind: 'withdrawal',
  status: { before: 'requested', after: 'paid' },
  mark: walletRepository.markWithdrawalPaid,
  find: walletRepository.findWithdrawal,
  notFound: WITHDRAWAL_NOT_FOUND,
  already: { message: ALREADY_PAID, code: 'already_paid' },
  async move(tx, withdrawal, at) {
    const posted = await postPending(tx, withdrawal.transferId, at);
    // The withdrawal row was requested until this transaction, so its hold was still pending.
    if (!posted) throw new Error(`The hold of withdrawal ${withdrawal.id} was not pending.`);
    return withdrawal.transferId;
  },
  notice: { title: msg('Withdrawal paid'), message: msg('{amount} (reference {reference}) has been sent to your bank account.') },
};

/**
 * A backer's wallet (platform.md §3): balances per currency, deposits credited when the admin
 * confirms the money arrived, withdrawals held at once and posted when the admin pays them, and
 * every ledger line. Each step is one transaction; money moves only through the ledger module.
 *
 * The steps that move money (`…In`) run inside a transaction they are given, so a caller can wrap
 * them (an Idempotency-Key claim in the same transaction); the plain methods open their own.
 */
export class WalletService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #escrow: EscrowAccount;

  constructor(db: Db, clock: Clock, escrow: EscrowAccount) {
    this.#db = db;
    this.#clock = clock;
    this.#escrow = escrow;
  }

  /** One balance per currency the backer has a wallet in; INR at zero before the first deposit. */
  async wallet(actor: Actor): Promise<Wallet> {
    const accounts = await accountsOf(this.#db, actor.sub, 'backer_wallet');
    if (accounts.length === 0) return { balances: [{ currency: 'INR', available: 0, held: 0 }] };
    return {
      balances: accounts.map((account) => ({
        currency: account.currency,
        available: amountToJson(availableOf(account)),
        held: amountToJson(account.debitsPending),
      })),
    };
  }

  /** Every transfer into or out of the backer's wallets (one currency's, if named), newest first. */
  async entries(actor: Actor, { page, page_size: pageSize, currency }: WalletEntriesParams, language: DisplayLanguage = 'en'): Promise<WalletEntriesResponse> {
    const accounts = (await accountsOf(this.#db, actor.sub, 'backer_wallet')).filter((account) => !currency || account.currency === currency);
    const ids = accounts.map((account) => account.id);
    const { rows, total } = await walletRepository.transfersOf(this.#db, ids, pageSize, (page - 1) * pageSize);
    const byKind = (kinds: string[]) => rows.filter((row) => kinds.includes(row.kind)).map((row) => row.reference);
    const names: ReferenceNames = {
      deposits: await walletRepository.depositReferences(this.#db, byKind(['deposit'])),
      withdrawals: await walletRepository.withdrawalReferences(this.#db, byKind(['withdrawal'])),
      titles: await walletRepository.propertyTitles(
        this.#db,
        rows.filter((row) => row.kind !== 'deposit' && row.kind !== 'withdrawal').map((row) => row.reference),
      ),
    };
    const voided = rows.filter((row) => row.status === 'voided');
    const commitmentStatuses = await walletRepository.commitmentStatuses(
      this.#db,
      voided.map((row) => row.reference),
    );
    const items = rows.map((row): WalletEntry => {
      const direction = ids.includes(row.creditAccountId) ? 'in' : 'out';
      return {
        id: row.id,
        created_at: row.createdAt.toISOString(),
        kind: row.kind,
        description: describe(row, direction, names, language),
        direction,
        amount: amountToJson(row.amount),
        currency: row.currency,
        status: row.status,
        resolved_at: row.resolvedAt?.toISOString() ?? null,
        release_reason: row.status === 'voided' ? (commitmentStatuses.get(row.reference) === 'cancelled' ? 'cancelled' : 'refunded') : null,
      };
    });
    return { total, page, page_size: pageSize, items };
  }

  async deposits(actor: Actor, { page, page_size: pageSize }: WalletListParams, language: DisplayLanguage = 'en'): Promise<DepositListResponse> {
    const { rows, total } = await walletRepository.depositsOf(this.#db, actor.sub, pageSize, (page - 1) * pageSize);
    return { total, page, page_size: pageSize, items: rows.map((row) => this.#toDeposit(row, language)) };
  }

  async withdrawals(actor: Actor, { page, page_size: pageSize }: WalletListParams): Promise<WithdrawalListResponse> {
    const { rows, total } = await walletRepository.withdrawalsOf(this.#db, actor.sub, pageSize, (page - 1) * pageSize);
    return { total, page, page_size: pageSize, items: rows.map(toWithdrawal) };
  }

  /** 403 kyc_required unless the backer is verified: asked before the body is judged (interfaces.md, the order of checks). */
  async requireKyc(actor: Actor): Promise<void> {
    await requireVerifiedKyc(this.#db, actor.sub);
  }

  /**
   * Honours an Idempotency-Key: a retry with the same key and body answers the first deposit again
   * (its instructions in the first request's language).
   */
  async createDeposit(actor: Actor, body: MoneyMovementRequest, key: string | undefined, language: DisplayLanguage = 'en'): Promise<Deposit> {
    const request = { userId: actor.sub, key, scope: 'POST /api/wallet/deposits', body };
    return this.#idempotentStep(request, 201, (step) => this.#createDepositIn(step, actor, body, language));
  }

  /**
   * One money-moving step under its Idempotency-Key (lib/idempotency.ts): the key is claimed in
   * the step's transaction, and the answer stored there.
   */
  async #idempotentStep<Body>(request: IdempotentRequest, status: number, work: (step: Step) => Promise<Body>): Promise<Body> {
    const answer = await runStep(this.#db, this.#clock, (step) => idempotent(step.tx, request, async () => ({ status, body: await work(step) })));
    return answer.body;
  }

  /** A deposit awaiting its funds, with a fresh bank reference and the escrow account's details. No money moves yet. */
  async #createDepositIn({ tx, now: createdAt }: Step, actor: Actor, body: MoneyMovementRequest, language: DisplayLanguage): Promise<Deposit> {
    await requireVerifiedKyc(tx, actor.sub);
    const { amount, currency } = moneyFromJson(body);
    const row = await withFreeReference('SHR', (reference) =>
      walletRepository.insertDeposit(tx, { backerId: actor.sub, amount, currency, reference, createdAt }),
    );
    return this.#toDeposit(row, language);
  }

  /** Honours an Idempotency-Key: a retry with the same key and body answers the first withdrawal again. */
  async requestWithdrawal(actor: Actor, body: MoneyMovementRequest, key: string | undefined): Promise<Withdrawal> {
    const request = { userId: actor.sub, key, scope: 'POST /api/wallet/withdrawals', body };
    return this.#idempotentStep(request, 201, (step) => this.#requestWithdrawalIn(step, actor, body));
  }

  /**
   * Holds the amount at once (a pending transfer wallet → bank), so it can be neither invested nor
   * withdrawn twice; 409 insufficient_funds when the wallet's available money is short, and then
   * nothing is held or stored.
   */
  async #requestWithdrawalIn({ tx, now: createdAt }: Step, actor: Actor, body: MoneyMovementRequest): Promise<Withdrawal> {
    await requireVerifiedKyc(tx, actor.sub);
    const { amount, currency } = moneyFromJson(body);
    const id = randomUUID();
    let hold: LedgerTransferRow;
    try {
      hold = await transfer(tx, {
        debit: walletOf(actor.sub, currency),
        credit: bank(currency),
        amount,
        kind: 'withdrawal',
        reference: id,
        pending: true,
        at: createdAt,
      });
    } catch (error) {
      if (error instanceof InsufficientFundsError) throw new DomainError('insufficient_funds', INSUFFICIENT_FUNDS);
      throw error;
    }
    const row = await withFreeReference('SHW', (reference) =>
      walletRepository.insertWithdrawal(tx, { id, backerId: actor.sub, amount, currency, reference, transferId: hold.id, createdAt }),
    );
    return toWithdrawal(row);
  }

  /** Honours an Idempotency-Key: a retried confirmation answers the first one again instead of 409. */
  async confirmDeposit(actor: Actor, id: string, key: string | undefined): Promise<AdminDeposit> {
    const request = { userId: actor.sub, key, scope: `POST /api/admin/deposits/${id}/confirm`, body: null };
    return this.#idempotentStep(request, 200, (step) => this.#confirmDepositIn(step, actor, id));
  }

  /** The admin saw the money arrive: the deposit turns confirmed and the wallet is credited once, bank → wallet. */
  async #confirmDepositIn(step: Step, actor: Actor, id: string): Promise<AdminDeposit> {
    return this.#adminDeposit(step.tx, await this.#settle(step, actor, id, DEPOSIT_SETTLEMENT));
  }

  /** Honours an Idempotency-Key: a retried payment answers the first one again instead of 409. */
  async markWithdrawalPaid(actor: Actor, id: string, key: string | undefined): Promise<AdminWithdrawal> {
    const request = { userId: actor.sub, key, scope: `POST /api/admin/withdrawals/${id}/paid`, body: null };
    return this.#idempotentStep(request, 200, (step) => this.#markWithdrawalPaidIn(step, actor, id));
  }

  /** The admin sent the money: the hold is posted (it leaves the wallet for good), once. */
  async #markWithdrawalPaidIn(step: Step, actor: Actor, id: string): Promise<AdminWithdrawal> {
    return this.#adminWithdrawal(step.tx, await this.#settle(step, actor, id, WITHDRAWAL_SETTLEMENT));
  }

  /**
   * The admin settles a payment: its status moves on by a conditional update (so only the first
   * of any number of attempts gets past it; the others are 409, an unknown id 404), the money
   * moves, the backer is told and the audit log keeps the step.
   */
  async #settle<Row extends DepositRow | WithdrawalRow>(
    step: Step,
    actor: Actor,
    id: string,
    settlement: Settlement<Row>,
  ): Promise<Row & { transferId: string }> {
    const { tx, now: at } = step;
    const row = await settlement.mark(tx, id, actor.sub, at);
    if (!row) {
      if (!(await settlement.find(tx, id))) throw new DomainError('not_found', settlement.notFound);
      throw new DomainError(settlement.already.code, settlement.already.message);
    }
    const transferId = await settlement.move(tx, row, at);
    await step.emit(noticeTo(step, row.backerId, { ...settlement.notice, values: { amount: money(row.amount, row.currency), reference: row.reference } }));
    const { kind, status } = settlement;
    await step.emit({
      type: 'action.taken',
      actorId: actor.sub,
      action: `${kind}.${status.after}`,
      subjectType: kind,
      subjectId: row.id,
      before: { status: status.before },
      after: { status: status.after, amount: row.amount, currency: row.currency, reference: row.reference, transfer_id: transferId },
    });
    return { ...row, transferId };
  }

  async adminDeposits({ page, page_size: pageSize, status }: AdminDepositListParams): Promise<AdminDepositListResponse> {
    const { rows, total } = await walletRepository.depositsByStatus(this.#db, status, pageSize, (page - 1) * pageSize);
    return { total, page, page_size: pageSize, items: rows.map(toAdminDeposit) };
  }

  async adminWithdrawals({ page, page_size: pageSize, status }: AdminWithdrawalListParams): Promise<AdminWithdrawalListResponse> {
    const { rows, total } = await walletRepository.withdrawalsByStatus(this.#db, status, pageSize, (page - 1) * pageSize);
    return { total, page, page_size: pageSize, items: rows.map(toAdminWithdrawal) };
  }

  async #adminDeposit(tx: Db, row: DepositRow): Promise<AdminDeposit> {
    return toAdminDeposit({ row, backer: await backerOf(tx, row.backerId) });
  }

  async #adminWithdrawal(tx: Db, row: WithdrawalRow): Promise<AdminWithdrawal> {
    return toAdminWithdrawal({ row, backer: await backerOf(tx, row.backerId) });
  }

  #toDeposit(row: DepositRow, language: DisplayLanguage): Deposit {
    return { ...depositView(row), instructions: this.#instructions(row, language) };
  }

  /** The escrow account's details for the deposit's currency: IFSC for rupees, SWIFT for dollars. */
  #instructions(row: Pick<DepositRow, 'amount' | 'currency' | 'reference'>, language: DisplayLanguage): DepositInstructions {
    return bankTransferInstructions(
      this.#escrow,
      row,
      msg(
        "Transfer {amount} to {accountName}, account {accountNumber} at {bank} ({routing}), and write the reference {reference} in the transfer's remarks, so we can match the money to your wallet.",
      ),
      language,
    );
  }
}

async function backerOf(db: Db, backerId: string): Promise<WithBacker<unknown>['backer']> {
  const user = await userAccounts.findById(db, backerId);
  return { id: backerId, firstName: user?.firstName ?? '', lastName: user?.lastName ?? '', email: user?.email ?? '' };
}

/** What every deposit and withdrawal shows (contracts/wallet.ts). */
function paymentView(row: DepositRow | WithdrawalRow) {
  return {
    id: row.id,
    amount: amountToJson(row.amount),
    currency: row.currency,
    reference: row.reference,
    created_at: row.createdAt.toISOString(),
  };
}

function depositView(row: DepositRow): Omit<Deposit, 'instructions'> {
  return { ...paymentView(row), status: row.status, confirmed_at: row.confirmedAt?.toISOString() ?? null };
}

function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return { ...paymentView(row), status: row.status, paid_at: row.paidAt?.toISOString() ?? null };
}

function backerView(backer: WithBacker<unknown>['backer']) {
  return { id: backer.id, name: displayName(backer), email: backer.email };
}

function toAdminDeposit({ row, backer }: WithBacker<DepositRow>): AdminDeposit {
  return { ...depositView(row), backer: backerView(backer) };
}

function toAdminWithdrawal({ row, backer }: WithBacker<WithdrawalRow>): AdminWithdrawal {
  return { ...toWithdrawal(row), backer: backerView(backer) };
}
