import {
  profileUpdateSchemaByRole,
  type PreferredPropertyType,
  type Profile,
  type ProfileUpdate,
  type RiskTolerance,
} from '../../../../shared/contracts/profile.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { contractErrors, errorsByField, formProblem, type FormProblem } from '../../../lib/form-submission.ts';
import { t } from '../../../lib/i18n.ts';

/** What the edit form holds: text as typed, the lists as the form shows them. */
export interface ProfileDraft {
  name: string;
  phone: string;
  location: string;
  bio: string;
  propertyTypes: PreferredPropertyType[];
  investmentRange: string;
  riskTolerance: RiskTolerance | '';
  company: string;
  licenseNumber: string;
  experience: string;
  /** Comma-separated, as typed. */
  specialties: string;
}

/** The fields the server (and the shared contract) name in their errors. */
export const PROFILE_FIELDS = [
  'name',
  'phone',
  'location',
  'bio',
  'investment_preferences',
  'investment_preferences.property_types',
  'investment_preferences.investment_range',
  'investment_preferences.risk_tolerance',
  'company',
  'license_number',
  'experience',
  'specialties',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export function draftOf(profile: Profile): ProfileDraft {
  return {
    name: profile.name,
    phone: profile.phone ?? '',
    location: profile.location ?? '',
    bio: profile.bio ?? '',
    propertyTypes: profile.role === 'backer' ? profile.investment_preferences.property_types : [],
    investmentRange: profile.role === 'backer' ? (profile.investment_preferences.investment_range ?? '') : '',
    riskTolerance: profile.role === 'backer' ? (profile.investment_preferences.risk_tolerance ?? '') : '',
    company: profile.role === 'proposer' ? (profile.company ?? '') : '',
    licenseNumber: profile.role === 'proposer' ? (profile.license_number ?? '') : '',
    experience: profile.role === 'proposer' && profile.experience !== null ? String(profile.experience) : '',
    specialties: profile.role === 'proposer' ? profile.specialties.join(', ') : '',
  };
}

/** Blank text is "not given": the server stores it as null. */
const text = (value: string) => (value.trim() === '' ? null : value);

/** The PUT body of the role: every editable key, null for what is not given. */
export function bodyOf(role: Profile['role'], draft: ProfileDraft): ProfileUpdate {
  const base = { name: draft.name, phone: text(draft.phone), location: text(draft.location), bio: text(draft.bio) };
  if (role === 'backer') {
    return {
      ...base,
      investment_preferences: {
        property_types: draft.propertyTypes,
        investment_range: text(draft.investmentRange),
        risk_tolerance: draft.riskTolerance === '' ? null : draft.riskTolerance,
      },
    };
  }
  if (role === 'proposer') {
    const experience = draft.experience.trim();
    return {
      ...base,
      company: text(draft.company),
      license_number: text(draft.licenseNumber),
      experience: experience === '' ? null : Number(experience),
      specialties: draft.specialties
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    };
  }
  return base;
}

/** The shared contract's verdict on the body before it is sent: field errors, empty when fine. */
export function validateProfile(role: Profile['role'], body: ProfileUpdate): Partial<Record<ProfileField, string>> {
  return contractErrors(profileUpdateSchemaByRole[role].safeParse(body), PROFILE_FIELDS);
}

/** What the form shows after the server turned the save down: a 422's sentences by their fields. */
export function saveProblem(error: unknown): FormProblem<ProfileField> {
  const fallback = t('The profile could not be saved. Check your connection and try again.');
  const problem = formProblem(error, PROFILE_FIELDS, fallback);
  if (error instanceof ApiError && error.status === 422) {
    // Sentences about one item of a list ("specialties.2") belong to the list's field.
    const fields = { ...errorsByField(error.fieldErrors, PROFILE_FIELDS), ...problem.fields };
    if (Object.keys(fields).length > 0) return { fields, alert: null };
  }
  return problem;
}
