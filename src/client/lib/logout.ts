import * as z from 'zod/mini';
import { apiRequest } from './api-client.ts';

/** Ends the current session on the server (204): its token stops working, the user's other sessions go on. */
export function logout(signal?: AbortSignal) {
  return apiRequest('/auth/logout', { method: 'POST', schema: z.undefined(), signal });
}
