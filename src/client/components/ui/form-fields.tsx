import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const CONTROL =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-500/25 disabled:bg-slate-50 sm:text-sm';

/** Labels carry only their words, so each control's accessible name is exactly its label; optional fields say so in a hint. */
function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-medium text-slate-800">
      {children}
    </label>
  );
}

interface FieldProps {
  label: string;
  hint?: string;
  /** Marks the field as required for people and assistive technology without the browser's own check. */
  markRequired?: boolean;
}

export function TextField({ label, hint, markRequired, className = '', ...props }: InputHTMLAttributes<HTMLInputElement> & FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input
        id={id}
        className={CONTROL}
        aria-describedby={hint ? hintId : undefined}
        aria-required={markRequired || undefined}
        {...props}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

export function TextAreaField({ label, className = '', ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea id={id} className={CONTROL} rows={5} {...props} />
    </div>
  );
}

export function SelectField({
  label,
  markRequired,
  className = '',
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select id={id} className={`${CONTROL} pr-8`} aria-required={markRequired || undefined} {...props}>
        {children}
      </select>
    </div>
  );
}

export function CheckboxField({ label, className = '', ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2.5 ${className}`}>
      <input
        id={id}
        type="checkbox"
        className="size-4.5 rounded border-slate-400 text-brand-700 accent-brand-700 focus:ring-brand-500"
        {...props}
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
