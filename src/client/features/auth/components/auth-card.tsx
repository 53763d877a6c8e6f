import type { ReactNode } from 'react';

/** The framed panel the sign-in and registration screens share. */
export function AuthCard({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-20">
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1.5 text-sm text-slate-600">{intro}</p>
        <div className="mt-7">{children}</div>
      </div>
    </div>
  );
}
