// The health module's public surface: other modules and the app import it from here only (eslint.config.js).
// The health check load balancers poll.
export { registerHealthModule } from './health.plugin.ts';
