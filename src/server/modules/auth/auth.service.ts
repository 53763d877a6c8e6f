import type { AuthResponse, RegisterInput } from '../../../shared/contracts/auth.ts';
import type { Role } from '../../../shared/roles.ts';
import { isUniqueViolation } from '../../db/client.ts';
import type { UserRow } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { toTokenSubject } from '../users/user-view.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { decoyPasswordHash, hashPassword, isCommonPassword, verifyPassword } from './password.ts';
import type { TokenService } from './tokens.ts';

export const INVALID_CREDENTIALS = 'Invalid email, password or role.';
export const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead.';
export const COMMON_PASSWORD = 'This password is too common. Choose one that is harder to guess.';
export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait and try again later.';

export class AuthService {
  readonly #users: UsersRepository;
  readonly #tokens: TokenService;
  readonly #throttle: LoginThrottle;

  constructor(users: UsersRepository, tokens: TokenService, throttle: LoginThrottle) {
    this.#users = users;
    this.#tokens = tokens;
    this.#throttle = throttle;
  }

  async register(input: RegisterInput): Promise<AuthResponse> {
    if (isCommonPassword(input.password)) {
      throw new HttpError(422, COMMON_PASSWORD, { errors: [{ field: 'password', message: COMMON_PASSWORD }] });
    }
    // Cheap early answer; the unique index still decides when two requests race.
    if (await this.#users.findByEmail(input.email)) throw new HttpError(409, EMAIL_TAKEN);
    const backer = input.user_type === 'backer';
    const proposer = input.user_type === 'proposer';
    let row: UserRow;
    try {
      row = await this.#users.insert({
        email: input.email,
        passwordHash: await hashPassword(input.password),
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
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, EMAIL_TAKEN);
      throw error;
    }
    return this.#session(row, false);
  }

  /**
   * Wrong email, wrong password and wrong role get one sentence, and each costs one argon2
   * verification, so neither the answer nor its timing tells which it was.
   */
  async login(input: { email: string; password: string; role: Role; remember: boolean }, address: string) {
    const wait = await this.#throttle.retryAfter(input.email, address);
    if (wait > 0) throw new HttpError(429, TOO_MANY_ATTEMPTS, { headers: { 'retry-after': String(wait) } });

    const user = await this.#users.findByEmail(input.email);
    const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
    if (!user || !passwordOk || user.role !== input.role) {
      await this.#throttle.recordFailure(input.email, address);
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    await this.#throttle.recordSuccess(input.email, address);
    return this.#session(user, input.remember);
  }

  async #session(row: UserRow, remember: boolean): Promise<AuthResponse> {
    const subject = toTokenSubject(row);
    return {
      access_token: await this.#tokens.issue(subject, remember),
      token_type: 'bearer',
      role: row.role,
      user: { name: subject.name, email: subject.email, avatar: subject.avatar },
    };
  }
}
