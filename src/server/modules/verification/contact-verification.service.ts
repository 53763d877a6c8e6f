import { randomInt } from 'node:crypto';
import {
  EMAIL_LINK_LIFETIME_HOURS,
  PHONE_CODE_ATTEMPTS,
  PHONE_CODE_LIFETIME_MINUTES,
  VERIFICATION_MESSAGES_PER_HOUR,
  type ContactVerification,
} from '../../../shared/contracts/contact-verification.ts';
import { VERIFY_EMAIL_PATH } from '../../../shared/verify-email-path.ts';
import type { DisplayLanguage } from '../../../shared/i18n/languages.ts';
import { msg } from '../../../shared/i18n/msg.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import type { CounterStore } from '../../lib/counter-store.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { translate } from '../../lib/i18n.ts';
import { NOT_SIGNED_IN } from '../../plugins/authentication.ts';
import type { Actor } from '../../policies.ts';
import { runStep, type Step } from '../../steps/run-step.ts';
import { queueVerificationMessage, type VerificationMessage } from '../notifications/index.ts';
import { userAccounts } from '../users/index.ts';
import { contactVerificationRepository } from './contact-verification.repository.ts';
import { destinationKey, type VerificationKeys } from './verification-keys.ts';

const HOUR_SECONDS = 60 * 60;

// The messages carry nothing the user wrote: no name, no address; only our link or our code.
const EMAIL_SUBJECT = msg('Confirm your e-mail address');
const EMAIL_OPEN_LINK = msg('Open this link within {hours} hours to confirm this e-mail address for your Sharestead account:');
const EMAIL_NOT_YOU = msg('If you did not create a Sharestead account, ignore this e-mail: nothing else will be sent to this address.');
const SMS_SUBJECT = msg('Your Sharestead code');
const SMS_CODE = msg('Your Sharestead code is {code}. It expires in {minutes} minutes. If you did not ask for it, ignore this message.');

const TOO_MANY_MESSAGES = msg('At most {count} verification messages an hour go to one address or phone number. Please try again later.');
const EMAIL_ALREADY_VERIFIED = msg('Your e-mail address is already verified.');
const PHONE_ALREADY_VERIFIED = msg('Your phone number is already verified.');
const NO_PHONE = msg('Add a phone number to your profile first.');
const LINK_INVALID = msg('This verification link is not valid. Send a new one from your profile.');
const LINK_EXPIRED = msg('This verification link has expired. Send a new one from your profile.');
const WRONG_CODE = msg('That code is not right. Check the text message and try again.');
const CODE_EXPIRED = msg('This code has expired or was tried too often. Send a new code.');

export interface ContactVerificationOptions {
  db: Db;
  clock: Clock;
  /** The shared counters of the rate limits (Redis when configured). */
  counters: CounterStore;
  keys: VerificationKeys;
  /** Where the app is reached, e.g. https://sharestead.example: links point there, never to a request's Host. */
  publicUrl: string;
  /** Seals the messages' text in the outbox (SEAL_PURPOSES.verificationMessage). */
  box: SecretBox;
}

/** What registration needs: the link to a new account's address, in the registration's step. */
export interface RegistrationVerification {
  sendEmailLinkIn(step: Step, user: Pick<UserRow, 'id' | 'email'>, language: DisplayLanguage): Promise<void>;
}

/**
 * Verifying an account's e-mail address (a signed link) and phone number (a code typed in
 * Profile). Until each is verified, notifications reach it in the app only (notify.ts and the
 * outbox's send-time check). Verification messages go through the outbox, marked as such, at most
 * VERIFICATION_MESSAGES_PER_HOUR to one destination whoever asks.
 */
export class ContactVerificationService implements RegistrationVerification {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #counters: CounterStore;
  readonly #keys: VerificationKeys;
  readonly #publicUrl: string;
  readonly #box: SecretBox;

  constructor(options: ContactVerificationOptions) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#counters = options.counters;
    this.#keys = options.keys;
    this.#publicUrl = options.publicUrl;
    this.#box = options.box;
  }

  /** At registration: the link, unless this address has had its messages for the hour (the account can ask again later). */
  async sendEmailLinkIn(step: Step, user: Pick<UserRow, 'id' | 'email'>, language: DisplayLanguage): Promise<void> {
    if ((await this.#take('email', user.email)) > 0) return;
    await this.#queue(step, this.#emailLink(user, language));
  }

  /** The resend button: a new link to the caller's address. */
  async resendEmailLink(actor: Actor, language: DisplayLanguage): Promise<void> {
    const user = await this.#account(actor);
    if (user.emailVerifiedAt) throw new DomainError('already_verified', EMAIL_ALREADY_VERIFIED);
    await this.#limit('email', user.email);
    await runStep(this.#db, this.#clock, (step) => this.#queue(step, this.#emailLink(user, language)));
  }

  /** The link's page: the address is verified when the token is ours, unexpired, and for the account's address as it is now. */
  async verifyEmail(token: string): Promise<ContactVerification> {
    const claims = this.#keys.emailClaims(token);
    const user = claims ? await userAccounts.findById(this.#db, claims.userId) : undefined;
    if (!claims || !user || !this.#keys.emailTokenMatches(token, user.email)) throw new DomainError('invalid_link', LINK_INVALID);
    const now = this.#clock.now();
    if (claims.expiresAt.getTime() <= now.getTime()) throw new DomainError('link_expired', LINK_EXPIRED);
    const row = await contactVerificationRepository.verifyEmail(this.#db, user.id, user.email, now);
    // The address changed between the read and the update: the link was for the old one.
    if (!row) throw new DomainError('invalid_link', LINK_INVALID);
    return statusOf(row);
  }

  /** A new code by SMS to the caller's number (one waiting code per account: it replaces the last). */
  async sendPhoneCode(actor: Actor, language: DisplayLanguage): Promise<void> {
    const user = await this.#account(actor);
    const phone = user.phoneNumber;
    if (!phone) throw new DomainError('no_phone', NO_PHONE);
    if (user.phoneVerifiedAt) throw new DomainError('already_verified', PHONE_ALREADY_VERIFIED);
    await this.#limit('sms', phone);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await runStep(this.#db, this.#clock, async (step) => {
      const { tx, now } = step;
      await contactVerificationRepository.savePhoneCode(tx, {
        userId: user.id,
        phoneNumber: phone,
        codeHash: this.#keys.phoneCodeHash(user.id, phone, code),
        expiresAt: new Date(now.getTime() + PHONE_CODE_LIFETIME_MINUTES * 60_000),
      });
      await this.#queue(step, {
        userId: user.id,
        channel: 'sms',
        recipient: phone,
        subject: translate(language, SMS_SUBJECT),
        body: translate(language, SMS_CODE, { code, minutes: PHONE_CODE_LIFETIME_MINUTES }),
      });
    });
  }

  /**
   * The code typed in Profile. Each guess is counted before it is checked (and stays counted), so
   * a code allows PHONE_CODE_ATTEMPTS guesses however they are sent.
   */
  async verifyPhone(actor: Actor, code: string): Promise<ContactVerification> {
    const user = await this.#account(actor);
    const now = this.#clock.now();
    const waiting = await contactVerificationRepository.takePhoneGuess(this.#db, user.id, now, PHONE_CODE_ATTEMPTS);
    // A code sent to another number than the account's now is of no use.
    if (!waiting || waiting.phoneNumber !== user.phoneNumber)
      throw new DomainError('code_expired', CODE_EXPIRED, { errors: [{ field: 'code', message: CODE_EXPIRED }] });
    if (!this.#keys.phoneCodeMatches(waiting.codeHash, user.id, waiting.phoneNumber, code)) {
      throw new DomainError('wrong_code', WRONG_CODE, { errors: [{ field: 'code', message: WRONG_CODE }] });
    }
    const row = await this.#db.transaction((tx) => contactVerificationRepository.verifyPhone(tx, user.id, waiting.phoneNumber, now));
    if (!row) throw new DomainError('code_expired', CODE_EXPIRED, { errors: [{ field: 'code', message: CODE_EXPIRED }] });
    return statusOf(row);
  }

  #emailLink(user: Pick<UserRow, 'id' | 'email'>, language: DisplayLanguage): VerificationMessage {
    const expiresAt = new Date(this.#clock.now().getTime() + EMAIL_LINK_LIFETIME_HOURS * HOUR_SECONDS * 1000);
    const link = `${this.#publicUrl}${VERIFY_EMAIL_PATH}?token=${encodeURIComponent(this.#keys.emailToken(user.id, user.email, expiresAt))}`;
    return {
      userId: user.id,
      channel: 'email',
      recipient: user.email,
      subject: translate(language, EMAIL_SUBJECT),
      body: `${translate(language, EMAIL_OPEN_LINK, { hours: EMAIL_LINK_LIFETIME_HOURS })}\n\n${link}\n\n${translate(language, EMAIL_NOT_YOU)}`,
    };
  }

  /** Writes a verification message; it goes out once the step commits. */
  async #queue(step: Step, message: VerificationMessage): Promise<void> {
    await queueVerificationMessage(step, message, this.#box);
  }

  /** Counts one message to the destination: the seconds to wait when its hour's allowance is spent, else 0. */
  #take(channel: 'email' | 'sms', recipient: string): Promise<number> {
    return this.#counters.take([{ key: destinationKey(channel, recipient), limit: VERIFICATION_MESSAGES_PER_HOUR, ttlSeconds: HOUR_SECONDS, slide: false }]);
  }

  async #limit(channel: 'email' | 'sms', recipient: string): Promise<void> {
    const wait = await this.#take(channel, recipient);
    if (wait > 0)
      throw new DomainError('too_many_verification_messages', TOO_MANY_MESSAGES, {
        values: { count: VERIFICATION_MESSAGES_PER_HOUR },
        headers: { 'retry-after': String(wait) },
      });
  }

  async #account(actor: Actor): Promise<UserRow> {
    const row = await userAccounts.findById(this.#db, actor.sub);
    if (!row) throw new DomainError('not_signed_in', NOT_SIGNED_IN);
    return row;
  }
}

/** Where an account stands: what GET /api/me/profile also says. */
export function statusOf(row: Pick<UserRow, 'emailVerifiedAt' | 'phoneNumber' | 'phoneVerifiedAt'>): ContactVerification {
  return { email_verified: row.emailVerifiedAt !== null, phone_verified: row.phoneNumber !== null && row.phoneVerifiedAt !== null };
}
