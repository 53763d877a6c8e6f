import { lazy, Suspense } from 'react';
import DealDrawsSection from '../../../features/draws/components/deal-draws-section.tsx';

// Its own chunk, loaded from this one: the property page's first load names only this module, not
// the many the exits section needs (its list of chunks to preload would join the first load).
const ExitWindowsSection = lazy(() => import('../../../features/exits/components/exit-windows-section.tsx'));

/**
 * A funded or exited deal's exit windows and sale votes, then its draws (Fix 'N' Flip only), as
 * interfaces.md orders them; the property page loads this module lazily.
 */
export default function ExitsAndDraws({ dealId }: { dealId: string }) {
  return (
    <>
      <Suspense>
        <ExitWindowsSection dealId={dealId} />
      </Suspense>
      <DealDrawsSection dealId={dealId} />
    </>
  );
}
