// The me module's public surface: other modules and the app import it from here only (eslint.config.js).
// The signed-in person's profile, settings and avatar.
export { meAvatarRoutes } from './me-avatar.routes.ts';
export { MeAvatarService } from './me-avatar.service.ts';
export { settingsOf } from './me-view.ts';
export { meRoutes } from './me.routes.ts';
export { MeService } from './me.service.ts';
