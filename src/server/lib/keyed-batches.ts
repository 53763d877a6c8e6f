/** One item's outcome in a batch: each request of a batch is answered on its own. */
export type Settled<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

interface Waiting<Item, Result> {
  item: Item;
  resolve: (value: Result) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit by key (after TigerBeetle's batching): work for one key (a deal) runs in batches,
 * at most `concurrency` at a time; what arrives while they run waits and goes together in the
 * next, at most `max` at once. A lone request goes at once (on the next turn of the event loop,
 * to gather its peers), so a quiet key costs no wait and a busy one pays a transaction's fixed
 * cost once per batch. Two batches at once let one prepare while the other holds the hot row.
 */
export class KeyedBatches<Item, Result> {
  readonly #queues = new Map<string, { waiting: Array<Waiting<Item, Result>>; running: number }>();
  readonly #run: (key: string, items: Item[]) => Promise<Array<Settled<Result>>>;
  readonly #max: number;
  readonly #concurrency: number;

  constructor(run: (key: string, items: Item[]) => Promise<Array<Settled<Result>>>, options: { max: number; concurrency: number }) {
    this.#run = run;
    this.#max = options.max;
    this.#concurrency = options.concurrency;
  }

  submit(key: string, item: Item): Promise<Result> {
    return new Promise((resolve, reject) => {
      let queue = this.#queues.get(key);
      if (!queue) {
        queue = { waiting: [], running: 0 };
        this.#queues.set(key, queue);
      }
      queue.waiting.push({ item, resolve, reject });
      if (queue.running < this.#concurrency) {
        queue.running += 1;
        setImmediate(() => void this.#drain(key, queue));
      }
    });
  }

  async #drain(key: string, queue: { waiting: Array<Waiting<Item, Result>>; running: number }): Promise<void> {
    while (queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, this.#max);
      let settled: Array<Settled<Result>>;
      try {
        settled = await this.#run(
          key,
          batch.map((waiting) => waiting.item),
        );
      } catch (error) {
        settled = batch.map(() => ({ ok: false, error }));
      }
      batch.forEach((waiting, index) => {
        const outcome = settled[index]!;
        if (outcome.ok) waiting.resolve(outcome.value);
        else waiting.reject(outcome.error);
      });
    }
    queue.running -= 1;
    if (queue.running === 0) this.#queues.delete(key);
  }
}
