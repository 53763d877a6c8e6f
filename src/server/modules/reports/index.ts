// The reports module's public surface: other modules and the app import it from here only (eslint.config.js).
// A funded deal's quarterly reports, the admin's review of them, and the deal's reporting health.
export { registerReportsModule } from './reports.plugin.ts';
