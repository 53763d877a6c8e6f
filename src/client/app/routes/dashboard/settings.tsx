import type { Role } from '../../../../shared/roles.ts';
import { ContactVerificationNotice } from '../../../features/profile/components/contact-verification.tsx';
import { SettingsPage } from '../../../features/settings/pages/settings-page.tsx';

/** Settings, with what of the contact details is unverified above them (e-mail and SMS go only to verified ones). */
export function SettingsRoute({ role }: { role: Role }) {
  return <SettingsPage role={role} notice={<ContactVerificationNotice role={role} />} />;
}
