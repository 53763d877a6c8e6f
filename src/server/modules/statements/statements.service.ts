import { LANGUAGES, type DisplayLanguage } from '../../../shared/i18n/languages.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Actor } from '../../policies.ts';
import { userAccounts } from '../users/index.ts';
import { statementCsv } from './statement-csv.ts';
import { statementPdf } from './statement-pdf.ts';
import { buildStatement } from './statement.ts';
import { statementsRepository } from './statements.repository.ts';

export interface StatementFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/**
 * The language a statement is written in: the backer's saved Settings language, as notifications
 * are; `requested` (the request's) when they never saved one. A statement is downloaded by a plain
 * link, so the request's Accept-Language is the browser's, not the app's.
 */
function statementLanguage(settings: Record<string, unknown>, requested: DisplayLanguage): DisplayLanguage {
  return LANGUAGES.find((language) => language === settings.language) ?? requested;
}

/** The backer's yearly statement, as CSV or PDF (platform.md §3). */
export class StatementsService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  async statement(actor: Actor, year: number, format: 'csv' | 'pdf', requested: DisplayLanguage): Promise<StatementFile> {
    const now = this.#clock.now();
    if (year > now.getUTCFullYear()) throw new DomainError('invalid_request', 'There is no statement for a year that has not begun.');
    const user = await userAccounts.findById(this.#db, actor.sub);
    if (!user) throw new DomainError('not_found', 'There is no such account.');
    const rows = await statementsRepository.walletTransfers(this.#db, actor.sub, new Date(Date.UTC(year + 1, 0, 1)));
    const statement = buildStatement(year, { name: `${user.firstName} ${user.lastName}`, email: user.email }, rows, now);
    const language = statementLanguage(user.settings, requested);
    const filename = `sharestead-statement-${year}.${format}`;
    if (format === 'csv') return { filename, contentType: 'text/csv; charset=utf-8', body: Buffer.from(statementCsv(statement, language), 'utf8') };
    return { filename, contentType: 'application/pdf', body: await statementPdf(statement, language) };
  }
}
