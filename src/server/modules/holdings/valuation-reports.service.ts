import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { REPORT_MAX_BYTES } from '../../../shared/contracts/holdings.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import type { Db } from '../../db/client.ts';
import type { ValuationRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { ReadPart, UploadStore } from '../../lib/upload-store.ts';
import type { Actor } from '../../policies.ts';
import { runStep } from '../../steps/run-step.ts';
import { valuationsRepository } from './valuations.repository.ts';
import { valuedDeal } from './valuations.service.ts';

const NO_SUCH_VALUATION = msg('This deal has no such valuation.');

/** Where a valuation's report downloads: one address per valuation, whichever file it holds now. */
export function reportUrl(dealId: string, valuationId: string): string {
  return `/api/deals/${dealId}/valuations/${valuationId}/report`;
}

/**
 * The valuer's report behind a valuation (after-funding.md §1): a PDF the admin uploads, checked by
 * its content, kept as `valuations/<deal>/<file>.pdf` under UPLOAD_DIR. The valuations of a funded
 * deal are public (its page charts them), and so are their reports: anyone may download them.
 */
export class ValuationReportsService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #store: UploadStore;

  constructor(db: Db, clock: Clock, store: UploadStore) {
    this.#db = db;
    this.#clock = clock;
    this.#store = store;
  }

  /** The admin's upload: it replaces the valuation's report; the file replaced goes once the step has committed. */
  async attach(actor: Actor, dealId: string, valuationId: string, readPart: ReadPart): Promise<{ url: string }> {
    // Refused before the body is read: an unknown deal or valuation, or one of another deal.
    await this.#valuation(this.#db, dealId, valuationId);
    const received = await this.#store.receivePart(readPart, REPORT_MAX_BYTES);
    let kept: string | undefined;
    try {
      if (!(await this.#store.isPdf(received.path))) throw new DomainError('unsupported_media_type', msg('The file is not a PDF document.'));
      return await runStep(this.#db, this.#clock, async (step) => {
        const row = await this.#valuation(step.tx, dealId, valuationId, true);
        const file = path.join('valuations', row.dealId, `${randomUUID()}.pdf`);
        const url = reportUrl(row.dealId, row.id);
        await valuationsRepository.setReport(step.tx, row.id, { url, file });
        await this.#store.keepDocument(received, file);
        kept = file;
        await step.emit({
          type: 'action.taken',
          actorId: actor.sub,
          action: 'valuation.report_added',
          subjectType: 'deal',
          subjectId: row.dealId,
          after: { valuation_id: row.id, bytes: received.bytes },
        });
        const replaced = row.reportFile;
        if (replaced) step.afterCommit(() => this.#store.discard(this.#store.absolute(replaced)));
        return { url };
      });
    } catch (error) {
      if (kept) await this.#store.discard(this.#store.absolute(kept));
      throw error;
    } finally {
      await this.#store.discard(received.path);
    }
  }

  /** A report to download: anyone who may read the deal's valuations; 404 where there is none. */
  async report(actor: Actor | undefined, dealId: string, valuationId: string): Promise<{ name: string; bytes: number; stream: ReadStream }> {
    const found = await valuedDeal(this.#db, actor, dealId);
    const row = await valuationsRepository.find(this.#db, found.deal.id, valuationId);
    if (!row?.reportFile) throw new DomainError('not_found', NO_SUCH_VALUATION);
    const file = this.#store.absolute(row.reportFile);
    const { size } = await stat(file);
    return { name: `valuation-${row.valuedOn}.pdf`, bytes: size, stream: createReadStream(file) };
  }

  async #valuation(db: Db, dealId: string, valuationId: string, lock = false): Promise<ValuationRow> {
    const row = await valuationsRepository.find(db, dealId, valuationId, lock);
    if (!row) throw new DomainError('not_found', NO_SUCH_VALUATION);
    return row;
  }
}
