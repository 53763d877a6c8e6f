// The dashboard module's public surface: other modules and the app import it from here only (eslint.config.js).
// The Overview and Stats, and the step subscriber that keeps their running totals.
export { registerDashboardModule } from './dashboard.plugin.ts';
export { totalsSubscriber } from './totals.ts';
