import type { ReactNode } from 'react';

/** A deal's or a holding's figures as term and value pairs, two to a row (the caller adds spacing and wider rows). */
export function Facts({ facts, className }: { facts: (readonly [term: string, value: ReactNode])[]; className: string }) {
  return (
    <dl className={`grid grid-cols-2 gap-y-3 text-sm ${className}`}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-slate-600">{term}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
