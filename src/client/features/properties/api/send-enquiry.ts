import { enquiryReceiptSchema, type EnquiryRequest } from '../../../../shared/contracts/messages.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * Sends an enquiry about a property to its listing agent (POST /api/properties/:id/enquiries).
 * The enquiry form loads this module on first use, with the API client and zod.
 * @public (reached through import(), which knip does not follow)
 */
export function sendEnquiry(propertyId: string, enquiry: EnquiryRequest) {
  return apiRequest(`/properties/${encodeURIComponent(propertyId)}/enquiries`, {
    method: 'POST',
    body: enquiry,
    schema: enquiryReceiptSchema,
    anonymous: true,
  });
}
