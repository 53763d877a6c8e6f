import { PREFERRED_PROPERTY_TYPES, type PreferredPropertyType, type Profile, type RiskTolerance } from '../../../shared/contracts/profile.ts';
import { DEFAULT_SETTINGS, settingsSchemaByRole, type SettingsByRole } from '../../../shared/contracts/settings.ts';
import type { Role } from '../../../shared/roles.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { displayName } from '../users/index.ts';

/*
 * Where a profile lives: the name in users.first_name / last_name, the fields that have a column
 * of the account in it (phone_number, company_name, risk_profile: what registration asked for),
 * and the rest in users.profile (jsonb, written only from a validated PUT). Settings live in
 * users.settings; `{}` means the role's defaults.
 */

/** What users.profile holds: the profile fields without a column of their own. */
export interface StoredProfile {
  location: string | null;
  bio: string | null;
  /** Backer. */
  investment_preferences?: { property_types: PreferredPropertyType[]; investment_range: string | null };
  /** Proposer. */
  license_number?: string | null;
  experience?: number | null;
  specialties?: string[];
}

const RISK_BY_COLUMN = { low: 'Low', moderate: 'Moderate', high: 'High' } as const satisfies Record<string, RiskTolerance>;
export const RISK_COLUMN = { Low: 'low', Moderate: 'moderate', High: 'high' } as const satisfies Record<RiskTolerance, keyof typeof RISK_BY_COLUMN>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

/** The profile of an account as GET /api/me/profile shows it. */
export function toProfile(row: UserRow): Profile {
  const stored = record(row.profile);
  const base = {
    name: displayName(row),
    email: row.email,
    phone: row.phoneNumber,
    location: text(stored.location),
    bio: text(stored.bio),
    avatar: row.avatar,
    email_verified: row.emailVerifiedAt !== null,
    phone_verified: row.phoneNumber !== null && row.phoneVerifiedAt !== null,
  };
  switch (row.role) {
    case 'admin':
      return { ...base, role: 'admin' };
    case 'backer': {
      const preferences = record(stored.investment_preferences);
      return {
        ...base,
        role: 'backer',
        investment_preferences: {
          property_types: texts(preferences.property_types).filter((type): type is PreferredPropertyType =>
            (PREFERRED_PROPERTY_TYPES as readonly string[]).includes(type),
          ),
          investment_range: text(preferences.investment_range),
          risk_tolerance: row.riskProfile ? RISK_BY_COLUMN[row.riskProfile] : null,
        },
      };
    }
    case 'proposer': {
      const experience = stored.experience;
      return {
        ...base,
        role: 'proposer',
        company: row.companyName,
        license_number: text(stored.license_number),
        experience: typeof experience === 'number' && Number.isInteger(experience) && experience >= 0 ? experience : null,
        specialties: texts(stored.specialties),
      };
    }
  }
}

/**
 * The settings of an account: what it saved over the role's defaults (a setting added after it
 * saved takes its default). A stored set that no longer passes the contract counts as the defaults.
 */
export function settingsOf<R extends Role>(row: { role: R; settings: unknown }): SettingsByRole[R] {
  const defaults = DEFAULT_SETTINGS[row.role];
  const stored = record(row.settings);
  const merged = Object.fromEntries(Object.keys(defaults).map((key) => [key, key in stored ? stored[key] : defaults[key as keyof typeof defaults]]));
  const parsed = settingsSchemaByRole[row.role].safeParse(merged);
  return (parsed.success ? parsed.data : defaults) as SettingsByRole[R];
}
