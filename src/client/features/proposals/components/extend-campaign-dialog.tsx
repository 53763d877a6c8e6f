import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DeadlineTime } from '../../../components/ui/deadline-time.tsx';
import { t } from '../../../lib/i18n.ts';
import { Trans } from '../../../lib/trans.tsx';

/** The confirmation before a live campaign is extended: its backers are asked to stay in or take their money back. */
export function ExtendCampaignDialog({
  open,
  extendedDeadline,
  pending,
  problem,
  onConfirm,
  onClose,
}: {
  open: boolean;
  /** Where the deadline moves (the server's EXTENSION_DURATION after the current one). */
  extendedDeadline: string;
  pending: boolean;
  problem: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={t('Extend campaign')}
      confirmLabel={t('Extend campaign')}
      pending={pending}
      problem={problem}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Trans
        id="The deadline moves to <0/>, once only. Every backer will be asked to stay in or take their money back: one who declines is refunded at once, and one who has not answered by the original deadline is refunded then."
        components={{ 0: <DeadlineTime iso={extendedDeadline} /> }}
      />
    </ConfirmDialog>
  );
}
