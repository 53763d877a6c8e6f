// The audit module's public surface: other modules and the app import it from here only (eslint.config.js).
// The audit log: its admin routes and the step subscriber that writes it.
export { registerAuditModule } from './audit.plugin.ts';
export { auditSubscriber } from './audit.ts';
