import { describe, expect, it } from 'vitest';
import { GroupCommit } from './group-commit.js';

/** A queue whose batches are recorded; each item is answered with its double, a negative one fails its batch. */
function doubling(maxBatch = 100) {
  const batches: number[][] = [];
  const queue = new GroupCommit<number, number>(async (items) => {
    batches.push(items);
    if (items.some((item) => item < 0)) throw new Error(`bad item in ${items.join(',')}`);
    return items.map((item) => ({ status: 'fulfilled', value: item * 2 }));
  }, maxBatch);
  return { queue, batches };
}

describe('group commit', () => {
  it('items submitted together go in one batch, each answered on its own', async () => {
    const { queue, batches } = doubling();

    expect(await Promise.all([1, 2, 3].map((item) => queue.submit(item)))).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('an idle queue applies a lone item at once, without waiting for company', async () => {
    const { queue } = doubling();
    const started = performance.now();

    expect(await queue.submit(5)).toBe(10);
    expect(performance.now() - started).toBeLessThan(50);
  });

  it('what arrives while a batch is applied goes into the next batch, all of it', async () => {
    const { queue, batches } = doubling();

    const first = queue.submit(1);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [2, 3, 4].map((item) => queue.submit(item));

    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6, 8]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('a batch holds at most its bound; the rest follow in order', async () => {
    const { queue, batches } = doubling(2);

    await Promise.all([1, 2, 3, 4, 5].map((item) => queue.submit(item)));

    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('a batch that fails as a whole is split until the failure is the bad item’s alone', async () => {
    const { queue, batches } = doubling();

    const results = await Promise.allSettled([1, 2, -3, 4].map((item) => queue.submit(item)));

    expect(results).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'fulfilled', value: 4 },
      { status: 'rejected', reason: new Error('bad item in -3') },
      { status: 'fulfilled', value: 8 },
    ]);
    expect(batches).toEqual([[1, 2, -3, 4], [1, 2], [-3, 4], [-3], [4]]);
  });
});
