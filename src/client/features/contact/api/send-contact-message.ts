import type { ContactMessage } from '../lib/contact.ts';

/** Spec §7: the contact form's send is simulated with a one-second wait and no request. */
export const CONTACT_SEND_DELAY_MS = 1_000;

/**
 * Sends a contact message. Today it only waits, like the other sample-data functions; a later
 * issue can post it to the API here without the form changing.
 */
export async function sendContactMessage(message: ContactMessage): Promise<void> {
  void message;
  await new Promise<void>((resolve) => setTimeout(resolve, CONTACT_SEND_DELAY_MS));
}
