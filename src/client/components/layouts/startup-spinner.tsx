import { useEffect, useState } from 'react';
import { Logo } from '../ui/logo.tsx';
import { Spinner } from '../ui/spinner.tsx';

export const STARTUP_SPINNER_MS = 1000;

/** Covers the first paint for one second at app start (spec §2, decisions.md #14). */
export function StartupSpinner() {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), STARTUP_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div role="status" aria-label="Loading Sharestead" className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-5 bg-white">
      <Logo />
      <Spinner className="size-8 text-brand-700" />
    </div>
  );
}
