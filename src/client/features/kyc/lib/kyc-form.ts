import { isoDateOf, kycSubmissionSchema, type Kyc, type KycSubmission } from '../../../../shared/contracts/kyc.ts';
import { contractErrors, formProblem, type FormProblem } from '../../../lib/form-submission.ts';

/** What the KYC form holds, as typed. */
export interface KycDraft {
  legalName: string;
  dateOfBirth: string;
  pan: string;
  address: string;
  accountNumber: string;
  ifsc: string;
}

/** The fields the server (and the shared contract) name in their errors. */
export const KYC_FIELDS = ['legal_name', 'date_of_birth', 'pan', 'address', 'bank_account', 'bank_account.account_number', 'bank_account.ifsc'] as const;
export type KycField = (typeof KYC_FIELDS)[number];

export const EMPTY_DRAFT: KycDraft = { legalName: '', dateOfBirth: '', pan: '', address: '', accountNumber: '', ifsc: '' };

/** The form filled with what was sent before (after a rejection, to correct it), or empty. */
export function draftOf(kyc: Kyc | undefined): KycDraft {
  if (!kyc || kyc.status === 'not_started') return EMPTY_DRAFT;
  return {
    legalName: kyc.legal_name ?? '',
    dateOfBirth: kyc.date_of_birth ?? '',
    pan: kyc.pan ?? '',
    address: kyc.address ?? '',
    accountNumber: kyc.bank_account?.account_number ?? '',
    ifsc: kyc.bank_account?.ifsc ?? '',
  };
}

export function bodyOf(draft: KycDraft): KycSubmission {
  return {
    legal_name: draft.legalName,
    date_of_birth: draft.dateOfBirth,
    pan: draft.pan,
    address: draft.address,
    bank_account: { account_number: draft.accountNumber, ifsc: draft.ifsc },
  };
}

/**
 * The shared contract's verdict before sending: the first problem per field, empty when fine.
 * The age rule is checked on today's UTC date, as the server does; the server's check is final.
 */
export function validateKyc(body: KycSubmission, now: Date = new Date()): Partial<Record<KycField, string>> {
  const today = isoDateOf(now);
  return contractErrors(kycSubmissionSchema(() => today).safeParse(body), KYC_FIELDS);
}

/** What the form shows after the server turned the submission down. */
export function submitProblem(error: unknown): FormProblem<KycField> {
  return formProblem(error, KYC_FIELDS, 'Your details could not be submitted. Check your connection and try again.');
}
