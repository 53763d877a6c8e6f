import path from 'node:path';
import * as z from 'zod/mini';
import '../lib/zod-locale.ts';
import { projectRoot } from './paths.ts';

const positiveInt = (fallback: number) => z._default(z.coerce.number().check(z.int(), z.positive()), fallback);

const envSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  HOST: z._default(z.string(), '0.0.0.0'),
  PORT: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(65535)), 3000),
  DATA_DIR: z._default(z.string(), path.join(projectRoot, 'data')),
  DATABASE_URL: z.optional(z.url({ protocol: /^postgres(ql)?$/ })),
  REDIS_URL: z.optional(z.url({ protocol: /^rediss?$/ })),
  JWT_SECRET: z.optional(z.string().check(z.minLength(32, { error: 'JWT_SECRET must be at least 32 characters.' }))),
  ADMIN_EMAIL: z.optional(z.email()),
  ADMIN_PASSWORD: z.optional(z.string().check(z.minLength(8))),
  TRUST_PROXY: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((value: 'true' | 'false') => value === 'true'),
  ),
  LOG_LEVEL: z._default(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  LOGIN_PAIR_MAX_FAILURES: positiveInt(10),
  LOGIN_PAIR_LOCK_MINUTES: positiveInt(15),
  LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR: positiveInt(100),
  AUTH_REQUESTS_PER_MINUTE: positiveInt(600),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  production: boolean;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Undefined means "generate one and keep it in the data folder" (never in production). */
  jwtSecret: string | undefined;
  initialAdmin: { email: string; password: string } | undefined;
  seedDemoAccounts: boolean;
  /** Behind a load balancer, read the client address from X-Forwarded-For. */
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  limits: {
    loginPairMaxFailures: number;
    loginPairLockSeconds: number;
    loginAccountMaxFailuresPerHour: number;
    authRequestsPerMinute: number;
  };
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
  if (production && !env.JWT_SECRET) {
    throw new Error('JWT_SECRET must be set (32+ characters) when NODE_ENV=production.');
  }
  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  }
  return {
    production,
    host: env.HOST,
    port: env.PORT,
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    jwtSecret: env.JWT_SECRET,
    initialAdmin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } : undefined,
    seedDemoAccounts: !production,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    limits: {
      loginPairMaxFailures: env.LOGIN_PAIR_MAX_FAILURES,
      loginPairLockSeconds: env.LOGIN_PAIR_LOCK_MINUTES * 60,
      loginAccountMaxFailuresPerHour: env.LOGIN_ACCOUNT_MAX_FAILURES_PER_HOUR,
      authRequestsPerMinute: env.AUTH_REQUESTS_PER_MINUTE,
    },
  };
}
