import type { MeResponse } from '../../../shared/contracts/auth.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { TokenSubject } from '../auth/index.ts';

export function displayName(row: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${row.firstName} ${row.lastName}`.trim();
}

export function toTokenSubject(row: UserRow): TokenSubject {
  return { id: row.id, email: row.email, name: displayName(row), avatar: row.avatar, role: row.role };
}

/** The account as its owner may see it: every stored field but the password hash. */
export function toAccountView(row: UserRow): MeResponse['user'] {
  return {
    id: row.id,
    role: row.role,
    name: displayName(row),
    email: row.email,
    avatar: row.avatar,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    address: row.address,
    investment_preferences: row.investmentPreferences,
    risk_profile: row.riskProfile,
    company_name: row.companyName,
    pitch_deck_url: row.pitchDeckUrl,
    created_at: row.createdAt.toISOString(),
  };
}
