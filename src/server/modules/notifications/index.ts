// The notifications module's public surface: other modules and the app import it from here only (eslint.config.js).
// Notifications and their e-mail and SMS outbox (the step subscriber that writes them is subscriber.ts).
export { registerNotificationsModule } from './notifications.plugin.ts';
export { type NotificationEntry } from './notify.ts';
export { queueVerificationMessage, type VerificationMessage } from './outbox.service.ts';
export { welcomeNotification } from './welcome.ts';
