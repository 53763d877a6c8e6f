import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { idSchema } from '../uuid.ts';
import { pagedResponseSchema, pagingQueryShape } from './paging.ts';
import { storable } from './storable-text.ts';

/*
 * Know your customer (platform.md §3, interfaces.md: KYC). A backer sends legal name, date of
 * birth, PAN, address and bank account; the admin verifies or rejects them with a reason; only a
 * verified backer adds funds or commits. The server validates PUT /api/me/kyc with
 * kycSubmissionSchema and the KYC form checks with the same schema before sending.
 */

export const KYC_STATUSES = ['not_started', 'submitted', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

/** The statuses a stored record can have (no record is not_started); the admin's list filters on them. */
export const KYC_DECIDABLE_STATUSES = ['submitted', 'verified', 'rejected'] as const;
export type KycRecordStatus = (typeof KYC_DECIDABLE_STATUSES)[number];

export const KYC_LIMITS = { legal_name: 200, address: 500, reason: 1000, minimum_age: 18, maximum_age: 120 } as const;

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?(?:Z|[+-]\d{2}:\d{2})$/;

// ---------------------------------------------------------------------------------------------
// Dates of birth
// ---------------------------------------------------------------------------------------------

/** Today's date (YYYY-MM-DD) in UTC: the date the age rule is checked on (UTC is never ahead of India). */
export function isoDateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Whether `value` is a date that exists, written YYYY-MM-DD (2001-02-29 is not). */
export function isRealIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The date `years` after a YYYY-MM-DD date, as text that compares with other dates by string
 * order. A 29 February birthday's anniversary in a common year reads "YYYY-02-29", which sorts
 * between 28 February and 1 March: such a person comes of age on 1 March.
 */
function anniversary(date: string, years: number): string {
  return `${String(Number(date.slice(0, 4)) + years).padStart(4, '0')}${date.slice(4)}`;
}

/**
 * What is wrong with a date of birth on `today` (both YYYY-MM-DD), or undefined when it is
 * fine: the person must be 18 or older, and not over 120 (a typing mistake, not a person).
 */
export function dateOfBirthProblem(dateOfBirth: string, today: string): string | undefined {
  if (!isRealIsoDate(dateOfBirth)) return msg('Date of birth must be a real date written YYYY-MM-DD, for example 1990-04-21.');
  if (dateOfBirth > today) return msg('Date of birth cannot be in the future.');
  if (anniversary(dateOfBirth, KYC_LIMITS.minimum_age) > today) return msg('You must be 18 or older to invest on Sharestead.');
  if (anniversary(dateOfBirth, KYC_LIMITS.maximum_age + 1) <= today) {
    return msg('Date of birth is more than 120 years ago; check the year.');
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// What PUT /api/me/kyc takes
// ---------------------------------------------------------------------------------------------

/** Whether an issue is about a key that was not sent at all. */
const missing = (issue: { input?: unknown }) => issue.input === undefined;

/** A required text field: trimmed, not blank, at most `max` characters, storable. */
function requiredText(sentences: { required: string; notText: string; tooLong: string; storable: string }, max: number) {
  return z
    .string({ error: (issue) => (missing(issue) ? sentences.required : sentences.notText) })
    .check(z.trim(), z.minLength(1, { error: sentences.required, abort: true }), z.maxLength(max, { error: sentences.tooLong }), storable(sentences.storable));
}

/** Text checked against a pattern after trimming, upper-casing and dropping the spaces people type (`normalise`). */
function codeText(sentences: { required: string; notText: string }, pattern: RegExp, wrong: string, normalise: (value: string) => string) {
  return z
    .string({ error: (issue) => (missing(issue) ? sentences.required : sentences.notText) })
    .check(z.overwrite(normalise), z.minLength(1, { error: sentences.required, abort: true }), z.regex(pattern, { error: wrong }));
}

const withoutSpaces = (value: string) => value.replace(/[\s-]+/g, '');

/**
 * The KYC details a backer sends. `today` gives the date (YYYY-MM-DD) the age rule is checked on:
 * the server's Clock, or the browser's date in the form (the server's check is the one that counts).
 */
export function kycSubmissionSchema(today: () => string) {
  return z.strictObject(
    {
      legal_name: z.pipe(
        requiredText(
          {
            required: msg('Legal name is required.'),
            notText: msg('Legal name must be text.'),
            tooLong: msg('Legal name must be at most 200 characters.'),
            storable: msg('Legal name contains characters that are not allowed.'),
          },
          KYC_LIMITS.legal_name,
        ),
        // Runs of spaces, tabs or line breaks become one space.
        z.transform((value: string) => value.split(/\s+/).join(' ')),
      ),
      date_of_birth: z
        .string({ error: (issue) => (missing(issue) ? msg('Date of birth is required.') : msg('Date of birth must be text written YYYY-MM-DD.')) })
        .check(
          z.trim(),
          z.minLength(1, { error: msg('Date of birth is required.'), abort: true }),
          z.superRefine((value, context) => {
            const problem = dateOfBirthProblem(value, today());
            if (problem) context.addIssue({ code: 'custom', message: problem, input: value });
          }),
        ),
      pan: codeText(
        { required: msg('PAN is required.'), notText: msg('PAN must be text.') },
        PAN_PATTERN,
        msg('PAN must be 10 characters: five letters, four digits and a letter, for example ABCDE1234F.'),
        (value) => withoutSpaces(value).toUpperCase(),
      ),
      address: requiredText(
        {
          required: msg('Address is required.'),
          notText: msg('Address must be text.'),
          tooLong: msg('Address must be at most 500 characters.'),
          storable: msg('Address contains characters that are not allowed.'),
        },
        KYC_LIMITS.address,
      ),
      bank_account: z.strictObject(
        {
          account_number: codeText(
            { required: msg('Bank account number is required.'), notText: msg('Bank account number must be text.') },
            ACCOUNT_NUMBER_PATTERN,
            msg('Bank account number must be 9 to 18 digits.'),
            withoutSpaces,
          ),
          ifsc: codeText(
            { required: msg('IFSC is required.'), notText: msg('IFSC must be text.') },
            IFSC_PATTERN,
            msg('IFSC must be 11 characters: four letters, a zero and six letters or digits, for example HDFC0001234.'),
            (value) => withoutSpaces(value).toUpperCase(),
          ),
        },
        {
          error: (issue) =>
            issue.code === 'unrecognized_keys'
              ? msg('Bank account takes only account_number and ifsc.')
              : msg('Bank account is required: an object with account_number and ifsc.'),
        },
      ),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? msg('KYC takes only legal_name, date_of_birth, pan, address and bank_account; leave other fields out.')
          : msg('The request body must be a JSON object.'),
    },
  );
}
export type KycSubmission = z.input<ReturnType<typeof kycSubmissionSchema>>;
export type KycSubmissionInput = z.output<ReturnType<typeof kycSubmissionSchema>>;

// ---------------------------------------------------------------------------------------------
// What GET and PUT /api/me/kyc answer
// ---------------------------------------------------------------------------------------------

const bankAccountSchema = z.object({ account_number: z.string(), ifsc: z.string() });

/** The caller's KYC: every detail null while not started; `reason` is the admin's when rejected. */
export const kycSchema = z.object({
  status: z.enum(KYC_STATUSES),
  legal_name: z.nullable(z.string()),
  date_of_birth: z.nullable(z.string()),
  pan: z.nullable(z.string()),
  address: z.nullable(z.string()),
  bank_account: z.nullable(bankAccountSchema),
  reason: z.nullable(z.string()),
  /** ISO 8601 instants: when the details were last sent, and when the admin decided on them. */
  submitted_at: z.nullable(z.string()),
  decided_at: z.nullable(z.string()),
});
export type Kyc = z.infer<typeof kycSchema>;

// ---------------------------------------------------------------------------------------------
// The admin's side
// ---------------------------------------------------------------------------------------------

/** GET /api/admin/kyc: one status (submitted unless named), `page` and `page_size`. */
export const kycListQuerySchema = z.object({
  ...pagingQueryShape,
  status: z._default(z.enum(KYC_DECIDABLE_STATUSES, { error: msg('Status must be submitted, verified or rejected.') }), 'submitted'),
});
export type KycListParams = z.output<typeof kycListQuerySchema>;

/** One backer's KYC as the admin reviews it. */
export const kycReviewItemSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(KYC_DECIDABLE_STATUSES),
  legal_name: z.string(),
  date_of_birth: z.string(),
  pan: z.string(),
  address: z.string(),
  bank_account: bankAccountSchema,
  reason: z.nullable(z.string()),
  submitted_at: z.string(),
  decided_at: z.nullable(z.string()),
});
export type KycReviewItem = z.infer<typeof kycReviewItemSchema>;

/** Submitted: the oldest first (the queue); verified and rejected: the latest decision first. */
export const kycListResponseSchema = pagedResponseSchema(kycReviewItemSchema);
export type KycListResponse = z.infer<typeof kycListResponseSchema>;

/** POST /api/admin/kyc/:user_id/verify and .../reject */
export const kycUserParamsSchema = z.object({ user_id: idSchema });

/**
 * The details the admin decided on, as `submitted_at` of the list named them: when given and the
 * backer has sent new details since, the decision is refused (409 kyc_changed) instead of applying
 * to details the admin has not seen.
 */
const seenSubmission = z.optional(
  z
    .string({ error: msg('Submitted at must be the ISO time the list showed.') })
    .check(
      z.refine((value) => ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)), { error: msg('Submitted at must be the ISO time the list showed.') }),
    ),
);

/** POST .../verify: no body is needed; `submitted_at` guards against deciding on details not seen. */
export const kycVerifyBodySchema = z.nullish(
  z.strictObject(
    { submitted_at: seenSubmission },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? msg('Verifying takes no fields but submitted_at.') : msg('The request body must be a JSON object.'),
    },
  ),
);

/** POST .../reject: the reason the backer will read. */
export const kycRejectBodySchema = z.strictObject(
  {
    reason: z
      .string({ error: (issue) => (missing(issue) ? msg('Reason is required: tell the backer what to correct.') : msg('Reason must be text.')) })
      .check(
        z.trim(),
        z.minLength(1, { error: msg('Reason is required: tell the backer what to correct.') }),
        z.maxLength(KYC_LIMITS.reason, { error: msg('Reason must be at most 1000 characters.') }),
        storable(msg('Reason contains characters that are not allowed.')),
      ),
    submitted_at: seenSubmission,
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? msg('Rejecting takes only reason and submitted_at.') : msg('The request body must be a JSON object.'),
  },
);
