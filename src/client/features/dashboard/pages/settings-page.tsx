import { Description, Field, Label, Switch } from '@headlessui/react';
import { InformationCircleIcon } from '@heroicons/react/20/solid';
import { useState, type ReactNode } from 'react';
import {
  LANGUAGES,
  THEMES,
  TIMEZONES,
  type AdminSettings,
  type BackerSettings,
  type Language,
  type ProposerSettings,
  type Theme,
  type Timezone,
} from '../../../../shared/contracts/dashboard.ts';
import type { Role } from '../../../../shared/roles.ts';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSettings } from '../api/index.ts';
import { CARD, PageHeader } from './page-header.tsx';

type AnySettings = AdminSettings | BackerSettings | ProposerSettings;
type BooleanKey<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T];
type NumberKey<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English (en)', es: 'Spanish (es)', fr: 'French (fr)' };
const THEME_NAMES: Record<Theme, string> = { light: 'Light', dark: 'Dark', system: 'System' };

interface ToggleSpec<S> {
  key: BooleanKey<S>;
  label: string;
  description: string;
}
interface NumberSpec<S> {
  key: NumberKey<S>;
  label: string;
}

const COMMON_TOGGLES: ToggleSpec<AnySettings>[] = [
  { key: 'emailNotifications', label: 'Email notifications', description: 'Investment updates and account activity by email.' },
  { key: 'smsNotifications', label: 'SMS notifications', description: 'Urgent alerts by text message.' },
];

const ROLE_TOGGLES = {
  admin: [{ key: 'twoFactorAuth', label: 'Two-factor authentication', description: 'Ask for a one-time code at every sign-in.' }],
  backer: [
    { key: 'investmentAlerts', label: 'Investment alerts', description: 'Tell me when a deal matching my preferences goes live.' },
    { key: 'autoInvest', label: 'Auto-invest', description: 'Invest automatically in deals that match my preferences and limits.' },
  ],
  proposer: [
    { key: 'dealAlerts', label: 'Deal alerts', description: 'Tell me about new backers and funding milestones on my deals.' },
    { key: 'autoPublish', label: 'Auto-publish', description: 'Publish approved deals without a final manual step.' },
  ],
} as const satisfies { admin: ToggleSpec<AdminSettings>[]; backer: ToggleSpec<BackerSettings>[]; proposer: ToggleSpec<ProposerSettings>[] };

const ROLE_NUMBERS = {
  admin: [],
  backer: [
    { key: 'minimumInvestment', label: 'Minimum investment ($)' },
    { key: 'maximumInvestment', label: 'Maximum investment ($)' },
  ],
  proposer: [
    { key: 'minimumInvestmentRequired', label: 'Minimum investment required ($)' },
    { key: 'maximumFundingGoal', label: 'Maximum funding goal ($)' },
  ],
} as const satisfies { admin: NumberSpec<AdminSettings>[]; backer: NumberSpec<BackerSettings>[]; proposer: NumberSpec<ProposerSettings>[] };

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

function Toggle({ label, description, checked, onChange }: { label: string; description: string; checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <Field className="flex items-center justify-between gap-4 py-3">
      <div className="min-w-0">
        <Label className="text-sm font-medium text-slate-900">{label}</Label>
        <Description className="text-sm text-slate-600">{description}</Description>
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

function SettingsForm({ role, initial }: { role: Role; initial: AnySettings }) {
  const [settings, setSettings] = useState<AnySettings>(initial);
  const values = settings as unknown as Record<string, unknown>;
  const patch = (key: string, value: unknown) => setSettings((current) => ({ ...current, [key]: value }) as AnySettings);
  const toggles: readonly { key: string; label: string; description: string }[] = [...COMMON_TOGGLES, ...ROLE_TOGGLES[role]];
  const numbers: readonly { key: string; label: string }[] = ROLE_NUMBERS[role];

  return (
    <div className="space-y-6">
      <p className="flex items-start gap-2 rounded-lg bg-info/5 px-4 py-3 text-sm text-info ring-1 ring-info/20 ring-inset">
        <InformationCircleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Changes here apply to this page only; settings are not saved yet.
      </p>
      <Card title="Notifications and security">
        <div className="divide-y divide-slate-100">
          {toggles.map((toggle) => (
            <Toggle
              key={toggle.key}
              label={toggle.label}
              description={toggle.description}
              checked={values[toggle.key] === true}
              onChange={(value) => patch(toggle.key, value)}
            />
          ))}
        </div>
      </Card>
      {numbers.length > 0 && (
        <Card title={role === 'backer' ? 'Investment limits' : 'Funding limits'} description="Amounts in US dollars.">
          <div className="grid gap-4 sm:grid-cols-2">
            {numbers.map((field) => (
              <TextField
                key={field.key}
                label={field.label}
                type="number"
                inputMode="numeric"
                min={0}
                step={1000}
                value={String(values[field.key] ?? '')}
                onChange={(event) => patch(field.key, event.target.value === '' ? 0 : Number(event.target.value))}
              />
            ))}
          </div>
        </Card>
      )}
      <Card title="Preferences">
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label="Language" value={settings.language} onChange={(e) => patch('language', e.target.value as Language)}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Timezone" value={settings.timezone} onChange={(e) => patch('timezone', e.target.value as Timezone)}>
            {TIMEZONES.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </SelectField>
          <SelectField label="Theme" value={settings.theme} onChange={(e) => patch('theme', e.target.value as Theme)}>
            {THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {THEME_NAMES[theme]}
              </option>
            ))}
          </SelectField>
        </div>
      </Card>
    </div>
  );
}

/** Settings (spec §2, §3): the role's toggles, limits and preferences. Nothing is saved. */
export function SettingsPage({ role }: { role: Role }) {
  const { data, isPending, isError } = useSettings(role);
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
