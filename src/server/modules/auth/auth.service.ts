import { msg } from '../../../shared/i18n/msg.ts';
import type { AuthResponse, MeResponse, RegisterInput, TokenPayload } from '../../../shared/contracts/auth.ts';
import type { DisplayLanguage } from '../../../shared/i18n/languages.ts';
import type { PasswordChangeRequest } from '../../../shared/contracts/password-change.ts';
import type { TwoFactorProof } from '../../../shared/contracts/two-factor-requests.ts';
import type { TwoFactorChallenge } from '../../../shared/contracts/two-factor.ts';
import type { Role } from '../../../shared/roles.ts';
import { isUniqueViolation, type Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { NOT_SIGNED_IN } from '../../plugins/authentication.ts';
import { noticeTo } from '../../steps/domain-events.ts';
import { runStep } from '../../steps/run-step.ts';
import { welcomeNotification } from '../notifications/index.ts';
import { isUuid } from '../../../shared/uuid.ts';
import { toAccountView, toTokenSubject, userAccounts } from '../users/index.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { isCommonPassword, type PasswordHasher } from './password.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { TOKEN_LIFETIME_SECONDS, type TokenService } from './tokens.ts';
import { CHALLENGE_EXPIRED, type TwoFactorService } from './two-factor.service.ts';
import type { RegistrationVerification } from '../verification/index.ts';

export const INVALID_CREDENTIALS = msg('Invalid email, password or role.');
export const EMAIL_TAKEN = msg('An account with this email already exists. Sign in instead.');
export const COMMON_PASSWORD = msg('This password is too common. Choose one that is harder to guess.');
export const TOO_MANY_ATTEMPTS = msg('Too many failed sign-in attempts. Please wait and try again later.');
export const WRONG_PASSWORD = msg('The current password is not right.');

/** The caller of a signed-in request: the token's claims, its role checked against the database. */
export interface AuthContext extends TokenPayload {
  /** The session this token belongs to (its `jti`); logout ends it. */
  sessionId: string;
}

export interface AuthServiceOptions {
  db: Db;
  tokens: TokenService;
  throttle: LoginThrottle;
  clock: Clock;
  passwords: PasswordHasher;
  twoFactor: TwoFactorService;
  /** Sends a new account's address its verification link. */
  verification: RegistrationVerification;
  /**
   * A hash of a random password, made at start-up: an unknown email is verified against it, so
   * that answer takes as long as a wrong password does, the first one included.
   */
  decoyHash: string;
}

export class AuthService {
  readonly #db: Db;
  readonly #tokens: TokenService;
  readonly #throttle: LoginThrottle;
  readonly #clock: Clock;
  readonly #passwords: PasswordHasher;
  readonly #twoFactor: TwoFactorService;
  readonly #verification: RegistrationVerification;
  readonly #decoyHash: string;

  constructor(options: AuthServiceOptions) {
    this.#db = options.db;
    this.#tokens = options.tokens;
    this.#throttle = options.throttle;
    this.#clock = options.clock;
    this.#passwords = options.passwords;
    this.#twoFactor = options.twoFactor;
    this.#verification = options.verification;
    this.#decoyHash = options.decoyHash;
  }

  /** `language`: the one the registrant reads the app in, for the verification e-mail. */
  async register(input: RegisterInput, language: DisplayLanguage): Promise<AuthResponse> {
    if (isCommonPassword(input.password)) {
      throw new DomainError('invalid_request', COMMON_PASSWORD, { errors: [{ field: 'password', message: COMMON_PASSWORD }] });
    }
    // Cheap early answer; the unique index still decides when two requests race.
    if (await userAccounts.findByEmail(this.#db, input.email)) throw new DomainError('email_taken', EMAIL_TAKEN);
    const backer = input.user_type === 'backer';
    const proposer = input.user_type === 'proposer';
    const passwordHash = await this.#passwords.hash(input.password);
    try {
      // The account, its welcome notification, its address's verification link and its first
      // session together: never an account whose sign-in or welcome was lost, nor a welcome without its account.
      return await runStep(this.#db, this.#clock, async (step) => {
        const row = await userAccounts.insert(step.tx, {
          email: input.email,
          passwordHash,
          role: input.user_type,
          firstName: input.first_name,
          lastName: input.last_name,
          phoneNumber: input.phone_number,
          address: input.address,
          investmentPreferences: backer ? input.investment_preferences : null,
          riskProfile: backer ? (input.risk_profile ?? null) : null,
          companyName: proposer ? input.company_name : null,
          pitchDeckUrl: proposer ? input.pitch_deck_url : null,
        });
        await step.emit(noticeTo(step, row.id, welcomeNotification(row.role)));
        await this.#verification.sendEmailLinkIn(step, row, language);
        return this.#startSession(step.tx, row, false);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('email_taken', EMAIL_TAKEN);
      throw error;
    }
  }

  /**
   * Wrong email, wrong password and wrong role get one sentence, and each costs one argon2
   * verification, so neither the answer nor its timing tells which it was. The attempt is counted
   * before the verification (see LoginThrottle), so parallel guesses meet the limit too; `device`
   * is the browser's device cookie of this account, when it has a valid one.
   */
  async login(
    input: { email: string; password: string; role: Role; remember: boolean },
    address: string,
    device?: string,
  ): Promise<AuthResponse | TwoFactorChallenge> {
    const wait = await this.#throttle.begin(input.email, address, device);
    if (wait > 0) throw new DomainError('too_many_attempts', TOO_MANY_ATTEMPTS, { headers: { 'retry-after': String(wait) } });

    const user = await userAccounts.findByEmail(this.#db, input.email);
    const passwordOk = await this.#passwords.verify(user?.passwordHash ?? this.#decoyHash, input.password);
    if (!user || !passwordOk || user.role !== input.role) throw invalidCredentials();
    // With two-factor sign-in on, a correct password only earns the chance to give a code; the
    // pair's run of failures goes on until the code is right too.
    if (user.totpEnabledAt) {
      await this.#throttle.passwordRight(input.email, device);
      return { two_factor_required: true, challenge_token: await this.#tokens.issueChallenge(user, input.remember) };
    }
    // A password changed while this one was being checked leaves the sign-in without a session:
    // a failure, and counted as one.
    const answer = await this.#startSession(this.#db, user, input.remember, invalidCredentials);
    await Promise.all([this.#throttle.passwordRight(input.email, device), this.#throttle.endRun(input.email, address)]);
    return answer;
  }

  /**
   * The second step of a sign-in with two-factor on: a current code or a recovery code, under the
   * second-factor limits. A challenge of a password that is no longer the user's is dead. Only
   * now that the whole sign-in has succeeded do the runs of failures (this pair's passwords, the
   * account's codes) end.
   */
  async completeTwoFactor(challengeToken: string, proof: TwoFactorProof, address: string): Promise<AuthResponse> {
    const challenge = await this.#tokens.verifyChallenge(challengeToken);
    const user = challenge ? await userAccounts.findById(this.#db, challenge.userId) : undefined;
    if (!challenge || !user?.totpEnabledAt || challenge.passwordStamp !== this.#tokens.passwordStamp(user.passwordHash)) throw challengeExpired();
    await this.#twoFactor.verify(user, proof, challenge.id);
    const answer = await this.#startSession(this.#db, user, challenge.remember, challengeExpired);
    await Promise.all([this.#throttle.codeRight(user.email), this.#throttle.endRun(user.email, address)]);
    return answer;
  }

  /**
   * The caller of a token, or null when the token is not ours, has expired, or its session no
   * longer stands: the session is gone or ended (logout), the user is gone, the user's role is not
   * the token's, or the session last proved the password before the user's `tokens_valid_after`.
   * One read by primary keys per request.
   */
  async authenticate(token: string): Promise<AuthContext | null> {
    const payload = await this.#tokens.verify(token);
    if (!payload || !isUuid(payload.jti) || !isUuid(payload.sub)) return null;
    const standing = await sessionsRepository.standing(this.#db, payload.jti, payload.sub);
    if (!standing || standing.endedAt || standing.role !== payload.role) return null;
    if (standing.expiresAt.getTime() <= this.#clock.now().getTime()) return null;
    // A password change sets tokens_valid_after and marks the session that made it as proved then.
    const provedAt = standing.passwordCheckedAt ?? standing.createdAt;
    if (standing.tokensValidAfter && provedAt.getTime() < standing.tokensValidAfter.getTime()) return null;
    return { ...payload, sessionId: payload.jti };
  }

  /** The signed-in account; a token can outlive its account, which is the same as not being signed in. */
  async account(userId: string): Promise<MeResponse['user']> {
    const user = await userAccounts.findById(this.#db, userId);
    if (!user) throw new DomainError('not_signed_in', NOT_SIGNED_IN);
    return toAccountView(user);
  }

  /**
   * Replaces the caller's password and ends every other session of the user at once (their rows,
   * and tokens_valid_after for any sign-in still under way); the session that asked goes on. A
   * wrong current password counts as a failed sign-in of the account from this address (the same
   * limits: it is the same secret being guessed).
   */
  async changePassword(auth: AuthContext, input: PasswordChangeRequest, address: string): Promise<void> {
    if (isCommonPassword(input.new_password)) {
      throw new DomainError('invalid_request', COMMON_PASSWORD, { errors: [{ field: 'new_password', message: COMMON_PASSWORD }] });
    }
    const user = await userAccounts.findById(this.#db, auth.sub);
    if (!user) throw new DomainError('not_signed_in', NOT_SIGNED_IN);
    await this.#checkPassword(user, input.current_password, address);
    const passwordHash = await this.#passwords.hash(input.new_password);
    await runStep(this.#db, this.#clock, async (step) => {
      const { tx, now } = step;
      // Not when the password changed since it was checked (the change rolls back).
      if (!(await userAccounts.setPasswordHash(tx, user.id, { verifiedHash: user.passwordHash, passwordHash, at: now }))) throw wrongPassword();
      await sessionsRepository.endAllBut(tx, user.id, auth.sessionId, now);
      await step.emit({ type: 'action.taken', actorId: user.id, action: 'account.password_changed', subjectType: 'user', subjectId: user.id });
    });
  }

  /**
   * The password of a signed-in user, checked under the sign-in limits of its account and this
   * address; 401 `wrong_password` (not `not_signed_in`: the session stands) when it is wrong.
   */
  async #checkPassword(user: UserRow, password: string, address: string): Promise<void> {
    const wait = await this.#throttle.begin(user.email, address);
    if (wait > 0) throw new DomainError('too_many_attempts', TOO_MANY_ATTEMPTS, { headers: { 'retry-after': String(wait) } });
    if (!(await this.#passwords.verify(user.passwordHash, password))) throw wrongPassword();
    await Promise.all([this.#throttle.passwordRight(user.email), this.#throttle.endRun(user.email, address)]);
  }

  /** Ends the caller's session: its token stops working, the user's other sessions go on. */
  async logout(auth: AuthContext): Promise<void> {
    await sessionsRepository.end(this.#db, auth.sessionId, auth.sub, this.#clock.now());
  }

  /** A session for the user, while `row.passwordHash` is still theirs; otherwise `stale()` is thrown. */
  async #startSession(db: Db, row: UserRow, remember: boolean, stale: () => DomainError = invalidCredentials): Promise<AuthResponse> {
    const createdAt = this.#clock.now();
    const lifetime = remember ? TOKEN_LIFETIME_SECONDS.remembered : TOKEN_LIFETIME_SECONDS.short;
    const expiresAt = new Date(createdAt.getTime() + lifetime * 1000);
    // Also forgets the user's expired sessions (see sessionsRepository.start).
    const session = await sessionsRepository.start(db, { userId: row.id, passwordHash: row.passwordHash, createdAt, expiresAt });
    if (!session) throw stale();
    const subject = toTokenSubject(row);
    return {
      access_token: await this.#tokens.issue(subject, session),
      token_type: 'bearer',
      role: row.role,
      user: { name: subject.name, email: subject.email, avatar: subject.avatar },
    };
  }
}

function invalidCredentials() {
  return new DomainError('invalid_credentials', INVALID_CREDENTIALS);
}

function challengeExpired() {
  return new DomainError('challenge_expired', CHALLENGE_EXPIRED);
}

function wrongPassword() {
  return new DomainError('wrong_password', WRONG_PASSWORD, { errors: [{ field: 'current_password', message: WRONG_PASSWORD }] });
}
