import { rejectDistributionSchema } from '../../../../shared/contracts/distributions.ts';
import { checkWith, ReasonDialog } from '../../../components/ui/reason-dialog.tsx';
import { t } from '../../../lib/i18n.ts';

/** The dialog named "Reject distribution": a required Reason, which its proposer reads beside the distribution. */
export function RejectDistributionDialog({
  subject,
  onReject,
  ...dialog
}: {
  /** "Sea Breeze Villa, 2027-Q1": which distribution. */
  subject: string;
  open: boolean;
  pending: boolean;
  /** The server's refusal (another admin must reject one you drafted), shown in the dialog. */
  problem: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  return (
    <ReasonDialog
      {...dialog}
      title={t('Reject distribution')}
      description={t('Say what is wrong with the distribution of {subject}. Its proposer reads the reason beside it; any money paid in goes back.', {
        subject,
      })}
      check={checkWith(
        rejectDistributionSchema,
        (reason) => ({ reason }),
        (data) => data.reason,
      )}
      onSubmit={onReject}
    />
  );
}
