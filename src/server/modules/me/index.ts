// The me module's public surface: other modules and the app import it from here only (eslint.config.js).
// The signed-in person's profile, settings and avatar.
export { settingsOf } from './me-view.ts';
export { registerMeModule } from './me.plugin.ts';
