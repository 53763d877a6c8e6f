// The dashboard module's public surface: other modules and the app import it from here only (eslint.config.js).
// The Overview and Stats (the step subscriber that keeps their running totals is subscriber.ts).
export { registerDashboardModule } from './dashboard.plugin.ts';
