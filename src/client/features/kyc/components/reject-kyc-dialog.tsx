import { kycRejectBodySchema } from '../../../../shared/contracts/kyc.ts';
import { checkWith, ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { t } from '../../../lib/i18n.ts';

/** The dialog named "Reject KYC": a required Reason, which the backer reads on the KYC page and in a notification. */
export function RejectKycDialog({
  backerName,
  onReject,
  ...dialog
}: {
  backerName: string;
  open: boolean;
  pending: boolean;
  /** The server's refusal, shown in the dialog. */
  problem: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      {...dialog}
      title={t('Reject KYC')}
      description={t('Tell {name} what to correct. They will read this reason on their KYC page and in a notification.', { name: backerName })}
      check={checkWith(
        kycRejectBodySchema,
        (reason) => ({ reason }),
        (data) => data.reason,
      )}
      onSubmit={onReject}
    />
  );
}
