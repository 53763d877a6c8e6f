// The auth module's public surface: other modules and the app import it from here only (eslint.config.js).
// Sign-in, sessions, tokens and two-factor.
export { authRoutes } from './auth.routes.ts';
export { type AuthContext, AuthService } from './auth.service.ts';
export { DeviceCookies } from './device-cookie.ts';
export { KeyedHash } from './keyed-hash.ts';
export { LoginThrottle } from './login-throttle.ts';
export { argon2Hasher, type PasswordHasher } from './password.ts';
export { TokenService, type TokenSubject } from './tokens.ts';
export { twoFactorRoutes } from './two-factor.routes.ts';
export { TwoFactorService } from './two-factor.service.ts';
