import type { ComponentPropsWithRef } from 'react';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'secondary' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/70',
  secondary: 'bg-white text-brand-800 ring-1 ring-inset ring-brand-700/40 hover:bg-brand-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
};

export const buttonClasses = (variant: Variant = 'primary', extra = '') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 text-sm font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${extra}`;

export function Button({
  variant = 'primary',
  pending = false,
  className = '',
  children,
  ...props
}: ComponentPropsWithRef<'button'> & { variant?: Variant; pending?: boolean }) {
  return (
    <button className={buttonClasses(variant, className)} {...props}>
      {pending && <Spinner className="size-4" />}
      {children}
    </button>
  );
}
