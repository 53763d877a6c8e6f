import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * 32 random bytes written as base64 take 43 characters, as hexadecimal 64. Random text of that
 * length holds many different characters: 43 random base64 characters hold about 31 different
 * ones, 64 random hexadecimal digits nearly all 16 (a quarter of the time one is missing, never
 * four in 200,000 tries), so the thresholds below refuse patterns, not bad luck.
 */
const RULES = {
  text: { length: 43, distinct: 16 },
  hexadecimal: { length: 64, distinct: 12 },
} as const;

/**
 * The server's two secrets. JWT_SECRET signs sessions; rotating it signs everyone out.
 * ENCRYPTION_KEY seals the secrets kept in the database (two-factor keys); it is separate so a
 * session-secret rotation does not make every enrolled person enrol again.
 */
export const SERVER_SECRETS = {
  JWT_SECRET: { file: 'jwt-secret' },
  ENCRYPTION_KEY: { file: 'encryption-key' },
} as const;
export type ServerSecretName = keyof typeof SERVER_SECRETS;

export function secretRule(name: ServerSecretName): string {
  return (
    `${name} must carry at least 32 random bytes: at least 43 characters with at least 16 different ones, ` +
    'or 64 hexadecimal digits with at least 12 different ones, such as the output of `openssl rand -base64 48`.'
  );
}

/**
 * Why a secret is too weak, or undefined when it is strong enough. Anyone who guesses the signing
 * secret can sign a token for any account, so it must be as hard to guess as 32 random bytes. Length
 * alone would let "aaaa…" or a repeated word pass, so it also needs many different characters;
 * hexadecimal digits carry 4 bits each, so a hexadecimal secret needs to be longer.
 */
export function secretProblem(name: ServerSecretName, secret: string): string | undefined {
  const rule = /^[0-9a-f]+$/i.test(secret) ? RULES.hexadecimal : RULES.text;
  const strong = secret.length >= rule.length && new Set(secret).size >= rule.distinct;
  return strong ? undefined : secretRule(name);
}

/**
 * A secret: the configured one when given; otherwise 48 random bytes generated on first start and
 * kept (readable by the owner only) in the data folder, so sessions and sealed keys survive
 * restarts. A stored secret that no longer meets the rule is replaced.
 */
export async function resolveSecret(name: ServerSecretName, configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, SERVER_SECRETS[name].file);
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (!secretProblem(name, stored)) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
