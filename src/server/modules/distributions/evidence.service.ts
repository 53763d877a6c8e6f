import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { EVIDENCE_MAX_BYTES, evidenceFieldsSchema } from '../../../shared/contracts/distributions.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import { isUuid } from '../../../shared/uuid.ts';
import type { Db } from '../../db/client.ts';
import type { DistributionRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { fileOf, type ReadForm, type UploadStore } from '../../lib/upload-store.ts';
import { canManageDeal, canSeeEvidence, type Actor } from '../../policies.ts';
import { runStep } from '../../steps/run-step.ts';
import { dealsRepository } from '../deals/index.ts';
import { distributionsRepository } from './distributions.repository.ts';
import { evidenceRepository } from './evidence.repository.ts';

const DISTRIBUTION_NOT_FOUND = msg('There is no such distribution.');
const NO_SUCH_EVIDENCE = msg('This distribution has no such evidence.');

const URL_PREFIX = '/api/distributions/';

/** Where a line's evidence downloads. */
function evidenceUrl(distributionId: string, fileId: string): string {
  return `${URL_PREFIX}${distributionId}/evidence/${fileId}`;
}

/** The file, under UPLOAD_DIR, of an evidence URL this module wrote; null for anything else. */
export function evidenceFileOf(url: string): string | null {
  const [distributionId, word, fileId, ...rest] = url.startsWith(URL_PREFIX) ? url.slice(URL_PREFIX.length).split('/') : [];
  if (!distributionId || word !== 'evidence' || !fileId || rest.length > 0 || !isUuid(distributionId) || !isUuid(fileId)) return null;
  return `evidence/${distributionId}/${fileId}.pdf`;
}

/**
 * The evidence of a distribution's lines (after-funding.md §2): a PDF per line, attached by the
 * draft's author while it is a draft, kept as `evidence/<distribution>/<file>.pdf` under UPLOAD_DIR
 * and named by the line's `evidence_url`. The deal's proposer, the admin, the author and the
 * backers it paid may download it; anyone else is told it does not exist.
 */
export class EvidenceService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #store: UploadStore;

  constructor(db: Db, clock: Clock, store: UploadStore) {
    this.#db = db;
    this.#clock = clock;
    this.#store = store;
  }

  /** A line's evidence (the form field `line`, from 0); it replaces the line's last one. */
  async attach(actor: Actor, id: string, readForm: ReadForm): Promise<{ url: string }> {
    // Refused before the body is read: not seen (404), not its author (403), not a draft (409).
    authored(actor, await this.#existing(this.#db, id));
    const form = await this.#store.receiveForm(readForm, EVIDENCE_MAX_BYTES);
    const received = fileOf(form);
    let kept: string | undefined;
    try {
      const fields = evidenceFieldsSchema.safeParse({ line: form.fields.line });
      if (!fields.success) {
        const sentence = fields.error.issues[0]!.message;
        throw new DomainError('invalid_request', sentence, { errors: [{ field: 'line', message: sentence }] });
      }
      const index = Number(fields.data.line);
      if (!(await this.#store.isPdf(received.path))) throw new DomainError('unsupported_media_type', msg('The file is not a PDF document.'));
      return await runStep(this.#db, this.#clock, async (step) => {
        const row = authored(actor, await this.#existing(step.tx, id, true));
        const line = row.distribution.lines[index];
        if (!line) {
          const sentence = msg('This distribution has no line {number}: attach evidence to one of its {count} lines.');
          const values = { number: index + 1, count: row.distribution.lines.length };
          throw new DomainError('invalid_request', sentence, { values, errors: [{ field: 'line', message: sentence, values }] });
        }
        const url = evidenceUrl(row.distribution.id, randomUUID());
        const file = evidenceFileOf(url)!;
        const lines = row.distribution.lines.map((each, at) => (at === index ? { ...each, evidenceUrl: url } : each));
        if (!(await evidenceRepository.setDraftLines(step.tx, row.distribution.id, lines, step.now))) throw notDraft();
        await this.#store.keepDocument(received, file);
        kept = file;
        await step.emit({
          type: 'action.taken',
          actorId: actor.sub,
          action: 'distribution.evidence_added',
          subjectType: 'distribution',
          subjectId: row.distribution.id,
          after: { line: index, label: line.label, bytes: received.bytes },
        });
        // The evidence it replaces goes once this commits.
        const replaced = line.evidenceUrl && evidenceFileOf(line.evidenceUrl);
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

  /** A line's evidence to download, for those who may see it; 404 for anyone else and for what is not a line's evidence now. */
  async file(actor: Actor | undefined, id: string, fileId: string): Promise<{ name: string; bytes: number; stream: ReadStream }> {
    const distribution = await distributionsRepository.find(this.#db, id);
    const url = distribution && evidenceUrl(distribution.id, fileId);
    const index = distribution ? distribution.lines.findIndex((line) => line.evidenceUrl === url) : -1;
    if (!distribution || index < 0) throw new DomainError('not_found', NO_SUCH_EVIDENCE);
    const { deal } = (await dealsRepository.find(this.#db, distribution.dealId))!;
    const paidToActor = actor?.role === 'backer' && (await evidenceRepository.paidTo(this.#db, distribution.id, actor.sub));
    if (!canSeeEvidence(actor, { authorId: distribution.authorId, deal, paidToActor })) throw new DomainError('not_found', NO_SUCH_EVIDENCE);
    const file = this.#store.absolute(evidenceFileOf(url!)!);
    const { size } = await stat(file);
    return { name: `evidence-${distribution.period}-line-${index + 1}.pdf`, bytes: size, stream: createReadStream(file) };
  }

  async #existing(db: Db, id: string, lock = false): Promise<{ distribution: DistributionRow; proposerId: string }> {
    const distribution = lock ? await evidenceRepository.lock(db, id) : await distributionsRepository.find(db, id);
    if (!distribution) throw new DomainError('not_found', DISTRIBUTION_NOT_FOUND);
    const { deal } = (await dealsRepository.find(db, distribution.dealId))!;
    return { distribution, proposerId: deal.proposerId };
  }
}

/** As PATCH: 404 for whoever may not see it, 403 for anyone but its author, 409 once it is not a draft. */
function authored<Found extends { distribution: DistributionRow; proposerId: string }>(actor: Actor, found: Found): Found {
  if (!canManageDeal(actor, { proposerId: found.proposerId })) throw new DomainError('not_found', DISTRIBUTION_NOT_FOUND);
  if (found.distribution.authorId !== actor.sub) throw new DomainError('forbidden', msg('Only the author of a distribution may change or submit it.'));
  if (found.distribution.status !== 'draft') throw notDraft();
  return found;
}

const notDraft = () => new DomainError('wrong_status', msg('Only a draft distribution can be changed or submitted.'));
