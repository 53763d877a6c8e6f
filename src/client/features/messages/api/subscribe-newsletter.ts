import { newsletterReceiptSchema } from '../../../../shared/contracts/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Subscribes an address to the newsletter (POST /api/newsletter); subscribing again is fine.
 * The footer's form loads this module on first use, with the API client and zod.
 * @public (reached through import(), which knip does not follow)
 */
export function subscribeToNewsletter(email: string) {
  return apiRequest('/newsletter', { method: 'POST', body: { email }, schema: newsletterReceiptSchema, anonymous: true });
}
