// The auth module's public surface: other modules and the app import it from here only (eslint.config.js).
// Sign-in, sessions, tokens and two-factor.
export { registerAuthModule } from './auth.plugin.ts';
export type { AuthContext, AuthService } from './auth.service.ts';
export type { PasswordHasher } from './password.ts';
export type { TokenSubject } from './tokens.ts';
