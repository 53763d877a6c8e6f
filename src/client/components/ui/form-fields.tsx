import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

const CONTROL =
  'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-xs placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-500/25 aria-invalid:border-red-600 disabled:bg-slate-50 [&[readonly]]:bg-slate-50 [&[readonly]]:text-slate-700 sm:text-sm';

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
  /** A sentence about what is wrong with the value, shown under the field and tied to it. */
  error?: string | undefined;
}

/** The ids a control is described by (its hint, then its error) and its invalid flag. */
function describe(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-describedby': ids || undefined, 'aria-invalid': error ? true : undefined };
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

export function TextField({ label, hint, markRequired, error, className = '', ...props }: InputHTMLAttributes<HTMLInputElement> & FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <input id={id} className={CONTROL} {...describe(id, hint, error)} aria-required={markRequired || undefined} {...props} />
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function TextAreaField({ label, hint, error, className = '', ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <textarea id={id} className={CONTROL} rows={5} {...describe(id, hint, error)} {...props} />
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function SelectField({ label, markRequired, hint, error, className = '', children, ...props }: SelectHTMLAttributes<HTMLSelectElement> & FieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <select id={id} className={`${CONTROL} pr-8`} {...describe(id, hint, error)} aria-required={markRequired || undefined} {...props}>
        {children}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

export function CheckboxField({ label, className = '', ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2.5 ${className}`}>
      <input id={id} type="checkbox" className="size-4.5 rounded border-slate-400 text-brand-700 accent-brand-700 focus:ring-brand-500" {...props} />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}
