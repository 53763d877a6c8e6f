import { useState } from 'react';
import { t } from '../../../lib/i18n.ts';
import { useTwoFactor } from '../api/get-two-factor.ts';
import { TwoFactorDisableDialog, TwoFactorEnrolDialog } from './two-factor-dialogs.tsx';
import { SettingsToggle } from './settings-toggle.tsx';

/**
 * Two-factor sign-in, for every role: the switch shows whether the account is enrolled, and
 * moving it starts enrolment (on) or asks for a current code (off) instead of saving a value.
 */
export function TwoFactorToggle() {
  const { data, isError } = useTwoFactor();
  const [dialog, setDialog] = useState<'enrol' | 'disable' | null>(null);
  const enabled = data?.enabled ?? false;
  const description = isError
    ? t('Its state could not be loaded. Reload the page to try again.')
    : enabled
      ? t('On: every sign-in asks for a code from your authenticator app. {count, plural, one {# recovery code left.} other {# recovery codes left.}}', {
          count: data?.recovery_codes_left ?? 0,
        })
      : t('Ask for a one-time code from an authenticator app at every sign-in.');
  return (
    <>
      <SettingsToggle
        label={t('Two-factor authentication')}
        description={description}
        checked={enabled}
        error={undefined}
        onChange={(on) => data && setDialog(on ? 'enrol' : 'disable')}
      />
      <TwoFactorEnrolDialog open={dialog === 'enrol'} onClose={() => setDialog(null)} />
      <TwoFactorDisableDialog open={dialog === 'disable'} onClose={() => setDialog(null)} />
    </>
  );
}
