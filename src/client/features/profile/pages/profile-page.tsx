import { useState, type ReactNode } from 'react';
import {
  PREFERRED_PROPERTY_TYPES,
  RISK_TOLERANCES,
  type PreferredPropertyType,
  type Profile,
  type RiskTolerance,
} from '../../../../shared/contracts/profile.ts';
import type { Role } from '../../../../shared/roles.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { CARD, PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatNumber, msg, t } from '../../../lib/i18n.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useProfile, useUpdateProfile } from '../api/index.ts';
import { AvatarControl } from '../components/avatar-control.tsx';
import { ContactVerificationPanel } from '../components/contact-verification.tsx';
import { bodyOf, draftOf, saveProblem, validateProfile } from '../lib/profile-form.ts';

const ROLE_LABELS: Record<Role, string> = { admin: msg('Administrator'), backer: msg('Backer'), proposer: msg('Proposer') };
// The contract's values, shown in the interface's language.
const PROPERTY_TYPE_LABELS: Record<PreferredPropertyType, string> = {
  Residential: msg('Residential'),
  Commercial: msg('Commercial'),
  Industrial: msg('Industrial'),
  'Mixed-Use': msg('Mixed-Use'),
};
const RISK_LABELS: Record<RiskTolerance, string> = { Low: msg('Low'), Moderate: msg('Moderate'), High: msg('High') };

function Detail({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 text-sm font-medium break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

/** What a detail shows when nothing was given. */
function Missing({ children }: { children?: ReactNode }) {
  return <span className="font-normal text-slate-600">{children ?? t('Not given')}</span>;
}

/** What the person typed (never translated), or "Not given". */
function Given({ value }: { value: string | null }) {
  return value === null ? <Missing /> : <span translate="no">{value}</span>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`${CARD} p-5 sm:p-6`}>
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A list of chips: the contract's choices (`labels` translates them) or what the person typed. */
function Chips({ items, labels }: { items: readonly string[]; labels?: Record<string, string> }) {
  if (items.length === 0) return <Missing>{t('None chosen')}</Missing>;
  return (
    <ul className="flex flex-wrap gap-2" translate={labels ? undefined : 'no'}>
      {items.map((item) => (
        <li key={item} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-700/20 ring-inset">
          {labels?.[item] ? t(labels[item]) : item}
        </li>
      ))}
    </ul>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  return (
    <div className="space-y-6">
      <Section title={t('Personal information')}>
        <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
          <AvatarControl profile={profile} />
          <dl className="grid flex-1 gap-x-8 gap-y-4 sm:grid-cols-2">
            <Detail term={t('Name')}>
              <Given value={profile.name} />
            </Detail>
            <Detail term={t('Role')}>{t(ROLE_LABELS[profile.role])}</Detail>
            <Detail term={t('Email')}>
              <Given value={profile.email} />
            </Detail>
            <Detail term={t('Phone')}>
              <Given value={profile.phone} />
            </Detail>
            <Detail term={t('Location')}>
              <Given value={profile.location} />
            </Detail>
            <Detail term={t('Bio')} className="sm:col-span-2">
              {profile.bio === null ? <Missing>{t('No bio yet')}</Missing> : <Given value={profile.bio} />}
            </Detail>
          </dl>
        </div>
      </Section>
      {profile.role === 'backer' && (
        <Section title={t('Investment preferences')}>
          <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-3">
            <Detail term={t('Preferred property types')}>
              <Chips items={profile.investment_preferences.property_types} labels={PROPERTY_TYPE_LABELS} />
            </Detail>
            <Detail term={t('Investment range')}>
              <Given value={profile.investment_preferences.investment_range} />
            </Detail>
            <Detail term={t('Risk tolerance')}>
              {profile.investment_preferences.risk_tolerance ? t(RISK_LABELS[profile.investment_preferences.risk_tolerance]) : <Missing />}
            </Detail>
          </dl>
        </Section>
      )}
      {profile.role === 'proposer' && (
        <Section title={t('Professional details')}>
          <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
            <Detail term={t('Company')}>
              <Given value={profile.company} />
            </Detail>
            <Detail term={t('License number')}>
              <Given value={profile.license_number} />
            </Detail>
            <Detail term={t('Years of experience')}>{profile.experience === null ? <Missing /> : formatNumber(profile.experience)}</Detail>
            <Detail term={t('Specialties')}>
              <Chips items={profile.specialties} />
            </Detail>
          </dl>
        </Section>
      )}
    </div>
  );
}

function ProfileForm({ profile, onCancel, onSaved }: { profile: Profile; onCancel: () => void; onSaved: () => void }) {
  const save = useUpdateProfile();
  const role = profile.role;
  const { draft, set, text, errors, alert, formRef, submit } = useContractForm({
    initial: () => draftOf(profile),
    bodyOf: (draft) => bodyOf(role, draft),
    validate: (body) => validateProfile(role, body),
    send: save.mutate,
    problemOf: saveProblem,
    onSaved,
  });

  const typesError = errors['investment_preferences.property_types'] ?? errors.investment_preferences;
  return (
    <form ref={formRef} onSubmit={submit} className="space-y-6" aria-label={t('Edit profile')} noValidate>
      {alert && <Alert tone="error">{alert}</Alert>}
      <Section title={t('Personal information')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('Name')} {...text('name')} markRequired autoComplete="name" error={errors.name} />
          <TextField label={t('Email')} type="email" value={profile.email} readOnly hint={t('Your sign-in email cannot be changed here.')} />
          <TextField label={t('Phone')} type="tel" {...text('phone')} autoComplete="tel" hint={t('Optional.')} error={errors.phone} />
          <TextField label={t('Location')} {...text('location')} hint={t('Optional.')} error={errors.location} />
          <div className="flex items-center gap-4 sm:col-span-2">
            <Avatar name={draft.name} src={profile.avatar} size="md" />
            <p className="text-sm text-slate-600">
              <span className="block font-medium text-slate-800">{t('Avatar')}</span>
              {profile.avatar
                ? t('Your uploaded picture; change it from the profile view.')
                : t('No picture; your initials are shown. Upload one from the profile view.')}
            </p>
          </div>
          <TextAreaField label={t('Bio')} {...text('bio')} rows={4} hint={t('Optional.')} error={errors.bio} className="sm:col-span-2" />
        </div>
      </Section>

      {role === 'backer' && (
        <Section title={t('Investment preferences')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <fieldset className="sm:col-span-2" aria-describedby={typesError ? 'profile-types-error' : undefined}>
              <legend className="mb-2 text-sm font-medium text-slate-800">{t('Preferred property types')}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {PREFERRED_PROPERTY_TYPES.map((type) => {
                  const checked = draft.propertyTypes.includes(type);
                  return (
                    <label key={type} className="flex min-h-11 items-center gap-2.5 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="size-4.5 accent-brand-700"
                        checked={checked}
                        onChange={() =>
                          set({
                            propertyTypes: checked
                              ? draft.propertyTypes.filter((chosen) => chosen !== type)
                              : PREFERRED_PROPERTY_TYPES.filter((known) => known === type || draft.propertyTypes.includes(known)),
                          })
                        }
                      />
                      {t(PROPERTY_TYPE_LABELS[type])}
                    </label>
                  );
                })}
              </div>
              {typesError && (
                <p id="profile-types-error" className="mt-1.5 text-sm text-red-700">
                  {typesError}
                </p>
              )}
            </fieldset>
            <TextField
              label={t('Investment range')}
              {...text('investmentRange')}
              hint={t('For example $5,000 - $50,000.')}
              error={errors['investment_preferences.investment_range']}
            />
            <SelectField
              label={t('Risk tolerance')}
              value={draft.riskTolerance}
              onChange={(e) => set({ riskTolerance: e.target.value as RiskTolerance | '' })}
              error={errors['investment_preferences.risk_tolerance']}
            >
              <option value="">{t('Not chosen')}</option>
              {RISK_TOLERANCES.map((level) => (
                <option key={level} value={level}>
                  {t(RISK_LABELS[level])}
                </option>
              ))}
            </SelectField>
          </div>
        </Section>
      )}

      {role === 'proposer' && (
        <Section title={t('Professional details')}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('Company')} {...text('company')} error={errors.company} />
            <TextField label={t('License number')} {...text('licenseNumber')} error={errors.license_number} />
            <TextField label={t('Years of experience')} type="number" inputMode="numeric" min={0} step={1} {...text('experience')} error={errors.experience} />
            <TextField label={t('Specialties')} {...text('specialties')} hint={t('Separate specialties with commas.')} error={errors.specialties} />
          </div>
        </Section>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={save.isPending}>
          {t('Cancel')}
        </Button>
        <Button type="submit" pending={save.isPending} disabled={save.isPending}>
          {save.isPending ? t('Saving…') : t('Save Changes')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Profile (spec §2, decisions.md #17): view mode; Edit Profile opens the form, Cancel drops the
 * edits, Save Changes saves them (checked by the shared contract first) and returns to view mode.
 */
export function ProfilePage(_props: { role: Role }) {
  const { data: profile, isPending, isError } = useProfile();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  return (
    <div>
      <PageHeader
        title={t('Profile')}
        description={t('How you appear to the Sharestead team and to other members.')}
        actions={
          !editing && profile ? (
            <Button
              type="button"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('Edit Profile')}
            </Button>
          ) : undefined
        }
      />
      {isPending ? (
        <div className="flex items-center gap-3 text-sm text-slate-600" role="status">
          <Spinner /> {t('Loading profile')}
        </div>
      ) : isError || !profile ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {t('The profile could not be loaded. Reload the page to try again.')}
        </p>
      ) : editing ? (
        <ProfileForm
          profile={profile}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        <div className="space-y-4">
          {saved && <Alert tone="success">{t('Profile saved')}</Alert>}
          <ContactVerificationPanel profile={profile} />
          <ProfileView profile={profile} />
        </div>
      )}
    </div>
  );
}
