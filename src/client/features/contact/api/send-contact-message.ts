import { contactReceiptSchema, type ContactRequest } from '../../../../shared/contracts/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** Sends a contact message to the Sharestead team (POST /api/contact); anyone may, signed in or not. */
export function sendContactMessage(message: ContactRequest) {
  return apiRequest('/contact', { method: 'POST', body: message, schema: contactReceiptSchema, anonymous: true });
}
