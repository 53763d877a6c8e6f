import { describe, expect, it } from 'vitest';
import { KeyedBatches, type Settled } from './keyed-batches.ts';

/** A batch runner that records its batches and waits until told to finish the running one. */
function recorder() {
  const batches: Array<[string, number[]]> = [];
  const finishers: Array<() => void> = [];
  const run = async (key: string, items: number[]): Promise<Array<Settled<number>>> => {
    batches.push([key, items]);
    await new Promise<void>((resolve) => finishers.push(resolve));
    return items.map((item) => (item < 0 ? { ok: false, error: new Error(`refused ${item}`) } : { ok: true, value: item * 10 }));
  };
  const finishNext = async () => {
    while (finishers.length === 0) await new Promise((resolve) => setImmediate(resolve));
    finishers.shift()!();
  };
  return { batches, run, finishNext };
}

describe('KeyedBatches', () => {
  it('runs what arrives together as one batch, and what arrives meanwhile as the next, at most max at once', async () => {
    const { batches, run, finishNext } = recorder();
    const queue = new KeyedBatches(run, { max: 3, concurrency: 1 });
    const first = [1, 2].map((n) => queue.submit('deal', n));
    await finishNext().then(() => undefined);
    const answers = Promise.all([...first, ...[3, 4, 5, 6].map((n) => queue.submit('deal', n))]);
    await finishNext();
    await finishNext();
    expect(await answers).toEqual([10, 20, 30, 40, 50, 60]);
    expect(batches).toEqual([
      ['deal', [1, 2]],
      ['deal', [3, 4, 5]],
      ['deal', [6]],
    ]);
  });

  it('keeps keys apart: another key runs at the same time', async () => {
    const { batches, run, finishNext } = recorder();
    const queue = new KeyedBatches(run, { max: 10, concurrency: 1 });
    const answers = Promise.all([queue.submit('a', 1), queue.submit('b', 2), queue.submit('a', 3)]);
    await finishNext();
    await finishNext();
    expect(await answers).toEqual([10, 20, 30]);
    expect(batches).toEqual([
      ['a', [1, 3]],
      ['b', [2]],
    ]);
  });

  it('runs up to `concurrency` batches of one key at once, the rest waiting for the next', async () => {
    const { batches, run, finishNext } = recorder();
    const queue = new KeyedBatches(run, { max: 10, concurrency: 2 });
    const first = queue.submit('deal', 1);
    await new Promise((resolve) => setImmediate(resolve));
    const second = queue.submit('deal', 2);
    await new Promise((resolve) => setImmediate(resolve));
    const rest = [3, 4].map((n) => queue.submit('deal', n));
    // Two batches run ([1] and [2]); 3 and 4 wait for whichever ends first.
    expect(batches).toEqual([
      ['deal', [1]],
      ['deal', [2]],
    ]);
    await finishNext();
    await finishNext();
    await finishNext();
    expect(await Promise.all([first, second, ...rest])).toEqual([10, 20, 30, 40]);
    expect(batches[2]).toEqual(['deal', [3, 4]]);
  });

  it('answers each item on its own, and rejects the whole batch when the runner throws', async () => {
    const { run, finishNext } = recorder();
    const queue = new KeyedBatches(run, { max: 10, concurrency: 1 });
    const mixed = Promise.allSettled([queue.submit('deal', 1), queue.submit('deal', -2)]);
    await finishNext();
    expect((await mixed).map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected']);
    const broken = new KeyedBatches<number, number>(() => Promise.reject(new Error('database gone')), { max: 10, concurrency: 1 });
    await expect(Promise.all([broken.submit('deal', 1), broken.submit('deal', 2)])).rejects.toThrow('database gone');
  });
});
