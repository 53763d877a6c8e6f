import { msg } from '../../../shared/i18n/msg.ts';
import type { Role } from '../../../shared/roles.ts';
import type { NotificationInput } from './notify.ts';

/**
 * The one notification a newly registered account starts with (platform.md §2, interfaces.md:
 * "a newly registered account starts with one unread welcome notification"): a welcome, and what
 * to do first for the role.
 */
export function welcomeNotification(role: Role, firstName: string): Omit<NotificationInput, 'createdAt'> {
  const title = msg('Welcome to Sharestead');
  const values = { firstName };
  switch (role) {
    case 'backer':
      return {
        title,
        message: msg(
          'Welcome to Sharestead, {firstName}! Before you can invest, complete your KYC verification and add funds to your wallet; once your KYC is verified you can commit to live deals.',
        ),
        values,
      };
    case 'proposer':
      return {
        title,
        message: msg(
          'Welcome to Sharestead, {firstName}! Start by completing your company profile, then create your first deal: describe the property and its terms and submit it for review.',
        ),
        values,
      };
    case 'admin':
      return {
        title,
        message: msg('Welcome to Sharestead, {firstName}! Deals submitted for review, KYC checks and payments to confirm will appear in your dashboard.'),
        values,
      };
  }
}
