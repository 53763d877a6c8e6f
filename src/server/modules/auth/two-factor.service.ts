import { msg } from '../../../shared/i18n/msg.ts';
import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, type TwoFactorProof } from '../../../shared/contracts/two-factor-requests.ts';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../shared/contracts/two-factor.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { NOT_SIGNED_IN } from '../../plugins/authentication.ts';
import type { Actor } from '../../policies.ts';
import { runStep } from '../../steps/run-step.ts';
import { userAccounts } from '../users/index.ts';
import type { KeyedHash } from './keyed-hash.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { twoFactorRepository } from './two-factor.repository.ts';

export const WRONG_CODE = msg('That code is not right. Check your authenticator app and try again.');
export const TOO_MANY_CODES = msg('Too many wrong codes. Please wait and try again later.');
export const CHALLENGE_EXPIRED = msg('This sign-in has expired. Please sign in again.');
const ISSUER = 'Sharestead';
/** A code of the step before or after the current one is accepted: clocks of phones drift. */
const TOLERANCE_SECONDS = 30;
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const LEGACY_RECOVERY_CODE_LENGTH = 10;

export interface TwoFactorServiceOptions {
  db: Db;
  clock: Clock;
  /** Seals the TOTP secrets kept in the database. */
  box: SecretBox;
  /** Hashes the recovery codes kept in the database (a key derived from ENCRYPTION_KEY). */
  recoveryCodeHash: KeyedHash;
  /** Counts wrong codes per account (and per challenge), apart from passwords. */
  throttle: LoginThrottle;
}

/** Enrolment in two-factor sign-in (TOTP, RFC 6238), its recovery codes, and checking a proof. */
export class TwoFactorService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #box: SecretBox;
  readonly #recoveryCodeHash: KeyedHash;
  readonly #throttle: LoginThrottle;

  constructor(options: TwoFactorServiceOptions) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#box = options.box;
    this.#recoveryCodeHash = options.recoveryCodeHash;
    this.#throttle = options.throttle;
  }

  async status(actor: Actor): Promise<TwoFactorStatus> {
    const user = await this.#account(actor);
    const enabled = user.totpEnabledAt !== null;
    return { enabled, recovery_codes_left: enabled ? await twoFactorRepository.unusedRecoveryCodes(this.#db, user.id) : 0 };
  }

  /** A new secret awaiting confirmation by a code; it replaces an unconfirmed one. */
  async setup(actor: Actor): Promise<TwoFactorSetup> {
    const user = await this.#account(actor);
    const secret = generateSecret();
    if (!(await twoFactorRepository.setPendingSecret(this.#db, user.id, this.#box.seal(secret)))) throw alreadyOn();
    const uri = generateURI({ issuer: ISSUER, label: user.email, secret });
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, otpauth_uri: uri, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /** Confirms the pending secret with a code from it: two-factor sign-in is on; the recovery codes, shown once. */
  async enable(actor: Actor, code: string): Promise<string[]> {
    const user = await this.#account(actor);
    if (user.totpEnabledAt) throw alreadyOn();
    if (!user.totpSecret) throw new DomainError('two_factor_not_set_up', 'Start the set-up first: scan a new QR code.');
    await this.#throttled(user, undefined, () => this.#checkCode(user, code));
    await this.#throttle.codeRight(user.email);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await runStep(this.#db, this.#clock, async (step) => {
      await twoFactorRepository.enable(
        step.tx,
        user.id,
        step.now,
        codes.map((code) => this.#recoveryCodeHash.digest(normalisedCode(code))),
      );
      await step.emit({ type: 'action.taken', actorId: user.id, action: 'account.two_factor_enabled', subjectType: 'user', subjectId: user.id });
    });
    return codes;
  }

  /** Turns two-factor sign-in off; it takes a current code (or a recovery code). */
  async disable(actor: Actor, proof: TwoFactorProof): Promise<void> {
    const user = await this.#account(actor);
    if (!user.totpEnabledAt) throw new DomainError('two_factor_off', 'Two-factor sign-in is already off.');
    await this.verify(user, proof);
    await this.#throttle.codeRight(user.email);
    await runStep(this.#db, this.#clock, async (step) => {
      await twoFactorRepository.disable(step.tx, user.id);
      await step.emit({ type: 'action.taken', actorId: user.id, action: 'account.two_factor_disabled', subjectType: 'user', subjectId: user.id });
    });
  }

  /**
   * Checks a proof of an enrolled user under the second-factor limits: 401 `wrong_code` when
   * wrong, 401 `challenge_expired` when the sign-in's challenge has had its wrong codes, 429 when
   * the account has. A code or recovery code works once. A right one ends no run of wrong codes:
   * the caller does (`LoginThrottle.codeRight`) once what the proof was for has succeeded.
   */
  async verify(user: UserRow, proof: TwoFactorProof, challengeId?: string): Promise<void> {
    await this.#throttled(user, challengeId, () =>
      proof.code !== undefined
        ? this.#checkCode(user, proof.code)
        : twoFactorRepository.useRecoveryCode(this.#db, user.id, this.#hashRecoveryCode(proof.recovery_code ?? ''), this.#clock.now()),
    );
  }

  async #throttled(user: UserRow, challengeId: string | undefined, check: () => Promise<boolean>): Promise<void> {
    const refusal = await this.#throttle.beginCode(user.email, challengeId);
    if (refusal?.reason === 'challenge_dead') throw new DomainError('challenge_expired', CHALLENGE_EXPIRED);
    if (refusal) throw new DomainError('too_many_attempts', TOO_MANY_CODES, { headers: { 'retry-after': String(refusal.waitSeconds) } });
    if (!(await check())) throw new DomainError('wrong_code', WRONG_CODE, { status: 401, errors: [{ field: 'code', message: WRONG_CODE }] });
  }

  /** True when the code is the secret's for now (± one step) and its step was not used before. */
  async #checkCode(user: UserRow, code: string): Promise<boolean> {
    const secret = user.totpSecret ? this.#box.open(user.totpSecret) : null;
    if (!secret) return false;
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(this.#clock.now().getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(user.totpLastStep === null ? {} : { afterTimeStep: user.totpLastStep }),
    });
    // otplib's answer type covers HOTP too; a TOTP success always carries its time step.
    return result.valid && 'timeStep' in result && (await twoFactorRepository.useStep(this.#db, user.id, result.timeStep));
  }

  /**
   * The stored form of a recovery code: an HMAC under a key of its own (ENCRYPTION_KEY), so a copy
   * of the database is no list of codes to try offline. A code of the old kind (10 characters,
   * 50 bits, given before codes grew to 16) was stored as bare SHA-256; the one rehashing it would
   * need is the code itself, so it is still checked that way and works until used (once), or
   * until the owner turns two-factor sign-in off and on again.
   */
  #hashRecoveryCode(typed: string): string[] {
    const code = normalisedCode(typed);
    if (code.length === LEGACY_RECOVERY_CODE_LENGTH) return [createHash('sha256').update(code).digest('base64url')];
    // Under ENCRYPTION_KEY, or a previous key while it rotates out: codes given before the rotation still work.
    return this.#recoveryCodeHash.candidates(code);
  }

  async #account(actor: Actor): Promise<UserRow> {
    const row = await userAccounts.findById(this.#db, actor.sub);
    if (!row) throw new DomainError('not_signed_in', NOT_SIGNED_IN);
    return row;
  }
}

function alreadyOn() {
  return new DomainError('two_factor_on', 'Two-factor sign-in is already on. Turn it off first to set it up again.');
}

/** Sixteen random characters of base32 (80 bits), shown as xxxx-xxxx-xxxx-xxxx. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return characters.match(/.{4}/g)!.join('-');
}

/** A recovery code as stored: lower case, without the spaces and dashes it is shown or typed with. */
function normalisedCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}
