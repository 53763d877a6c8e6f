// The messages module's public surface: other modules and the app import it from here only (eslint.config.js).
// The public forms' messages.
export { FormLimiter } from './form-limiter.ts';
export { messagesRoutes } from './messages.routes.ts';
export { MessagesService } from './messages.service.ts';
