import type { Currency } from '../../../../shared/contracts/money.ts';
import type { WalletBalance, Withdrawal } from '../../../../shared/contracts/wallet.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useRequestWithdrawal } from '../api/move-money.ts';
import { AmountForm, MoneyAnswer } from './money-dialog.tsx';

/**
 * "Withdraw": the amount is held in the wallet at once and sent to the backer's verified bank
 * account when the admin pays it (platform.md §3).
 */
export function WithdrawDialog({ open, onClose, balances }: { open: boolean; onClose: () => void; balances: WalletBalance[] }) {
  return (
    <ModalDialog open={open} onClose={onClose} title="Withdraw">
      <Withdraw onClose={onClose} balances={balances} />
    </ModalDialog>
  );
}

function Withdraw({ onClose, balances }: { onClose: () => void; balances: WalletBalance[] }) {
  const withdraw = useRequestWithdrawal();
  if (withdraw.data) return <WithdrawalRequested withdrawal={withdraw.data} onClose={onClose} />;
  const available = (currency: Currency) => {
    const balance = balances.find((item) => item.currency === currency);
    return `Available: ${formatMoney(balance?.available ?? 0, currency)}.`;
  };
  // The first currency with money available to withdraw (balances come rupees first), else rupees.
  const richest = balances.find((item) => item.available > 0)?.currency ?? 'INR';
  return (
    <AmountForm
      intro="The amount is held in your wallet at once and sent to the bank account of your KYC verification, usually within two working days."
      submitLabel="Request withdrawal"
      fallback="The withdrawal could not be requested. Please try again."
      request={withdraw}
      hint={available}
      defaultCurrency={richest}
    />
  );
}

function WithdrawalRequested({ withdrawal, onClose }: { withdrawal: Withdrawal; onClose: () => void }) {
  return (
    <MoneyAnswer testId="withdrawal-requested" heading={`Withdrawal of ${formatMoney(withdrawal.amount, withdrawal.currency)} requested`} onDone={onClose}>
      <p className="text-sm text-slate-600">
        The amount is held in your wallet and leaves it when we send it to your bank account. Its reference is{' '}
        <span className="font-mono font-semibold text-slate-900">{withdrawal.reference}</span>.
      </p>
    </MoneyAnswer>
  );
}
