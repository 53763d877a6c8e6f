// The audit module's public surface: other modules and the app import it from here only (eslint.config.js).
// The audit log and its admin routes (the step subscriber that writes it is subscriber.ts).
export { registerAuditModule } from './audit.plugin.ts';
