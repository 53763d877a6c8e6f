// The draws module's public surface: other modules and the app import it from here only (eslint.config.js).
// Fix 'N' Flip draws: the construction escrow a funded deal's money waits in, and the milestones that release it.
export { constructionEscrow, openDraws } from './draws.service.ts';
export { registerDrawsModule } from './draws.plugin.ts';
