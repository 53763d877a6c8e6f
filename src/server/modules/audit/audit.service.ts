import type { AuditLogParams, AuditLogResponse } from '../../../shared/contracts/audit.ts';
import type { Db } from '../../db/client.ts';
import { displayName } from '../users/index.ts';
import { auditRepository, subjectKey } from './audit.repository.ts';

/** The admin's reading of the audit log (GET /api/admin/audit-log). */
export class AuditService {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async list({ page, page_size: pageSize, deal, actor }: AuditLogParams): Promise<AuditLogResponse> {
    const { rows, total } = await auditRepository.list(this.#db, { deal, actor }, pageSize, (page - 1) * pageSize);
    const subjects = await auditRepository.subjects(
      this.#db,
      rows.map(({ event }) => ({ type: event.subjectType, id: event.subjectId })),
    );
    return {
      total,
      page,
      page_size: pageSize,
      items: rows.map(({ event, actor: who }) => {
        const subject = subjects.get(subjectKey(event.subjectType, event.subjectId));
        return {
          id: event.id.toString(),
          at: event.createdAt.toISOString(),
          actor: who ? { id: who.id, name: displayName(who), email: who.email, role: who.role } : null,
          action: event.action,
          subject: {
            type: event.subjectType,
            id: event.subjectId,
            label: subject?.label ?? null,
            deal_id: subject?.dealId ?? null,
            currency: subject?.currency ?? null,
          },
          details: { before: event.before, after: event.after },
        };
      }),
    };
  }
}
