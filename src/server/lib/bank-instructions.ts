import type { DepositInstructions } from '../../shared/contracts/wallet.ts';
import type { Currency } from '../../shared/contracts/money.ts';
import type { DisplayLanguage } from '../../shared/i18n/languages.ts';
import type { EscrowAccount } from '../config/env.ts';
import { money, translateMessage } from './localized.ts';

/**
 * How to pay money in to the platform's escrow account by bank transfer: IFSC for rupees, SWIFT
 * for dollars, and the reference to quote. `sentence` is the whole instruction as an English
 * message filling in {amount}, {accountName}, {accountNumber}, {bank}, {routing} and {reference}.
 */
export function bankTransferInstructions(
  escrow: EscrowAccount,
  payment: { amount: bigint; currency: Currency; reference: string },
  sentence: string,
  language: DisplayLanguage,
): DepositInstructions {
  const domestic = payment.currency === 'INR';
  const routing = domestic ? `IFSC ${escrow.ifsc}` : `SWIFT ${escrow.swift}`;
  return {
    account_name: escrow.accountName,
    bank: escrow.bank,
    account_number: escrow.accountNumber,
    ifsc: domestic ? escrow.ifsc : null,
    swift: domestic ? null : escrow.swift,
    reference: payment.reference,
    text: translateMessage(language, sentence, {
      amount: money(payment.amount, payment.currency),
      accountName: escrow.accountName,
      accountNumber: escrow.accountNumber,
      bank: escrow.bank,
      routing,
      reference: payment.reference,
    }),
  };
}
