import { profileUpdateSchemaByRole, type Profile, type ProfileUpdateInput } from '../../../shared/contracts/profile.ts';
import { settingsSchemaByRole, type Settings } from '../../../shared/contracts/settings.ts';
import type { Role } from '../../../shared/roles.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { validate } from '../../lib/validate.ts';
import { NOT_SIGNED_IN } from '../../plugins/authentication.ts';
import type { Actor } from '../../policies.ts';
import { userAccounts } from '../users/index.ts';
import { RISK_COLUMN, settingsOf, toProfile, type StoredProfile } from './me-view.ts';
import { meRepository, type ProfileColumns } from './me.repository.ts';

/**
 * The signed-in person's own profile and settings. Every body is checked with the contract of
 * the caller's role as the database has it (the guard has already matched it to the token's).
 */
export class MeService {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  async profile(actor: Actor): Promise<Profile> {
    return toProfile(await this.#account(actor));
  }

  /** Replaces the editable profile with `body` (the whole object of the role). */
  async updateProfile(actor: Actor, body: unknown): Promise<Profile> {
    const account = await this.#account(actor);
    const columns = profileColumns(account.role, body);
    const row = await meRepository.updateProfile(this.#db, account.id, columns);
    if (!row) throw new DomainError('not_signed_in', NOT_SIGNED_IN);
    return toProfile(row);
  }

  async settings(actor: Actor): Promise<Settings> {
    const account = await this.#account(actor);
    return withEnrolment(account, settingsOf(account));
  }

  /** Replaces the settings with `body`: the role's whole set, no field left out and none added. */
  async updateSettings(actor: Actor, body: unknown): Promise<Settings> {
    const account = await this.#account(actor);
    const settings: Record<string, unknown> = { ...validate(settingsSchemaByRole[account.role], body) };
    // Two-factor sign-in is turned on by enrolment (/api/me/2fa), never by a saved switch.
    delete settings.two_factor_auth;
    const row = await meRepository.updateSettings(this.#db, account.id, settings);
    if (!row) throw new DomainError('not_signed_in', NOT_SIGNED_IN);
    return withEnrolment(row, settingsOf(row));
  }

  /** The caller's account; a token that outlived it is the same as not being signed in. */
  async #account(actor: Actor): Promise<UserRow> {
    const row = await userAccounts.findById(this.#db, actor.sub);
    if (!row) throw new DomainError('not_signed_in', NOT_SIGNED_IN);
    return row;
  }
}

/** The admin's `two_factor_auth` is true exactly when the account is enrolled in two-factor sign-in. */
function withEnrolment(row: UserRow, settings: Settings): Settings {
  return 'two_factor_auth' in settings ? { ...settings, two_factor_auth: row.totpEnabledAt !== null } : settings;
}

/** Checks the body with the role's contract and says which column or stored field each value goes to. */
export function profileColumns(role: Role, body: unknown): ProfileColumns {
  const common = (input: ProfileUpdateInput<Role>) => {
    // The first word is the first name, the rest the last name: "Mary Anne Lee" reads back the same.
    const [firstName = '', ...rest] = input.name.split(' ');
    return { firstName, lastName: rest.join(' '), phoneNumber: input.phone };
  };
  const stored = (input: ProfileUpdateInput<Role>): StoredProfile => ({ location: input.location, bio: input.bio });
  switch (role) {
    case 'admin': {
      const input = validate(profileUpdateSchemaByRole.admin, body);
      return { ...common(input), profile: stored(input) };
    }
    case 'backer': {
      const input = validate(profileUpdateSchemaByRole.backer, body);
      const preferences = input.investment_preferences;
      return {
        ...common(input),
        riskProfile: preferences.risk_tolerance ? RISK_COLUMN[preferences.risk_tolerance] : null,
        profile: {
          ...stored(input),
          investment_preferences: { property_types: preferences.property_types, investment_range: preferences.investment_range },
        },
      };
    }
    case 'proposer': {
      const input = validate(profileUpdateSchemaByRole.proposer, body);
      return {
        ...common(input),
        companyName: input.company,
        profile: { ...stored(input), license_number: input.license_number, experience: input.experience, specialties: input.specialties },
      };
    }
  }
}
