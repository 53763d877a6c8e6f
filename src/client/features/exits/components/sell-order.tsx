import { useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatMoney, t } from '../../../lib/i18n.ts';
import { formatDeadline } from '../../../lib/relative-time.ts';
import { useTimeZone } from '../../../lib/time-zone.ts';
import { useExitWindows } from '../api/get-exit-windows.ts';
import { OrderForm } from './order-form.tsx';

/**
 * Sell on a holding while its deal has an open exit window (after-funding.md §5): a dialog with
 * the face value (at most what is held) and the lowest price per 100 within the band. Nothing
 * shows while no window is open.
 */
export function SellOrder({ dealId, dealName, faceValue }: { dealId: string; dealName: string; faceValue: number }) {
  const windows = useExitWindows(dealId);
  const timeZone = useTimeZone();
  const [open, setOpen] = useState(false);
  const [placed, setPlaced] = useState<string | null>(null);
  const window = windows.data?.items.find((candidate) => candidate.status === 'open');
  if (!window || faceValue <= 0) return null;
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <p className="text-sm text-slate-700">
        {t('An exit window is open until {date}: you can offer your holding to other backers.', { date: formatDeadline(window.closes_at, timeZone) })}
      </p>
      {placed && (
        <div className="mt-2">
          <Alert tone="success">{placed}</Alert>
        </div>
      )}
      <Button type="button" variant="secondary" className="mt-2" onClick={() => setOpen(true)} aria-label={t('Sell: {deal}', { deal: dealName })}>
        {t('Sell')}
      </Button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('Sell in {deal}', { deal: dealName })}
        subtitle={t('You hold {amount} of face value. Your order trades at the clearing price when the window closes.', {
          amount: formatMoney(faceValue, window.currency),
        })}
      >
        <div className="mt-4">
          <OrderForm
            window={window}
            side="sell"
            maxFaceValue={faceValue}
            onPlaced={(order) => {
              setOpen(false);
              setPlaced(
                t('Your sell order for {amount} of face value is placed; it trades when the window closes.', {
                  amount: formatMoney(order.face_value, order.currency),
                }),
              );
            }}
          />
        </div>
      </ModalDialog>
    </div>
  );
}
