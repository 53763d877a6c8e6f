/**
 * Every `code` an error body can carry (interfaces.md), with the HTTP status it goes out with.
 * The server derives a refusal's status from its code here; the client compares codes typed by
 * this list. A code and its status never change: clients branch on them.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_json: 400,
  upload_incomplete: 400,
  not_signed_in: 401,
  invalid_credentials: 401,
  wrong_password: 401,
  challenge_expired: 401,
  forbidden: 403,
  kyc_required: 403,
  same_author: 403,
  not_found: 404,
  conflict: 409,
  email_taken: 409,
  already_verified: 409,
  no_phone: 409,
  two_factor_on: 409,
  two_factor_off: 409,
  two_factor_not_set_up: 409,
  kyc_already_verified: 409,
  kyc_changed: 409,
  kyc_not_submitted: 409,
  deal_not_approved: 409,
  deal_locked: 409,
  wrong_lifecycle: 409,
  reviews_incomplete: 409,
  already_extended: 409,
  duplicate_photo: 409,
  too_many_photos: 409,
  deal_not_open: 409,
  exceeds_remaining: 409,
  insufficient_funds: 409,
  cancel_window_closed: 409,
  no_extension_pending: 409,
  already_confirmed: 409,
  already_paid: 409,
  outbox_not_failed: 409,
  deal_not_funded: 409,
  wrong_status: 409,
  tds_rule_exists: 409,
  already_deposited: 409,
  quarter_not_ended: 409,
  nothing_withheld: 409,
  already_answered: 409,
  already_hidden: 409,
  draw_out_of_order: 409,
  duplicate_period: 409,
  too_many_files: 409,
  // The sale of the property (after-funding.md §5): a vote already open on the deal; a vote decided or past its close.
  vote_open: 409,
  vote_closed: 409,
  payload_too_large: 413,
  file_too_large: 413,
  unsupported_media_type: 415,
  invalid_request: 422,
  incomplete: 422,
  proposer_required: 422,
  file_required: 422,
  idempotency_key_reused: 422,
  invalid_link: 422,
  link_expired: 422,
  code_expired: 422,
  // A wrong phone code is a 422; a wrong second factor at sign-in is a 401 (interfaces.md).
  wrong_code: 422,
  below_minimum_ticket: 422,
  above_maximum_per_backer: 422,
  invalid_period: 422,
  split_mismatch: 422,
  rate_limited: 429,
  too_many_attempts: 429,
  too_many_verification_messages: 429,
  internal_error: 500,
  unavailable: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}
