import { useState, type FormEvent, type ReactNode } from 'react';
import {
  DEAL_TYPES,
  ROLE_LABELS,
  type BackerProfile,
  type DealType,
  type Profile,
  type ProposerProfile,
  type RiskTolerance,
} from '../../../../shared/contracts/dashboard.ts';
import type { Role } from '../../../../shared/roles.ts';
import { Avatar } from '../../../components/layouts/dashboard/avatar.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-fields.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../auth/hooks/use-session.ts';
import { useProfile } from '../api/index.ts';
import { CARD, PageHeader } from './page-header.tsx';

const RISK_LEVELS: RiskTolerance[] = ['Low', 'Moderate', 'High'];

function Detail({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={className}>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-1 text-sm font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
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
            <Detail term="Phone">{profile.phone}</Detail>
            <Detail term="Location">{profile.location}</Detail>
            <Detail term="Avatar">{profile.avatar ?? 'No picture; initials are shown'}</Detail>
            <Detail term="Bio" className="sm:col-span-2">
              {profile.bio || 'No bio yet'}
            </Detail>
          </dl>
        </div>
      </Section>
      {profile.role === 'backer' && (
        <Section title="Investment preferences">
          <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-3">
            <Detail term="Preferred property types">
              <Chips items={profile.investmentPreferences.propertyTypes} />
            </Detail>
            <Detail term="Investment range">{profile.investmentPreferences.investmentRange}</Detail>
            <Detail term="Risk tolerance">{profile.investmentPreferences.riskTolerance}</Detail>
          </dl>
        </Section>
      )}
      {profile.role === 'proposer' && (
        <Section title="Professional details">
          <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
            <Detail term="Company">{profile.company}</Detail>
            <Detail term="License number">{profile.licenseNumber}</Detail>
            <Detail term="Years of experience">{profile.experience}</Detail>
            <Detail term="Specialties">
              <Chips items={profile.specialties} />
            </Detail>
          </dl>
        </Section>
      )}
    </div>
  );
}

function ProfileForm({
  initial,
  onCancel,
  onSave,
}: {
  initial: Profile;
  onCancel: () => void;
  onSave: (profile: Profile) => void;
}) {
  const [draft, setDraft] = useState<Profile>(initial);
  const set = <K extends keyof Profile>(key: K, value: Profile[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const setBacker = (patch: Partial<BackerProfile['investmentPreferences']>) =>
    setDraft((current) =>
      current.role === 'backer' ? { ...current, investmentPreferences: { ...current.investmentPreferences, ...patch } } : current,
    );
  const setProposer = (patch: Partial<Omit<ProposerProfile, 'role'>>) =>
    setDraft((current) => (current.role === 'proposer' ? { ...current, ...patch } : current));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft);
  };

  return (
    <form onSubmit={submit} className="space-y-6" aria-label="Edit profile">
      <Section title="Personal information">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" value={draft.name} onChange={(e) => set('name', e.target.value)} required autoComplete="name" />
          <TextField label="Email" type="email" value={draft.email} onChange={(e) => set('email', e.target.value)} required autoComplete="email" />
          <TextField label="Phone" type="tel" value={draft.phone} onChange={(e) => set('phone', e.target.value)} autoComplete="tel" />
          <TextField label="Location" value={draft.location} onChange={(e) => set('location', e.target.value)} />
          <TextField
            label="Avatar URL"
            type="url"
            value={draft.avatar ?? ''}
            onChange={(e) => set('avatar', e.target.value.trim() === '' ? null : e.target.value)}
            hint="Leave empty to show your initials."
            className="sm:col-span-2"
          />
          <TextAreaField label="Bio" value={draft.bio} onChange={(e) => set('bio', e.target.value)} rows={4} className="sm:col-span-2" />
        </div>
      </Section>

      {draft.role === 'backer' && (
        <Section title="Investment preferences">
          <div className="grid gap-4 sm:grid-cols-2">
            <fieldset className="sm:col-span-2">
              <legend className="mb-2 text-sm font-medium text-slate-800">Preferred property types</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {DEAL_TYPES.map((type: DealType) => {
                  const checked = draft.investmentPreferences.propertyTypes.includes(type);
                  return (
                    <label key={type} className="flex min-h-11 items-center gap-2.5 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="size-4.5 accent-brand-700"
                        checked={checked}
                        onChange={() =>
                          setBacker({
                            propertyTypes: checked
                              ? draft.investmentPreferences.propertyTypes.filter((t) => t !== type)
                              : DEAL_TYPES.filter((t) => t === type || draft.investmentPreferences.propertyTypes.includes(t)),
                          })
                        }
                      />
                      {type}
                    </label>
                  );
                })}
              </div>
            </fieldset>
            <TextField
              label="Investment range"
              value={draft.investmentPreferences.investmentRange}
              onChange={(e) => setBacker({ investmentRange: e.target.value })}
            />
            <SelectField
              label="Risk tolerance"
              value={draft.investmentPreferences.riskTolerance}
              onChange={(e) => setBacker({ riskTolerance: e.target.value as RiskTolerance })}
            >
              {RISK_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </SelectField>
          </div>
        </Section>
      )}

      {draft.role === 'proposer' && (
        <Section title="Professional details">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Company" value={draft.company} onChange={(e) => setProposer({ company: e.target.value })} />
            <TextField label="License number" value={draft.licenseNumber} onChange={(e) => setProposer({ licenseNumber: e.target.value })} />
            <TextField
              label="Years of experience"
              type="number"
              min={0}
              step={1}
              value={draft.experience}
              onChange={(e) => setProposer({ experience: Math.max(0, Math.floor(Number(e.target.value) || 0)) })}
            />
            <TextField
              label="Specialties"
              value={draft.specialties.join(', ')}
              onChange={(e) => setProposer({ specialties: e.target.value.split(',').map((s) => s.trimStart()) })}
              hint="Separate specialties with commas."
            />
          </div>
        </Section>
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit">Save Changes</Button>
      </div>
    </form>
  );
}

/** Cleans what the form lets through loosely (empty specialties from stray commas). */
function tidy(profile: Profile): Profile {
  if (profile.role !== 'proposer') return profile;
  return { ...profile, specialties: profile.specialties.map((s) => s.trim()).filter(Boolean) };
}

/**
 * Profile (spec §2): view mode, Edit Profile → the form; Cancel drops the edits, Save Changes shows
 * them in view mode. Nothing is sent or stored: a reload shows the sample profile again.
 */
export function ProfilePage({ role }: { role: Role }) {
  const { data: sample, isPending, isError } = useProfile(role);
  const session = useSession();
  // Who is signed in comes from the session; the rest of the profile is sample data (spec §3).
  const data: Profile | undefined = sample && {
    ...sample,
    name: session?.user.name || sample.name,
    email: session?.user.email || sample.email,
    avatar: session?.user.avatar ?? sample.avatar,
  };
  const [editing, setEditing] = useState(false);
  const [edited, setEdited] = useState<Profile | null>(null);
  const [saved, setSaved] = useState(false);
  const profile: Profile | undefined = edited ?? data;

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
          initial={profile}
          onCancel={() => setEditing(false)}
          onSave={(next) => {
            setEdited(tidy(next));
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        <div className="space-y-4">
          {saved && <Alert tone="success">Profile updated for this session. It is not stored yet, so a reload shows the previous details.</Alert>}
          <ProfileView profile={profile} />
        </div>
      )}
    </div>
  );
}
