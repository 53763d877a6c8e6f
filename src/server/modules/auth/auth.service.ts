import { msg } from '../../../shared/i18n/msg.ts';
import type { AuthResponse, RegisterInput, TokenPayload } from '../../../shared/contracts/auth.ts';
import type { DisplayLanguage } from '../../../shared/i18n/languages.ts';
import type { PasswordChangeRequest } from '../../../shared/contracts/password-change.ts';
import type { TwoFactorProof } from '../../../shared/contracts/two-factor-requests.ts';
import type { TwoFactorChallenge } from '../../../shared/contracts/two-factor.ts';
import type { Role } from '../../../shared/roles.ts';
import { isUniqueViolation, type Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { NOT_SIGNED_IN } from '../../plugins/authentication.ts';
import { recordAudit } from '../audit/audit.ts';
import { notify } from '../notifications/notify.ts';
import { welcomeNotification } from '../notifications/welcome.ts';
import { isUuid, usersRepository } from '../users/users.repository.ts';
import { toTokenSubject } from '../users/user-view.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { isCommonPassword, type PasswordHasher } from './password.ts';
import { sessionsRepository } from './sessions.repository.ts';
import { TOKEN_LIFETIME_SECONDS, type TokenService } from './tokens.ts';
import type { TwoFactorService } from './two-factor.service.ts';
import type { RegistrationVerification } from '../verification/contact-verification.service.ts';

export const INVALID_CREDENTIALS = msg('Invalid email, password or role.');
export const EMAIL_TAKEN = msg('An account with this email already exists. Sign in instead.');
export const COMMON_PASSWORD = msg('This password is too common. Choose one that is harder to guess.');
export const TOO_MANY_ATTEMPTS = msg('Too many failed sign-in attempts. Please wait and try again later.');
export const WRONG_PASSWORD = msg('The current password is not right.');
export const CHALLENGE_EXPIRED = msg('This sign-in has expired. Please sign in again.');

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
      throw new HttpError(422, COMMON_PASSWORD, { code: 'invalid_request', errors: [{ field: 'password', message: COMMON_PASSWORD }] });
    }
    // Cheap early answer; the unique index still decides when two requests race.
    if (await usersRepository.findByEmail(this.#db, input.email)) throw new HttpError(409, EMAIL_TAKEN, { code: 'email_taken' });
    const backer = input.user_type === 'backer';
    const proposer = input.user_type === 'proposer';
    const passwordHash = await this.#passwords.hash(input.password);
    try {
      // The account, its welcome notification, its address's verification link and its first
      // session together: never an account whose sign-in or welcome was lost, nor a welcome without its account.
      return await this.#db.transaction(async (tx) => {
        const row = await usersRepository.insert(tx, {
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
        await notify(tx, row.id, { ...welcomeNotification(row.role), createdAt: this.#clock.now() });
        await this.#verification.sendEmailLinkIn(tx, row, language);
        return this.#startSession(tx, row, false);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN, { code: 'email_taken' });
      throw error;
    }
  }

  /**
   * Wrong email, wrong password and wrong role get one sentence, and each costs one argon2
   * verification, so neither the answer nor its timing tells which it was. The attempt is counted
   * before the verification (see LoginThrottle), so parallel guesses meet the limit too.
   */
  async login(input: { email: string; password: string; role: Role; remember: boolean }, address: string): Promise<AuthResponse | TwoFactorChallenge> {
    const wait = await this.#throttle.begin(input.email, address);
    if (wait > 0) throw new HttpError(429, TOO_MANY_ATTEMPTS, { code: 'too_many_attempts', headers: { 'retry-after': String(wait) } });

    const user = await usersRepository.findByEmail(this.#db, input.email);
    const passwordOk = await this.#passwords.verify(user?.passwordHash ?? this.#decoyHash, input.password);
    if (!user || !passwordOk || user.role !== input.role) {
      throw new HttpError(401, INVALID_CREDENTIALS, { code: 'invalid_credentials' });
    }
    await this.#throttle.succeeded(input.email, address);
    // With two-factor sign-in on, a correct password only earns the chance to give a code.
    if (user.totpEnabledAt) return { two_factor_required: true, challenge_token: await this.#tokens.issueChallenge(user.id, input.remember) };
    return this.#startSession(this.#db, user, input.remember);
  }

  /** The second step of a sign-in with two-factor on: a current code or a recovery code, under the sign-in limits. */
  async completeTwoFactor(challengeToken: string, proof: TwoFactorProof, address: string): Promise<AuthResponse> {
    const challenge = await this.#tokens.verifyChallenge(challengeToken);
    const user = challenge ? await usersRepository.findById(this.#db, challenge.userId) : undefined;
    if (!challenge || !user?.totpEnabledAt) throw new HttpError(401, CHALLENGE_EXPIRED, { code: 'challenge_expired' });
    await this.#twoFactor.verify(user, proof, address);
    return this.#startSession(this.#db, user, challenge.remember);
  }

  /**
   * The caller of a token, or null when the token is not ours, has expired, or its session no
   * longer stands: the session is gone or ended (logout), the user is gone, the user's role is not
   * the token's, or the token was issued before the user's `tokens_valid_after`. One read by
   * primary keys per request.
   */
  async authenticate(token: string): Promise<AuthContext | null> {
    const payload = await this.#tokens.verify(token);
    if (!payload || !isUuid(payload.jti) || !isUuid(payload.sub)) return null;
    const standing = await sessionsRepository.standing(this.#db, payload.jti, payload.sub);
    if (!standing || standing.endedAt || standing.role !== payload.role) return null;
    if (standing.expiresAt.getTime() <= this.#clock.now().getTime()) return null;
    // `iat` has whole seconds: a token of the same second as tokens_valid_after still counts.
    if (standing.tokensValidAfter && payload.iat < Math.floor(standing.tokensValidAfter.getTime() / 1000)) return null;
    return { ...payload, sessionId: payload.jti };
  }

  /**
   * Replaces the caller's password and ends every other session of the user at once; the session
   * that asked goes on. A wrong current password counts as a failed sign-in of the account from
   * this address (the same limits: it is the same secret being guessed).
   */
  async changePassword(auth: AuthContext, input: PasswordChangeRequest, address: string): Promise<void> {
    if (isCommonPassword(input.new_password)) {
      throw new HttpError(422, COMMON_PASSWORD, { code: 'invalid_request', errors: [{ field: 'new_password', message: COMMON_PASSWORD }] });
    }
    const user = await usersRepository.findById(this.#db, auth.sub);
    if (!user) throw new HttpError(401, NOT_SIGNED_IN);
    await this.#checkPassword(user, input.current_password, address);
    const passwordHash = await this.#passwords.hash(input.new_password);
    const now = this.#clock.now();
    await this.#db.transaction(async (tx) => {
      await usersRepository.setPasswordHash(tx, user.id, passwordHash);
      await sessionsRepository.endAllBut(tx, user.id, auth.sessionId, now);
      await recordAudit(tx, { actorId: user.id, action: 'account.password_changed', subjectType: 'user', subjectId: user.id, at: now });
    });
  }

  /**
   * The password of a signed-in user, checked under the sign-in limits of its account and this
   * address; 401 `wrong_password` (not `not_signed_in`: the session stands) when it is wrong.
   */
  async #checkPassword(user: UserRow, password: string, address: string): Promise<void> {
    const wait = await this.#throttle.begin(user.email, address);
    if (wait > 0) throw new HttpError(429, TOO_MANY_ATTEMPTS, { code: 'too_many_attempts', headers: { 'retry-after': String(wait) } });
    if (!(await this.#passwords.verify(user.passwordHash, password))) {
      throw new HttpError(401, WRONG_PASSWORD, { code: 'wrong_password', errors: [{ field: 'current_password', message: WRONG_PASSWORD }] });
    }
    await this.#throttle.succeeded(user.email, address);
  }

  /** Ends the caller's session: its token stops working, the user's other sessions go on. */
  async logout(auth: AuthContext): Promise<void> {
    await sessionsRepository.end(this.#db, auth.sessionId, auth.sub, this.#clock.now());
  }

  async #startSession(db: Db, row: UserRow, remember: boolean): Promise<AuthResponse> {
    const createdAt = this.#clock.now();
    const lifetime = remember ? TOKEN_LIFETIME_SECONDS.remembered : TOKEN_LIFETIME_SECONDS.short;
    const expiresAt = new Date(createdAt.getTime() + lifetime * 1000);
    // Also forgets the user's expired sessions (see sessionsRepository.start).
    const session = await sessionsRepository.start(db, { userId: row.id, createdAt, expiresAt });
    const subject = toTokenSubject(row);
    return {
      access_token: await this.#tokens.issue(subject, session),
      token_type: 'bearer',
      role: row.role,
      user: { name: subject.name, email: subject.email, avatar: subject.avatar },
    };
  }
}
