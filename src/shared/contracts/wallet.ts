import * as z from 'zod/mini';
import { msg } from '../i18n/msg.ts';
import { idSchema } from '../uuid.ts';
import { amountInput, currencySchema, minorUnitsSchema } from './money.ts';
import { pagedResponseSchema, pagingQueryShape } from './paging.ts';

/*
 * A backer's wallet (platform.md §3; interfaces.md "Bodies of the platform API"): a balance per
 * currency, deposits the admin confirms, withdrawals the admin pays, and every ledger line.
 * Amounts are whole minor units (paise, cents) with their currency; times are ISO instants.
 */

const isoTime = z.string();

export const walletBalanceSchema = z.object({
  currency: currencySchema,
  /** What the backer may invest or withdraw now: the posted balance less what is held. */
  available: minorUnitsSchema,
  /** Held by pending transfers: commitments to live deals, withdrawals not yet paid. */
  held: minorUnitsSchema,
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

/** GET /api/wallet: one balance per currency the backer has a wallet in (INR at zero before the first). */
export const walletSchema = z.object({ balances: z.array(walletBalanceSchema) });
export type Wallet = z.infer<typeof walletSchema>;

export const LEDGER_LINE_STATUSES = ['pending', 'posted', 'voided'] as const;
export type LedgerLineStatus = (typeof LEDGER_LINE_STATUSES)[number];
export const LEDGER_LINE_DIRECTIONS = ['in', 'out'] as const;
/** Why a hold was voided and its money returned: the backer cancelled, or the deal gave it back (it failed, or the backer left at an extension). */
export const LEDGER_RELEASE_REASONS = ['cancelled', 'refunded'] as const;

/** One ledger transfer into or out of one of the backer's wallets. */
export const walletEntrySchema = z.object({
  id: z.string(),
  created_at: isoTime,
  /** What moved the money: deposit, withdrawal, commitment, payout, … (new kinds may appear). */
  kind: z.string(),
  /** A sentence for people: "Deposit SHR-7K3M9Q2D", "Commitment to Sea Breeze Villa". */
  description: z.string(),
  direction: z.enum(LEDGER_LINE_DIRECTIONS),
  amount: minorUnitsSchema,
  currency: currencySchema,
  /** pending: held; posted: done; voided: a hold released (a cancelled or refunded commitment). */
  status: z.enum(LEDGER_LINE_STATUSES),
  /** When the line was settled: posted or voided (a held line's money returned then); null while held. */
  resolved_at: z.nullable(isoTime),
  /** Why a voided line's money went back to the wallet; null unless voided. */
  release_reason: z.nullable(z.enum(LEDGER_RELEASE_REASONS)),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** GET /api/wallet/entries: newest first, all currencies unless one is named. */
export const walletEntriesQuerySchema = z.object({
  ...pagingQueryShape,
  currency: z.optional(currencySchema),
});
export type WalletEntriesParams = z.output<typeof walletEntriesQuerySchema>;
export const walletEntriesResponseSchema = pagedResponseSchema(walletEntrySchema);
export type WalletEntriesResponse = z.infer<typeof walletEntriesResponseSchema>;

/** POST /api/wallet/deposits and /api/wallet/withdrawals: an amount in minor units and its currency. */
export const moneyMovementRequestSchema = z.strictObject(
  { amount: amountInput(), currency: currencySchema },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? msg('Only an amount and a currency may be sent.')
        : msg(`Send the amount and currency as JSON: '{"amount": 100000, "currency": "INR"}'.`),
  },
);
export type MoneyMovementRequest = z.infer<typeof moneyMovementRequestSchema>;

export const DEPOSIT_STATUSES = ['awaiting_funds', 'confirmed'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];
export const WITHDRAWAL_STATUSES = ['requested', 'paid'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** Where to send a deposit's money: the escrow account, and the reference to write on the transfer. */
export const depositInstructionsSchema = z.object({
  account_name: z.string(),
  bank: z.string(),
  account_number: z.string(),
  /** For a transfer in rupees (NEFT, RTGS, IMPS); null for other currencies. */
  ifsc: z.nullable(z.string()),
  /** For an international transfer (dollars); null for rupees. */
  swift: z.nullable(z.string()),
  reference: z.string(),
  /** The whole instruction as one sentence. */
  text: z.string(),
});
export type DepositInstructions = z.infer<typeof depositInstructionsSchema>;

/** What every deposit and withdrawal shows, to its backer and to the admin. */
const paymentShape = {
  id: z.string(),
  amount: minorUnitsSchema,
  currency: currencySchema,
  /** Unique and readable, e.g. SHR-7K3M9Q2D: the backer writes a deposit's on the bank transfer. */
  reference: z.string(),
  created_at: isoTime,
};
const depositShape = { ...paymentShape, status: z.enum(DEPOSIT_STATUSES), confirmed_at: z.nullable(isoTime) };
const withdrawalShape = { ...paymentShape, status: z.enum(WITHDRAWAL_STATUSES), paid_at: z.nullable(isoTime) };

export const depositSchema = z.object({ ...depositShape, instructions: depositInstructionsSchema });
export type Deposit = z.infer<typeof depositSchema>;

export const withdrawalSchema = z.object(withdrawalShape);
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/** GET /api/wallet/deposits, GET /api/wallet/withdrawals: the caller's own, newest first. */
export const walletListQuerySchema = z.object({ ...pagingQueryShape });
export type WalletListParams = z.output<typeof walletListQuerySchema>;
export const depositListResponseSchema = pagedResponseSchema(depositSchema);
export type DepositListResponse = z.infer<typeof depositListResponseSchema>;
export const withdrawalListResponseSchema = pagedResponseSchema(withdrawalSchema);
export type WithdrawalListResponse = z.infer<typeof withdrawalListResponseSchema>;

/** Whose money it is, for the admin. */
export const paymentBackerSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const adminDepositSchema = z.object({ ...depositShape, backer: paymentBackerSchema });
export type AdminDeposit = z.infer<typeof adminDepositSchema>;

export const adminWithdrawalSchema = z.object({ ...withdrawalShape, backer: paymentBackerSchema });
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

/** GET /api/admin/deposits: the open ones (awaiting funds) oldest first by default; confirmed ones newest first. */
export const adminDepositListQuerySchema = z.object({
  ...pagingQueryShape,
  status: z._default(z.enum(DEPOSIT_STATUSES, { error: msg('Status must be awaiting_funds or confirmed.') }), 'awaiting_funds'),
});
export type AdminDepositListParams = z.output<typeof adminDepositListQuerySchema>;
export const adminDepositListResponseSchema = pagedResponseSchema(adminDepositSchema);
export type AdminDepositListResponse = z.infer<typeof adminDepositListResponseSchema>;

/** GET /api/admin/withdrawals: the open ones (requested) oldest first by default; paid ones newest first. */
export const adminWithdrawalListQuerySchema = z.object({
  ...pagingQueryShape,
  status: z._default(z.enum(WITHDRAWAL_STATUSES, { error: msg('Status must be requested or paid.') }), 'requested'),
});
export type AdminWithdrawalListParams = z.output<typeof adminWithdrawalListQuerySchema>;
export const adminWithdrawalListResponseSchema = pagedResponseSchema(adminWithdrawalSchema);
export type AdminWithdrawalListResponse = z.infer<typeof adminWithdrawalListResponseSchema>;

export const paymentParamsSchema = z.object({ id: idSchema });
