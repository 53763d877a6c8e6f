import { Description, Field, Label, Switch } from '@headlessui/react';

/** A labelled switch with its description and, when the value was refused, the sentence why. */
export function SettingsToggle({
  label,
  description,
  checked,
  error,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  error: string | undefined;
  onChange: (value: boolean) => void;
}) {
  return (
    <Field className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <Label className="text-sm font-medium text-slate-900">{label}</Label>
        <Description className="text-sm text-slate-600">{description}</Description>
        {error && <Description className="mt-1 text-sm text-red-700">{error}</Description>}
      </div>
      <Switch
        checked={checked}
        onChange={onChange}
        className="group relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-slate-200 p-0.5 ring-1 ring-slate-500 ring-inset transition-colors data-checked:bg-brand-700 data-checked:ring-brand-700 motion-reduce:transition-none"
      >
        <span className="size-6 rounded-full bg-white shadow-sm ring-1 ring-slate-900/10 transition-transform group-data-checked:translate-x-5 motion-reduce:transition-none" />
      </Switch>
    </Field>
  );
}
