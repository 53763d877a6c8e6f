import type { ModuleContext } from '../../module-context.ts';
import { FormLimiter } from './form-limiter.ts';
import { messagesRoutes } from './messages.routes.ts';
import { MessagesService } from './messages.service.ts';

/** The public forms (limited per address and hour) and the admin's Messages. */
export async function registerMessagesModule({ app, db, clock, config, counters, guards }: ModuleContext): Promise<void> {
  await app.register(messagesRoutes, {
    prefix: '/api',
    messages: new MessagesService(db, clock),
    limiter: new FormLimiter(counters, config.limits.formsPerHour),
    guards,
  });
}
