import { msg } from '../../../shared/i18n/msg.ts';
import type { Role } from '../../../shared/roles.ts';
import type { NotificationInput } from './notify.ts';

/**
 * The one notification a newly registered account starts with (platform.md §2, interfaces.md:
 * "a newly registered account starts with one unread welcome notification"): a welcome, and what
 * to do first for the role. It carries nothing the registrant typed (not even the first name): its
 * copies go out by e-mail and SMS, and registration must not send chosen text to any address.
 */
export function welcomeNotification(role: Role): Omit<NotificationInput, 'createdAt'> {
  const title = msg('Welcome to Sharestead');
  switch (role) {
    case 'backer':
      return {
        title,
        message: msg(
          'Welcome to Sharestead! Before you can invest, complete your KYC verification and add funds to your wallet; once your KYC is verified you can commit to live deals.',
        ),
      };
    case 'proposer':
      return {
        title,
        message: msg(
          'Welcome to Sharestead! Start by completing your company profile, then create your first deal: describe the property and its terms and submit it for review.',
        ),
      };
    case 'admin':
      return {
        title,
        message: msg('Welcome to Sharestead! Deals submitted for review, KYC checks and payments to confirm will appear in your dashboard.'),
      };
  }
}
