import { LANGUAGES, type DisplayLanguage } from '../../../shared/i18n/languages.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { Actor } from '../../policies.ts';
import { userAccounts } from '../users/index.ts';
import { statementCsv } from './statement-csv.ts';
import { statementPdf } from './statement-pdf.ts';
import { buildStatement, financialYearPeriod, yearPeriod } from './statement.ts';
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

/** The backer's yearly statement, as CSV or PDF (platform.md §3; after-funding.md §3). */
export class StatementsService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(db: Db, clock: Clock) {
    this.#db = db;
    this.#clock = clock;
  }

  /** The statement of a calendar year (UTC) or of an Indian financial year (`2026-27`, Indian time). */
  async statement(actor: Actor, asked: { year: number } | { fy: string }, format: 'csv' | 'pdf', requested: DisplayLanguage): Promise<StatementFile> {
    const now = this.#clock.now();
    const period = 'year' in asked ? yearPeriod(asked.year) : financialYearPeriod(asked.fy);
    if (period.start > now) {
      const sentence =
        period.kind === 'year'
          ? msg('There is no statement for a year that has not begun.')
          : msg('There is no statement for a financial year that has not begun.');
      throw new DomainError('invalid_request', sentence);
    }
    const user = await userAccounts.findById(this.#db, actor.sub);
    if (!user) throw new DomainError('not_found', 'There is no such account.');
    const [rows, payouts] = await Promise.all([
      statementsRepository.walletTransfers(this.#db, actor.sub, period.end),
      statementsRepository.payouts(this.#db, actor.sub, period.start, period.end),
    ]);
    const statement = buildStatement(period, { name: `${user.firstName} ${user.lastName}`, email: user.email }, rows, payouts, now);
    const language = statementLanguage(user.settings, requested);
    const filename = `sharestead-statement-${period.label}.${format}`;
    if (format === 'csv') return { filename, contentType: 'text/csv; charset=utf-8', body: Buffer.from(statementCsv(statement, language), 'utf8') };
    return { filename, contentType: 'application/pdf', body: await statementPdf(statement, language) };
  }
}
