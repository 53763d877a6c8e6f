import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoAccountsExposed, loadConfig, TRUST_PROXY_TRUE } from './env.ts';
import { isLoopbackHost } from './listener.ts';
import { resolveSecret, secretProblem, secretRule } from './server-secrets.ts';

// 48 random bytes, as `openssl rand -base64 48` writes them.
const SECRET = 'q3Vt9yZ0pP6m1xGkR8wL2cJ7sH4dN5bE0aF3uK9iT6oW1zY8vM2nQ7rB4gX5jC0h';
/** The platform's own escrow account, which production requires. */
const OWN_ESCROW = { ESCROW_BANK: 'HDFC Bank, Fort, Mumbai', ESCROW_ACCOUNT_NUMBER: '50200098765432', ESCROW_IFSC: 'HDFC0000060', ESCROW_SWIFT: 'HDFCINBB' };
const PRODUCTION = { NODE_ENV: 'production', JWT_SECRET: SECRET, ENCRYPTION_KEY: SECRET, ...OWN_ESCROW };

describe('loadConfig', () => {
  it('keeps uploads in DATA_DIR/uploads unless UPLOAD_DIR names another folder', () => {
    expect(loadConfig({ DATA_DIR: '/srv/sharestead' }).uploadDir).toBe(path.resolve('/srv/sharestead/uploads'));
    expect(loadConfig({ DATA_DIR: '/srv/sharestead', UPLOAD_DIR: '/mnt/files' }).uploadDir).toBe(path.resolve('/mnt/files'));
  });

  it('refuses to start in production without JWT_SECRET or ENCRYPTION_KEY', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET must be set when NODE_ENV=production (for example: openssl rand -base64 48).');
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET })).toThrow(
      'ENCRYPTION_KEY must be set when NODE_ENV=production (for example: openssl rand -base64 48).',
    );
    expect(loadConfig({ ...PRODUCTION, ENCRYPTION_KEY: randomBytes(48).toString('base64') }).encryptionKey).toBeDefined();
  });

  it('reads the previous encryption keys of a rotation, comma-separated', () => {
    expect(loadConfig({}).previousEncryptionKeys).toEqual([]);
    expect(loadConfig({ ENCRYPTION_KEY_PREVIOUS: ' old-key-one , old-key-two,' }).previousEncryptionKeys).toEqual(['old-key-one', 'old-key-two']);
  });

  it('refuses a JWT_SECRET that carries fewer than 32 random bytes, and says what it needs', () => {
    const weak = [
      'a-production-secret-of-32-chars!', // 32 characters: 24 bytes at most as base64
      'x'.repeat(64),
      'abababababababababababababababababababababababababab', // long, two characters
      'correct-horse-battery-staple-correct-horse-battery', // 50 characters, 13 different
      '0123456789abcdef0123456789abcdef0123456789abcdef', // 48 hex digits: 24 bytes
      'deadbeef'.repeat(8), // 64 hex digits, 6 different
    ];
    for (const secret of weak) {
      expect(() => loadConfig({ JWT_SECRET: secret }), secret).toThrow(secretRule('JWT_SECRET'));
      expect(() => loadConfig({ ENCRYPTION_KEY: secret }), secret).toThrow(secretRule('ENCRYPTION_KEY'));
    }
    expect(secretRule('JWT_SECRET')).toMatch(/^JWT_SECRET must carry at least 32 random bytes/);
    expect(loadConfig({ JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
    expect(loadConfig({ JWT_SECRET: randomBytes(32).toString('base64') }).jwtSecret).toBeDefined();
    for (let round = 0; round < 50; round++) {
      expect(loadConfig({ JWT_SECRET: randomBytes(32).toString('hex') }).jwtSecret).toBeDefined();
    }
  });

  it('generates each secret of 48 random bytes into the data folder, and keeps it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'sharestead-secret-'));
    try {
      const secret = await resolveSecret('JWT_SECRET', undefined, dataDir);
      expect(Buffer.from(secret, 'base64url')).toHaveLength(48);
      expect(secretProblem('JWT_SECRET', secret)).toBeUndefined();
      expect(await resolveSecret('JWT_SECRET', undefined, dataDir)).toBe(secret);
      // The encryption key is a secret of its own, in a file of its own.
      const key = await resolveSecret('ENCRYPTION_KEY', undefined, dataDir);
      expect(key).not.toBe(secret);
      expect(await resolveSecret('ENCRYPTION_KEY', undefined, dataDir)).toBe(key);
      // A weak stored secret (from an older version, or written by hand) is replaced.
      await writeFile(path.join(dataDir, 'jwt-secret'), 'weak-but-thirty-two-characters!!');
      const replaced = await resolveSecret('JWT_SECRET', undefined, dataDir);
      expect(secretProblem('JWT_SECRET', replaced)).toBeUndefined();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, and refuses a bare true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.10,fd00::/8,loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.0.2.10', 'fd00::/8', 'loopback']);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(TRUST_PROXY_TRUE);
    expect(() => loadConfig({ TRUST_PROXY: 'TRUE' })).toThrow(TRUST_PROXY_TRUE);
    expect(TRUST_PROXY_TRUE).toMatch(/^TRUST_PROXY=true would believe any X-Forwarded-For a client sends/);
    for (const bad of ['10.0.0.0/33', 'proxy.internal', '10.0.0.1,', '1.5', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/^TRUST_PROXY must be false, a hop count/);
    }
  });

  it('seeds demo accounts only on the embedded database outside production, and takes the first admin from the environment', () => {
    expect(loadConfig({}).seedDemoAccounts).toBe(true);
    // Published passwords never reach a PostgreSQL server, which may well be a shared or a real one.
    expect(loadConfig({ DATABASE_URL: 'postgres://db-host:5432/sharestead' }).seedDemoAccounts).toBe(false);
    const production = loadConfig({ ...PRODUCTION, ADMIN_EMAIL: 'ops@example.com', ADMIN_PASSWORD: 'a long passphrase' });
    expect(production.seedDemoAccounts).toBe(false);
    expect(production.initialAdmin).toEqual({ email: 'ops@example.com', password: 'a long passphrase' });
    expect(() => loadConfig({ ...PRODUCTION, ADMIN_EMAIL: 'Admin@Sharestead.test', ADMIN_PASSWORD: 'a long passphrase' })).toThrow(
      'ADMIN_EMAIL may not be the address of a demo account in production; their passwords are published.',
    );
  });

  it('listens on this machine only unless HOST says otherwise, and never serves demo accounts to other machines', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(isLoopbackHost(loadConfig({}).host)).toBe(true);
    expect(loadConfig({ HOST: '' }).host).toBe('localhost');
    for (const host of ['127.0.0.1', '127.0.1.1', '::1', '[::1]', 'LOCALHOST']) {
      expect(loadConfig({ HOST: host }).host, host).toBe(host);
    }
    // A try-out (the embedded database) has the demo accounts: its listener must stay on loopback.
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'sharestead.internal', '128.0.0.1']) {
      expect(isLoopbackHost(host), host).toBe(false);
      expect(() => loadConfig({ HOST: host }), host).toThrow(demoAccountsExposed(host));
    }
    expect(demoAccountsExposed('0.0.0.0')).toMatch(/^HOST=0\.0\.0\.0 is reachable from other machines, and this start has demo accounts/);
    // Without demo accounts any listener may be chosen.
    expect(loadConfig({ HOST: '0.0.0.0', DATABASE_URL: 'postgres://db-host:5432/sharestead' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('treats empty variables as unset and rejects malformed ones', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: '' }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'ops@example.com' })).toThrow('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  });

  it('reads the rate limits, with the defaults of interfaces.md', () => {
    expect(loadConfig({}).limits).toEqual({
      loginPairMaxFailures: 10,
      loginPairLockSeconds: 900,
      loginAccountMaxFailuresPerHour: 100,
      authRequestsPerMinute: 600,
      formsPerHour: 30,
      questionsPerHour: 5,
    });
    expect(loadConfig({ LOGIN_PAIR_LOCK_MINUTES: '5' }).limits.loginPairLockSeconds).toBe(300);
    expect(loadConfig({ FORMS_PER_HOUR: '5' }).limits.formsPerHour).toBe(5);
    expect(() => loadConfig({ FORMS_PER_HOUR: '0' })).toThrow(/FORMS_PER_HOUR/);
    expect(loadConfig({ QUESTIONS_PER_HOUR: '2' }).limits.questionsPerHour).toBe(2);
  });

  it('reads the escrow account deposits go to, with demo defaults, and refuses malformed bank codes', () => {
    expect(loadConfig({}).escrow).toEqual({
      accountName: 'Sharestead Escrow Account',
      bank: 'Example Bank, Fort Branch, Mumbai',
      accountNumber: '50200012345678',
      ifsc: 'EXMP0000001',
      swift: 'EXMPINBBXXX',
    });
    expect(loadConfig({ ESCROW_ACCOUNT_NAME: ' Sharestead Trustee Ltd ', ESCROW_IFSC: 'hdfc0000001', ESCROW_SWIFT: 'hdfcinbb' }).escrow).toMatchObject({
      accountName: 'Sharestead Trustee Ltd',
      ifsc: 'HDFC0000001',
      swift: 'HDFCINBB',
    });
    expect(() => loadConfig({ ESCROW_IFSC: 'HDFC1000001' })).toThrow(/ESCROW_IFSC: must be an IFSC code/);
    expect(() => loadConfig({ ESCROW_SWIFT: 'HDFC' })).toThrow(/ESCROW_SWIFT: must be a SWIFT\/BIC code/);
    expect(() => loadConfig({ ESCROW_ACCOUNT_NUMBER: '12 34' })).toThrow(/ESCROW_ACCOUNT_NUMBER/);
    expect(() => loadConfig({ ESCROW_BANK: '   ' })).toThrow(/ESCROW_BANK/);
  });

  it('refuses the demo escrow account in production, so no deposit instruction names it', () => {
    expect(loadConfig(PRODUCTION).escrow).toMatchObject({ accountNumber: '50200098765432', ifsc: 'HDFC0000060', swift: 'HDFCINBB' });
    const { ESCROW_ACCOUNT_NUMBER: _number, ESCROW_IFSC: _ifsc, ...withoutNumberAndIfsc } = PRODUCTION;
    expect(() => loadConfig(withoutNumberAndIfsc)).toThrow(
      "ESCROW_ACCOUNT_NUMBER, ESCROW_IFSC must name the platform's own escrow account when NODE_ENV=production; " +
        "the defaults are a demo account that does not exist, and deposit instructions would send backers' money there.",
    );
    // Given explicitly it is the same demo account.
    expect(() => loadConfig({ ...PRODUCTION, ESCROW_SWIFT: 'exmpinbbxxx' })).toThrow(/^ESCROW_SWIFT must name the platform's own escrow account/);
    expect(() => loadConfig({ ...PRODUCTION, ESCROW_BANK: 'Example Bank, Fort Branch, Mumbai' })).toThrow(/^ESCROW_BANK must name/);
  });

  it('reads where notifications are delivered, and refuses URLs of another kind', () => {
    expect(loadConfig({}).delivery).toEqual({ smtpUrl: undefined, smtpFrom: 'Sharestead <notifications@sharestead.example>', smsWebhookUrl: undefined });
    expect(loadConfig({ SMTP_URL: 'smtps://user:secret@mail.example.com:465', SMS_WEBHOOK_URL: 'https://sms.example.com/send' }).delivery).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.example.com:465',
      smsWebhookUrl: 'https://sms.example.com/send',
    });
    expect(() => loadConfig({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => loadConfig({ SMS_WEBHOOK_URL: 'ftp://sms.example.com' })).toThrow(/SMS_WEBHOOK_URL: must be an http/);
  });

  it('reads the address e-mailed links point to: PUBLIC_URL, required in production with SMTP_URL; this port otherwise', () => {
    expect(loadConfig({}).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://sharestead.example/' }).publicUrl).toBe('https://sharestead.example');
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL: must be an http/);
    const production = { ...PRODUCTION, SMTP_URL: 'smtp://mail.example.com' };
    expect(() => loadConfig(production)).toThrow(/PUBLIC_URL must be set when SMTP_URL is/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://sharestead.example' }).publicUrl).toBe('https://sharestead.example');
  });
});
