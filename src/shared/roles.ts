/** The three roles of Sharestead. Admin exists but cannot self-register. */
export const ROLES = ['admin', 'backer', 'proposer'] as const;
export type Role = (typeof ROLES)[number];

export const SELF_REGISTERING_ROLES = ['backer', 'proposer'] as const satisfies readonly Role[];
export type SelfRegisteringRole = (typeof SELF_REGISTERING_ROLES)[number];

/** Role checks are case-insensitive (spec §6): "Backer" and "backer" are one role. */
export function parseRole(value: unknown): Role | null {
  if (typeof value !== 'string') return null;
  const lower = value.trim().toLowerCase();
  return (ROLES as readonly string[]).includes(lower) ? (lower as Role) : null;
}

export function isRole(value: unknown, role: Role): boolean {
  return parseRole(value) === role;
}

export function roleLabel(role: Role): string {
  return role.charAt(0).toUpperCase() + role.slice(1);
}
