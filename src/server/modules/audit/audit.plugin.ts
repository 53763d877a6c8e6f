import type { ModuleContext } from '../../module-context.ts';
import { auditRoutes } from './audit.routes.ts';
import { AuditService } from './audit.service.ts';

/** The admin's audit log (the step subscriber that writes it is `auditSubscriber`). */
export async function registerAuditModule({ app, db, guards }: ModuleContext): Promise<void> {
  await app.register(auditRoutes, { prefix: '/api', audit: new AuditService(db), guards });
}
