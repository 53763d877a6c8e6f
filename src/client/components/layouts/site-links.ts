import type { Role } from '../../../shared/roles.ts';
import { paths } from '../../config/paths.ts';
import { msg } from '../../lib/i18n.ts';

export interface SiteLink {
  /** A message: shown as `t(label)`. */
  label: string;
  to: string;
  /** Leaves the single-page app (the whitepaper is a PDF the server sends). */
  external?: boolean;
}

/** The header links of spec §2; a signed-in user's Home is their role's home page. */
export function headerLinks(role: Role | null): SiteLink[] {
  return [
    { label: msg('Home'), to: role ? paths.roleHome(role) : paths.home },
    { label: msg('Properties'), to: paths.properties },
    { label: msg('How it works'), to: paths.howItWorks },
    { label: msg('Knowledge center'), to: paths.knowledgeCenter, external: true },
    { label: msg('About'), to: paths.about },
    { label: msg('Contact'), to: paths.contact },
  ];
}
