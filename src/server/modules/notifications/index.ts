// The notifications module's public surface: other modules and the app import it from here only (eslint.config.js).
// Notifications, their e-mail and SMS outbox, and the step subscriber that writes them.
export { registerNotificationsModule } from './notifications.plugin.ts';
export { type NotificationEntry, notificationsSubscriber } from './notify.ts';
export { queueVerificationMessage, type VerificationMessage } from './outbox.service.ts';
export { welcomeNotification } from './welcome.ts';
