import type { Role } from '../../../shared/roles.ts';
import { paths } from '../../config/paths.ts';

export interface SiteLink {
  label: string;
  to: string;
  /** Leaves the single-page app (the whitepaper is a PDF the server sends). */
  external?: boolean;
}

/** The header links of spec §2; a signed-in user's Home is their role's home page. */
export function headerLinks(role: Role | null): SiteLink[] {
  return [
    { label: 'Home', to: role ? paths.roleHome(role) : paths.home },
    { label: 'Properties', to: paths.properties },
    { label: 'How it works', to: paths.howItWorks },
    { label: 'Knowledge center', to: paths.knowledgeCenter, external: true },
    { label: 'About', to: paths.about },
    { label: 'Contact', to: paths.contact },
  ];
}
