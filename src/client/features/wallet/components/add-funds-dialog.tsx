import type { Deposit } from '../../../../shared/contracts/wallet.ts';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { useCreateDeposit } from '../api/move-money.ts';
import { AmountForm, MoneyAnswer } from './money-dialog.tsx';
import { TransferDetails } from '../../../components/ui/transfer-details.tsx';

/**
 * "Add funds": the backer says how much they will send; the answer is a deposit awaiting funds,
 * with its reference and the escrow account to send the money to (platform.md §3).
 */
export function AddFundsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog open={open} onClose={onClose} title={t('Add funds')}>
      <AddFunds onClose={onClose} />
    </ModalDialog>
  );
}

function AddFunds({ onClose }: { onClose: () => void }) {
  const create = useCreateDeposit();
  if (create.data) return <DepositCreated deposit={create.data} onClose={onClose} />;
  return (
    <AmountForm
      intro={t(
        "You add money by bank transfer to Sharestead's escrow account. Say how much you will send; we give you the account and a reference to write on the transfer.",
      )}
      submitLabel={t('Create deposit')}
      fallback={t('The deposit could not be created. Please try again.')}
      request={create}
    />
  );
}

function DepositCreated({ deposit, onClose }: { deposit: Deposit; onClose: () => void }) {
  return (
    <MoneyAnswer
      testId="deposit-created"
      heading={t('Send {amount} with reference {reference}', { amount: formatMoney(deposit.amount, deposit.currency), reference: deposit.reference })}
      onDone={onClose}
    >
      <p className="text-sm text-slate-600">
        {t('Your wallet is credited as soon as the money arrives and we confirm it. This deposit stays on your wallet page, awaiting funds, until then.')}
      </p>
      <TransferDetails transfer={deposit} />
    </MoneyAnswer>
  );
}
