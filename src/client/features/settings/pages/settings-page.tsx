import { Description, Field, Label, Switch } from '@headlessui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { LANGUAGES, THEMES, TIMEZONES, type Language, type Settings, type Theme } from '../../../../shared/contracts/settings.ts';
import type { Role } from '../../../../shared/roles.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useSettings, useUpdateSettings } from '../api/index.ts';
import { bodyOf, draftOf, saveProblem, validateSettings, type SettingsDraft } from '../lib/settings-form.ts';

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English (en)', es: 'Spanish (es)', fr: 'French (fr)' };
const THEME_NAMES: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

interface ToggleSpec {
  key: string;
  label: string;
  description: string;
}
interface AmountSpec {
  key: string;
  label: string;
}

const COMMON_TOGGLES: ToggleSpec[] = [
  { key: 'email_notifications', label: 'Email notifications', description: 'Investment updates and account activity by email.' },
  { key: 'sms_notifications', label: 'SMS notifications', description: 'Urgent alerts by text message.' },
];

const ROLE_TOGGLES: Record<Role, ToggleSpec[]> = {
  admin: [{ key: 'two_factor_auth', label: 'Two-factor authentication', description: 'Ask for a one-time code at every sign-in.' }],
  backer: [
    { key: 'investment_alerts', label: 'Investment alerts', description: 'Tell me when a deal matching my preferences goes live.' },
    { key: 'auto_invest', label: 'Auto-invest', description: 'Invest automatically in deals that match my preferences and limits.' },
  ],
  proposer: [
    { key: 'deal_alerts', label: 'Deal alerts', description: 'Tell me about new backers and funding milestones on my deals.' },
    { key: 'auto_publish', label: 'Auto-publish', description: 'Publish approved deals without a final manual step.' },
  ],
};

const ROLE_AMOUNTS: Record<Role, AmountSpec[]> = {
  admin: [],
  backer: [
    { key: 'minimum_investment', label: 'Minimum investment ($)' },
    { key: 'maximum_investment', label: 'Maximum investment ($)' },
  ],
  proposer: [
    { key: 'minimum_investment_required', label: 'Minimum investment required ($)' },
    { key: 'maximum_funding_goal', label: 'Maximum funding goal ($)' },
  ],
};

function Card({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`${CARD} p-5 sm:p-6`}>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Toggle({
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

function SettingsForm({ role, initial }: { role: Role; initial: Settings }) {
  const [saved, setSaved] = useState(false);
  const save = useUpdateSettings();
  const form = useContractForm({
    initial: (): SettingsDraft => draftOf(initial),
    bodyOf: (draft) => bodyOf(role, draft),
    validate: (body) => validateSettings(role, body),
    send: save.mutate,
    problemOf: (error) => saveProblem(role, error),
    onSaved: (answer) => {
      form.setDraft(draftOf(answer));
      setSaved(true);
    },
  });
  const { draft, errors, alert, formRef } = form;
  const patch = (key: string, value: boolean | string) => {
    setSaved(false);
    form.set({ [key]: value });
  };
  const submit = (event: FormEvent) => {
    setSaved(false);
    form.submit(event);
  };
  const toggles = [...COMMON_TOGGLES, ...ROLE_TOGGLES[role]];
  const amounts = ROLE_AMOUNTS[role];

  const text = (key: string) => String(draft[key] ?? '');
  return (
    <form ref={formRef} onSubmit={submit} className="space-y-6" aria-label="Settings" noValidate>
      <Card title="Notifications and security">
        <div className="divide-y divide-slate-100">
          {toggles.map((toggle) => (
            <Toggle
              key={toggle.key}
              label={toggle.label}
              description={toggle.description}
              checked={draft[toggle.key] === true}
              error={errors[toggle.key]}
              onChange={(value) => patch(toggle.key, value)}
            />
          ))}
        </div>
      </Card>
      {amounts.length > 0 && (
        <Card title={role === 'backer' ? 'Investment limits' : 'Funding limits'} description="Amounts in US dollars.">
          <div className="grid gap-4 sm:grid-cols-2">
            {amounts.map((field) => (
              <TextField
                key={field.key}
                label={field.label}
                type="number"
                inputMode="numeric"
                min={1}
                step={1000}
                value={text(field.key)}
                onChange={(event) => patch(field.key, event.target.value)}
                error={errors[field.key]}
              />
            ))}
          </div>
        </Card>
      )}
      <Card title="Preferences">
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label="Language" value={text('language')} onChange={(e) => patch('language', e.target.value)} error={errors.language}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Timezone" value={text('timezone')} onChange={(e) => patch('timezone', e.target.value)} error={errors.timezone}>
            {TIMEZONES.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </SelectField>
          <SelectField label="Theme" value={text('theme')} onChange={(e) => patch('theme', e.target.value)} error={errors.theme}>
            {THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {THEME_NAMES[theme]}
              </option>
            ))}
          </SelectField>
        </div>
      </Card>
      <div className="space-y-3">
        {alert && <Alert tone="error">{alert}</Alert>}
        {saved && <Alert tone="success">Settings saved</Alert>}
        <div className="flex justify-end">
          <Button type="submit" pending={save.isPending} disabled={save.isPending} className="w-full sm:w-auto">
            {save.isPending ? 'Saving…' : 'Save Settings'}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Settings (spec §2, §3; decisions.md #17): the role's toggles, limits and preferences, saved to the account. */
export function SettingsPage({ role }: { role: Role }) {
  const { data, isPending, isError } = useSettings();
  return (
    <div>
      <PageHeader title="Settings" description="Notifications, security and display preferences for your account." />
      {isPending ? (
        <div className="flex items-center gap-3 text-sm text-slate-600" role="status">
          <Spinner /> Loading settings
        </div>
      ) : isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          The settings could not be loaded. Reload the page to try again.
        </p>
      ) : (
        <SettingsForm role={role} initial={data} />
      )}
    </div>
  );
}
