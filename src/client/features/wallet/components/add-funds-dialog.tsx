import type { Deposit } from '../../../../shared/contracts/wallet.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useCreateDeposit } from '../api/move-money.ts';
import { AmountForm, FocusedHeading, WalletDialog } from './money-dialog.tsx';
import { TransferDetails } from './transfer-details.tsx';

/**
 * "Add funds": the backer says how much they will send; the answer is a deposit awaiting funds,
 * with its reference and the escrow account to send the money to (platform.md §3).
 */
export function AddFundsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <WalletDialog open={open} onClose={onClose} title="Add funds">
      <AddFunds onClose={onClose} />
    </WalletDialog>
  );
}

function AddFunds({ onClose }: { onClose: () => void }) {
  const create = useCreateDeposit();
  if (create.data) return <DepositCreated deposit={create.data} onClose={onClose} />;
  return (
    <AmountForm
      intro="You add money by bank transfer to Sharestead's escrow account. Say how much you will send; we give you the account and a reference to write on the transfer."
      submitLabel="Create deposit"
      fallback="The deposit could not be created. Please try again."
      onSubmit={(request) => create.mutate(request)}
      pending={create.isPending}
      error={create.error}
    />
  );
}

function DepositCreated({ deposit, onClose }: { deposit: Deposit; onClose: () => void }) {
  return (
    <div className="mt-4 space-y-4" data-testid="deposit-created">
      <FocusedHeading>Send {formatMoney(deposit.amount, deposit.currency)} with reference {deposit.reference}</FocusedHeading>
      <p className="text-sm text-slate-600">
        Your wallet is credited as soon as the money arrives and we confirm it. This deposit stays on your wallet page, awaiting funds, until then.
      </p>
      <TransferDetails deposit={deposit} />
      <div className="flex justify-end">
        <Button type="button" onClick={onClose}>
          Done
        </Button>
      </div>
    </div>
  );
}
