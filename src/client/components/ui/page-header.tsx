import type { ReactNode } from 'react';

/** A dashboard page's h1, an optional line under it and actions on the right. */
export function PageHeader({ title, description, actions }: { title: ReactNode; description?: string; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex shrink-0 items-center gap-2">{actions}</div>}
    </div>
  );
}

/** The white, bordered card every dashboard panel sits on. */
export const CARD = 'rounded-xl border border-slate-200 bg-white shadow-xs';
