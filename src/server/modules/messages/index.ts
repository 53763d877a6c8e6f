// The messages module's public surface: other modules and the app import it from here only (eslint.config.js).
// The public forms' messages.
export { registerMessagesModule } from './messages.plugin.ts';
