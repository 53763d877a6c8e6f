// The verification module's public surface: other modules and the app import it from here only (eslint.config.js).
// Contact verification: e-mail links and SMS codes.
export { contactVerificationRoutes } from './contact-verification.routes.ts';
export { ContactVerificationService, type RegistrationVerification } from './contact-verification.service.ts';
export { VerificationKeys } from './verification-keys.ts';
