import { useRef, useState, type ComponentType } from 'react';
import type { Deal } from '../../../../shared/contracts/deals.ts';
import { formatMoneyWhole, t } from '../../../lib/i18n.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useSession } from '../../../lib/use-session.ts';
import type { InvestDialogProps } from './invest-dialog.tsx';

/*
 * The dialog's code (its form, checks and money parsing) loads on first use, so a property page
 * does not carry it in its first load; pointing at the button starts loading it early.
 */
let dialogModule: Promise<ComponentType<InvestDialogProps>> | undefined;
function loadDialog(): Promise<ComponentType<InvestDialogProps>> {
  dialogModule ??= import('./invest-dialog.tsx').then(
    (module) => module.InvestDialog,
    (error: unknown) => {
      dialogModule = undefined;
      throw error;
    },
  );
  return dialogModule;
}

export interface InvestButtonProps {
  dealId: string;
  dealName: string;
  /** Whether the deal takes commitments now (live). */
  open: boolean;
  /** The deal as the caller has it, shown in the dialog until its own answer arrives. */
  initialDeal?: Deal;
  className?: string;
}

/**
 * Invest (platform.md §3): for a backer, a button opening the invest dialog; nothing for other
 * roles, or once the deal is not open. After an investment the dialog closes, focus returns here
 * and a status message says what was done.
 */
export function InvestButton({ dealId, dealName, open, initialDeal, className = '' }: InvestButtonProps) {
  const session = useSession();
  const [Dialog, setDialog] = useState<ComponentType<InvestDialogProps> | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLParagraphElement>(null);

  if (session?.role !== 'backer') return null;

  const start = () => {
    if (loading) return;
    setMessage(null);
    if (Dialog) {
      setDialogOpen(true);
      return;
    }
    setLoading(true);
    loadDialog()
      .then((InvestDialog) => {
        setDialog(() => InvestDialog);
        setDialogOpen(true);
      })
      .catch(() => setMessage({ text: t('The investment form could not be opened. Check your connection, then try again.'), error: true }))
      .finally(() => setLoading(false));
  };

  return (
    <div className={`flex flex-col ${className}`}>
      {open && (
        <Button
          ref={button}
          type="button"
          onClick={start}
          onPointerEnter={() => void loadDialog().catch(() => {})}
          pending={loading}
          aria-disabled={loading || undefined}
        >
          {t('Invest')}
        </Button>
      )}
      {/* Always in the page, so what appears in it is announced. */}
      <p ref={status} role="status" tabIndex={-1} className="text-sm font-medium focus:outline-none">
        {message && <span className={`mt-2 block ${message.error ? 'text-red-800' : 'text-green-800'}`}>{message.text}</span>}
      </p>
      {Dialog && (
        <Dialog
          dealId={dealId}
          dealName={dealName}
          initialDeal={initialDeal}
          open={dialogOpen}
          onClose={() => {
            setDialogOpen(false);
            // The dialog mounts already open (its code arrived after the click), so it has no
            // opener to hand focus back to: Invest takes it back itself.
            setTimeout(() => button.current?.focus(), 0);
          }}
          onInvested={(commitment) => {
            setDialogOpen(false);
            const amount = formatMoneyWhole(commitment.amount, commitment.currency);
            setMessage({
              text:
                commitment.status === 'funded'
                  ? t('You invested {amount} in {dealName}, and the deal is now fully funded.', { amount, dealName })
                  : t('You invested {amount} in {dealName}.', { amount, dealName }),
              error: false,
            });
            // Back to Invest once the dialog has gone; to the message when the deal closed with this investment.
            setTimeout(() => (button.current ?? status.current)?.focus(), 0);
          }}
        />
      )}
    </div>
  );
}
