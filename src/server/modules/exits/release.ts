import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exitOrders, exitWindows, type ExitOrderRow } from '../../db/schema/index.ts';
import type { Step } from '../../steps/run-step.ts';
import { unlockUnits } from '../holdings/index.ts';
import { voidPending } from '../ledger/index.ts';

/*
 * What an order holds until the close, given back: a buy order's money held in the wallet (its
 * pending transfer voided) and a sell order's face value locked on the units ledger (unlocked).
 * The cancel route, the close (what stays unfilled) and a sale vote suspending the window all
 * release through here, inside their own step.
 */

/** Releases the holds of these orders (their rows as read, still open) and gives them their final status. */
export async function releaseOrders(
  tx: Db,
  orders: readonly ExitOrderRow[],
  status: 'cancelled' | 'unfilled' | 'filled' | 'partly_filled',
  at: Date,
): Promise<void> {
  for (const order of orders) {
    if (order.side === 'buy' && order.holdTransferId) await voidPending(tx, order.holdTransferId, at);
    const locked = order.faceValue - order.filledFaceValue;
    if (order.side === 'sell' && locked > 0n) await unlockUnits(tx, order.dealId, order.backerId, locked);
  }
  if (orders.length === 0) return;
  await tx
    .update(exitOrders)
    .set({ status, holdTransferId: null, resolvedAt: at })
    .where(
      and(
        inArray(
          exitOrders.id,
          orders.map((order) => order.id),
        ),
        eq(exitOrders.status, 'open'),
      ),
    );
}

/**
 * A sale vote opening on the deal (after-funding.md §5: no window trades while it is open): the
 * deal's open window, if any, turns `suspended` by a conditional update, and each of its open
 * orders is cancelled with its holds released. A window already closing settles as it would.
 * Answers the suspended window's id, or null.
 */
export async function suspendOpenWindow(step: Step, dealId: string): Promise<string | null> {
  const { tx, now } = step;
  const [window] = await tx
    .update(exitWindows)
    .set({ status: 'suspended' })
    .where(and(eq(exitWindows.dealId, dealId), eq(exitWindows.status, 'open')))
    .returning({ id: exitWindows.id });
  if (!window) return null;
  const open = await tx
    .select()
    .from(exitOrders)
    .where(and(eq(exitOrders.windowId, window.id), eq(exitOrders.status, 'open')))
    .orderBy(exitOrders.placedAt, exitOrders.id)
    .for('update');
  await releaseOrders(tx, open, 'cancelled', now);
  return window.id;
}
