import type { Role } from '../../../../shared/roles.ts';
import { msg } from '../../../lib/i18n.ts';

/** Each role as the sign-in and registration forms offer it, translated where shown (`t(ROLE_LABELS[role])`). */
export const ROLE_LABELS: Record<Role, string> = { admin: msg('Admin'), backer: msg('Backer'), proposer: msg('Proposer') };
