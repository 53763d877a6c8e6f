import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from './paths.ts';

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default(path.join(projectRoot, 'data')),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  JWT_SECRET: z.string().min(32, { error: 'JWT_SECRET must be at least 32 characters.' }).optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
