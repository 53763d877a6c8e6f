import { Trans } from '../../../lib/trans.tsx';
import type { Currency } from '../../../../shared/contracts/money.ts';
import type { WalletBalance, Withdrawal } from '../../../../shared/contracts/wallet.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { useRequestWithdrawal } from '../api/move-money.ts';
import { AmountForm, MoneyAnswer } from './money-dialog.tsx';

/**
 * "Withdraw": the amount is held in the wallet at once and sent to the backer's verified bank
 * account when the admin pays it (platform.md §3).
 */
export function WithdrawDialog({ open, onClose, balances }: { open: boolean; onClose: () => void; balances: WalletBalance[] }) {
  return (
    <ModalDialog open={open} onClose={onClose} title={t('Withdraw')}>
      <Withdraw onClose={onClose} balances={balances} />
    </ModalDialog>
  );
}

function Withdraw({ onClose, balances }: { onClose: () => void; balances: WalletBalance[] }) {
  const withdraw = useRequestWithdrawal();
  if (withdraw.data) return <WithdrawalRequested withdrawal={withdraw.data} onClose={onClose} />;
  const available = (currency: Currency) => {
    const balance = balances.find((item) => item.currency === currency);
    return t('Available: {amount}.', { amount: formatMoney(balance?.available ?? 0, currency) });
  };
  // The first currency with money available to withdraw (balances come rupees first), else rupees.
  const richest = balances.find((item) => item.available > 0)?.currency ?? 'INR';
  return (
    <AmountForm
      intro={t('The amount is held in your wallet at once and sent to the bank account of your KYC verification, usually within two working days.')}
      submitLabel={t('Request withdrawal')}
      fallback={t('The withdrawal could not be requested. Please try again.')}
      request={withdraw}
      hint={available}
      defaultCurrency={richest}
    />
  );
}

function WithdrawalRequested({ withdrawal, onClose }: { withdrawal: Withdrawal; onClose: () => void }) {
  return (
    <MoneyAnswer
      testId="withdrawal-requested"
      heading={t('Withdrawal of {amount} requested', { amount: formatMoney(withdrawal.amount, withdrawal.currency) })}
      onDone={onClose}
    >
      <p className="text-sm text-slate-600">
        <Trans
          id="The amount is held in your wallet and leaves it when we send it to your bank account. Its reference is <0>{reference}</0>."
          values={{ reference: withdrawal.reference }}
          components={{ 0: <span className="font-mono font-semibold text-slate-900" translate="no" /> }}
        />
      </p>
    </MoneyAnswer>
  );
}
