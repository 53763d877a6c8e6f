import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { msg, t } from '../../../lib/i18n.ts';
import { useDisableTwoFactor, useEnableTwoFactor, useStartTwoFactorSetup } from '../api/two-factor-enrolment.ts';

const FAILED = msg('That did not work. Check your connection and try again.');
const sentenceOf = (error: unknown) => (error instanceof ApiError && error.serverMessage) || t(FAILED);

/** The dialogs' forms sit in a portal but inside the settings form in React's tree: their submit must not reach it. */
function submitted(event: FormEvent, then: () => void) {
  event.preventDefault();
  event.stopPropagation();
  then();
}

/** Enrolment: scan the QR code (or type the secret), confirm with a code, then keep the recovery codes. */
export function TwoFactorEnrolDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const setup = useStartTwoFactorSetup();
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const { mutate: startSetup, reset: resetSetup } = setup;
  const { reset: resetEnable } = enable;

  useEffect(() => {
    if (!open) return;
    setCode('');
    setCodes(null);
    resetEnable();
    startSetup();
    return resetSetup;
  }, [open, startSetup, resetSetup, resetEnable]);

  const confirm = () => enable.mutate(code.replace(/\s/g, ''), { onSuccess: setCodes });

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={codes ? t('Save your recovery codes') : t('Turn on two-factor sign-in')}
      subtitle={codes ? t('Each code signs you in once without your phone. They are shown only now.') : undefined}
    >
      {codes ? (
        <RecoveryCodes codes={codes} onDone={onClose} />
      ) : setup.isError ? (
        <div className="mt-4">
          <Alert tone="error">{sentenceOf(setup.error)}</Alert>
        </div>
      ) : !setup.data ? (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t('Preparing your QR code…')}
        </p>
      ) : (
        <form noValidate className="mt-4 space-y-4" onSubmit={(event) => submitted(event, confirm)}>
          <p className="text-sm text-slate-700">{t('1. Scan this QR code with an authenticator app (such as Google Authenticator, 1Password or Aegis).')}</p>
          <img
            src={setup.data.qr_code}
            alt={t('QR code to add Sharestead to your authenticator app')}
            className="mx-auto size-48 rounded-lg bg-white p-2 ring-1 ring-slate-200"
          />
          <p className="text-sm text-slate-700">
            {t('Cannot scan? Enter this key in the app instead:')}{' '}
            <code translate="no" className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm break-all text-slate-900">
              {setup.data.secret}
            </code>
          </p>
          <CodeFieldAndActions
            hint={t('2. Enter the 6-digit code the app now shows.')}
            numeric
            code={code}
            onCodeChange={setCode}
            action={enable}
            actionLabel={t('Turn on')}
            onCancel={onClose}
          />
        </form>
      )}
    </ModalDialog>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${t('Sharestead recovery codes (each works once)')}\n\n${codes.join('\n')}\n`;
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'sharestead-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="mt-4 space-y-4">
      <ul
        aria-label={t('Recovery codes')}
        translate="no"
        className="grid grid-cols-1 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-sm text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      {copied && <Alert tone="success">{t('Recovery codes copied.')}</Alert>}
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="secondary" onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}>
          {t('Copy codes')}
        </Button>
        <Button type="button" variant="secondary" onClick={download}>
          {t('Download codes')}
        </Button>
        <Button type="button" onClick={onDone}>
          {t('Done')}
        </Button>
      </div>
    </div>
  );
}

/** Turning off: a current code from the app, or one of the recovery codes. */
export function TwoFactorDisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const { reset } = disable;

  useEffect(() => {
    if (!open) return;
    setCode('');
    reset();
  }, [open, reset]);

  const confirm = () => {
    const typed = code.trim();
    disable.mutate(/^\d{6}$/.test(typed.replace(/\s/g, '')) ? { code: typed.replace(/\s/g, '') } : { recovery_code: typed }, { onSuccess: onClose });
  };

  return (
    <ModalDialog open={open} onClose={onClose} title={t('Turn off two-factor sign-in')} subtitle={t('Sign-in will ask for your password only.')}>
      <form noValidate className="mt-4 space-y-4" onSubmit={(event) => submitted(event, confirm)}>
        <CodeFieldAndActions
          hint={t('The 6-digit code from your app; a recovery code works too.')}
          code={code}
          onCodeChange={setCode}
          action={disable}
          actionLabel={t('Turn off')}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}

interface CodeFieldAndActionsProps {
  hint: string;
  /** Digits only (a phone shows its number pad); the disable dialog also takes recovery codes. */
  numeric?: boolean;
  code: string;
  onCodeChange: (code: string) => void;
  /** The mutation the form submits: its refusal shows on the field. */
  action: { isError: boolean; error: unknown; isPending: boolean };
  actionLabel: string;
  onCancel: () => void;
}

/** Both dialogs end the same way: the authentication code, then Cancel and the action. */
function CodeFieldAndActions({ hint, numeric = false, code, onCodeChange, action, actionLabel, onCancel }: CodeFieldAndActionsProps) {
  return (
    <>
      <TextField
        label={t('Authentication code')}
        hint={hint}
        autoComplete="one-time-code"
        inputMode={numeric ? 'numeric' : undefined}
        value={code}
        onChange={(event) => onCodeChange(event.target.value)}
        error={action.isError ? sentenceOf(action.error) : undefined}
        markRequired
      />
      <div className="flex justify-end gap-3">
        <Button type="button" variant="secondary" onClick={onCancel}>
          {t('Cancel')}
        </Button>
        <Button type="submit" pending={action.isPending} disabled={action.isPending}>
          {actionLabel}
        </Button>
      </div>
    </>
  );
}
