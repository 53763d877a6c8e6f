// The verification module's public surface: other modules and the app import it from here only (eslint.config.js).
// Contact verification: e-mail links and SMS codes.
export type { ContactVerificationService, RegistrationVerification } from './contact-verification.service.ts';
export { registerVerificationModule } from './verification.plugin.ts';
