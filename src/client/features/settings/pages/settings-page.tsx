import { type FormEvent, type ReactNode } from 'react';
import { LANGUAGES, THEMES, TIMEZONES, type Settings, type Theme } from '../../../../shared/contracts/settings.ts';
import { LANGUAGE_NAMES } from '../../../../shared/i18n/languages.ts';
import type { Role } from '../../../../shared/roles.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextField } from '../../../components/ui/form-fields.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { msg, t } from '../../../lib/i18n.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useSavedConfirmation, useSettings, useUpdateSettings } from '../api/index.ts';
import { PasswordForm } from '../components/password-form.tsx';
import { SettingsCard } from '../components/settings-card.tsx';
import { SettingsToggle } from '../components/settings-toggle.tsx';
import { TwoFactorToggle } from '../components/two-factor-toggle.tsx';
import { bodyOf, draftOf, saveProblem, validateSettings, type SettingsDraft } from '../lib/settings-form.ts';

const THEME_NAMES: Record<Theme, string> = { light: msg('Light'), dark: msg('Dark'), system: msg('System') };
const TIME_ZONE_NAMES: Record<(typeof TIMEZONES)[number], string> = {
  'UTC-8': msg('UTC-8'),
  'UTC-5': msg('UTC-5'),
  'UTC+0': msg('UTC+0'),
  'UTC+1': msg('UTC+1'),
  'UTC+5:30': msg('UTC+5:30'),
};

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
  { key: 'email_notifications', label: msg('Email notifications'), description: msg('Investment updates and account activity by email.') },
  { key: 'sms_notifications', label: msg('SMS notifications'), description: msg('Urgent alerts by text message.') },
];

const ROLE_TOGGLES: Record<Role, ToggleSpec[]> = {
  // The admin's two_factor_auth follows enrolment: TwoFactorToggle (every role's) drives it.
  admin: [],
  backer: [
    { key: 'investment_alerts', label: msg('Investment alerts'), description: msg('Tell me when a deal matching my preferences goes live.') },
    { key: 'auto_invest', label: msg('Auto-invest'), description: msg('Invest automatically in deals that match my preferences and limits.') },
  ],
  proposer: [
    { key: 'deal_alerts', label: msg('Deal alerts'), description: msg('Tell me about new backers and funding milestones on my deals.') },
    { key: 'auto_publish', label: msg('Auto-publish'), description: msg('Publish approved deals without a final manual step.') },
  ],
};

// Whole units without a currency of their own: each applies in the currency of the deal at hand (interfaces.md, Settings).
const ROLE_AMOUNTS: Record<Role, AmountSpec[]> = {
  admin: [],
  backer: [
    { key: 'minimum_investment', label: msg('Minimum investment') },
    { key: 'maximum_investment', label: msg('Maximum investment') },
  ],
  proposer: [
    { key: 'minimum_investment_required', label: msg('Minimum investment required') },
    { key: 'maximum_funding_goal', label: msg('Maximum funding goal') },
  ],
};

function SettingsForm({ role, initial }: { role: Role; initial: Settings }) {
  const [saved, setSaved] = useSavedConfirmation();
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
    <form ref={formRef} onSubmit={submit} className="space-y-6" aria-label={t('Settings')} noValidate>
      <SettingsCard title={t('Notifications and security')}>
        <div className="divide-y divide-slate-100">
          {toggles.map((toggle) => (
            <SettingsToggle
              key={toggle.key}
              label={t(toggle.label)}
              description={t(toggle.description)}
              checked={draft[toggle.key] === true}
              error={errors[toggle.key]}
              onChange={(value) => patch(toggle.key, value)}
            />
          ))}
          <TwoFactorToggle />
        </div>
      </SettingsCard>
      {amounts.length > 0 && (
        <SettingsCard
          title={role === 'backer' ? t('Investment limits') : t('Funding limits')}
          description={t("Whole amounts, each applied in a deal's own currency: rupees for a rupee deal, dollars for a dollar deal.")}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {amounts.map((field) => (
              <TextField
                key={field.key}
                label={t(field.label)}
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
        </SettingsCard>
      )}
      <SettingsCard title={t('Preferences')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField label={t('Language')} value={text('language')} onChange={(e) => patch('language', e.target.value)} error={errors.language}>
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language} translate="no">
                {LANGUAGE_NAMES[language]}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('Timezone')} value={text('timezone')} onChange={(e) => patch('timezone', e.target.value)} error={errors.timezone}>
            {TIMEZONES.map((zone) => (
              <option key={zone} value={zone}>
                {t(TIME_ZONE_NAMES[zone])}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('Theme')} value={text('theme')} onChange={(e) => patch('theme', e.target.value)} error={errors.theme}>
            {THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {t(THEME_NAMES[theme])}
              </option>
            ))}
          </SelectField>
        </div>
      </SettingsCard>
      <div className="space-y-3">
        {alert && <Alert tone="error">{alert}</Alert>}
        {saved && <Alert tone="success">{t('Settings saved')}</Alert>}
        <div className="flex justify-end">
          <Button type="submit" pending={save.isPending} disabled={save.isPending} className="w-full sm:w-auto">
            {save.isPending ? t('Saving…') : t('Save Settings')}
          </Button>
        </div>
      </div>
    </form>
  );
}

/**
 * Settings (spec §2, §3; decisions.md #17): the role's toggles, limits and preferences, saved to the
 * account. `notice`: what the route puts above them (what of the contact details is unverified).
 */
export function SettingsPage({ role, notice }: { role: Role; notice?: ReactNode }) {
  const { data, isPending, isError } = useSettings();
  return (
    <div>
      <PageHeader title={t('Settings')} description={t('Notifications, security and display preferences for your account.')} />
      {notice}
      {isPending ? (
        <div className="flex items-center gap-3 text-sm text-slate-600" role="status">
          <Spinner /> {t('Loading settings')}
        </div>
      ) : isError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {t('The settings could not be loaded. Reload the page to try again.')}
        </p>
      ) : (
        <SettingsForm role={role} initial={data} />
      )}
      <div className="mt-6">
        <PasswordForm />
      </div>
    </div>
  );
}
