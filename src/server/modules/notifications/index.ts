// The notifications module's public surface: other modules and the app import it from here only (eslint.config.js).
// Notifications, their e-mail and SMS outbox, and the step subscriber that writes them.
export { notificationsRoutes } from './notifications.routes.ts';
export { NotificationsService } from './notifications.service.ts';
export { type NotificationEntry, notificationsSubscriber } from './notify.ts';
export { deliveryTransports } from './outbox-transports.ts';
export { outboxRoutes } from './outbox.routes.ts';
export { OutboxService, queueVerificationMessage, registerOutboxJob, type VerificationMessage } from './outbox.service.ts';
export { welcomeNotification } from './welcome.ts';
