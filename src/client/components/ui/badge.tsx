import type { ReactNode } from 'react';

export type BadgeTone = 'slate' | 'brand' | 'sky' | 'amber' | 'green' | 'red';

// 800-shade text on a 50-shade fill (slate: 100): AA for small text.
const TONES: Record<BadgeTone, string> = {
  slate: 'bg-slate-100 text-slate-800 ring-slate-600/25',
  brand: 'bg-brand-50 text-brand-800 ring-brand-600/25',
  sky: 'bg-sky-50 text-sky-800 ring-sky-600/25',
  amber: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  green: 'bg-green-50 text-green-800 ring-green-600/25',
  red: 'bg-red-50 text-red-800 ring-red-600/25',
};

/** A short label in a coloured pill: a role, a status, a kind. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}>
      {children}
    </span>
  );
}
