import type { Role } from '../../../shared/roles.ts';
import type { NotificationInput } from './notify.ts';

/**
 * The one notification a newly registered account starts with (platform.md §2, interfaces.md:
 * "a newly registered account starts with one unread welcome notification"): a welcome, and what
 * to do first for the role.
 */
export function welcomeNotification(role: Role, firstName: string): Omit<NotificationInput, 'createdAt'> {
  const greeting = `Welcome to Sharestead, ${firstName}!`;
  switch (role) {
    case 'backer':
      return {
        title: 'Welcome to Sharestead',
        message: `${greeting} Before you can invest, complete your KYC verification and add funds to your wallet; once your KYC is verified you can commit to live deals.`,
      };
    case 'proposer':
      return {
        title: 'Welcome to Sharestead',
        message: `${greeting} Start by completing your company profile, then create your first deal: describe the property and its terms and submit it for review.`,
      };
    case 'admin':
      return {
        title: 'Welcome to Sharestead',
        message: `${greeting} Deals submitted for review, KYC checks and payments to confirm will appear in your dashboard.`,
      };
  }
}
