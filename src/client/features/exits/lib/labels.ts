import type { ExitProposal, ExitWindow, Order } from '../../../../shared/contracts/exits.ts';
import type { BadgeTone } from '../../../components/ui/badge.tsx';
import { msg } from '../../../lib/i18n.ts';

/** The words and colours of each status (translated where shown, with t()). */
export const ORDER_STATUS: Record<Order['status'], { label: string; tone: BadgeTone }> = {
  open: { label: msg('Open', 'order'), tone: 'sky' },
  cancelled: { label: msg('Cancelled', 'order'), tone: 'slate' },
  filled: { label: msg('Filled', 'order'), tone: 'green' },
  partly_filled: { label: msg('Partly filled', 'order'), tone: 'amber' },
  unfilled: { label: msg('Unfilled', 'order'), tone: 'slate' },
};

export const ORDER_SIDE: Record<Order['side'], string> = { buy: msg('Buy', 'order side'), sell: msg('Sell', 'order side') };

export const WINDOW_STATUS: Record<ExitWindow['status'], { label: string; tone: BadgeTone }> = {
  open: { label: msg('Open', 'exit window'), tone: 'green' },
  settled: { label: msg('Settled', 'exit window'), tone: 'slate' },
  suspended: { label: msg('Suspended', 'exit window'), tone: 'amber' },
};

export const PROPOSAL_STATUS: Record<ExitProposal['status'], { label: string; tone: BadgeTone }> = {
  open: { label: msg('Vote open', 'sale'), tone: 'sky' },
  passed: { label: msg('Passed', 'sale'), tone: 'green' },
  failed: { label: msg('Failed', 'sale'), tone: 'red' },
  completed: { label: msg('Sold', 'sale'), tone: 'green' },
};
