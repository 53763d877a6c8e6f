import { msg, t } from '../../../lib/i18n.ts';

/** The property enquiry form (spec §3): name, email and message required, phone optional. */
export type Enquiry = {
  name: string;
  email: string;
  phone: string;
  message: string;
};
export type EnquiryErrors = Partial<Record<keyof Enquiry, string>>;

export const ENQUIRY_FIELDS = ['name', 'email', 'phone', 'message'] as const satisfies readonly (keyof Enquiry)[];

/** Shown when the enquiry could not be sent for a reason the server did not explain (a fault, no network). */
export const ENQUIRY_FAILURE = msg('Your enquiry could not be sent. Please try again.');

/** The message the form starts with: a plain request for more information about the listing. */
export function defaultEnquiryMessage(title: string): string {
  return t('Hello, I am interested in {title} and would like more information about investing in it. Please get in touch with the details.', { title });
}

/** Who is asking, as far as the app knows it: a signed-in person's name, email and phone. */
export type EnquirySender = Partial<Pick<Enquiry, 'name' | 'email' | 'phone'>>;

/** A fresh form: the default message, and the signed-in person's contact details when known (still editable). */
export function emptyEnquiry(title: string, sender: EnquirySender = {}): Enquiry {
  return { name: sender.name ?? '', email: sender.email ?? '', phone: sender.phone ?? '', message: defaultEnquiryMessage(title) };
}

/** How long the thank-you shows before the form comes back empty (spec §4, §9). */
export const ENQUIRY_THANKS_MS = 3_000;
