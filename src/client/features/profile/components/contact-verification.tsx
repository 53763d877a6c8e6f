import { EnvelopeIcon, PhoneIcon } from '@heroicons/react/24/outline';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { EMAIL_LINK_LIFETIME_HOURS, PHONE_CODE_LIFETIME_MINUTES, phoneVerificationSchema } from '../../../../shared/contracts/contact-verification.ts';
import type { Profile } from '../../../../shared/contracts/profile.ts';
import type { Role } from '../../../../shared/roles.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/form-fields.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { contractErrors } from '../../../lib/form-submission.ts';
import { t } from '../../../lib/i18n.ts';
import { Trans } from '../../../lib/trans.tsx';
import { useProfile } from '../api/index.ts';
import { useSendEmailLink, useSendPhoneCode, useVerifyPhone } from '../api/contact-verification.ts';

/** The server's sentence (a 429 says when to try again), or ours when there was no answer. */
const problemOf = (error: unknown) =>
  error instanceof ApiError && error.status !== 0 ? error.message : t('No answer from Sharestead. Check your connection, then try again.');

/** What a send button reports: nothing yet, sent, or why not. */
type Outcome = { tone: 'success' | 'error'; text: string } | null;

function Outcome({ outcome }: { outcome: Outcome }) {
  // Always rendered, so a screen reader hears what changes in it.
  return <div aria-live="polite">{outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}</div>;
}

function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 border-t border-amber-200 pt-4 first:border-t-0 first:pt-0">
      <span className="mt-0.5 shrink-0 text-amber-800" aria-hidden="true">
        {icon}
      </span>
      <div className="min-w-0 flex-1 space-y-3">
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        {children}
      </div>
    </div>
  );
}

function EmailRow({ email }: { email: string }) {
  const send = useSendEmailLink();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const resend = () => {
    setOutcome(null);
    send.mutate(undefined, {
      onSuccess: () => setOutcome({ tone: 'success', text: t('A new link is on its way. It works for {hours} hours.', { hours: EMAIL_LINK_LIFETIME_HOURS }) }),
      onError: (error) => setOutcome({ tone: 'error', text: problemOf(error) }),
    });
  };
  return (
    <Row icon={<EnvelopeIcon className="size-5" />} title={t('E-mail address not verified')}>
      <p className="text-sm text-slate-700">
        <Trans
          id="Open the link we sent to <0>{email}</0> to verify it."
          values={{ email }}
          components={{ 0: <span translate="no" className="font-medium break-all" /> }}
        />
      </p>
      <Button type="button" variant="secondary" onClick={resend} pending={send.isPending} disabled={send.isPending}>
        {t('Send the link again')}
      </Button>
      <Outcome outcome={outcome} />
    </Row>
  );
}

function PhoneRow({ phone, profileLink }: { phone: string; profileLink: string | undefined }) {
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [sent, setSent] = useState(false);

  const sendCode = () => {
    setOutcome(null);
    send.mutate(undefined, {
      onSuccess: () => {
        setSent(true);
        setOutcome({ tone: 'success', text: t('A code is on its way. It works for {minutes} minutes.', { minutes: PHONE_CODE_LIFETIME_MINUTES }) });
      },
      onError: (error) => setOutcome({ tone: 'error', text: problemOf(error) }),
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = contractErrors(phoneVerificationSchema.safeParse({ code }), ['code'] as const).code;
    setCodeError(problem);
    if (problem) return;
    setOutcome(null);
    verify.mutate(
      { code },
      {
        onError: (error) => {
          const named = error instanceof ApiError ? error.fieldErrors.find((problem) => problem.field === 'code') : undefined;
          if (named) setCodeError(named.message);
          else setOutcome({ tone: 'error', text: problemOf(error) });
        },
      },
    );
  };

  return (
    <Row icon={<PhoneIcon className="size-5" />} title={t('Phone number not verified')}>
      <p className="text-sm text-slate-700">
        <Trans
          id="No text messages go to <0>{phone}</0> until you type the code we send there."
          values={{ phone }}
          components={{ 0: <span translate="no" className="font-medium" /> }}
        />
      </p>
      <Button type="button" variant="secondary" onClick={sendCode} pending={send.isPending} disabled={send.isPending}>
        {sent ? t('Send a new code') : t('Send a code')}
      </Button>
      <Outcome outcome={outcome} />
      {profileLink ? (
        <p className="text-sm">
          <Link to={profileLink} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            {t('Type the code in your profile')}
          </Link>
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('Verify phone number')} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            label={t('Code from the text message')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            hint={t('6 digits.')}
            error={codeError}
            className="sm:w-56"
          />
          <Button type="submit" pending={verify.isPending} disabled={verify.isPending} className="sm:mt-7">
            {t('Verify phone number')}
          </Button>
        </form>
      )}
    </Row>
  );
}

/**
 * What of the account's e-mail address and phone number is not verified (issue 19 §1.5: until it
 * is, notifications reach the person in the app only), with the button that sends its
 * verification message. In Profile the phone's code is typed here; elsewhere (`profileLink`) it
 * leads there. Nothing when all is verified, except the news that something just was.
 */
export function ContactVerificationPanel({ profile, profileLink, className = '' }: { profile: Profile; profileLink?: string; className?: string }) {
  const headingId = useId();
  const wasPhoneUnverified = useRef(profile.phone !== null && !profile.phone_verified);
  const verifiedRef = useRef<HTMLDivElement>(null);
  const emailPending = !profile.email_verified;
  const phonePending = profile.phone !== null && !profile.phone_verified;
  const phoneJustVerified = wasPhoneUnverified.current && profile.phone_verified;
  // The code's form is gone once the number is verified: the focus goes to the news.
  useEffect(() => {
    if (phoneJustVerified) verifiedRef.current?.focus();
  }, [phoneJustVerified]);
  if (!emailPending && !phonePending && !phoneJustVerified) return null;
  return (
    <section aria-labelledby={headingId} className={`space-y-4 rounded-xl border border-amber-200 bg-amber-50 p-5 shadow-xs sm:p-6 ${className}`}>
      <div>
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          {t('Verify your contact details')}
        </h2>
        {(emailPending || phonePending) && (
          <p className="mt-1 text-sm text-slate-700">
            {t('Until an address or number is verified, notifications reach you here in the app only, and nothing else is sent to it.')}
          </p>
        )}
      </div>
      <div aria-live="polite" ref={verifiedRef} tabIndex={-1} className="focus:outline-none">
        {phoneJustVerified && <Alert tone="success">{t('Your phone number is verified.')}</Alert>}
      </div>
      {emailPending && <EmailRow email={profile.email} />}
      {phonePending && <PhoneRow phone={profile.phone!} profileLink={profileLink} />}
    </section>
  );
}

/** The same for the Settings page: the signed-in person's profile, the phone's code typed in Profile. */
export function ContactVerificationNotice({ role }: { role: Role }) {
  const { data: profile } = useProfile();
  return profile ? <ContactVerificationPanel profile={profile} profileLink={paths.dashboard(role, 'profile')} className="mb-6" /> : null;
}
