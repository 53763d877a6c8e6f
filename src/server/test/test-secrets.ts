/** The ENCRYPTION_KEY of every test app, and of the test database's sealed rows (global-setup.ts). */
export const TEST_ENCRYPTION_KEY = 'test-key-that-seals-two-factor-secrets-0123456789abcdef';
