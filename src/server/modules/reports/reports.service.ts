import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { PHOTO_MAX_BYTES } from '../../../shared/contracts/deal-workflow.ts';
import {
  type AdminReports,
  type DealReporting,
  type Report,
  REPORT_DOCUMENT_MAX_BYTES,
  REPORT_MAX_FILES,
  type ReportInput,
  type ReportList,
  type ReportPatch,
} from '../../../shared/contracts/reports.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { amountToJson } from '../../../shared/money.ts';
import { quarterOf } from '../../../shared/periods.ts';
import type { Db } from '../../db/client.ts';
import type { ReportRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { money } from '../../lib/localized.ts';
import type { ProcessedPhoto, ReadPart, UploadStore } from '../../lib/upload-store.ts';
import { canManageDeal, canSeeDeal, type Actor } from '../../policies.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep } from '../../steps/run-step.ts';
import { dealsRepository, photoUrl } from '../deals/index.ts';
import { heldFees, releaseHeldFees } from '../distributions/index.ts';
import { staleOpenQuestions } from '../questions/index.ts';
import { userAccounts } from '../users/index.ts';
import type { ReportingHealthService } from './reporting-health.service.ts';
import { dueOn, nextDue, reportingHealth } from './reporting-health.ts';
import { reportsRepository } from './reports.repository.ts';

const DEAL_NOT_FOUND = msg('There is no deal at this address.');
const REPORT_NOT_FOUND = msg('There is no such report.');

type Found = NonNullable<Awaited<ReturnType<typeof dealsRepository.find>>>;

/** Where a report's documents are kept under UPLOAD_DIR. */
const documentFile = (reportId: string, documentId: string) => path.join('reports', reportId, `${documentId}.pdf`);
const documentUrl = (reportId: string, documentId: string) => `/api/reports/${reportId}/documents/${documentId}`;

/**
 * A funded deal's quarterly reports (after-funding.md §4): its proposer drafts one per quarter
 * from the funding's, changes it and attaches photos and PDFs while it is a draft or returned, and
 * submits it; the admin accepts it (the quarter's held fees go to the proposer, and the deal's
 * health is recomputed) or returns it with a comment. Each change is one step starting with a
 * conditional update on the report's status, so a repeated step changes nothing.
 */
export class ReportsService {
  readonly #db: Db;
  readonly #clock: Clock;
  /** Where photos and documents are kept; none for the demo history, which attaches none. */
  readonly #uploads: UploadStore | undefined;
  readonly #graceMs: number;
  readonly #health: ReportingHealthService;

  constructor(db: Db, clock: Clock, graceMs: number, health: ReportingHealthService, store?: UploadStore) {
    this.#db = db;
    this.#clock = clock;
    this.#uploads = store;
    this.#graceMs = graceMs;
    this.#health = health;
  }

  async create(actor: Actor, dealId: string, input: ReportInput): Promise<Report> {
    const found = await dealsRepository.find(this.#db, dealId);
    if (!found || found.deal.proposerId !== actor.sub) throw new DomainError('not_found', DEAL_NOT_FOUND);
    if (found.deal.lifecycle !== 'funded') throw new DomainError('deal_not_funded', msg('Only a funded deal files quarterly reports.'));
    const first = quarterOf(found.deal.closedAt!);
    const current = quarterOf(this.#clock.now());
    if (input.quarter < first || input.quarter > current) {
      const sentence = msg(
        "The quarter must be one from the deal's funding ({first}) to the current one ({current}): a quarter's report can be filed from its first day.",
      );
      throw new DomainError('invalid_period', sentence, {
        values: { first, current },
        errors: [{ field: 'quarter', message: sentence, values: { first, current } }],
      });
    }
    const row = await runStep(this.#db, this.#clock, async (step) => {
      const created = await reportsRepository.insert(step.tx, {
        dealId: found.deal.id,
        quarter: input.quarter,
        narrative: input.narrative,
        occupancyBps: input.occupancy_bps,
        rentCollected: BigInt(input.rent_collected),
        expenses: BigInt(input.expenses),
        capex: BigInt(input.capex),
        reserveBalance: BigInt(input.reserve_balance),
        authorId: actor.sub,
        createdAt: step.now,
        updatedAt: step.now,
      });
      if (!created)
        throw new DomainError('duplicate_period', msg('This deal has a report for {quarter} already: change that one.'), {
          values: { quarter: input.quarter },
        });
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'report.drafted',
        subjectType: 'report',
        subjectId: created.id,
        after: { quarter: created.quarter },
      });
      return created;
    });
    return this.#view(row, found);
  }

  async update(actor: Actor, id: string, patch: ReportPatch): Promise<Report> {
    const { row, found } = await this.#authored(actor, id);
    const changed = await runStep(this.#db, this.#clock, async (step) => {
      const updated = await reportsRepository.update(step.tx, row.id, ['draft', 'returned'], {
        ...(patch.narrative === undefined ? {} : { narrative: patch.narrative }),
        ...(patch.occupancy_bps === undefined ? {} : { occupancyBps: patch.occupancy_bps }),
        ...(patch.rent_collected === undefined ? {} : { rentCollected: BigInt(patch.rent_collected) }),
        ...(patch.expenses === undefined ? {} : { expenses: BigInt(patch.expenses) }),
        ...(patch.capex === undefined ? {} : { capex: BigInt(patch.capex) }),
        ...(patch.reserve_balance === undefined ? {} : { reserveBalance: BigInt(patch.reserve_balance) }),
        updatedAt: step.now,
      });
      if (!updated) throw notEditable();
      return updated;
    });
    return this.#view(changed, found);
  }

  /** To the admin's queue; the comment of a return is answered by submitting again. */
  async submit(actor: Actor, id: string): Promise<Report> {
    const { row, found } = await this.#authored(actor, id);
    const submitted = await runStep(this.#db, this.#clock, async (step) => {
      const changed = await reportsRepository.update(step.tx, row.id, ['draft', 'returned'], {
        status: 'submitted',
        submittedAt: step.now,
        comment: null,
        updatedAt: step.now,
      });
      if (!changed) throw notEditable();
      for (const adminId of await userAccounts.idsWithRole(step.tx, 'admin')) {
        await step.emit(
          noticeTo(step, adminId, {
            title: msg('Report submitted'),
            message: msg('The {quarter} report of {deal} waits for your review.'),
            values: { quarter: changed.quarter, deal: found.property.title },
          }),
        );
      }
      await step.emit({ type: 'action.taken', actorId: actor.sub, action: 'report.submitted', subjectType: 'report', subjectId: changed.id });
      return changed;
    });
    return this.#view(submitted, found);
  }

  /** The admin accepts it: public from now, the quarter's held fees to the proposer, the deal's health recomputed. */
  async accept(actor: Actor, id: string): Promise<Report> {
    const { row, found } = await this.#existing(id);
    const accepted = await runStep(this.#db, this.#clock, async (step) => {
      const changed = await reportsRepository.update(step.tx, row.id, ['submitted'], {
        status: 'accepted',
        acceptedAt: step.now,
        acceptedBy: actor.sub,
        updatedAt: step.now,
      });
      if (!changed) throw wrongStatus(msg('Only a submitted report can be accepted or returned.'));
      const released = await releaseHeldFees(step, found.deal, changed.quarter);
      await step.emit(
        noticeTo(
          step,
          changed.authorId,
          released > 0n
            ? {
                title: msg('Report accepted'),
                message: msg('The {quarter} report of {deal} was accepted, and the {amount} of fees held for it has been released to you.'),
                values: { quarter: changed.quarter, deal: found.property.title, amount: money(released, found.deal.currency) },
              }
            : {
                title: msg('Report accepted'),
                message: msg('The {quarter} report of {deal} was accepted and is public on the deal page.'),
                values: { quarter: changed.quarter, deal: found.property.title },
              },
        ),
      );
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'report.accepted',
        subjectType: 'report',
        subjectId: changed.id,
        after: { quarter: changed.quarter, released },
      });
      return changed;
    });
    // Its own step: the deal's health is recomputed from what is committed (the daily run would, too).
    await this.#health.recompute(found.deal.id);
    return this.#view(accepted, found);
  }

  async return(actor: Actor, id: string, comment: string): Promise<Report> {
    const { row, found } = await this.#existing(id);
    const returned = await runStep(this.#db, this.#clock, async (step) => {
      const changed = await reportsRepository.update(step.tx, row.id, ['submitted'], { status: 'returned', comment, updatedAt: step.now });
      if (!changed) throw wrongStatus(msg('Only a submitted report can be accepted or returned.'));
      await step.emit(
        noticeTo(step, changed.authorId, {
          title: msg('Report returned'),
          message: msg('The {quarter} report of {deal} was returned: {comment}'),
          values: { quarter: changed.quarter, deal: found.property.title, comment },
        }),
      );
      await step.emit({
        type: 'action.taken',
        actorId: actor.sub,
        action: 'report.returned',
        subjectType: 'report',
        subjectId: changed.id,
        after: { comment },
      });
      return changed;
    });
    return this.#view(returned, found);
  }

  /** A photo, made by the deal-photo pipeline (checked by content) and kept with the deal's photos. */
  async addPhoto(actor: Actor, id: string, readPart: ReadPart): Promise<{ url: string }> {
    const { found } = await this.#roomFor(this.#db, actor, id, 'photos');
    const received = await this.#store.receivePart(readPart, PHOTO_MAX_BYTES);
    let photo: ProcessedPhoto;
    try {
      photo = await this.#store.processPhoto(received);
    } finally {
      await this.#store.discard(received.path);
    }
    try {
      return await runStep(this.#db, this.#clock, async (step) => {
        const { row } = await this.#roomFor(step.tx, actor, id, 'photos', true);
        const url = photoUrl(found.deal.id, photo.name);
        if (!(await reportsRepository.insertPhoto(step.tx, { reportId: row.id, url, createdAt: step.now })))
          throw new DomainError('duplicate_photo', msg('This photo is in the report already.'));
        // The same picture as one of the deal's is the same file: keeping it again replaces it with itself.
        await this.#store.keepPhoto(found.deal.id, photo);
        await step.emit({ type: 'action.taken', actorId: actor.sub, action: 'report.photo_added', subjectType: 'report', subjectId: row.id, after: { url } });
        return { url };
      });
    } finally {
      await this.#store.discard(photo.files.large, photo.files.small);
    }
  }

  /** A PDF (by its first bytes), kept as reports/<report>/<id>.pdf. */
  async addDocument(actor: Actor, id: string, readPart: ReadPart): Promise<{ url: string }> {
    await this.#roomFor(this.#db, actor, id, 'documents');
    const received = await this.#store.receivePart(readPart, REPORT_DOCUMENT_MAX_BYTES);
    let kept: string | undefined;
    try {
      if (!(await this.#store.isPdf(received.path))) throw new DomainError('unsupported_media_type', msg('The file is not a PDF document.'));
      return await runStep(this.#db, this.#clock, async (step) => {
        const { row } = await this.#roomFor(step.tx, actor, id, 'documents', true);
        const documentId = randomUUID();
        await reportsRepository.insertDocument(step.tx, { id: documentId, reportId: row.id, name: documentName(received.filename), createdAt: step.now });
        kept = documentFile(row.id, documentId);
        await this.#store.keepDocument(received, kept);
        await step.emit({
          type: 'action.taken',
          actorId: actor.sub,
          action: 'report.document_added',
          subjectType: 'report',
          subjectId: row.id,
          after: { bytes: received.bytes },
        });
        return { url: documentUrl(row.id, documentId) };
      });
    } catch (error) {
      if (kept) await this.#store.discard(this.#store.absolute(kept));
      throw error;
    } finally {
      await this.#store.discard(received.path);
    }
  }

  /** A document to download: anyone who may see the report; 404 for anyone else. */
  async document(actor: Actor | undefined, id: string, documentId: string): Promise<{ name: string; bytes: number; stream: ReadStream }> {
    const { row, found } = await this.#visible(actor, id);
    const document = await reportsRepository.document(this.#db, row.id, documentId);
    if (!document) throw new DomainError('not_found', msg('This report has no such document.'));
    const file = this.#store.absolute(documentFile(row.id, document.id));
    const { size } = await stat(file);
    return { name: `report-${found.deal.id.slice(0, 8)}-${row.quarter}.pdf`, bytes: size, stream: createReadStream(file) };
  }

  /** A deal's reports: all of them for its proposer and the admin, the accepted ones for anyone else. */
  async ofDeal(actor: Actor | undefined, dealId: string): Promise<ReportList> {
    const found = await dealsRepository.find(this.#db, dealId);
    if (!found || !canSeeDeal(actor, found.deal)) throw new DomainError('not_found', DEAL_NOT_FOUND);
    const manages = actor !== undefined && canManageDeal(actor, found.deal);
    const rows = await reportsRepository.ofDeal(this.#db, found.deal.id, manages);
    const items = await this.#views(rows, new Map([[found.deal.id, found]]));
    const funded = found.deal.lifecycle === 'funded' && found.deal.closedAt !== null;
    const now = this.#clock.now();
    const accepted = new Set(rows.filter((row) => row.status === 'accepted').map((row) => row.quarter));
    return {
      items,
      reporting_health: found.deal.reportingHealth,
      next_due: funded && manages ? nextDue(found.deal.closedAt!, now, this.#graceMs, accepted) : null,
      viewer_can_file: funded && actor?.sub === found.deal.proposerId,
      open_questions: manages
        ? (await staleOpenQuestions(this.#db, found.deal.id, now)).map((q) => ({ id: q.id, body: q.body, asked_at: q.askedAt.toISOString() }))
        : [],
      fees_held: manages ? (await heldFees(this.#db, found.deal.id)).map((held) => ({ quarter: held.period, amount: amountToJson(held.amount) })) : [],
    };
  }

  /** The admin's page: the queue, and every funded deal's reporting, the overdue first (most quarters overdue, then the oldest). */
  async adminOverview(): Promise<AdminReports> {
    const rows = await reportsRepository.submitted(this.#db);
    const deals = new Map<string, Found>();
    for (const dealId of new Set(rows.map((row) => row.dealId))) deals.set(dealId, (await dealsRepository.find(this.#db, dealId))!);
    const now = this.#clock.now();
    const health: DealReporting[] = [];
    for (const deal of await reportsRepository.fundedDeals(this.#db)) {
      const accepted = await reportsRepository.acceptedQuarters(this.#db, deal.id);
      const held = await heldFees(this.#db, deal.id);
      health.push({
        deal_id: deal.id,
        deal_name: deal.title,
        proposer_name: deal.proposerName,
        currency: deal.currency,
        reporting_health: deal.reportingHealth,
        overdue: reportingHealth({ fundedAt: deal.closedAt, now, graceMs: this.#graceMs, accepted }).overdue,
        next_due: nextDue(deal.closedAt, now, this.#graceMs, accepted),
        fees_held: amountToJson(held.reduce((sum, each) => sum + each.amount, 0n)),
      });
    }
    health.sort((a, b) => b.overdue.length - a.overdue.length || (a.overdue[0] ?? '').localeCompare(b.overdue[0] ?? ''));
    return { queue: await this.#views(rows, deals), health };
  }

  get #store(): UploadStore {
    if (!this.#uploads) throw new Error('This ReportsService keeps no files.');
    return this.#uploads;
  }

  async #existing(id: string): Promise<{ row: ReportRow; found: Found }> {
    const row = await reportsRepository.find(this.#db, id);
    if (!row) throw new DomainError('not_found', REPORT_NOT_FOUND);
    return { row, found: (await dealsRepository.find(this.#db, row.dealId))! };
  }

  /** Anyone who may see the deal sees its accepted reports; its proposer and the admin every one. */
  async #visible(actor: Actor | undefined, id: string): Promise<{ row: ReportRow; found: Found }> {
    const existing = await this.#existing(id);
    const manages = actor !== undefined && canManageDeal(actor, existing.found.deal);
    if (!manages && !(existing.row.status === 'accepted' && canSeeDeal(actor, existing.found.deal))) throw new DomainError('not_found', REPORT_NOT_FOUND);
    return existing;
  }

  /** A report its proposer changes: anyone else is told it does not exist; 409 once it is submitted or accepted. */
  async #authored(actor: Actor, id: string, db: Db = this.#db, lock = false): Promise<{ row: ReportRow; found: Found }> {
    const row = lock ? await reportsRepository.lock(db, id) : await reportsRepository.find(db, id);
    const found = row && (await dealsRepository.find(db, row.dealId));
    if (!row || !found || found.deal.proposerId !== actor.sub) throw new DomainError('not_found', REPORT_NOT_FOUND);
    if (row.status !== 'draft' && row.status !== 'returned') throw notEditable();
    return { row, found };
  }

  /** As #authored, and 409 when the report holds REPORT_MAX_FILES of the kind already. */
  async #roomFor(db: Db, actor: Actor, id: string, kind: 'photos' | 'documents', lock = false): Promise<{ row: ReportRow; found: Found }> {
    const authored = await this.#authored(actor, id, db, lock);
    if ((await reportsRepository.fileCounts(db, authored.row.id))[kind] >= REPORT_MAX_FILES)
      throw new DomainError('too_many_files', msg('A report holds at most 10 photos and 10 documents.'));
    return authored;
  }

  async #view(row: ReportRow, found: Found): Promise<Report> {
    const [view] = await this.#views([row], new Map([[row.dealId, found]]));
    return view!;
  }

  async #views(rows: ReportRow[], deals: Map<string, Found>): Promise<Report[]> {
    const ids = rows.map((row) => row.id);
    const photos = await reportsRepository.photos(this.#db, ids);
    const documents = await reportsRepository.documents(this.#db, ids);
    return rows.map((row) => {
      const found = deals.get(row.dealId)!;
      return {
        id: row.id,
        deal_id: row.dealId,
        deal_name: found.property.title,
        quarter: row.quarter,
        status: row.status,
        currency: found.deal.currency,
        narrative: row.narrative,
        occupancy_bps: row.occupancyBps,
        rent_collected: amountToJson(row.rentCollected),
        expenses: amountToJson(row.expenses),
        capex: amountToJson(row.capex),
        reserve_balance: amountToJson(row.reserveBalance),
        photos: photos.filter((photo) => photo.reportId === row.id).map((photo) => photo.url),
        documents: documents
          .filter((document) => document.reportId === row.id)
          .map((document) => ({ name: document.name, url: documentUrl(row.id, document.id) })),
        comment: row.status === 'returned' ? row.comment : null,
        due_on: dueOn(row.quarter, this.#graceMs),
        submitted_at: row.submittedAt?.toISOString() ?? null,
        accepted_at: row.acceptedAt?.toISOString() ?? null,
      };
    });
  }
}

/** The name a document was sent with, as the report lists it: its last path segment, without control characters, at most 200 characters. */
function documentName(filename: string): string {
  const name = (filename.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return name === '' ? 'document.pdf' : name;
}

const wrongStatus = (sentence: string) => new DomainError('wrong_status', sentence);
const notEditable = () => wrongStatus(msg('Only a draft or returned report can be changed or submitted.'));
