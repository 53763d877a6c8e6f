import { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { RedisCounterStore, type CounterLimit } from './counter-store.ts';

// A *.redis.test.ts file runs only where REDIS_URL is set (vitest.config.ts): CI's PostgreSQL pass.
const lock = (key: string, limit = 2): CounterLimit => ({ key, limit, ttlSeconds: 900, slide: true });
const hourly = (key: string, limit = 3): CounterLimit => ({ key, limit, ttlSeconds: 3600, slide: false });

describe('RedisCounterStore on Redis 6', () => {
  /*
   * Only this machine's Redis 7 is at hand, so this checks what the store sends: every command,
   * including those its scripts run, as MONITOR reports them, must exist in Redis 6 with that
   * form. `EXPIRE key seconds NX` (Redis 7) did not.
   */
  it('sends only commands Redis 6 has', async () => {
    const redis = new Redis(process.env.REDIS_URL!);
    const database = Number(new URL(process.env.REDIS_URL!).pathname.slice(1) || 0);
    const monitor = await redis.monitor();
    const seen: string[][] = [];
    monitor.on('monitor', (_time: string, args: string[], _source: string, db: string) => {
      if (Number(db) === database) seen.push(args);
    });
    const store = new RedisCounterStore(redis);
    try {
      await redis.flushdb();
      for (let hit = 0; hit < 3; hit++) await store.take([lock('pair', 2), hourly('account')]);
      await store.giveBack('account');
      await store.delete('pair');
      // MONITOR reports asynchronously; a last marker shows everything before it has arrived.
      await redis.ping('end-of-test');
      await vi.waitUntil(() => seen.some((args) => args[1] === 'end-of-test'));
    } finally {
      monitor.disconnect();
      redis.disconnect();
    }
    const commands = seen.map((args) => [args[0]!.toLowerCase(), ...args.slice(1)]);
    const REDIS_6_ARITY: Record<string, (args: string[]) => boolean> = {
      evalsha: () => true,
      eval: () => true,
      flushdb: (args) => args.length <= 2,
      get: (args) => args.length === 2,
      incr: (args) => args.length === 2,
      decr: (args) => args.length === 2,
      del: (args) => args.length >= 2,
      pttl: (args) => args.length === 2,
      // PEXPIRE key milliseconds: Redis 7 added NX, XX, GT and LT after them.
      pexpire: (args) => args.length === 3,
      ping: () => true,
    };
    expect(commands.length).toBeGreaterThan(5);
    for (const args of commands) {
      const allowed = REDIS_6_ARITY[args[0]!];
      expect(allowed && allowed(args), args.join(' ')).toBe(true);
    }
    expect(commands.some((args) => args[0] === 'pexpire')).toBe(true);
  });
});
