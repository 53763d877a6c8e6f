import type { Redis } from 'ioredis';

/** One counter of a `take`: at `limit` it refuses; each hit keeps it `ttlSeconds` (see `slide`). */
export interface CounterLimit {
  key: string;
  limit: number;
  ttlSeconds: number;
  /** Restart the expiry on every hit (a lock that lasts from the last hit); otherwise from the first. */
  slide: boolean;
}

/**
 * Expiring counters for rate limits. In memory for one instance; in Redis when several instances
 * must share what they count. Every operation is atomic, so concurrent requests cannot slip
 * between a check and its count.
 */
export interface CounterStore {
  /**
   * When every counter is below its limit, adds one to each and answers 0. Otherwise changes
   * nothing and answers the seconds until the last of the counters at their limit is forgotten.
   */
  take(counters: readonly CounterLimit[]): Promise<number>;
  /** Takes one hit back (a counter at one is forgotten; a forgotten one stays forgotten). */
  giveBack(key: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Stops background work; the store is not used afterwards. */
  close(): void;
}

interface Entry {
  count: number;
  expiresAt: number;
}

export interface MemoryCounterStoreOptions {
  /** At most this many counters are kept; past it the ones written longest ago are dropped. */
  maxEntries?: number;
  /** How often expired counters are swept away. */
  sweepIntervalMs?: number;
}

/**
 * Counters in this process. A flood of distinct keys (addresses, emails) cannot grow it without
 * bound: expired entries are swept on a timer, and past `maxEntries` the entry written longest ago
 * is dropped (a Map iterates in insertion order, and every write re-inserts its key). Dropping a
 * live counter forgets some failures early; it takes `maxEntries` other keys, written after it,
 * to do so.
 */
export class MemoryCounterStore implements CounterStore {
  readonly #entries = new Map<string, Entry>();
  readonly #maxEntries: number;
  readonly #sweeper: NodeJS.Timeout;

  constructor(options: MemoryCounterStoreOptions = {}) {
    this.#maxEntries = options.maxEntries ?? 100_000;
    this.#sweeper = setInterval(() => this.#sweep(), options.sweepIntervalMs ?? 60_000);
    // A pending sweep must not keep the process alive.
    this.#sweeper.unref();
  }

  /** Counters held, expired ones included until the next sweep. */
  get size(): number {
    return this.#entries.size;
  }

  async take(counters: readonly CounterLimit[]): Promise<number> {
    // No await between the check and the hits: nothing else runs in between.
    const now = Date.now();
    let wait = 0;
    for (const counter of counters) {
      const entry = this.#live(counter.key, now);
      if (entry && entry.count >= counter.limit) wait = Math.max(wait, secondsUntil(entry.expiresAt));
    }
    if (wait > 0) return wait;
    for (const counter of counters) this.#hit(counter.key, counter.ttlSeconds, counter.slide, now);
    return 0;
  }

  async giveBack(key: string): Promise<void> {
    const entry = this.#live(key, Date.now());
    if (!entry) return;
    if (entry.count > 1) entry.count -= 1;
    else this.#entries.delete(key);
  }

  async delete(key: string): Promise<void> {
    this.#entries.delete(key);
  }

  close(): void {
    clearInterval(this.#sweeper);
  }

  #hit(key: string, ttlSeconds: number, slide: boolean, now: number) {
    const entry = this.#live(key, now);
    const next = entry
      ? { count: entry.count + 1, expiresAt: slide ? now + ttlSeconds * 1000 : entry.expiresAt }
      : { count: 1, expiresAt: now + ttlSeconds * 1000 };
    // Re-inserted, so the Map's order stays "written longest ago first".
    this.#entries.delete(key);
    this.#entries.set(key, next);
    if (this.#entries.size > this.#maxEntries) {
      for (const oldest of this.#entries.keys()) {
        this.#entries.delete(oldest);
        if (this.#entries.size <= this.#maxEntries) break;
      }
    }
  }

  #live(key: string, now: number): Entry | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  #sweep() {
    const now = Date.now();
    for (const [key, entry] of this.#entries) if (entry.expiresAt <= now) this.#entries.delete(key);
  }
}

/*
 * Lua scripts, so each operation is atomic in Redis (it runs a script without interleaving other
 * commands) and uses only commands Redis 6 has: a first-hit-only expiry is INCR then PEXPIRE when
 * the count is 1, not Redis 7's `EXPIRE … NX`.
 */

/** KEYS: the counters; ARGV: limit, ttl in ms and slide (1 or 0) for each. Answers 0 or the wait in ms. */
const TAKE_SCRIPT = `
local wait = 0
for i, key in ipairs(KEYS) do
  local count = tonumber(redis.call('GET', key) or '0')
  if count >= tonumber(ARGV[i * 3 - 2]) then
    local ttl = redis.call('PTTL', key)
    if ttl < 0 then
      ttl = tonumber(ARGV[i * 3 - 1])
      redis.call('PEXPIRE', key, ttl)
    end
    if ttl > wait then wait = ttl end
  end
end
if wait > 0 then return wait end
for i, key in ipairs(KEYS) do
  local count = redis.call('INCR', key)
  if count == 1 or ARGV[i * 3] == '1' then redis.call('PEXPIRE', key, ARGV[i * 3 - 1]) end
end
return 0
`;

/** KEYS[1]. Takes one back; DECR keeps the key's expiry. */
const GIVE_BACK_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 1 then redis.call('DECR', KEYS[1]) elseif count == 1 then redis.call('DEL', KEYS[1]) end
return 0
`;

type ScriptCommand = (...args: (string | number)[]) => Promise<unknown>;

export class RedisCounterStore implements CounterStore {
  readonly #redis: Redis;
  readonly #prefix: string;

  constructor(redis: Redis, prefix = 'sharestead:') {
    this.#redis = redis;
    this.#prefix = prefix;
    // defineCommand sends each script once (EVALSHA after that, EVAL again if Redis lost it).
    redis.defineCommand('sharesteadTake', { lua: TAKE_SCRIPT });
    redis.defineCommand('sharesteadGiveBack', { numberOfKeys: 1, lua: GIVE_BACK_SCRIPT });
  }

  #command(name: string): ScriptCommand {
    return (this.#redis as unknown as Record<string, ScriptCommand>)[name]!.bind(this.#redis);
  }

  async take(counters: readonly CounterLimit[]): Promise<number> {
    const keys = counters.map((counter) => this.#prefix + counter.key);
    const args = counters.flatMap((counter) => [counter.limit, counter.ttlSeconds * 1000, counter.slide ? 1 : 0]);
    // Without numberOfKeys in the definition, the first argument says how many keys follow.
    const waitMs = (await this.#command('sharesteadTake')(keys.length, ...keys, ...args)) as number;
    return Math.ceil(waitMs / 1000);
  }

  async giveBack(key: string): Promise<void> {
    await this.#command('sharesteadGiveBack')(this.#prefix + key);
  }

  async delete(key: string): Promise<void> {
    await this.#redis.del(this.#prefix + key);
  }

  /** The Redis connection belongs to whoever made it. */
  close(): void {}
}

function secondsUntil(timestamp: number): number {
  return Math.max(0, Math.ceil((timestamp - Date.now()) / 1000));
}
