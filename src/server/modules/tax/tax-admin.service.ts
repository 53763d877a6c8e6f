import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import type {
  TaxCertificate,
  TaxCertificateFields,
  TaxPayeeList,
  TaxQuarter,
  TaxQuarterQuery,
  TdsDeposit,
  TdsDepositInput,
  TdsRule,
  TdsRuleInput,
} from '../../../shared/contracts/tax-admin.ts';
import { taxCertificateFieldsSchema } from '../../../shared/contracts/tax-admin.ts';
import type { DisplayLanguage } from '../../../shared/i18n/languages.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { amountToJson } from '../../../shared/money.ts';
import { indianDate, startOfIndianDay, taxQuarterOf, taxQuarterRange } from '../../../shared/periods.ts';
import type { Db } from '../../db/client.ts';
import type { DealRow, TdsDepositRow, TdsRuleRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { fileOf, type ReceivedForm, type UploadStore } from '../../lib/upload-store.ts';
import { validate } from '../../lib/validate.ts';
import type { Actor } from '../../policies.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep } from '../../steps/run-step.ts';
import { dealsRepository } from '../deals/index.ts';
import { deducteesOf } from '../kyc/index.ts';
import { type AccountKey, accountKeys, lockAccountsOf, transfer } from '../ledger/index.ts';
import { userAccounts } from '../users/index.ts';
import { form26qCsv, PAN_NOT_AVAILABLE } from './form-26q.ts';
import { taxRepository, type QuarterKey } from './tax.repository.ts';

const DEAL_NOT_FOUND = msg('There is no deal at this address.');
const CERTIFICATE_NOT_FOUND = msg('There is no such Form 16A.');

/** Where a deal's withheld tax waits for its deposit (the distribution run credits it). */
const tdsPayable = (deal: Pick<DealRow, 'id' | 'currency'>): AccountKey => accountKeys.ofDeal(deal, 'tds_payable');
/** The government, out of the books like the bank: what a challan paid. */
const taxDeposited = accountKeys.taxDeposited;

const taxQuarterName = (key: QuarterKey) => `${key.fy}-Q${key.quarter}`;
export const certificateUrl = (id: string) => `/api/tax-certificates/${id}`;

/**
 * The admin's tax work (after-funding.md §2): the TDS rules (append-only, in force from a date),
 * each tax quarter's deposit of a deal's withheld tax to the government (once, moved on the
 * ledger), the quarter's return in the shape of Form 26Q, and each backer's Form 16A, which only
 * its backer and the admin can download. Every change is one step with its audit event.
 */
export class TaxAdminService {
  readonly #db: Db;
  readonly #clock: Clock;
  /** Opens the PANs (purpose kycDetails) for the returns. */
  readonly #box: SecretBox;
  readonly #store: UploadStore;

  constructor(options: { db: Db; clock: Clock; box: SecretBox; store: UploadStore }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#box = options.box;
    this.#store = options.store;
  }

  async rules(): Promise<TdsRule[]> {
    return (await taxRepository.rules(this.#db)).map(toRule);
  }

  /**
   * A new rule takes effect from tomorrow (Indian date) at the earliest: a payment already made
   * keeps the rule it was paid under, so its Rupee Trail recomputes to the same paise forever.
   */
  async addRule(actor: Actor, input: TdsRuleInput): Promise<TdsRule> {
    const today = indianDate(this.#clock.now());
    if (input.effective_from <= today) {
      const sentence = msg('A new rule takes effect from tomorrow at the earliest: payments already made keep the rule they were paid under.');
      throw new DomainError('invalid_request', sentence, { errors: [{ field: 'effective_from', message: sentence }] });
    }
    const row = await runStep(this.#db, this.#clock, async (step) => {
      const created = await taxRepository.insertRule(step.tx, {
        structure: input.structure,
        incomeType: input.income_type,
        effectiveFrom: input.effective_from,
        section: input.section,
        section2025: input.section_2025,
        rateBps: input.rate_bps,
        threshold: input.threshold === null ? null : BigInt(input.threshold),
        noPanRateBps: input.no_pan_rate_bps,
        createdBy: actor.sub,
        createdAt: step.now,
      });
      if (!created) {
        throw new DomainError(
          'tds_rule_exists',
          msg('A rule for this structure and income type from {date} exists already. Rules are never changed: add one from another date.'),
          { values: { date: input.effective_from } },
        );
      }
      await step.emit({ type: 'action.taken', actorId: actor.sub, action: 'tds_rule.created', subjectType: 'tds_rule', subjectId: created.id, after: input });
      return created;
    });
    return toRule(row);
  }

  /** Every deal's tax quarters with payouts, newest first: what was paid and withheld, and the deposit once recorded. */
  async quarters(): Promise<TaxQuarter[]> {
    const now = this.#clock.now();
    const totals = new Map<string, { dealId: string; taxQuarter: string; payouts: number; gross: bigint; tds: bigint }>();
    for (const month of await taxRepository.monthlyTotals(this.#db)) {
      const taxQuarter = taxQuarterOf(startOfIndianDay(`${month.month}-01`));
      const key = `${month.dealId}|${taxQuarter}`;
      const sum = totals.get(key) ?? { dealId: month.dealId, taxQuarter, payouts: 0, gross: 0n, tds: 0n };
      totals.set(key, { ...sum, payouts: sum.payouts + month.payouts, gross: sum.gross + month.gross, tds: sum.tds + month.tds });
    }
    const names = await taxRepository.dealNames(this.#db, [...new Set([...totals.values()].map((total) => total.dealId))]);
    const deposits = new Map((await taxRepository.deposits(this.#db)).map((row) => [`${row.dealId}|${taxQuarterName(row)}`, row]));
    return [...totals.entries()]
      .map(([key, total]): TaxQuarter => {
        const deal = names.get(total.dealId)!;
        const deposit = deposits.get(key);
        return {
          deal_id: total.dealId,
          deal_name: deal.name,
          currency: deal.currency as TaxQuarter['currency'],
          tax_quarter: total.taxQuarter,
          fy: total.taxQuarter.slice(0, 7),
          quarter: Number(total.taxQuarter.slice(-1)),
          payouts: total.payouts,
          gross: amountToJson(total.gross),
          withheld: amountToJson(total.tds),
          ended: now >= taxQuarterRange(total.taxQuarter).end,
          deposit: deposit ? depositFields(deposit) : null,
        };
      })
      .sort((a, b) => b.tax_quarter.localeCompare(a.tax_quarter) || a.deal_name.localeCompare(b.deal_name) || a.deal_id.localeCompare(b.deal_id));
  }

  /**
   * The quarter's withheld tax leaves the deal's TDS account for the government, once: the TDS
   * account is locked first, so a second request (or a payout run still writing that quarter's
   * tax) waits for the first to commit, then finds the deposit made.
   */
  async deposit(actor: Actor, dealId: string, input: TdsDepositInput): Promise<TdsDeposit> {
    const found = await dealsRepository.find(this.#db, dealId);
    if (!found) throw new DomainError('not_found', DEAL_NOT_FOUND);
    const deal = found.deal;
    const range = taxQuarterRange(input.quarter);
    const key: QuarterKey = { fy: input.quarter.slice(0, 7), quarter: Number(input.quarter.slice(-1)) };
    const now = this.#clock.now();
    const first = indianDate(range.start);
    const today = indianDate(now);
    if (input.deposited_on < first || input.deposited_on > today) {
      const values = { first, today };
      const sentence = msg('The deposit date must lie between the first day of the quarter ({first}) and today ({today}).');
      throw new DomainError('invalid_request', sentence, { values, errors: [{ field: 'deposited_on', message: sentence, values }] });
    }
    if (deal.lifecycle !== 'funded') throw new DomainError('deal_not_funded', msg('Only a funded deal withholds tax to deposit.'));
    if (now < range.end) {
      throw new DomainError('quarter_not_ended', msg('The quarter {quarter} is not over until {end}: its tax is deposited once it is.'), {
        values: { quarter: input.quarter, end: indianDate(range.end) },
      });
    }
    const row = await runStep(this.#db, this.#clock, async (step) => {
      await lockAccountsOf(step.tx, [tdsPayable(deal), taxDeposited(deal.currency)]);
      if (await taxRepository.findDeposit(step.tx, deal.id, key)) throw alreadyDeposited(input.quarter);
      const amount = await taxRepository.withheldIn(step.tx, deal.id, range);
      if (amount === 0n) {
        throw new DomainError('nothing_withheld', msg('No tax was withheld by this deal in {quarter}: there is nothing to deposit.'), {
          values: { quarter: input.quarter },
        });
      }
      const id = randomUUID();
      const moved = await transfer(step.tx, {
        debit: tdsPayable(deal),
        credit: taxDeposited(deal.currency),
        amount,
        kind: 'tds_deposit',
        reference: id,
        pending: false,
        at: step.now,
      });
      const created = await taxRepository.insertDeposit(step.tx, {
        id,
        dealId: deal.id,
        ...key,
        challan: input.challan,
        depositedOn: input.deposited_on,
        amount,
        transferId: moved.id,
        createdBy: actor.sub,
        createdAt: step.now,
      });
      if (!created) throw alreadyDeposited(input.quarter);
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'deal.tds_deposited',
        subjectType: 'deal',
        subjectId: deal.id,
        after: { quarter: input.quarter, challan: input.challan, deposited_on: input.deposited_on, amount },
      });
      return created;
    });
    return { id: row.id, deal_id: row.dealId, quarter: taxQuarterName(row), currency: deal.currency, ...depositFields(row) };
  }

  /** The backers the deal paid in the quarter, with what it paid and withheld and the Form 16A uploaded for each. */
  async payees(dealId: string, query: TaxQuarterQuery): Promise<TaxPayeeList> {
    const deal = await this.#deal(dealId);
    const rows = await taxRepository.payees(this.#db, deal.id, quarterRange(query), query);
    return {
      items: rows.map((row) => ({
        user_id: row.userId,
        name: row.name,
        gross: amountToJson(row.gross),
        tds: amountToJson(row.tds),
        certificate: row.certificateId ? { id: row.certificateId, url: certificateUrl(row.certificateId), uploaded_at: row.uploadedAt!.toISOString() } : null,
      })),
    };
  }

  /** The quarter's return as CSV in the shape of Form 26Q (deductee rows); its headings in `language`. */
  async taxReturn(dealId: string, query: TaxQuarterQuery, language: DisplayLanguage): Promise<{ filename: string; body: string }> {
    const deal = await this.#deal(dealId);
    const rows = await taxRepository.returnRows(this.#db, deal.id, quarterRange(query));
    const deductees = await deducteesOf(
      this.#db,
      this.#box,
      rows.map((row) => row.userId),
    );
    const deposit = await taxRepository.findDeposit(this.#db, deal.id, query);
    const body = form26qCsv(
      {
        currency: deal.currency,
        challan: deposit ? { number: deposit.challan, depositedOn: deposit.depositedOn } : null,
        rows: rows.map((row) => {
          const deductee = deductees.get(row.userId);
          return {
            pan: deductee?.pan ?? PAN_NOT_AVAILABLE,
            name: deductee?.legalName ?? row.name,
            section: row.section,
            section2025: row.section2025,
            paidOn: indianDate(row.paidAt),
            gross: row.gross,
            tds: row.tds,
            rateBps: row.rateBps,
          };
        }),
      },
      language,
    );
    return { filename: `form-26q-${taxQuarterName(query)}-${deal.id}.csv`, body };
  }

  /**
   * A backer's Form 16A from a deal for a tax quarter (the PDF the route received): the fields are
   * checked (422), then that the deal paid the backer in that quarter (404 otherwise, unknown ids
   * too), then the file by its content (415). Uploading again for the same backer, deal and
   * quarter replaces the file; the backer is told each time. Nothing is kept of a refused upload.
   */
  async uploadCertificate(actor: Actor, form: ReceivedForm): Promise<TaxCertificate> {
    let kept: string | undefined;
    try {
      const fields: TaxCertificateFields = validate(taxCertificateFieldsSchema, form.fields);
      const received = fileOf(form);
      const found = await dealsRepository.find(this.#db, fields.deal_id);
      const backer = found && (await userAccounts.findById(this.#db, fields.user_id));
      if (!found || !backer || !(await taxRepository.paidIn(this.#db, backer.id, found.deal.id, quarterRange(fields)))) {
        throw new DomainError('not_found', msg('This deal paid this backer nothing in that quarter, so there is no Form 16A to upload.'));
      }
      if (!(await this.#store.isPdf(received.path))) throw new DomainError('unsupported_media_type', msg('The file is not a PDF document.'));
      return await runStep(this.#db, this.#clock, async (step) => {
        const file = `tax-certificates/${found.deal.id}/${randomUUID()}.pdf`;
        const { row, replacedFile } = await taxRepository.putCertificate(step.tx, {
          userId: backer.id,
          dealId: found.deal.id,
          fy: fields.fy,
          quarter: fields.quarter,
          file,
          bytes: received.bytes,
          uploadedBy: actor.sub,
          uploadedAt: step.now,
        });
        await this.#store.keepDocument(received, file);
        kept = file;
        // The file it replaced goes once the new one is recorded: a failed step keeps it.
        if (replacedFile) step.afterCommit(() => this.#store.discard(this.#store.absolute(replacedFile)));
        await step.emit(
          noticeTo(step, backer.id, {
            title: msg('Form 16A available'),
            message: msg('Your Form 16A from {deal} for quarter {quarter} of {fy} is ready: download it from your Tax page.'),
            values: { deal: found.property.title, quarter: fields.quarter, fy: fields.fy },
          }),
        );
        await step.emit({
          type: 'action.taken',
          actorId: actor.sub,
          action: 'deal.tax_certificate_uploaded',
          subjectType: 'deal',
          subjectId: found.deal.id,
          after: { user_id: backer.id, fy: fields.fy, quarter: fields.quarter, bytes: received.bytes, replaced: replacedFile !== null },
        });
        return {
          id: row.id,
          user_id: row.userId,
          deal_id: row.dealId,
          fy: row.fy,
          quarter: row.quarter,
          url: certificateUrl(row.id),
          uploaded_at: row.uploadedAt.toISOString(),
          replaced: replacedFile !== null,
        };
      });
    } catch (error) {
      if (kept) await this.#store.discard(this.#store.absolute(kept));
      throw error;
    } finally {
      if (form.file) await this.#store.discard(form.file.path);
    }
  }

  /** A Form 16A's file, for its backer and the admin; 404 for anyone else. */
  async certificate(actor: Actor, id: string): Promise<{ filename: string; bytes: number; stream: ReadStream }> {
    const row = await taxRepository.findCertificate(this.#db, id);
    if (!row || (actor.role !== 'admin' && row.userId !== actor.sub)) throw new DomainError('not_found', CERTIFICATE_NOT_FOUND);
    return { filename: `form-16a-${taxQuarterName(row)}.pdf`, bytes: row.bytes, stream: createReadStream(this.#store.absolute(row.file)) };
  }

  async #deal(dealId: string): Promise<DealRow> {
    const found = await dealsRepository.find(this.#db, dealId);
    if (!found) throw new DomainError('not_found', DEAL_NOT_FOUND);
    return found.deal;
  }
}

const quarterRange = (key: QuarterKey) => taxQuarterRange(taxQuarterName(key));

const alreadyDeposited = (quarter: string) =>
  new DomainError('already_deposited', msg('The tax of {quarter} has been deposited already: a quarter is deposited once.'), { values: { quarter } });

function depositFields(row: TdsDepositRow) {
  return { challan: row.challan, deposited_on: row.depositedOn, amount: amountToJson(row.amount), recorded_at: row.createdAt.toISOString() };
}

function toRule(row: TdsRuleRow): TdsRule {
  return {
    id: row.id,
    structure: row.structure,
    income_type: row.incomeType,
    effective_from: row.effectiveFrom,
    section: row.section,
    section_2025: row.section2025,
    rate_bps: row.rateBps,
    threshold: row.threshold === null ? null : amountToJson(row.threshold),
    no_pan_rate_bps: row.noPanRateBps,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}
