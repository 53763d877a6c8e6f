import { isIP } from 'node:net';
import path from 'node:path';
import * as z from 'zod/mini';
import '../lib/zod-locale.ts';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.ts';
import { isLoopbackHost } from './listener.ts';
import { SERVER_SECRETS, secretProblem, type ServerSecretName } from './server-secrets.ts';
import { projectRoot } from './paths.ts';

const positiveInt = (fallback: number) => z._default(z.coerce.number().check(z.int(), z.positive()), fallback);

const DURATION_UNITS_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `90s`, `15m`, `2h`, `30d`: a whole number and one unit, as milliseconds. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d{1,6})([smhd])$/.exec(text.trim());
  if (!match) return undefined;
  const milliseconds = Number(match[1]) * DURATION_UNITS_MS[match[2] as keyof typeof DURATION_UNITS_MS];
  return milliseconds > 0 ? milliseconds : undefined;
}

const duration = (fallback: string) =>
  z._default(
    z.pipe(
      z.string(),
      z.transform((text, context) => {
        const milliseconds = parseDuration(text);
        if (milliseconds === undefined) {
          context.issues.push({ code: 'custom', input: text, message: 'must be a whole number and a unit: 90s, 15m, 2h or 30d' });
          return z.NEVER;
        }
        return milliseconds;
      }),
    ),
    parseDuration(fallback)!,
  );

/**
 * The escrow bank account backers send deposits to (platform.md §3) defaults to a demo account that
 * does not exist; production refuses these values, so no backer is told to send money there.
 */
const DEMO_ESCROW = {
  ESCROW_BANK: 'Example Bank, Fort Branch, Mumbai',
  ESCROW_ACCOUNT_NUMBER: '50200012345678',
  ESCROW_IFSC: 'EXMP0000001',
  ESCROW_SWIFT: 'EXMPINBBXXX',
} as const;

const envSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  // Loopback unless the operator chooses otherwise: a try-out is not reachable from the network.
  HOST: z._default(z.string().check(z.trim(), z.minLength(1)), 'localhost'),
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 3000),
  DATA_DIR: z._default(z.string(), path.join(projectRoot, 'data')),
  /** Uploaded deal photos and documents, and avatars; DATA_DIR/uploads when unset. */
  UPLOAD_DIR: z.optional(z.string()),
  DATABASE_URL: z.optional(z.url({ protocol: /^postgres(ql)?$/ })),
  REDIS_URL: z.optional(z.url({ protocol: /^rediss?$/ })),
  JWT_SECRET: z.optional(z.string()),
  ENCRYPTION_KEY: z.optional(z.string()),
  /** Comma-separated keys that boxes may still be sealed under while the key rotates (ADR 009). */
  ENCRYPTION_KEY_PREVIOUS: z.optional(z.string()),
  ADMIN_EMAIL: z.optional(z.email()),
  ADMIN_PASSWORD: z.optional(z.string().check(z.minLength(8))),
  TRUST_PROXY: z.optional(z.string()),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  LOGIN_PAIR_MAX_FAILURES: positiveInt(10),
  LOGIN_PAIR_LOCK_MINUTES: positiveInt(15),
  LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR: positiveInt(100),
  AUTH_REQUESTS_PER_MINUTE: positiveInt(600),
  FORMS_PER_HOUR: positiveInt(30),
  QUESTIONS_PER_HOUR: positiveInt(5),
  CAMPAIGN_DURATION: duration('30d'),
  EXTENSION_DURATION: duration('15d'),
  CANCEL_CUTOFF: duration('48h'),
  /** How long after a quarter ends its report is due (after-funding.md §4). */
  REPORT_GRACE: duration('45d'),
  /** A funded Fix 'N' Flip deal with no draw requested or released for this long is flagged for a site inspection. */
  DRAW_IDLE_INSPECTION: duration('30d'),
  // Exit windows and the sale vote (after-funding.md §5).
  LOCK_IN: duration('180d'),
  EXIT_WINDOW_EVERY: duration('91d'),
  EXIT_WINDOW_DURATION: duration('7d'),
  EXIT_VOTE_DURATION: duration('14d'),
  PRICE_BAND_BPS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 1000),
  HOLDING_CAP_BPS: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 2500),
  TRADE_FEE_BPS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 100),
  PLATFORM_FEE_BPS: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000)), 150),
  PAYOUT_BATCH_HOLDERS: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1000),
  // Where e-mail and SMS notifications go (platform.md §4); unset, they wait in the outbox.
  SMTP_URL: z.optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  SMTP_FROM: z._default(z.string().check(z.trim(), z.minLength(3), z.maxLength(200)), 'Sharestead <notifications@sharestead.example>'),
  SMS_WEBHOOK_URL: z.optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })),
  // Where people open the site: e-mailed links point there (never to a request's Host, which a client chooses).
  PUBLIC_URL: z.optional(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL, such as https://sharestead.example' })),
  ESCROW_ACCOUNT_NAME: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(140)), 'Sharestead Escrow Account'),
  ESCROW_BANK: z._default(z.string().check(z.trim(), z.minLength(1), z.maxLength(140)), DEMO_ESCROW.ESCROW_BANK),
  ESCROW_ACCOUNT_NUMBER: z._default(
    z.string().check(z.trim(), z.regex(/^[0-9A-Z]{6,34}$/, { error: 'must be 6 to 34 digits or capital letters' })),
    DEMO_ESCROW.ESCROW_ACCOUNT_NUMBER,
  ),
  ESCROW_IFSC: z._default(
    z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, { error: 'must be an IFSC code such as HDFC0000001' })),
    DEMO_ESCROW.ESCROW_IFSC,
  ),
  ESCROW_SWIFT: z._default(
    z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, { error: 'must be a SWIFT/BIC code such as HDFCINBB' })),
    DEMO_ESCROW.ESCROW_SWIFT,
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  production: boolean;
  host: string;
  port: number;
  dataDir: string;
  /** Where uploaded deal photos and documents, and avatars, are kept (and uploads in progress, in tmp/). */
  uploadDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Undefined means "generate one and keep it in the data folder" (never in production). */
  jwtSecret: string | undefined;
  encryptionKey: string | undefined;
  /** Keys that still open what was sealed under them; start-up seals it again under `encryptionKey`. */
  previousEncryptionKeys: readonly string[];
  initialAdmin: { email: string; password: string } | undefined;
  seedDemoAccounts: boolean;
  /**
   * Which X-Forwarded-For entries to believe: none (false), those added by this many proxies in
   * front of the server (a number), or those added by proxies at these addresses (a list).
   */
  trustProxy: TrustProxy;
  logLevel: Env['LOG_LEVEL'];
  limits: {
    loginPairMaxFailures: number;
    loginPairLockSeconds: number;
    loginAccountMaxFailuresPerHour: number;
    authRequestsPerMinute: number;
    /** Submissions of each public form (contact, enquiry, newsletter) an hour from one address. */
    formsPerHour: number;
    /** Questions one person may ask an hour, on all deals together. */
    questionsPerHour: number;
  };
  /** The campaign rules of platform.md §2-§3, as milliseconds and basis points. */
  campaign: CampaignConfig;
  /** Holders paid per transaction of a distribution's run: a larger batch pays faster and holds its locks longer. */
  payoutBatchHolders: number;
  /** REPORT_GRACE: a quarter's report is due this long after the quarter ends, in milliseconds. */
  reportGraceMs: number;
  /** Fix 'N' Flip draws (after-funding.md §4). */
  draws: { idleInspectionMs: number };
  /** Exit windows and the sale vote (after-funding.md §5), as milliseconds and basis points. */
  exits: ExitConfig;
  /** Where backers send the money of a deposit (the transfer instructions it answers with). */
  escrow: EscrowAccount;
  /** How the outbox sends; a channel without its URL keeps its messages pending. Never logged (the SMTP URL may hold a password). */
  delivery: DeliveryConfig;
  /** The site's address without a trailing slash, for links in e-mails (PUBLIC_URL; this machine's port outside production). */
  publicUrl: string;
}

export interface DeliveryConfig {
  smtpUrl: string | undefined;
  /** The From of every e-mail. */
  smtpFrom: string;
  /** Receives `POST {to, message}` as JSON for each SMS. */
  smsWebhookUrl: string | undefined;
}

export interface EscrowAccount {
  accountName: string;
  bank: string;
  accountNumber: string;
  /** Indian transfers (INR: NEFT, RTGS, IMPS). */
  ifsc: string;
  /** International transfers (USD). */
  swift: string;
}

export interface ExitConfig {
  /** No scheduled window before this long after funding (the admin may open one sooner). */
  lockInMs: number;
  /** A scheduled window opens this often after the lock-in. */
  windowEveryMs: number;
  windowDurationMs: number;
  voteDurationMs: number;
  /** Order prices lie within this of the latest valuation (1000 = 10 %), edges included. */
  priceBandBps: number;
  /** No buyer may end above this share of the deal's face value, counting its open buy orders. */
  holdingCapBps: number;
  /** What a seller pays the platform on each fill (100 = 1 %). */
  tradeFeeBps: number;
}

export interface CampaignConfig {
  durationMs: number;
  extensionMs: number;
  /** Commitments may be cancelled until this long before the deadline. */
  cancelCutoffMs: number;
  /** The platform's fee on a funded deal: 150 = 1.5 %. */
  feeBps: number;
}

export type TrustProxy = false | number | readonly string[];

/** The names @fastify/proxy-addr knows for common private ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_TRUE =
  'TRUST_PROXY=true would believe any X-Forwarded-For a client sends and let it choose the address the limits see; ' +
  'set the number of proxies in front of the server (TRUST_PROXY=1) or their addresses (TRUST_PROXY=10.0.0.0/8,192.0.2.10).';

/** TRUST_PROXY: unset or false, a hop count, or a comma-separated list of addresses and CIDR ranges. */
function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') throw new Error(TRUST_PROXY_TRUE);
  if (/^\d+$/.test(text)) return Number(text) === 0 ? false : Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.find((entry) => !isAddressOrRange(entry));
  if (invalid !== undefined) {
    throw new Error(
      `TRUST_PROXY must be false, a hop count such as 1, or a comma-separated list of proxy addresses and CIDR ranges; "${invalid}" is none of these.`,
    );
  }
  return entries;
}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** Why a start that would serve demo accounts on a host other machines can reach stops. */
export function demoAccountsExposed(host: string): string {
  return (
    `HOST=${host} is reachable from other machines, and this start has demo accounts, whose passwords are published. ` +
    'Listen on this machine only (leave HOST unset, or HOST=127.0.0.1), or run without demo accounts (DATABASE_URL, or NODE_ENV=production).'
  );
}

/** Parses process.env once at start-up and stops with a clear sentence when it cannot run safely. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (FOO=) means "not set", as it does in most shells' scripts.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  for (const name of Object.keys(SERVER_SECRETS) as ServerSecretName[]) {
    const secret = env[name];
    if (production && !secret) {
      throw new Error(`${name} must be set when NODE_ENV=production (for example: openssl rand -base64 48).`);
    }
    const problem = secret === undefined ? undefined : secretProblem(name, secret);
    if (problem) throw new Error(problem);
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  }
  if (production && env.ADMIN_EMAIL && DEMO_ACCOUNTS.some((account) => account.email === env.ADMIN_EMAIL!.toLowerCase())) {
    throw new Error('ADMIN_EMAIL may not be the address of a demo account in production; their passwords are published.');
  }
  const demoEscrow = (Object.keys(DEMO_ESCROW) as (keyof typeof DEMO_ESCROW)[]).filter((name) => env[name] === DEMO_ESCROW[name]);
  if (production && demoEscrow.length > 0) {
    throw new Error(
      `${demoEscrow.join(', ')} must name the platform's own escrow account when NODE_ENV=production; ` +
        "the defaults are a demo account that does not exist, and deposit instructions would send backers' money there.",
    );
  }
  // Demo accounts have published passwords: only the embedded database of a local try-out gets them.
  const seedDemoAccounts = !production && !env.DATABASE_URL;
  if (seedDemoAccounts && !isLoopbackHost(env.HOST)) throw new Error(demoAccountsExposed(env.HOST));
  if (production && env.SMTP_URL && !env.PUBLIC_URL) {
    throw new Error('PUBLIC_URL must be set when SMTP_URL is (e.g. PUBLIC_URL=https://sharestead.example): verification e-mails link to it.');
  }
  const trustProxy = parseTrustProxy(env.TRUST_PROXY);
  return {
    production,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(env.DATA_DIR, 'uploads')),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    jwtSecret: env.JWT_SECRET,
    encryptionKey: env.ENCRYPTION_KEY,
    previousEncryptionKeys: (env.ENCRYPTION_KEY_PREVIOUS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter((key) => key !== ''),
    initialAdmin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    seedDemoAccounts,
    trustProxy,
    logLevel: env.LOG_LEVEL,
    limits: {
      loginPairMaxFailures: env.LOGIN_PAIR_MAX_FAILURES,
      loginPairLockSeconds: env.LOGIN_PAIR_LOCK_MINUTES * 60,
      loginAccountMaxFailuresPerHour: env.LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR,
      authRequestsPerMinute: env.AUTH_REQUESTS_PER_MINUTE,
      formsPerHour: env.FORMS_PER_HOUR,
      questionsPerHour: env.QUESTIONS_PER_HOUR,
    },
    campaign: {
      durationMs: env.CAMPAIGN_DURATION,
      extensionMs: env.EXTENSION_DURATION,
      cancelCutoffMs: env.CANCEL_CUTOFF,
      feeBps: env.PLATFORM_FEE_BPS,
    },
    payoutBatchHolders: env.PAYOUT_BATCH_HOLDERS,
    reportGraceMs: env.REPORT_GRACE,
    draws: { idleInspectionMs: env.DRAW_IDLE_INSPECTION },
    exits: {
      lockInMs: env.LOCK_IN,
      windowEveryMs: env.EXIT_WINDOW_EVERY,
      windowDurationMs: env.EXIT_WINDOW_DURATION,
      voteDurationMs: env.EXIT_VOTE_DURATION,
      priceBandBps: env.PRICE_BAND_BPS,
      holdingCapBps: env.HOLDING_CAP_BPS,
      tradeFeeBps: env.TRADE_FEE_BPS,
    },
    escrow: {
      accountName: env.ESCROW_ACCOUNT_NAME,
      bank: env.ESCROW_BANK,
      accountNumber: env.ESCROW_ACCOUNT_NUMBER,
      ifsc: env.ESCROW_IFSC,
      swift: env.ESCROW_SWIFT,
    },
    delivery: { smtpUrl: env.SMTP_URL, smtpFrom: env.SMTP_FROM, smsWebhookUrl: env.SMS_WEBHOOK_URL },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
  };
}
