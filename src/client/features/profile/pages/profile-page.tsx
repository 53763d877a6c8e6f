import { useState, type ReactNode } from 'react';
import {
  PREFERRED_PROPERTY_TYPES,
  RISK_TOLERANCES,
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
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { useProfile, useUpdateProfile } from '../api/index.ts';
import { bodyOf, draftOf, saveProblem, validateProfile } from '../lib/profile-form.ts';

const ROLE_LABELS: Record<Role, string> = { admin: 'Administrator', backer: 'Backer', proposer: 'Proposer' };

function Detail({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 text-sm font-medium break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

/** What a detail shows when nothing was given. */
function Missing({ children = 'Not given' }: { children?: ReactNode }) {
  return <span className="font-normal text-slate-600">{children}</span>;
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

function Chips({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <Missing>None chosen</Missing>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800 ring-1 ring-brand-700/20 ring-inset">
          {item}
        </li>
      ))}
    </ul>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  return (
    <div className="space-y-6">
      <Section title="Personal information">
        <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
          <Avatar name={profile.name} src={profile.avatar} size="lg" />
          <dl className="grid flex-1 gap-x-8 gap-y-4 sm:grid-cols-2">
            <Detail term="Name">{profile.name}</Detail>
            <Detail term="Role">{ROLE_LABELS[profile.role]}</Detail>
            <Detail term="Email">{profile.email}</Detail>
            <Detail term="Phone">{profile.phone ?? <Missing />}</Detail>
            <Detail term="Location">{profile.location ?? <Missing />}</Detail>
            <Detail term="Avatar">{profile.avatar ? 'Uploaded picture' : <Missing>No picture; initials are shown</Missing>}</Detail>
            <Detail term="Bio" className="sm:col-span-2">
              {profile.bio ?? <Missing>No bio yet</Missing>}
            </Detail>
          </dl>
        </div>
      </Section>
      {profile.role === 'backer' && (
        <Section title="Investment preferences">
          <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-3">
            <Detail term="Preferred property types">
              <Chips items={profile.investment_preferences.property_types} />
            </Detail>
            <Detail term="Investment range">{profile.investment_preferences.investment_range ?? <Missing />}</Detail>
            <Detail term="Risk tolerance">{profile.investment_preferences.risk_tolerance ?? <Missing />}</Detail>
          </dl>
        </Section>
      )}
      {profile.role === 'proposer' && (
        <Section title="Professional details">
          <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
            <Detail term="Company">{profile.company ?? <Missing />}</Detail>
            <Detail term="License number">{profile.license_number ?? <Missing />}</Detail>
            <Detail term="Years of experience">{profile.experience ?? <Missing />}</Detail>
            <Detail term="Specialties">
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
    <form ref={formRef} onSubmit={submit} className="space-y-6" aria-label="Edit profile" noValidate>
      {alert && <Alert tone="error">{alert}</Alert>}
      <Section title="Personal information">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" {...text('name')} markRequired autoComplete="name" error={errors.name} />
          <TextField label="Email" type="email" value={profile.email} readOnly hint="Your sign-in email cannot be changed here." />
          <TextField label="Phone" type="tel" {...text('phone')} autoComplete="tel" hint="Optional." error={errors.phone} />
          <TextField label="Location" {...text('location')} hint="Optional." error={errors.location} />
          <div className="flex items-center gap-4 sm:col-span-2">
            <Avatar name={draft.name} src={profile.avatar} size="md" />
            <p className="text-sm text-slate-600">
              <span className="block font-medium text-slate-800">Avatar</span>
              {profile.avatar ? 'Your uploaded picture.' : 'No picture; your initials are shown.'}
            </p>
          </div>
          <TextAreaField
            label="Bio"
            {...text('bio')}
            rows={4}
            hint="Optional."
            error={errors.bio}
            className="sm:col-span-2"
          />
        </div>
      </Section>

      {role === 'backer' && (
        <Section title="Investment preferences">
          <div className="grid gap-4 sm:grid-cols-2">
            <fieldset className="sm:col-span-2" aria-describedby={typesError ? 'profile-types-error' : undefined}>
              <legend className="mb-2 text-sm font-medium text-slate-800">Preferred property types</legend>
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
                              ? draft.propertyTypes.filter((t) => t !== type)
                              : PREFERRED_PROPERTY_TYPES.filter((t) => t === type || draft.propertyTypes.includes(t)),
                          })
                        }
                      />
                      {type}
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
              label="Investment range"
              {...text('investmentRange')}
              hint="For example $5,000 - $50,000."
              error={errors['investment_preferences.investment_range']}
            />
            <SelectField
              label="Risk tolerance"
              value={draft.riskTolerance}
              onChange={(e) => set({ riskTolerance: e.target.value as RiskTolerance | '' })}
              error={errors['investment_preferences.risk_tolerance']}
            >
              <option value="">Not chosen</option>
              {RISK_TOLERANCES.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </SelectField>
          </div>
        </Section>
      )}

      {role === 'proposer' && (
        <Section title="Professional details">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Company" {...text('company')} error={errors.company} />
            <TextField
              label="License number"
              {...text('licenseNumber')}
              error={errors.license_number}
            />
            <TextField
              label="Years of experience"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              {...text('experience')}
              error={errors.experience}
            />
            <TextField
              label="Specialties"
              {...text('specialties')}
              hint="Separate specialties with commas."
              error={errors.specialties}
            />
          </div>
        </Section>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" pending={save.isPending} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Changes'}
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
        title="Profile"
        description="How you appear to the Sharestead team and to other members."
        actions={
          !editing && profile ? (
            <Button
              type="button"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              Edit Profile
            </Button>
          ) : undefined
        }
      />
      {isPending ? (
        <div className="flex items-center gap-3 text-sm text-slate-600" role="status">
          <Spinner /> Loading profile
        </div>
      ) : isError || !profile ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          The profile could not be loaded. Reload the page to try again.
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
          {saved && <Alert tone="success">Profile saved</Alert>}
          <ProfileView profile={profile} />
        </div>
      )}
    </div>
  );
}
