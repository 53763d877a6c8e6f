import type { Redis } from 'ioredis';

export interface Counter {
  count: number;
  /** Seconds until the counter is forgotten; 0 when it does not exist. */
  ttlSeconds: number;
}

/**
 * Expiring counters for the login throttle. In memory for one instance; in Redis when
 * several instances must share what they count.
 */
export interface CounterStore {
  get(key: string): Promise<Counter>;
  /** Adds one. `slide` restarts the expiry on every hit; otherwise it is set on the first hit only. */
  increment(key: string, ttlSeconds: number, slide: boolean): Promise<Counter>;
  delete(key: string): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  readonly #entries = new Map<string, { count: number; expiresAt: number }>();

  async get(key: string): Promise<Counter> {
    const entry = this.#live(key);
    return entry ? { count: entry.count, ttlSeconds: secondsUntil(entry.expiresAt) } : { count: 0, ttlSeconds: 0 };
  }

  async increment(key: string, ttlSeconds: number, slide: boolean): Promise<Counter> {
    const entry = this.#live(key);
    const now = Date.now();
    const next = entry
      ? { count: entry.count + 1, expiresAt: slide ? now + ttlSeconds * 1000 : entry.expiresAt }
      : { count: 1, expiresAt: now + ttlSeconds * 1000 };
    this.#entries.set(key, next);
    this.#sweepSometimes(now);
    return { count: next.count, ttlSeconds: secondsUntil(next.expiresAt) };
  }

  async delete(key: string): Promise<void> {
    this.#entries.delete(key);
  }

  #live(key: string) {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  // Bounded memory under a flood of distinct keys: drop expired entries once the map grows.
  #sweepSometimes(now: number) {
    if (this.#entries.size < 10_000) return;
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
  }
}

export class RedisCounterStore implements CounterStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, prefix = 'sharestead:') {
    this.#redis = redis;
    this.#prefix = prefix;
  }

  async get(key: string): Promise<Counter> {
    const [[, count], [, ttl]] = (await this.#redis
      .multi()
      .get(this.#prefix + key)
      .pttl(this.#prefix + key)
      .exec()) as [[null, string | null], [null, number]];
    return count === null ? { count: 0, ttlSeconds: 0 } : { count: Number(count), ttlSeconds: Math.ceil(ttl / 1000) };
  }

  async increment(key: string, ttlSeconds: number, slide: boolean): Promise<Counter> {
    const fullKey = this.#prefix + key;
    const expire = slide
      ? this.#redis.multi().incr(fullKey).expire(fullKey, ttlSeconds)
      : this.#redis.multi().incr(fullKey).expire(fullKey, ttlSeconds, 'NX');
    const [[, count], , [, ttl]] = (await expire.pttl(fullKey).exec()) as [[null, number], unknown, [null, number]];
    return { count, ttlSeconds: Math.ceil(Math.max(ttl, 0) / 1000) };
  }

  async delete(key: string): Promise<void> {
    await this.#redis.del(this.#prefix + key);
  }
}

function secondsUntil(timestamp: number): number {
  return Math.max(0, Math.ceil((timestamp - Date.now()) / 1000));
}
