import { Redis } from 'ioredis';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryCounterStore, RedisCounterStore, type CounterLimit, type CounterStore } from './counter-store.ts';

const lock = (key: string, limit = 2): CounterLimit => ({ key, limit, ttlSeconds: 900, slide: true });
const hourly = (key: string, limit = 3): CounterLimit => ({ key, limit, ttlSeconds: 3600, slide: false });

// The same rules in memory (one instance) and in Redis (several); Redis runs where REDIS_URL is set.
const stores = [
  { name: 'memory', make: async () => ({ store: new MemoryCounterStore() as CounterStore, redis: undefined }) },
  ...(process.env.REDIS_URL
    ? [
        {
          name: 'redis',
          make: async () => {
            const redis = new Redis(process.env.REDIS_URL!);
            await redis.flushdb();
            return { store: new RedisCounterStore(redis) as CounterStore, redis };
          },
        },
      ]
    : []),
];

describe.each(stores)('the $name counter store', ({ make }) => {
  let opened: Awaited<ReturnType<typeof make>> | undefined;
  afterEach(() => {
    opened?.store.close();
    opened?.redis?.disconnect();
  });

  it('counts on every counter while all are below their limits, and refuses without counting at a limit', async () => {
    opened = await make();
    const { store } = opened;
    expect(await store.take([lock('pair'), hourly('account')])).toBe(0);
    expect(await store.take([lock('pair'), hourly('account')])).toBe(0);
    // The pair is at its limit of 2: refused for its 15 minutes, and the account counter is not touched.
    const wait = await store.take([lock('pair'), hourly('account')]);
    expect(wait).toBeGreaterThan(899);
    expect(wait).toBeLessThanOrEqual(900);
    expect(await store.take([lock('other-pair'), hourly('account')])).toBe(0);
    // Now the account is at 3: refused for the rest of its hour, whichever pair asks.
    const accountWait = await store.take([lock('third-pair'), hourly('account')]);
    expect(accountWait).toBeGreaterThan(3590);
    expect(accountWait).toBeLessThanOrEqual(3600);
  });

  it('gives a hit back without going below zero, and deletes', async () => {
    opened = await make();
    const { store } = opened;
    await store.take([hourly('account', 2)]);
    await store.take([hourly('account', 2)]);
    expect(await store.take([hourly('account', 2)])).toBeGreaterThan(0);
    await store.giveBack('account');
    expect(await store.take([hourly('account', 2)])).toBe(0);
    await store.giveBack('account');
    await store.giveBack('account');
    await store.giveBack('account');
    await store.giveBack('never-counted');
    // Back at zero: two more hits fit, a third does not.
    expect(await store.take([hourly('account', 2)])).toBe(0);
    expect(await store.take([hourly('account', 2)])).toBe(0);
    expect(await store.take([hourly('account', 2)])).toBeGreaterThan(0);
    await store.delete('account');
    expect(await store.take([hourly('account', 2)])).toBe(0);
  });

  it('is atomic: of 100 concurrent takes, exactly the limit get through', async () => {
    opened = await make();
    const { store } = opened;
    const answers = await Promise.all(Array.from({ length: 100 }, () => store.take([lock('pair', 10), hourly('account', 100)])));
    expect(answers.filter((wait) => wait === 0)).toHaveLength(10);
  });
});

describe('MemoryCounterStore', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps at most maxEntries counters, dropping the one written longest ago', async () => {
    const store = new MemoryCounterStore({ maxEntries: 3 });
    try {
      for (const key of ['a', 'b', 'c']) await store.take([hourly(key, 2)]);
      // Writing a again makes b the oldest.
      await store.take([hourly('a', 2)]);
      await store.take([hourly('d', 2)]);
      expect(store.size).toBe(3);
      // b was dropped (it counts from zero again); a kept its two hits.
      expect(await store.take([hourly('b', 1)])).toBe(0);
      expect(await store.take([hourly('a', 2)])).toBeGreaterThan(0);
      expect(store.size).toBe(3);
    } finally {
      store.close();
    }
  });

  it('sweeps expired counters on a timer, without any further writes, until closed', async () => {
    vi.useFakeTimers();
    const store = new MemoryCounterStore({ sweepIntervalMs: 1000 });
    for (let key = 0; key < 50; key++) await store.take([{ key: `short-${key}`, limit: 5, ttlSeconds: 1, slide: false }]);
    await store.take([{ key: 'long', limit: 5, ttlSeconds: 60, slide: false }]);
    expect(store.size).toBe(51);
    vi.advanceTimersByTime(2000);
    expect(store.size).toBe(1);

    await store.take([{ key: 'after-close', limit: 5, ttlSeconds: 1, slide: false }]);
    store.close();
    vi.advanceTimersByTime(5000);
    expect(store.size).toBe(2);
  });
});
