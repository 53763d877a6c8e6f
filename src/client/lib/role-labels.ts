import type { Role } from '../../shared/roles.ts';
import { msg } from './i18n.ts';

/** Each role by its name ("Admin", "Backer", "Proposer"), translated where shown: `t(ROLE_LABELS[role])`. */
export const ROLE_LABELS: Record<Role, string> = { admin: msg('Admin'), backer: msg('Backer'), proposer: msg('Proposer') };
