import { CheckCircleIcon, ExclamationTriangleIcon } from '@heroicons/react/20/solid';
import type { ReactNode } from 'react';

/** A message that screen readers announce as it appears. */
export function Alert({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  const error = tone === 'error';
  const Icon = error ? ExclamationTriangleIcon : CheckCircleIcon;
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`flex items-start gap-2.5 rounded-lg px-4 py-3 text-sm ${
        error ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-green-50 text-green-800 ring-1 ring-green-200'
      }`}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>{children}</div>
    </div>
  );
}
